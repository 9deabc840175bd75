import { describe, expect, it } from "vitest";
import { type ByteSource, blobSource, bytesSource, readGgufHeader } from "../../src/quantization/index.js";
import {
	arr,
	bool,
	f32,
	f64,
	type GgufFile,
	i8,
	i16,
	i32,
	i64,
	str,
	u8,
	u16,
	u32,
	u64,
	writeGguf,
} from "./gguf-writer.js";

const EVERY_TYPE: GgufFile["metadata"] = [
	["general.architecture", str("llama")],
	["t.u8", u8(200)],
	["t.i8", i8(-5)],
	["t.u16", u16(65_000)],
	["t.i16", i16(-300)],
	["t.u32", u32(4_000_000_000)],
	["t.i32", i32(-2_000_000_000)],
	["t.f32", f32(1.5)],
	["t.bool.true", bool(true)],
	["t.bool.false", bool(false)],
	["t.string", str("héllo 🤗 wörld, a string longer than the short-string fast path")],
	["t.string.empty", str("")],
	["t.u64", u64(2n ** 63n + 5n)],
	["t.i64", i64(-(2n ** 62n))],
	["t.f64", f64(Math.PI)],
	["a.u8", arr("u8", [0, 255])],
	["a.i8", arr("i8", [-128, 127])],
	["a.u16", arr("u16", [1, 65_535])],
	["a.i16", arr("i16", [-32_768, 7])],
	["a.u32", arr("u32", [0, 4_294_967_295])],
	["a.i32", arr("i32", [-1, 2_147_483_647])],
	["a.f32", arr("f32", [0.25, -2])],
	["a.u64", arr("u64", [0n, 2n ** 64n - 1n])],
	["a.i64", arr("i64", [-1n, 2n ** 63n - 1n])],
	["a.f64", arr("f64", [Math.E, -0.5])],
	["a.bool", arr("bool", [true, false, true])],
	["a.string", arr("string", ["<s>", "", "ü"])],
	["a.empty", arr("u32", [])],
	["a.nested", arr("array", [arr("u32", [1, 2]), arr("string", ["x"]), arr("array", [arr("i8", [-1])])])],
];

const TENSORS: GgufFile["tensors"] = [
	{ name: "token_embd.weight", shape: [256, 64], type: "Q4_K" },
	{ name: "blk.0.attn_norm.weight", shape: [256], type: "F32" },
	{ name: "blk.0.ffn_down.weight", shape: [256, 32, 2], type: "Q8_0" },
	{ name: "output.weight", shape: [256, 64], type: "Q6_K" },
];

async function expectEveryType(source: ByteSource) {
	const header = await readGgufHeader(source);
	const value = (key: string) => header.metadata.get(key)?.value;
	expect(value("general.architecture")).toBe("llama");
	expect(value("t.u8")).toBe(200);
	expect(value("t.i8")).toBe(-5);
	expect(value("t.u16")).toBe(65_000);
	expect(value("t.i16")).toBe(-300);
	expect(value("t.u32")).toBe(4_000_000_000);
	expect(value("t.i32")).toBe(-2_000_000_000);
	expect(value("t.f32")).toBe(1.5);
	expect(value("t.bool.true")).toBe(true);
	expect(value("t.bool.false")).toBe(false);
	expect(value("t.string")).toBe("héllo 🤗 wörld, a string longer than the short-string fast path");
	expect(value("t.string.empty")).toBe("");
	expect(value("t.u64")).toBe(2n ** 63n + 5n);
	expect(value("t.i64")).toBe(-(2n ** 62n));
	expect(value("t.f64")).toBe(Math.PI);
	expect(value("a.u8")).toEqual(Uint8Array.from([0, 255]));
	expect(value("a.i8")).toEqual(Int8Array.from([-128, 127]));
	expect(value("a.u16")).toEqual(Uint16Array.from([1, 65_535]));
	expect(value("a.i16")).toEqual(Int16Array.from([-32_768, 7]));
	expect(value("a.u32")).toEqual(Uint32Array.from([0, 4_294_967_295]));
	expect(value("a.i32")).toEqual(Int32Array.from([-1, 2_147_483_647]));
	expect(value("a.f32")).toEqual(Float32Array.from([0.25, -2]));
	expect(value("a.u64")).toEqual(BigUint64Array.from([0n, 2n ** 64n - 1n]));
	expect(value("a.i64")).toEqual(BigInt64Array.from([-1n, 2n ** 63n - 1n]));
	expect(value("a.f64")).toEqual(Float64Array.from([Math.E, -0.5]));
	expect(value("a.bool")).toEqual([true, false, true]);
	expect(value("a.string")).toEqual(["<s>", "", "ü"]);
	expect(value("a.empty")).toEqual(new Uint32Array(0));
	expect(value("a.nested")).toEqual([Uint32Array.from([1, 2]), ["x"], [Int8Array.from([-1])]]);
	expect(header.metadata.get("t.u64")).toMatchObject({ type: "u64" });
	expect(header.metadata.get("a.nested")).toMatchObject({ type: "array", itemType: "array" });
	expect(header.metadata.get("a.string")).toMatchObject({ type: "array", itemType: "string" });
	expect([...header.metadata.keys()]).toEqual(EVERY_TYPE?.map(([k]) => k));
	expect(header.tensors).toEqual([
		{ name: "token_embd.weight", shape: [256, 64], type: 12, offset: 0 },
		{ name: "blk.0.attn_norm.weight", shape: [256], type: 0, offset: 9216 },
		{ name: "blk.0.ffn_down.weight", shape: [256, 32, 2], type: 8, offset: 10240 },
		{ name: "output.weight", shape: [256, 64], type: 14, offset: 27648 },
	]);
	return header;
}

