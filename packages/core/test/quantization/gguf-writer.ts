/**
 * Builds small GGUF files in memory for tests: metadata of every value type, tensor infos, and (optionally) zeroed
 * tensor data. Written from the GGUF layout, independently of the reader under test.
 */
import { TENSOR_TYPES } from "../../src/quantization/tensor-types.js";

export type ValueTypeName =
	| "u8"
	| "i8"
	| "u16"
	| "i16"
	| "u32"
	| "i32"
	| "f32"
	| "bool"
	| "string"
	| "array"
	| "u64"
	| "i64"
	| "f64";

export const VALUE_TYPE_IDS: Record<ValueTypeName, number> = {
	u8: 0,
	i8: 1,
	u16: 2,
	i16: 3,
	u32: 4,
	i32: 5,
	f32: 6,
	bool: 7,
	string: 8,
	array: 9,
	u64: 10,
	i64: 11,
	f64: 12,
};

type Scalar = number | bigint | boolean | string;
export type WriterValue =
	| { type: Exclude<ValueTypeName, "array">; value: Scalar }
	| { type: "array"; itemType: ValueTypeName; items: (Scalar | WriterValue)[] };

export const u8 = (value: number): WriterValue => ({ type: "u8", value });
export const i8 = (value: number): WriterValue => ({ type: "i8", value });
export const u16 = (value: number): WriterValue => ({ type: "u16", value });
export const i16 = (value: number): WriterValue => ({ type: "i16", value });
export const u32 = (value: number): WriterValue => ({ type: "u32", value });
export const i32 = (value: number): WriterValue => ({ type: "i32", value });
export const f32 = (value: number): WriterValue => ({ type: "f32", value });
export const f64 = (value: number): WriterValue => ({ type: "f64", value });
export const u64 = (value: bigint): WriterValue => ({ type: "u64", value });
export const i64 = (value: bigint): WriterValue => ({ type: "i64", value });
export const bool = (value: boolean): WriterValue => ({ type: "bool", value });
export const str = (value: string): WriterValue => ({ type: "string", value });
export const arr = (itemType: ValueTypeName, items: (Scalar | WriterValue)[]): WriterValue => ({
	type: "array",
	itemType,
	items,
});

/** A growable byte buffer with little- or big-endian writers. */
export class ByteWriter {
	private bytes: Uint8Array<ArrayBuffer> = new Uint8Array(1024);
	private view = new DataView(this.bytes.buffer);
	length = 0;

	constructor(readonly littleEndian = true) {}

	private room(n: number): number {
		if (this.length + n > this.bytes.length) {
			const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
			next.set(this.bytes.subarray(0, this.length));
			this.bytes = next;
			this.view = new DataView(next.buffer);
		}
		const at = this.length;
		this.length += n;
		return at;
	}

	/** Makes room for `n` bytes and returns the view to write them through. */
	private at(n: number): DataView {
		this.room(n);
		return this.view;
	}

	raw(bytes: Uint8Array | number[]): this {
		const data = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
		const at = this.room(data.length);
		this.bytes.set(data, at);
		return this;
	}
	u8(v: number): this {
		this.at(1).setUint8(this.length - 1, v);
		return this;
	}
	i8(v: number): this {
		this.at(1).setInt8(this.length - 1, v);
		return this;
	}
	u16(v: number): this {
		this.at(2).setUint16(this.length - 2, v, this.littleEndian);
		return this;
	}
	i16(v: number): this {
		this.at(2).setInt16(this.length - 2, v, this.littleEndian);
		return this;
	}
	u32(v: number): this {
		this.at(4).setUint32(this.length - 4, v, this.littleEndian);
		return this;
	}
	i32(v: number): this {
		this.at(4).setInt32(this.length - 4, v, this.littleEndian);
		return this;
	}
	f32(v: number): this {
		this.at(4).setFloat32(this.length - 4, v, this.littleEndian);
		return this;
	}
	f64(v: number): this {
		this.at(8).setFloat64(this.length - 8, v, this.littleEndian);
		return this;
	}
	u64(v: bigint | number): this {
		this.at(8).setBigUint64(this.length - 8, BigInt(v), this.littleEndian);
		return this;
	}
	i64(v: bigint): this {
		this.at(8).setBigInt64(this.length - 8, v, this.littleEndian);
		return this;
	}
	string(text: string): this {
		const data = new TextEncoder().encode(text);
		return this.u64(data.length).raw(data);
	}
	zeros(n: number): this {
		this.room(n);
		return this;
	}
	done(): Uint8Array<ArrayBuffer> {
		return this.bytes.slice(0, this.length);
	}
}

