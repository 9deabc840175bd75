import { describe, expect, it } from "vitest";
import { bytesSource, GgufError, inspectGguf, readGgufHeader, reportGguf } from "../../src/quantization/index.js";
import { arr, type GgufFile, str, u16, u32, u64, type WriterValue, writeGguf } from "./gguf-writer.js";

const MODEL: { metadata: [string, WriterValue][]; tensors: NonNullable<GgufFile["tensors"]> } = {
	metadata: [
		["general.architecture", str("llama")],
		["general.name", str("Tiny Llama Test")],
		["general.file_type", u32(15)],
		["llama.context_length", u32(8192)],
		["llama.embedding_length", u32(256)],
		["tokenizer.ggml.tokens", arr("string", ["<s>", "</s>", "hello"])],
		["tokenizer.chat_template", str("{% for m in messages %}{{ m.content }}{% endfor %}")],
	],
	tensors: [
		{ name: "token_embd.weight", shape: [256, 3], type: "Q6_K" },
		{ name: "blk.0.attn_norm.weight", shape: [256], type: "F32" },
		{ name: "blk.0.attn_q.weight", shape: [256, 256], type: "Q4_K" },
		{ name: "blk.0.attn_k.weight", shape: [256, 256], type: "Q4_K" },
		{ name: "blk.0.ffn_down.weight", shape: [256, 512], type: "Q6_K" },
		{ name: "output.weight", shape: [256, 3], type: "Q6_K" },
	],
};

const build = (extra: GgufFile = {}) => writeGguf({ metadata: [...MODEL.metadata], tensors: MODEL.tensors, ...extra });

describe("inspectGguf", () => {
	it("summarizes a model file", async () => {
		const bytes = build();
		const report = await inspectGguf(bytesSource(bytes), "models/tiny-llama-Q4_K_M.gguf");
		expect(report).toMatchObject({
			version: 3,
			littleEndian: true,
			fileSize: bytes.length,
			architecture: "llama",
			name: "Tiny Llama Test",
			contextLength: 8192,
			fileType: { name: "Q4_K_M", value: 15 },
			quantLabel: { text: "Q4_K_M", name: "Q4_K_M", dynamic: false },
			parameterCount: 768 + 256 + 65536 * 2 + 131072 + 768,
			tensorCount: 6,
			chatTemplate: true,
			warnings: [],
		});
		const q6 = (768 / 256) * 210 * 2 + (131072 / 256) * 210;
		const q4 = ((65536 * 2) / 256) * 144;
		expect(report.tensorTypes).toEqual([
			{ name: "Q6_K", value: 14, count: 3, parameters: 768 * 2 + 131072, bytes: q6 },
			{ name: "Q4_K", value: 12, count: 2, parameters: 131072, bytes: q4 },
			{ name: "F32", value: 0, count: 1, parameters: 256, bytes: 1024 },
		]);
		expect(report.tensorBytes).toBe(q6 + q4 + 1024);
		expect(report.bitsPerWeight).toBeCloseTo(((q6 + q4 + 1024) * 8) / report.parameterCount, 10);
	});

	it("previews metadata values briefly", async () => {
		const report = await inspectGguf(bytesSource(build()));
		expect(report.metadata).toContainEqual({ key: "general.name", type: "string", value: '"Tiny Llama Test"' });
		expect(report.metadata).toContainEqual({ key: "llama.context_length", type: "u32", value: "8192" });
		expect(report.metadata).toContainEqual({
			key: "tokenizer.ggml.tokens",
			type: "array<string>",
			value: '["<s>", "</s>", "hello"] (3 items)',
		});
		const long = await inspectGguf(
			bytesSource(
				writeGguf({
					metadata: [
						["t", str("x".repeat(100))],
						["a", arr("u32", [1, 2, 3, 4, 5])],
						["n", arr("array", [arr("u8", [1, 2])])],
						["b", u64(2n ** 60n)],
					],
				}),
			),
		);
		expect(long.metadata.map((m) => m.value)).toEqual([
			`"${"x".repeat(60)}…" (100 chars)`,
			"[1, 2, 3, …] (5 items)",
			"[[2 items]] (1 items)",
			"1152921504606846976",
		]);
		expect(long).not.toHaveProperty("architecture");
		expect(long).not.toHaveProperty("fileType");
		expect(long).not.toHaveProperty("quantLabel");
		expect(long.chatTemplate).toBe(false);
		expect(long.parameterCount).toBe(0);
		expect(long).not.toHaveProperty("bitsPerWeight");
	});

	it("keeps unknown file types and tensor types, with a warning", async () => {
		const report = await inspectGguf(
			bytesSource(
				writeGguf({
					metadata: [["general.file_type", u32(77)]],
					tensors: [
						{ name: "a", shape: [32], type: 99 },
						{ name: "b", shape: [32], type: "Q8_0", offset: 0 },
					],
				}),
			),
		);
		expect(report.fileType).toEqual({ value: 77 });
		expect(report.tensorTypes).toEqual([
			{ name: "Q8_0", value: 8, count: 1, parameters: 32, bytes: 34 },
			{ name: "unknown (99)", value: 99, count: 1, parameters: 32 },
		]);
		expect(report.warnings).toEqual(["unknown tensor type ids: 99"]);
	});

	it("warns about truncated data, misaligned offsets and split parts", async () => {
		const full = build();
		const header = await readGgufHeader(bytesSource(full));
		const cut = full.subarray(0, header.dataOffset + 100);
		const truncated = await inspectGguf(bytesSource(cut));
		expect(truncated.warnings).toEqual([
			`tensor data runs to byte ${full.length} but the file has ${cut.length} bytes: it looks truncated`,
		]);
		const odd = await inspectGguf(
			bytesSource(
				writeGguf({
					metadata: [
						["split.no", u16(1)],
						["split.count", u16(3)],
					],
					tensors: [{ name: "a", shape: [32], type: "F32", offset: 4 }],
				}),
			),
		);
		expect(odd.warnings).toEqual([
			"1 tensor data offsets are not multiples of the 32-byte alignment",
			"part 2 of 3: tensors and parameters cover this part only",
		]);
	});

	it("takes a valid header with no tensors as whole, padded or not", async () => {
		// 24 bytes of fixed header and one string entry: 24 + (8 + 20) + 4 + (8 + 5) = 69 bytes, not a multiple of 32.
		const bare = writeGguf({ metadata: [["general.architecture", str("llama")]], data: false });
		expect(bare.length).toBe(69);
		const header = await readGgufHeader(bytesSource(bare));
		expect(header.tensors).toEqual([]);
		expect(header.dataOffset).toBe(69);
		const report = await inspectGguf(bytesSource(bare));
		expect(report.warnings).toEqual([]);
		expect(report.tensorCount).toBe(0);
		const padded = writeGguf({ metadata: [["general.architecture", str("llama")]] });
		expect(padded.length).toBe(96);
		expect((await inspectGguf(bytesSource(padded))).warnings).toEqual([]);
	});

	it("reads a header summary without a file name", async () => {
		const header = await readGgufHeader(bytesSource(build()));
		expect(reportGguf(header)).not.toHaveProperty("quantLabel");
		expect(reportGguf(header, "x-UD-Q4_K_XL.gguf").quantLabel).toEqual({
			text: "UD-Q4_K_XL",
			name: "Q4_K_XL",
			dynamic: true,
		});
	});

	it("rejects a non-GGUF file with a GgufError", async () => {
		await expect(inspectGguf(bytesSource(new TextEncoder().encode("PK\u0003\u0004 zip")))).rejects.toBeInstanceOf(
			GgufError,
		);
	});
});