describe("readGgufHeader", () => {
	it.each([3, 2])("reads version %i with every value type, nested arrays and tensor infos", async (version) => {
		const bytes = writeGguf({ version, metadata: EVERY_TYPE, tensors: TENSORS });
		const header = await expectEveryType(bytesSource(bytes));
		expect(header).toMatchObject({ version, littleEndian: true, alignment: 32, size: bytes.length });
		expect(header.dataOffset % 32).toBe(0);
		expect(header.dataOffset + 27648 + 13440).toBe(bytes.length);
	});

	it("reads big-endian files", async () => {
		const bytes = writeGguf({ bigEndian: true, metadata: EVERY_TYPE, tensors: TENSORS });
		const header = await expectEveryType(bytesSource(bytes));
		expect(header).toMatchObject({ version: 3, littleEndian: false });
	});

	it("reads a browser Blob by slices", async () => {
		const bytes = writeGguf({ metadata: EVERY_TYPE, tensors: TENSORS });
		await expectEveryType(blobSource(new Blob([bytes])));
	});

	it("honours general.alignment", async () => {
		const bytes = writeGguf({
			alignment: 64,
			metadata: [["general.alignment", u32(64)]],
			tensors: [
				{ name: "a", shape: [32], type: "Q8_0" },
				{ name: "b", shape: [32], type: "Q8_0" },
			],
		});
		const header = await readGgufHeader(bytesSource(bytes));
		expect(header.alignment).toBe(64);
		expect(header.dataOffset % 64).toBe(0);
		expect(header.tensors.map((t) => t.offset)).toEqual([0, 64]);
	});

	it("reads an empty file (no keys, no tensors)", async () => {
		const header = await readGgufHeader(bytesSource(writeGguf()));
		expect(header).toMatchObject({ version: 3, tensors: [], dataOffset: 32 });
		expect(header.metadata.size).toBe(0);
	});

	it("reads only the header of a file with a large data section, in few reads", async () => {
		const bytes = writeGguf({ metadata: EVERY_TYPE, tensors: [{ name: "big", shape: [4096, 1024], type: "F32" }] });
		expect(bytes.length).toBeGreaterThan(16 << 20);
		const reads: number[] = [];
		const source = bytesSource(bytes);
		const header = await readGgufHeader({
			size: source.size,
			read: (offset, length) => {
				reads.push(length);
				return source.read(offset, length);
			},
		});
		expect(header.tensors[0]?.shape).toEqual([4096, 1024]);
		expect(reads).toHaveLength(1);
		expect(reads.reduce((a, b) => a + b)).toBeLessThanOrEqual(1 << 20);
	});

	it("reads headers larger than one chunk, records split across chunk boundaries", async () => {
		const tokens = Array.from({ length: 60_000 }, (_, i) => `token-${i}-${"é".repeat(i % 7)}`);
		const template = "{% for m in messages %}".repeat(20_000);
		const bytes = writeGguf({
			metadata: [
				["tokenizer.ggml.tokens", arr("string", tokens)],
				[
					"tokenizer.ggml.scores",
					arr(
						"f32",
						tokens.map((_, i) => i / 2),
					),
				],
				["tokenizer.chat_template", str(template)],
			],
			tensors: Array.from({ length: 3000 }, (_, i) => ({ name: `blk.${i}.weight`, shape: [32, 4], type: "Q8_0" })),
		});
		let reads = 0;
		const source = bytesSource(bytes);
		const header = await readGgufHeader({
			size: source.size,
			read: (offset, length) => {
				reads++;
				return source.read(offset, length);
			},
		});
		expect(header.metadata.get("tokenizer.ggml.tokens")?.value).toEqual(tokens);
		const scores = header.metadata.get("tokenizer.ggml.scores")?.value as Float32Array;
		expect(scores[59_999]).toBe(29_999.5);
		expect(header.metadata.get("tokenizer.chat_template")?.value).toBe(template);
		expect(header.tensors).toHaveLength(3000);
		expect(header.tensors[2999]).toEqual({ name: "blk.2999.weight", shape: [32, 4], type: 8, offset: 2999 * 160 });
		expect(reads).toBeGreaterThan(1);
		expect(reads).toBeLessThan(20);
	});
});
