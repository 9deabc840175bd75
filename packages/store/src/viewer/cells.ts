/**
 * Values as cells: whatever a reader produced (numbers, bigints, dates, byte arrays, arrays, objects, image and audio
 * structs) made JSON-safe and cut to the viewer's limits, typed for the web.
 */
import type { Cell, ColumnType, MediaRef, ViewerLimits } from "./types.js";

export type CellLimits = Pick<ViewerLimits, "maxCellChars" | "maxItems" | "maxDepth" | "inlineMediaBytes">;

/** Where a value sits, for media refs: its row in the file and column. */
export interface CellPlace {
	row: number;
	column: number;
}

/** Roughly how many bytes a page's cells take (for the page cache's bound). */
export class SizeCount {
	bytes = 0;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function toCell(
	value: unknown,
	type: ColumnType | undefined,
	limits: CellLimits,
	place: CellPlace,
	size: SizeCount,
	path: (string | number)[] = [],
): Cell {
	size.bytes += 8;
	if (value === null || value === undefined) return null;
	if (type?.kind === "image" || type?.kind === "audio") {
		const media = mediaCell(value, type.kind, limits, place, path, size);
		if (media) return media;
	}
	switch (typeof value) {
		case "boolean":
			return value;
		case "number":
			if (Number.isFinite(value)) return value;
			return { type: "float", value: Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity" };
		case "bigint":
			return value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : { type: "int", value: value.toString() };
		case "string":
			return textCell(value, limits, size);
		case "object":
			break;
		default:
			return textCell(String(value), limits, size);
	}
	if (value instanceof Date) {
		const t = value.getTime();
		if (Number.isNaN(t)) return { type: "timestamp", value: "Invalid Date" };
		const iso = value.toISOString();
		return type?.kind === "date" ? { type: "date", value: iso.slice(0, 10) } : { type: "timestamp", value: iso };
	}
	if (value instanceof Uint8Array) {
		const sniffed = sniffMedia(value);
		if (sniffed && (type === undefined || type.kind === "binary" || type.kind === "json"))
			return mediaFromBytes(value, undefined, sniffed.kind, sniffed.mime, limits, place, path, size);
		size.bytes += 80;
		return { type: "binary", length: value.length, hex: hex(value.subarray(0, 32)) };
	}
	if (path.length >= limits.maxDepth) return textCell(preview(value), limits, size);
	if (Array.isArray(value) || ArrayBuffer.isView(value)) {
		const arr = value as ArrayLike<unknown>;
		const itemType = type?.kind === "list" ? type.items : undefined;
		const n = Math.min(arr.length, limits.maxItems);
		const items: Cell[] = new Array(n);
		for (let i = 0; i < n; i++) items[i] = toCell(arr[i], itemType, limits, place, size, [...path, i]);
		return { type: "list", items, length: arr.length };
	}
	if (value instanceof Map) {
		return objectCell(
			[...value.entries()].map(([k, v]) => [String(k), v]),
			undefined,
			limits,
			place,
			size,
			path,
		);
	}
	const entries = Object.entries(value as Record<string, unknown>);
	// an image or audio struct outside a typed column (JSON, nested lists): {bytes, path}
	const asMedia = mediaStructKind(value);
	if (asMedia) {
		const media = mediaCell(value, asMedia, limits, place, path, size);
		if (media) return media;
	}
	return objectCell(entries, type?.kind === "struct" ? type : undefined, limits, place, size, path);
}

function objectCell(
	entries: [string, unknown][],
	type: Extract<ColumnType, { kind: "struct" }> | undefined,
	limits: CellLimits,
	place: CellPlace,
	size: SizeCount,
	path: (string | number)[],
): Cell {
	const n = Math.min(entries.length, limits.maxItems);
	const fields: [string, Cell][] = new Array(n);
	for (let i = 0; i < n; i++) {
		const [k, v] = entries[i] as [string, unknown];
		size.bytes += k.length;
		const fieldType = type?.fields.find((f) => f.name === k)?.type;
		fields[i] = [k, toCell(v, fieldType, limits, place, size, [...path, k])];
	}
	return { type: "object", fields, length: entries.length };
}

export function textCell(value: string, limits: Pick<CellLimits, "maxCellChars">, size: SizeCount): Cell {
	if (value.length <= limits.maxCellChars) {
		size.bytes += value.length;
		return value;
	}
	// do not cut a surrogate pair in two
	let end = limits.maxCellChars;
	const c = value.charCodeAt(end - 1);
	if (c >= 0xd800 && c <= 0xdbff) end--;
	size.bytes += end;
	return { type: "text", value: value.slice(0, end), length: value.length };
}

function preview(value: unknown): string {
	try {
		return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v)) ?? String(value);
	} catch {
		return String(value);
	}
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");

/** Whether an object is an image/audio struct as `datasets` stores them (`{bytes, path}`), and which, by its bytes. */
function mediaStructKind(value: object): "image" | "audio" | undefined {
	const v = value as { bytes?: unknown; path?: unknown };
	const keys = Object.keys(value);
	if (!keys.includes("bytes") || !keys.every((k) => k === "bytes" || k === "path" || k === "sampling_rate")) return;
	if (!(v.bytes instanceof Uint8Array)) return;
	return sniffMedia(v.bytes)?.kind;
}

function mediaCell(
	value: unknown,
	kind: "image" | "audio",
	limits: CellLimits,
	place: CellPlace,
	path: (string | number)[],
	size: SizeCount,
): Cell | undefined {
	let bytes: Uint8Array | undefined;
	let name: string | undefined;
	if (value instanceof Uint8Array) bytes = value;
	else if (typeof value === "object" && value !== null) {
		const v = value as { bytes?: unknown; path?: unknown };
		if (v.bytes instanceof Uint8Array) bytes = v.bytes;
		if (typeof v.path === "string") name = v.path;
		if (!bytes && name === undefined) return undefined;
	} else return undefined;
	if (!bytes) {
		size.bytes += (name?.length ?? 0) + 40;
		// stored by reference only: a file of the repository the web may link
		return { type: kind, mime: mimeOfName(name ?? "") ?? "application/octet-stream", length: 0, path: name };
	}
	const sniffed = sniffMedia(bytes);
	const mime = sniffed?.mime ?? mimeOfName(name ?? "") ?? "application/octet-stream";
	return mediaFromBytes(bytes, name, sniffed?.kind ?? kind, mime, limits, place, path, size);
}

function mediaFromBytes(
	bytes: Uint8Array,
	name: string | undefined,
	kind: "image" | "audio",
	mime: string,
	limits: CellLimits,
	place: CellPlace,
	path: (string | number)[],
	size: SizeCount,
): Cell {
	const cell: Extract<Cell, { type: "image" | "audio" }> = { type: kind, mime, length: bytes.length };
	if (name !== undefined) cell.path = name;
	if (bytes.length <= limits.inlineMediaBytes && SAFE_INLINE.has(mime)) {
		cell.src = `data:${mime};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}`;
		size.bytes += cell.src.length;
	} else {
		cell.ref = { row: place.row, column: place.column, path } satisfies MediaRef;
		size.bytes += 60;
	}
	return cell;
}

/** Media types a page may inline as `data:` URLs (never SVG or anything else a browser would run). */
const SAFE_INLINE = new Set([
	"image/png",
	"image/jpeg",
	"image/gif",
	"image/webp",
	"image/bmp",
	"audio/wav",
	"audio/mpeg",
	"audio/flac",
	"audio/ogg",
]);

/** The media type of image and audio bytes by their first bytes; undefined for anything else. */
export function sniffMedia(b: Uint8Array): { kind: "image" | "audio"; mime: string } | undefined {
	const at = (i: number, s: string) => {
		for (let j = 0; j < s.length; j++) if (b[i + j] !== s.charCodeAt(j)) return false;
		return true;
	};
	if (b.length < 4) return undefined;
	if (b[0] === 0x89 && at(1, "PNG")) return { kind: "image", mime: "image/png" };
	if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { kind: "image", mime: "image/jpeg" };
	if (at(0, "GIF8")) return { kind: "image", mime: "image/gif" };
	if (at(0, "RIFF") && at(8, "WEBP")) return { kind: "image", mime: "image/webp" };
	if (at(0, "RIFF") && at(8, "WAVE")) return { kind: "audio", mime: "audio/wav" };
	if (at(0, "BM") && b.length > 26) return { kind: "image", mime: "image/bmp" };
	if (at(0, "fLaC")) return { kind: "audio", mime: "audio/flac" };
	if (at(0, "OggS")) return { kind: "audio", mime: "audio/ogg" };
	if (at(0, "ID3") || (b[0] === 0xff && ((b[1] as number) & 0xe0) === 0xe0))
		return { kind: "audio", mime: "audio/mpeg" };
	return undefined;
}

function mimeOfName(name: string): string | undefined {
	const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
	return (
		{
			png: "image/png",
			jpg: "image/jpeg",
			jpeg: "image/jpeg",
			gif: "image/gif",
			webp: "image/webp",
			bmp: "image/bmp",
			wav: "audio/wav",
			mp3: "audio/mpeg",
			flac: "audio/flac",
			ogg: "audio/ogg",
		} as Record<string, string>
	)[ext];
}

/** The `datasets` name of a column type. */
export function dtypeOf(type: ColumnType): string {
	switch (type.kind) {
		case "int":
			return type.labels ? "ClassLabel" : "int64";
		case "float":
			return "float64";
		case "list":
			return `list<${dtypeOf(type.items)}>`;
		case "image":
			return "Image";
		case "audio":
			return "Audio";
		case "timestamp":
			return "timestamp[us]";
		case "date":
			return "date32";
		default:
			return type.kind;
	}
}

/** The type of JSON values seen in one column (numbers that are all integers are ints; mixed kinds are json). */
export function inferJsonType(values: Iterable<unknown>): ColumnType {
	let t: ColumnType = { kind: "null" };
	for (const v of values) t = merge(t, typeOfValue(v, 0));
	return t;
}

function typeOfValue(v: unknown, depth: number): ColumnType {
	if (v === null || v === undefined) return { kind: "null" };
	if (typeof v === "boolean") return { kind: "bool" };
	if (typeof v === "number") return Number.isInteger(v) ? { kind: "int" } : { kind: "float" };
	if (typeof v === "string") return { kind: "string" };
	if (depth > 6) return { kind: "json" };
	if (Array.isArray(v)) {
		let items: ColumnType = { kind: "null" };
		for (const x of v.slice(0, 100)) items = merge(items, typeOfValue(x, depth + 1));
		return { kind: "list", items };
	}
	if (typeof v === "object") {
		const fields = Object.entries(v as Record<string, unknown>)
			.slice(0, 200)
			.map(([name, x]) => ({ name, type: typeOfValue(x, depth + 1) }));
		return { kind: "struct", fields };
	}
	return { kind: "json" };
}

function merge(a: ColumnType, b: ColumnType): ColumnType {
	if (a.kind === "null") return b;
	if (b.kind === "null") return a;
	if (a.kind === "int" && b.kind === "float") return b;
	if (a.kind === "float" && b.kind === "int") return a;
	if (a.kind === "list" && b.kind === "list") return { kind: "list", items: merge(a.items, b.items) };
	if (a.kind === "struct" && b.kind === "struct") {
		const fields = a.fields.map((f) => ({ ...f }));
		for (const f of b.fields) {
			const same = fields.find((x) => x.name === f.name);
			if (same) same.type = merge(same.type, f.type);
			else if (fields.length < 200) fields.push(f);
		}
		return { kind: "struct", fields };
	}
	return a.kind === b.kind ? a : { kind: "json" };
}
