import type { ByteSource } from "./byte-source.js";
import { fileType } from "./file-types.js";
import {
	type GgufEntry,
	type GgufHeader,
	type GgufReadOptions,
	type GgufTensorInfo,
	readGgufHeader,
} from "./gguf-reader.js";
import { parseQuantLabel, type QuantLabel } from "./label.js";
import { tensorType } from "./tensor-types.js";

/** How many tensors of one type a file holds. */
export interface TensorTypeCount {
	/** The tensor type name, or "unknown (<id>)". */
	name: string;
	value: number;
	count: number;
	parameters: number;
	/** Bytes of data; absent for unknown types. */
	bytes?: number;
}

/** One metadata key with a short, printable preview of its value. */
export interface GgufMetadataPreview {
	key: string;
	/** "u32", "string", "array<string>", … */
	type: string;
	value: string;
}

export interface GgufReport {
	version: number;
	littleEndian: boolean;
	fileSize: number;
	architecture?: string;
	name?: string;
	contextLength?: number;
	/** `general.file_type`; `name` is absent for values this module does not know. */
	fileType?: { name?: string; value: number };
	/** The quantization label in the file name, if one was given and has one. */
	quantLabel?: QuantLabel;
	/** Sum of every tensor's element count. */
	parameterCount: number;
	tensorCount: number;
	/** Bytes of tensor data of known types. */
	tensorBytes: number;
	/** Average over tensors of known types. */
	bitsPerWeight?: number;
	/** Largest first. */
	tensorTypes: TensorTypeCount[];
	chatTemplate: boolean;
	metadata: GgufMetadataPreview[];
	/** Things that look wrong but do not stop the header from being read. */
	warnings: string[];
}

/** Reads a GGUF header and summarizes it; `filename` (a name or path) is only used for its quantization label. */
export async function inspectGguf(
	source: ByteSource,
	filename?: string,
	options?: GgufReadOptions,
): Promise<GgufReport> {
	return reportGguf(await readGgufHeader(source, options), filename);
}

/** Elements in a tensor. */
export function tensorElements(tensor: GgufTensorInfo): number {
	return tensor.shape.reduce((a, b) => a * b, 1);
}

/** Bytes of a tensor's data, or undefined for an unknown type. */
export function tensorBytes(tensor: GgufTensorInfo): number | undefined {
	const type = tensorType(tensor.type);
	if (!type) return undefined;
	const row = tensor.shape[0] ?? 1;
	const rows = row === 0 ? 0 : tensorElements(tensor) / row;
	return Math.ceil(row / type.blockSize) * type.bytesPerBlock * rows;
}

/** Summarizes a header read by {@link readGgufHeader}. */
export function reportGguf(header: GgufHeader, filename?: string): GgufReport {
	const get = (key: string) => header.metadata.get(key)?.value;
	const text = (key: string) => {
		const value = get(key);
		return typeof value === "string" ? value : undefined;
	};
	const whole = (key: string) => {
		const value = get(key);
		return typeof value === "number" || typeof value === "bigint" ? Number(value) : undefined;
	};
	const architecture = text("general.architecture");
	const fileTypeValue = whole("general.file_type");

	const byType = new Map<number, TensorTypeCount>();
	const warnings: string[] = [];
	let parameterCount = 0;
	let knownBytes = 0;
	let knownParameters = 0;
	let dataEnd = header.dataOffset;
	let misaligned = 0;
	for (const tensor of header.tensors) {
		const elements = tensorElements(tensor);
		const bytes = tensorBytes(tensor);
		parameterCount += elements;
		let row = byType.get(tensor.type);
		if (!row) {
			row = {
				name: tensorType(tensor.type)?.name ?? `unknown (${tensor.type})`,
				value: tensor.type,
				count: 0,
				parameters: 0,
			};
			if (bytes !== undefined) row.bytes = 0;
			byType.set(tensor.type, row);
		}
		row.count++;
		row.parameters += elements;
		if (bytes !== undefined) {
			row.bytes = (row.bytes ?? 0) + bytes;
			knownBytes += bytes;
			knownParameters += elements;
			dataEnd = Math.max(dataEnd, header.dataOffset + tensor.offset + bytes);
		}
		if (tensor.offset % header.alignment !== 0) misaligned++;
	}
	if (misaligned)
		warnings.push(`${misaligned} tensor data offsets are not multiples of the ${header.alignment}-byte alignment`);
	if (dataEnd > header.size)
		warnings.push(`tensor data runs to byte ${dataEnd} but the file has ${header.size} bytes: it looks truncated`);
	const unknown = [...byType.values()].filter((r) => r.bytes === undefined).map((r) => r.value);
	if (unknown.length) warnings.push(`unknown tensor type ids: ${unknown.join(", ")}`);
	const splits = whole("split.count");
	if (splits !== undefined && splits > 1)
		warnings.push(`part ${(whole("split.no") ?? 0) + 1} of ${splits}: tensors and parameters cover this part only`);

	const name = text("general.name");
	const context = architecture === undefined ? undefined : whole(`${architecture}.context_length`);
	const known = fileTypeValue === undefined ? undefined : fileType(fileTypeValue);
	const label = filename === undefined ? undefined : parseQuantLabel(filename);
	// Optional fields are left out rather than set to undefined; the order is the order a reader wants.
	return {
		version: header.version,
		littleEndian: header.littleEndian,
		fileSize: header.size,
		...(architecture !== undefined && { architecture }),
		...(name !== undefined && { name }),
		...(context !== undefined && { contextLength: context }),
		...(fileTypeValue !== undefined && {
			fileType: known ? { name: known.name, value: fileTypeValue } : { value: fileTypeValue },
		}),
		...(label && { quantLabel: label }),
		parameterCount,
		tensorCount: header.tensors.length,
		tensorBytes: knownBytes,
		...(knownParameters > 0 && { bitsPerWeight: (knownBytes * 8) / knownParameters }),
		tensorTypes: [...byType.values()].sort((a, b) => (b.bytes ?? -1) - (a.bytes ?? -1) || b.count - a.count),
		chatTemplate: [...header.metadata.keys()].some(
			(k) => k === "tokenizer.chat_template" || k.startsWith("tokenizer.chat_template."),
		),
		metadata: [...header.metadata].map(([key, entry]) => ({ key, type: typeName(entry), value: preview(entry.value) })),
		warnings,
	};
}

function typeName(entry: GgufEntry): string {
	return entry.type === "array" ? `array<${entry.itemType}>` : entry.type;
}

const PREVIEW_CHARS = 60;
const PREVIEW_ITEMS = 3;

function preview(value: unknown, nested = false): string {
	if (typeof value === "string") {
		const shown = JSON.stringify(value.length > PREVIEW_CHARS ? `${value.slice(0, PREVIEW_CHARS)}…` : value);
		return value.length > PREVIEW_CHARS ? `${shown} (${value.length} chars)` : shown;
	}
	if (typeof value !== "object" || value === null) return String(value);
	const items = value as ArrayLike<unknown>;
	if (nested) return `[${items.length} items]`;
	const head = Array.from({ length: Math.min(items.length, PREVIEW_ITEMS) }, (_, i) => preview(items[i], true));
	const more = items.length > PREVIEW_ITEMS ? ", …" : "";
	return `[${head.join(", ")}${more}] (${items.length} items)`;
}
