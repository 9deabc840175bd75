import { type ByteSource, type GgufInfo, readGgufHeader, reportGguf } from "@modelhub/core";
import { quote } from "../quote.js";

/** Parameter counts by dtype, as the Hub's `safetensors` field gives them. */
export interface SafetensorsInfo {
	parameters: Record<string, number>;
	total: number;
}

/** Safetensors headers larger than this are refused (real ones are a few MB at most). */
const MAX_SAFETENSORS_HEADER = 100 * 1024 * 1024;

/**
 * Counts a safetensors file's parameters by dtype from its header alone: an 8-byte little-endian length, then that
 * many bytes of JSON mapping each tensor name to `{dtype, shape, data_offsets}` (plus `__metadata__`).
 */
export async function safetensorsParameters(source: ByteSource): Promise<Record<string, number>> {
	const head = await source.read(0, 8);
	if (head.length < 8) throw new Error("shorter than a safetensors header");
	const length = new DataView(head.buffer, head.byteOffset, 8).getBigUint64(0, true);
	if (length > BigInt(Math.min(MAX_SAFETENSORS_HEADER, source.size - 8)))
		throw new Error(`header length ${length} does not fit the file`);
	const bytes = await source.read(8, Number(length));
	let header: unknown;
	try {
		header = JSON.parse(new TextDecoder().decode(bytes));
	} catch {
		throw new Error("header is not JSON");
	}
	if (typeof header !== "object" || header === null || Array.isArray(header))
		throw new Error("header is not a JSON object");
	const counts: Record<string, number> = {};
	for (const [name, tensor] of Object.entries(header)) {
		if (name === "__metadata__") continue;
		const t = tensor as { dtype?: unknown; shape?: unknown };
		if (typeof t?.dtype !== "string" || !Array.isArray(t.shape) || !t.shape.every((d) => Number.isSafeInteger(d)))
			throw new Error(`tensor ${quote(name)} has no dtype and shape`);
		counts[t.dtype] = (counts[t.dtype] ?? 0) + (t.shape as number[]).reduce((a, b) => a * b, 1);
	}
	return counts;
}

/** Adds per-file counts into one `safetensors` field (sharded checkpoints are summed). */
export function sumSafetensors(parts: Record<string, number>[]): SafetensorsInfo | undefined {
	if (!parts.length) return undefined;
	const parameters: Record<string, number> = {};
	for (const part of parts) for (const [k, v] of Object.entries(part)) parameters[k] = (parameters[k] ?? 0) + v;
	return { parameters, total: Object.values(parameters).reduce((a, b) => a + b, 0) };
}

/** The Hub's `gguf` field from a GGUF file's header (never its tensor data). */
export async function ggufInfo(source: ByteSource): Promise<GgufInfo> {
	const header = await readGgufHeader(source);
	const report = reportGguf(header);
	const get = (key: string) => header.metadata.get(key)?.value;
	const info: GgufInfo = { total: report.parameterCount };
	if (report.architecture) info.architecture = report.architecture;
	if (report.contextLength !== undefined) info.context_length = report.contextLength;
	const template = get("tokenizer.chat_template");
	if (typeof template === "string") info.chat_template = template;
	const tokens = get("tokenizer.ggml.tokens");
	const token = (key: string) => {
		const id = get(key);
		if (!Array.isArray(tokens) || (typeof id !== "number" && typeof id !== "bigint")) return undefined;
		const t = tokens[Number(id)];
		return typeof t === "string" ? t : undefined;
	};
	const bos = token("tokenizer.ggml.bos_token_id");
	const eos = token("tokenizer.ggml.eos_token_id");
	if (bos !== undefined) info.bos_token = bos;
	if (eos !== undefined) info.eos_token = eos;
	return info;
}
