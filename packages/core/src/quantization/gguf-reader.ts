import type { ByteSource } from "./byte-source.js";

/** GGUF metadata value types, indexed by their id in the file. */
const VALUE_TYPES = [
	"u8",
	"i8",
	"u16",
	"i16",
	"u32",
	"i32",
	"f32",
	"bool",
	"string",
	"array",
	"u64",
	"i64",
	"f64",
] as const;
export type GgufValueType = (typeof VALUE_TYPES)[number];
/** The fewest bytes a value of each type takes (a string: its length; an array: item type and length). */
const MIN_BYTES = [1, 1, 2, 2, 4, 4, 4, 1, 8, 12, 8, 8, 8];
const STRING = 8;
const ARRAY = 9;

export type GgufNumbers =
	| Uint8Array
	| Int8Array
	| Uint16Array
	| Int16Array
	| Uint32Array
	| Int32Array
	| Float32Array
	| Float64Array
	| BigUint64Array
	| BigInt64Array;
/** Numeric arrays are typed arrays (64-bit integers as bigint arrays); nested arrays are plain arrays. */
export type GgufArray = GgufNumbers | string[] | boolean[] | GgufArray[];
/** 64-bit integers are bigints; other numbers are numbers. */
export type GgufValue = number | bigint | boolean | string | GgufArray;

export interface GgufEntry {
	type: GgufValueType;
	/** For arrays: the type of the items. */
	itemType?: GgufValueType;
	value: GgufValue;
	/** Where the key starts in the file. */
	offset: number;
}

export interface GgufTensorInfo {
	name: string;
	/** Dimensions, innermost first (ggml's ne[0], ne[1], …). */
	shape: number[];
	/** The `ggml_type` id (see TENSOR_TYPES); unknown ids are kept as they are. */
	type: number;
	/** Offset of the tensor's data from the start of the data section. */
	offset: number;
}

export interface GgufHeader {
	version: number;
	littleEndian: boolean;
	/** Size of the whole file in bytes. */
	size: number;
	metadata: Map<string, GgufEntry>;
	tensors: GgufTensorInfo[];
	/** `general.alignment`, 32 when absent. */
	alignment: number;
	/**
	 * Where tensor data starts in the file: the header's end rounded up to the alignment. A file without tensors has no
	 * data section and needs no padding, so there it is at most the file's end.
	 */
	dataOffset: number;
}

export interface GgufReadOptions {
	/** Refuse headers larger than this (default 128 MiB). */
	maxHeaderBytes?: number;
}

/** A malformed or unsupported GGUF file; `offset` is where in the file the problem is. */
export class GgufError extends Error {
	readonly offset: number;
	constructor(problem: string, offset: number) {
		super(`byte ${offset}: ${problem}`);
		this.name = "GgufError";
		this.offset = offset;
	}
}

const MAX_KEY = 65_535;
const MAX_STRING = 16 << 20;
const MAX_ARRAY = 1 << 24;
const MAX_DEPTH = 8;
const MAX_COUNT = 1 << 20;
const MAX_DIMS = 4;
/** The window grows by at least this much, and by its own size for long records, so re-reads stay few. */
const CHUNK = 256 << 10;

type Getter = (v: DataView, at: number, le: boolean) => number | bigint;
/** Per numeric value type: bytes, array constructor, reader. Index = value type id (bool and string excluded). */
const NUMERIC: Partial<Record<number, [number, new (n: number) => GgufNumbers, Getter]>> = {
	0: [1, Uint8Array, (v, at) => v.getUint8(at)],
	1: [1, Int8Array, (v, at) => v.getInt8(at)],
	2: [2, Uint16Array, (v, at, le) => v.getUint16(at, le)],
	3: [2, Int16Array, (v, at, le) => v.getInt16(at, le)],
	4: [4, Uint32Array, (v, at, le) => v.getUint32(at, le)],
	5: [4, Int32Array, (v, at, le) => v.getInt32(at, le)],
	6: [4, Float32Array, (v, at, le) => v.getFloat32(at, le)],
	10: [8, BigUint64Array, (v, at, le) => v.getBigUint64(at, le)],
	11: [8, BigInt64Array, (v, at, le) => v.getBigInt64(at, le)],
	12: [8, Float64Array, (v, at, le) => v.getFloat64(at, le)],
};

const decoder = new (
	globalThis as unknown as { TextDecoder: new () => { decode(b: Uint8Array): string } }
).TextDecoder();

function utf8(bytes: Uint8Array, start: number, length: number): string {
	if (length <= 24) {
		let text = "";
		for (let i = start; i < start + length; i++) {
			const c = bytes[i] as number;
			if (c > 127) return decoder.decode(bytes.subarray(start, start + length));
			text += String.fromCharCode(c);
		}
		return text;
	}
	return decoder.decode(bytes.subarray(start, start + length));
}

/** Thrown inside a record when the window lacks bytes that the file has; the record is then re-read. */
const SHORT: unique symbol = Symbol("short");