function writeScalar(w: ByteWriter, type: ValueTypeName, value: Scalar | WriterValue): void {
	if (type === "array") {
		const nested = value as WriterValue;
		if (nested.type !== "array") throw new Error("an array of arrays needs array items");
		writeArray(w, nested);
		return;
	}
	switch (type) {
		case "string":
			w.string(value as string);
			return;
		case "bool":
			w.u8(value ? 1 : 0);
			return;
		case "u64":
			w.u64(value as bigint);
			return;
		case "i64":
			w.i64(value as bigint);
			return;
		default:
			w[type](value as number);
	}
}

function writeArray(w: ByteWriter, value: Extract<WriterValue, { type: "array" }>): void {
	w.u32(VALUE_TYPE_IDS[value.itemType]).u64(value.items.length);
	for (const item of value.items) writeScalar(w, value.itemType, item);
}

export function writeValue(w: ByteWriter, value: WriterValue): void {
	w.u32(VALUE_TYPE_IDS[value.type]);
	if (value.type === "array") writeArray(w, value);
	else writeScalar(w, value.type, value.value);
}

export interface WriterTensor {
	name: string;
	shape: number[];
	/** A tensor type name or a raw ggml_type id. */
	type: string | number;
	/** Data offset; by default tensors are packed in order at the alignment. */
	offset?: number;
}

export interface GgufFile {
	version?: number;
	bigEndian?: boolean;
	metadata?: [string, WriterValue][];
	tensors?: WriterTensor[];
	/** Used to place tensor data; also write `general.alignment` yourself if it is not 32. */
	alignment?: number;
	/** Append zeroed tensor data so the file is complete (default true). */
	data?: boolean;
}

function typeId(type: string | number): number {
	if (typeof type === "number") return type;
	const found = TENSOR_TYPES.find((t) => t.name === type);
	if (!found) throw new Error(`unknown tensor type ${type}`);
	return found.value;
}

function dataBytes(t: WriterTensor): number {
	const type = TENSOR_TYPES.find((x) => x.value === typeId(t.type));
	if (!type) return 0;
	const elements = t.shape.reduce((a, b) => a * b, 1);
	return (elements / type.blockSize) * type.bytesPerBlock;
}

/** A whole GGUF file as bytes. */
export function writeGguf(file: GgufFile = {}): Uint8Array<ArrayBuffer> {
	const alignment = file.alignment ?? 32;
	const align = (n: number) => Math.ceil(n / alignment) * alignment;
	const w = new ByteWriter(!file.bigEndian);
	const tensors = file.tensors ?? [];
	const metadata = file.metadata ?? [];
	w.raw([0x47, 0x47, 0x55, 0x46])
		.u32(file.version ?? 3)
		.u64(tensors.length)
		.u64(metadata.length);
	for (const [key, value] of metadata) {
		w.string(key);
		writeValue(w, value);
	}
	let next = 0;
	let end = 0;
	for (const t of tensors) {
		w.string(t.name).u32(t.shape.length);
		for (const n of t.shape) w.u64(n);
		const offset = t.offset ?? next;
		w.u32(typeId(t.type)).u64(offset);
		end = Math.max(end, offset + dataBytes(t));
		next = align(offset + dataBytes(t));
	}
	if (file.data ?? true) w.zeros(align(w.length) - w.length + end);
	return w.done();
}
