/**
 * Parquet through hyparquet (pure JavaScript): the footer is read once per file and kept; a page of rows reads only
 * the pages of the row groups it needs (through the offset index, which `datasets` writes), the columns shown, by
 * ranged reads of the blob. A file without an offset index costs its row group's column chunks, bounded by the
 * answer's byte budget.
 */
import { type FileMetaData, parquetMetadata, parquetReadObjects, parquetSchema, type SchemaTree } from "hyparquet";
import { compressors } from "hyparquet-compressors";
import type { Budget } from "./source.js";
import { mib } from "./source.js";
import { type ColumnType, ViewerError } from "./types.js";

/** What is kept per parquet file: its footer and the columns derived from it. */
export interface ParquetShape {
	metadata: FileMetaData;
	numRows: number;
	/** Every top-level column (name and type), the Hub's features applied. */
	columns: { name: string; type: ColumnType }[];
	/** Footer bytes (the cache's weight). */
	footerBytes: number;
	/** Uncompressed bytes per row, on average (from the row groups' sizes). */
	bytesPerRow: number;
}

/** The first read of a footer: most footers fit (a larger one costs a second read). */
const TAIL = 64 * 1024;

/** Reads and parses the footer. */
export async function readParquetShape(budget: Budget, maxFooterBytes: number): Promise<ParquetShape> {
	const size = budget.size;
	if (size < 12) throw new ViewerError("format", "not a parquet file: it is shorter than a parquet header and footer");
	const tailStart = Math.max(0, size - TAIL);
	const tail = await budget.read(tailStart, size);
	const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
	if (view.getUint32(tail.length - 4, true) !== 0x31524150)
		throw new ViewerError("format", "not a parquet file, or a cut one: it does not end with the PAR1 marker");
	const length = view.getUint32(tail.length - 8, true);
	if (length + 8 > size - 4)
		throw new ViewerError(
			"format",
			`the parquet footer says its metadata is ${length} bytes, more than the file holds`,
		);
	if (length > maxFooterBytes)
		throw new ViewerError(
			"too-large",
			`the parquet footer is ${mib(length)}, more than the viewer reads (${mib(maxFooterBytes)})`,
		);
	let footer: Uint8Array;
	if (length + 8 <= tail.length) footer = tail.subarray(tail.length - length - 8);
	else {
		const head = await budget.read(size - length - 8, tailStart);
		footer = new Uint8Array(length + 8);
		footer.set(head, 0);
		footer.set(tail, head.length);
	}
	let metadata: FileMetaData;
	try {
		metadata = parquetMetadata(footer.slice().buffer);
	} catch (e) {
		throw new ViewerError("format", `the parquet footer cannot be read: ${(e as Error).message}`);
	}
	let tree: SchemaTree;
	try {
		tree = parquetSchema(metadata);
	} catch (e) {
		throw new ViewerError("format", `the parquet schema cannot be read: ${(e as Error).message}`);
	}
	const features = hubFeatures(metadata);
	const columns = tree.children.map((node) => {
		const type = typeOfNode(node, 0);
		return { name: node.element.name, type: withFeature(type, features?.[node.element.name]) };
	});
	const numRows = Number(metadata.num_rows);
	if (!Number.isSafeInteger(numRows) || numRows < 0)
		throw new ViewerError("format", "the parquet footer gives no valid row count");
	const total = metadata.row_groups.reduce((n, g) => n + Number(g.total_byte_size), 0);
	const bytesPerRow = numRows > 0 ? total / numRows : 0;
	return { metadata, numRows, columns, footerBytes: footer.length, bytesPerRow };
}

/** The file as hyparquet's AsyncBuffer, every read going through the answer's budget. */
function asyncBuffer(budget: Budget) {
	return {
		byteLength: budget.size,
		async slice(start: number, end?: number): Promise<ArrayBuffer> {
			const b = await budget.read(start, end ?? budget.size);
			return b.byteOffset === 0 && b.byteLength === b.buffer.byteLength
				? (b.buffer as ArrayBuffer)
				: (b.slice().buffer as ArrayBuffer);
		},
	};
}

/**
 * Rows `[start, end)` of the named top-level columns, as objects. Refused up front when the row groups it needs hold
 * column chunks without an offset index larger than the budget allows.
 */
export async function readParquetRows(
	budget: Budget,
	shape: ParquetShape,
	columns: string[],
	start: number,
	end: number,
	maxBytes: number,
): Promise<Record<string, unknown>[]> {
	if (end <= start || columns.length === 0) return [];
	checkPlan(shape, columns, start, end, maxBytes);
	try {
		return await parquetReadObjects({
			file: asyncBuffer(budget),
			metadata: shape.metadata,
			columns,
			rowStart: start,
			rowEnd: end,
			compressors,
			useOffsetIndex: true,
			// byte arrays without a string type stay bytes (images, audio, binary)
			utf8: false,
		});
	} catch (e) {
		if (e instanceof ViewerError) throw e;
		throw new ViewerError("format", `rows ${start}–${end - 1} cannot be read: ${(e as Error).message}`);
	}
}