/** Reads forward through a window of the source that grows in chunks as records need it. */
class Cursor {
	bytes = new Uint8Array(0);
	view = new DataView(this.bytes.buffer);
	/** File offset of bytes[0]. */
	base = 0;
	/** Current file offset. */
	pos = 0;
	/** The file offset the last SHORT needed to reach. */
	want = 0;
	littleEndian = true;
	/** What the current record describes, for error messages: ["key", "general.name"] or ["tensor", 3]. */
	kind = "";
	label: string | number = "";
	readonly limit: number;

	constructor(
		readonly source: ByteSource,
		maxHeaderBytes: number,
	) {
		this.limit = Math.min(source.size, maxHeaderBytes);
	}

	get end(): number {
		return this.base + this.bytes.length;
	}

	/** The current record, e.g. `tensor "output.weight"`. */
	get subject(): string {
		return `${this.kind} ${typeof this.label === "string" ? JSON.stringify(this.label) : this.label}`;
	}

	/** A problem with `what` in the current record. */
	error(what: string, problem: string, at: number): GgufError {
		return new GgufError(`${what}${this.kind ? ` of ${this.subject}` : ""} ${problem}`, at);
	}

	/** Claims `n` bytes at the cursor; returns their index in `bytes`. */
	take(n: number, what: string): number {
		const at = this.pos;
		if (at + n > this.end) {
			if (at + n > this.source.size)
				throw this.error(what, `is cut off: the file ends ${this.source.size - at} bytes later, ${n} are needed`, at);
			if (at + n > this.limit) throw this.error(what, `reaches past the ${this.limit}-byte header limit`, at);
			this.want = at + n;
			throw SHORT;
		}
		this.pos = at + n;
		return at - this.base;
	}

	/** Loads more of the file, keeping the bytes from `from` (the start of the record being read). */
	async grow(from: number): Promise<void> {
		const end = Math.min(this.limit, Math.max(this.want, this.end + Math.max(CHUNK, this.end - from)));
		const length = end - this.end;
		const fresh = await this.source.read(this.end, length);
		if (fresh.length < length)
			throw new GgufError("the file is shorter than its reported size", this.end + fresh.length);
		const kept = this.bytes.subarray(from - this.base);
		const next = new Uint8Array(kept.length + length);
		next.set(kept);
		next.set(fresh.subarray(0, length), kept.length);
		this.bytes = next;
		this.view = new DataView(next.buffer);
		this.base = from;
	}

	u32(what: string): number {
		return this.view.getUint32(this.take(4, what), this.littleEndian);
	}

	/** A u64 that must be a safe integer (a count, a length, an offset). */
	size(what: string): number {
		const at = this.take(8, what);
		const low = this.view.getUint32(this.littleEndian ? at : at + 4, this.littleEndian);
		const high = this.view.getUint32(this.littleEndian ? at + 4 : at, this.littleEndian);
		if (high >= 0x200000)
			throw this.error(what, `${this.view.getBigUint64(at, this.littleEndian)} is too large`, this.pos - 8);
		return high * 0x1_0000_0000 + low;
	}

	/** A u64 count of items that take at least `minBytes` each. */
	count(what: string, minBytes: number, max: number): number {
		const at = this.pos;
		const n = this.size(what);
		if (n > max) throw this.error(what, `${n} is over the limit of ${max}`, at);
		if (n * minBytes > this.source.size - this.pos)
			throw this.error(
				what,
				`${n} cannot fit in the ${this.source.size - this.pos} bytes left (is the file cut short?)`,
				at,
			);
		return n;
	}

	string(what: string, max: number): string {
		const at = this.pos;
		const length = this.size(`${what} length`);
		if (length > max) throw this.error(`${what} length`, `${length} is over the limit of ${max}`, at);
		const start = this.take(length, what);
		return utf8(this.bytes, start, length);
	}

	valueType(what: string): number {
		const at = this.pos;
		const type = this.u32(what);
		if (type >= VALUE_TYPES.length) throw this.error(what, `${type} is not a GGUF value type`, at);
		return type;
	}

	value(type: number, depth: number): GgufValue {
		const numeric = NUMERIC[type];
		if (numeric) return numeric[2](this.view, this.take(numeric[0], "the value"), this.littleEndian);
		if (type === STRING) return this.string("the string", MAX_STRING);
		if (type === ARRAY) return this.array(depth + 1).value;
		return this.bytes[this.take(1, "the value")] !== 0;
	}

	array(depth: number): { itemType: number; value: GgufArray } {
		const at = this.pos;
		const itemType = this.valueType("the array item type");
		if (itemType === ARRAY && depth >= MAX_DEPTH)
			throw this.error("the array", `is nested more than ${MAX_DEPTH} deep`, at);
		const n = this.count("the array length", MIN_BYTES[itemType] as number, MAX_ARRAY);
		const numeric = NUMERIC[itemType];
		if (numeric) {
			const [width, Make, get] = numeric;
			const start = this.take(n * width, "the array items");
			const out = new Make(n) as unknown as { [i: number]: number | bigint };
			for (let i = 0; i < n; i++) out[i] = get(this.view, start + i * width, this.littleEndian);
			return { itemType, value: out as unknown as GgufNumbers };
		}
		const items: GgufValue[] = [];
		if (itemType === 7) {
			const start = this.take(n, "the array items");
			for (let i = 0; i < n; i++) items.push(this.bytes[start + i] !== 0);
		} else for (let i = 0; i < n; i++) items.push(this.value(itemType, depth));
		return { itemType, value: items as GgufArray };
	}
}