function checkPlan(shape: ParquetShape, columns: string[], start: number, end: number, maxBytes: number): void {
	let groupStart = 0;
	let bytes = 0;
	const wanted = new Set(columns);
	for (const [i, group] of shape.metadata.row_groups.entries()) {
		const rows = Number(group.num_rows);
		const groupEnd = groupStart + rows;
		if (groupEnd > start && groupStart < end) {
			for (const chunk of group.columns) {
				const meta = chunk.meta_data;
				if (!meta || !wanted.has(meta.path_in_schema[0] ?? "")) continue;
				const narrowed = start > groupStart || end < groupEnd;
				if (narrowed && chunk.offset_index_offset && chunk.offset_index_length) continue;
				bytes += Number(meta.total_compressed_size);
			}
			if (bytes > maxBytes)
				throw new ViewerError(
					"too-large",
					`row group ${i} needs ${mib(bytes)} of column chunks read whole (the file has no page index), more than the viewer reads (${mib(maxBytes)})`,
				);
		}
		groupStart = groupEnd;
	}
}

/** A column's type from its schema node. */
function typeOfNode(node: SchemaTree, depth: number): ColumnType {
	const e = node.element;
	const logical = e.logical_type?.type;
	const converted = e.converted_type;
	if (depth > 32) return { kind: "json" };
	if (node.children.length > 0) {
		if (logical === "LIST" || converted === "LIST") {
			// three levels (list → repeated group → element), or the older two-level forms
			const repeated = node.children[0] as SchemaTree;
			const r = repeated.element.name;
			if (repeated.children.length === 0) return { kind: "list", items: leafType(repeated) };
			if (repeated.children.length > 1 || r === "array" || r === `${e.name}_tuple`)
				return { kind: "list", items: structOf(repeated, depth) };
			return { kind: "list", items: typeOfNode(repeated.children[0] as SchemaTree, depth + 1) };
		}
		if (logical === "MAP" || converted === "MAP" || converted === "MAP_KEY_VALUE") return { kind: "json" };
		const struct = structOf(node, depth);
		return e.repetition_type === "REPEATED" ? { kind: "list", items: struct } : struct;
	}
	const leaf = leafType(node);
	return e.repetition_type === "REPEATED" ? { kind: "list", items: leaf } : leaf;
}

function structOf(node: SchemaTree, depth: number): ColumnType {
	return {
		kind: "struct",
		fields: node.children.map((c) => ({ name: c.element.name, type: typeOfNode(c, depth + 1) })),
	};
}

function leafType(node: SchemaTree): ColumnType {
	const e = node.element;
	const logical = e.logical_type?.type;
	const converted = e.converted_type;
	if (logical === "STRING" || logical === "ENUM" || logical === "UUID" || converted === "UTF8" || converted === "ENUM")
		return { kind: "string" };
	if (logical === "JSON" || converted === "JSON") return { kind: "json" };
	if (logical === "DATE" || converted === "DATE") return { kind: "date" };
	if (
		logical === "TIMESTAMP" ||
		converted === "TIMESTAMP_MILLIS" ||
		converted === "TIMESTAMP_MICROS" ||
		e.type === "INT96"
	)
		return { kind: "timestamp" };
	if (logical === "TIME" || converted === "TIME_MILLIS" || converted === "TIME_MICROS") return { kind: "int" };
	if (logical === "DECIMAL" || converted === "DECIMAL") return { kind: "decimal" };
	if (logical === "FLOAT16") return { kind: "float" };
	switch (e.type) {
		case "BOOLEAN":
			return { kind: "bool" };
		case "INT32":
		case "INT64":
			return { kind: "int" };
		case "FLOAT":
		case "DOUBLE":
			return { kind: "float" };
		default:
			return { kind: "binary" };
	}
}

type Feature = Record<string, unknown> | unknown[];

/** The `datasets` features the file's key-value metadata carries (`huggingface` → `info.features`), if any. */
function hubFeatures(metadata: FileMetaData): Record<string, Feature> | undefined {
	const kv = metadata.key_value_metadata?.find((k) => k.key === "huggingface");
	if (!kv?.value) return undefined;
	try {
		const parsed = JSON.parse(kv.value) as { info?: { features?: Record<string, Feature> } };
		const f = parsed?.info?.features;
		return f && typeof f === "object" && !Array.isArray(f) ? f : undefined;
	} catch {
		return undefined;
	}
}

/** A parquet type refined by the column's `datasets` feature: images, audio, class labels. */
function withFeature(type: ColumnType, feature: unknown, depth = 0): ColumnType {
	if (!feature || typeof feature !== "object" || depth > 16) return type;
	if (Array.isArray(feature))
		return type.kind === "list" ? { kind: "list", items: withFeature(type.items, feature[0], depth + 1) } : type;
	const f = feature as Record<string, unknown>;
	switch (f._type) {
		case "Image":
			return { kind: "image" };
		case "Audio":
			return { kind: "audio" };
		case "ClassLabel":
			return Array.isArray(f.names) && type.kind === "int"
				? { kind: "int", labels: f.names.map((n) => String(n)) }
				: type;
		case "Sequence":
		case "List":
		case "LargeList":
			return type.kind === "list" ? { kind: "list", items: withFeature(type.items, f.feature, depth + 1) } : type;
		case undefined:
			if (type.kind === "struct")
				return {
					kind: "struct",
					fields: type.fields.map((field) => ({ ...field, type: withFeature(field.type, f[field.name], depth + 1) })),
				};
			return type;
		default:
			return type;
	}
}