/** Reads `count` records; when the window runs short, loads more and re-reads the record from its start. */
async function records(cursor: Cursor, count: number, read: () => void): Promise<void> {
	for (let done = 0; done < count; ) {
		const start = cursor.pos;
		try {
			read();
			done++;
		} catch (e) {
			if (e !== SHORT) throw e;
			cursor.pos = start;
			await cursor.grow(start);
		}
	}
}

/**
 * Reads a GGUF header (versions 2 and 3, either byte order): metadata and tensor infos, never the tensor data.
 * A malformed file rejects with a {@link GgufError} naming the offset and the problem.
 */
export async function readGgufHeader(source: ByteSource, options: GgufReadOptions = {}): Promise<GgufHeader> {
	if (!Number.isSafeInteger(source.size) || source.size < 0)
		throw new GgufError(`the source size ${source.size} is not a byte count`, 0);
	const cursor = new Cursor(source, options.maxHeaderBytes ?? 128 << 20);
	await cursor.grow(0);

	let version = 0;
	let tensorCount = 0;
	let kvCount = 0;
	await records(cursor, 1, () => {
		const start = cursor.take(4, 'the magic number "GGUF"');
		const magic = cursor.bytes.subarray(start, start + 4);
		if (utf8(magic, 0, 4) !== "GGUF") {
			const hex = [...magic].map((b) => b.toString(16).padStart(2, "0")).join(" ");
			throw new GgufError(`not a GGUF file: it starts with ${hex}, not "GGUF"`, 0);
		}
		const raw = cursor.view.getUint32(cursor.take(4, "the version number"), true);
		const swapped = ((raw & 0xff) << 24) | ((raw & 0xff00) << 8) | ((raw >>> 8) & 0xff00) | (raw >>> 24);
		cursor.littleEndian = !(swapped === 2 || swapped === 3);
		version = cursor.littleEndian ? raw : swapped;
		if (version === 1) throw new GgufError("GGUF version 1 is not supported (only 2 and 3)", 4);
		if (version !== 2 && version !== 3) throw new GgufError(`unknown GGUF version ${raw} (expected 2 or 3)`, 4);
		tensorCount = cursor.count("the tensor count", 24, MAX_COUNT);
		kvCount = cursor.count("the metadata key count", 13, MAX_COUNT);
	});

	const metadata = new Map<string, GgufEntry>();
	await records(cursor, kvCount, () => {
		const offset = cursor.pos;
		cursor.kind = "metadata entry";
		cursor.label = metadata.size;
		const key = cursor.string("the key", MAX_KEY);
		cursor.kind = "key";
		cursor.label = key;
		if (metadata.has(key)) throw new GgufError(`${cursor.subject} appears twice`, offset);
		const type = cursor.valueType("the value type");
		if (type === ARRAY) {
			const { itemType, value } = cursor.array(1);
			metadata.set(key, { type: "array", itemType: VALUE_TYPES[itemType], value, offset });
		} else metadata.set(key, { type: VALUE_TYPES[type] as GgufValueType, value: cursor.value(type, 0), offset });
	});

	const alignment = readAlignment(metadata.get("general.alignment"));

	const tensors: GgufTensorInfo[] = [];
	await records(cursor, tensorCount, () => {
		const at = cursor.pos;
		cursor.kind = "tensor";
		cursor.label = tensors.length;
		const name = cursor.string("the name", MAX_KEY);
		cursor.label = name;
		const dimsAt = cursor.pos;
		const dims = cursor.u32("the dimension count");
		if (dims > MAX_DIMS) throw cursor.error("the dimension count", `${dims} is over the limit of ${MAX_DIMS}`, dimsAt);
		const shape: number[] = [];
		let elements = 1;
		for (let i = 0; i < dims; i++) {
			const n = cursor.size("a dimension");
			elements *= n;
			shape.push(n);
		}
		if (elements > Number.MAX_SAFE_INTEGER) throw cursor.error("the element count", `${elements} is too large`, at);
		const type = cursor.u32("the type");
		const offset = cursor.size("the data offset");
		tensors.push({ name, shape, type, offset });
	});

	const aligned = Math.ceil(cursor.pos / alignment) * alignment;
	const dataOffset = tensors.length === 0 ? Math.min(aligned, source.size) : aligned;
	return { version, littleEndian: cursor.littleEndian, size: source.size, metadata, tensors, alignment, dataOffset };
}

function readAlignment(entry: GgufEntry | undefined): number {
	if (!entry) return 32;
	const value = typeof entry.value === "bigint" ? Number(entry.value) : entry.value;
	const ok = typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 1 << 30;
	if (!ok || ((value as number) & ((value as number) - 1)) !== 0)
		throw new GgufError(`general.alignment ${String(entry.value)} is not a power of two`, entry.offset);
	return value as number;
}
