import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesSource, GgufError, readGgufHeader } from "../../src/quantization/index.js";
import { arr, ByteWriter, str, u32, VALUE_TYPE_IDS, writeGguf } from "./gguf-writer.js";

/** Reads `bytes` and returns the GgufError it must fail with. */
async function failure(bytes: Uint8Array, options?: { maxHeaderBytes?: number }): Promise<GgufError> {
	const error = await readGgufHeader(bytesSource(bytes), options).then(
		() => undefined,
		(e: unknown) => e,
	);
	expect(error).toBeInstanceOf(GgufError);
	const e = error as GgufError;
	expect(e.message).toMatch(new RegExp(`^byte ${e.offset}: \\S`));
	expect(e.message).not.toContain("\n");
	return e;
}

/** Magic, version and the two counts: 24 bytes. */
const start = (tensors: bigint | number = 0, keys: bigint | number = 0, version = 3) =>
	new ByteWriter().raw([0x47, 0x47, 0x55, 0x46]).u32(version).u64(tensors).u64(keys);

describe("hostile GGUF files", () => {
	it("rejects a wrong magic number", async () => {
		const e = await failure(new TextEncoder().encode("GGML and then some more bytes"));
		expect(e.offset).toBe(0);
		expect(e.message).toContain('not a GGUF file: it starts with 47 47 4d 4c, not "GGUF"');
	});

	it("rejects empty and tiny files", async () => {
		expect((await failure(new Uint8Array(0))).message).toMatch(/^byte 0: the magic number "GGUF" is cut off/);
		expect((await failure(Uint8Array.from([0x47, 0x47]))).offset).toBe(0);
	});

	it("rejects version 1 and unknown versions", async () => {
		const v1 = await failure(start(0, 0, 1).done());
		expect([v1.offset, v1.message]).toEqual([4, "byte 4: GGUF version 1 is not supported (only 2 and 3)"]);
		const v7 = await failure(start(0, 0, 7).done());
		expect([v7.offset, v7.message]).toEqual([4, "byte 4: unknown GGUF version 7 (expected 2 or 3)"]);
	});

	it("rejects absurd counts before allocating anything", async () => {
		const huge = await failure(start(2n ** 64n - 1n).done());
		expect(huge.offset).toBe(8);
		expect(huge.message).toContain("the tensor count 18446744073709551615 is too large");
		const over = await failure(start(2n ** 40n).done());
		expect(over.message).toBe("byte 8: the tensor count 1099511627776 is over the limit of 1048576");
		const roomless = await failure(start(1000).done());
		expect(roomless.message).toBe(
			"byte 8: the tensor count 1000 cannot fit in the 8 bytes left (is the file cut short?)",
		);
		const keys = await failure(start(0, 50_000).done());
		expect(keys.offset).toBe(16);
		expect(keys.message).toContain("the metadata key count 50000 cannot fit");
	});

	it("caps string lengths", async () => {
		const absurd = await failure(
			start(0, 1)
				.u64(2n ** 62n)
				.zeros(16)
				.done(),
		);
		expect(absurd.message).toMatch(/^byte 24: the key length of metadata entry 0 4611686018427387904 is too large/);
		const long = await failure(start(0, 1).u64(70_000).zeros(70_100).done());
		expect(long.message).toBe("byte 24: the key length of metadata entry 0 70000 is over the limit of 65535");
		const value = start(0, 1).string("general.name").u32(VALUE_TYPE_IDS.string);
		const at = value.length;
		const e = await failure(value.u64(2n ** 40n).done());
		expect(e.offset).toBe(at);
		expect(e.message).toContain('the string length of key "general.name" 1099511627776 is over the limit');
	});

	it("reports truncation at the field that is cut off", async () => {
		const w = start(0, 2).string("a").u32(VALUE_TYPE_IDS.u32).u32(1).string("b").u32(VALUE_TYPE_IDS.string);
		const at = w.length;
		const e = await failure(w.u64(100).raw(new TextEncoder().encode("only a few")).done());
		expect(e.offset).toBe(at + 8);
		expect(e.message).toBe(
			`byte ${at + 8}: the string of key "b" is cut off: the file ends 10 bytes later, 100 are needed`,
		);
	});

	it("reports every cut of a valid header as truncation", async () => {
		const bytes = writeGguf({
			metadata: [
				["general.architecture", str("llama")],
				["tokenizer.ggml.tokens", arr("string", ["a", "b", "c"])],
			],
			tensors: [{ name: "w", shape: [32, 2], type: "Q8_0" }],
			data: false,
		});
		for (let cut = 0; cut < bytes.length; cut++) {
			const e = await failure(bytes.subarray(0, cut));
			expect(e.offset).toBeLessThanOrEqual(cut);
			expect(e.message).toMatch(/is cut off|cannot fit/);
		}
		await expect(readGgufHeader(bytesSource(bytes))).resolves.toBeDefined();
	});

	it("rejects unknown value types", async () => {
		const w = start(0, 1).string("k");
		const at = w.length;
		const e = await failure(w.u32(13).u32(0).done());
		expect(e.offset).toBe(at);
		expect(e.message).toBe(`byte ${at}: the value type of key "k" 13 is not a GGUF value type`);
		const item = start(0, 1).string("k").u32(VALUE_TYPE_IDS.array);
		const itemAt = item.length;
		expect((await failure(item.u32(99).u64(0).done())).offset).toBe(itemAt);
	});

	it("caps array lengths and nesting", async () => {
		const w = start(0, 1).string("k").u32(VALUE_TYPE_IDS.array);
		const at = w.length;
		const e = await failure(
			w
				.u32(VALUE_TYPE_IDS.u64)
				.u64(2n ** 30n)
				.done(),
		);
		expect(e.offset).toBe(at + 4);
		expect(e.message).toContain('the array length of key "k" 1073741824 is over the limit');

		const nest = (depth: number) => {
			const n = start(0, 1).string("k").u32(VALUE_TYPE_IDS.array);
			for (let i = 1; i < depth; i++) n.u32(VALUE_TYPE_IDS.array).u64(1);
			return n.u32(VALUE_TYPE_IDS.u8).u64(1).u8(7).done();
		};
		const header = await readGgufHeader(bytesSource(nest(8)));
		let value = header.metadata.get("k")?.value;
		for (let i = 1; i < 8; i++) value = (value as unknown[])[0] as typeof value;
		expect(value).toEqual(Uint8Array.from([7]));
		expect((await failure(nest(9))).message).toContain('the array of key "k" is nested more than 8 deep');
		// An array of 100,000 nested arrays of arrays cannot fit in a small file: rejected at once, not walked.
		const wide = start(0, 1).string("k").u32(VALUE_TYPE_IDS.array).u32(VALUE_TYPE_IDS.array).u64(100_000).done();
		expect((await failure(wide)).message).toContain("cannot fit");
	});

	it("rejects duplicate keys", async () => {
		const w = start(0, 2).string("k").u32(VALUE_TYPE_IDS.u8).u8(1);
		const at = w.length;
		const e = await failure(w.string("k").u32(VALUE_TYPE_IDS.u8).u8(2).done());
		expect([e.offset, e.message]).toEqual([at, `byte ${at}: key "k" appears twice`]);
	});

	it("rejects bad tensor infos", async () => {
		const dims = start(1).string("w");
		const dimsAt = dims.length;
		const e = await failure(dims.u32(5).zeros(60).done());
		expect([e.offset, e.message]).toEqual([
			dimsAt,
			`byte ${dimsAt}: the dimension count of tensor "w" 5 is over the limit of 4`,
		]);
		const big = start(1).string("w").u32(1);
		const bigAt = big.length;
		const e2 = await failure(
			big
				.u64(2n ** 60n)
				.u32(0)
				.u64(0)
				.done(),
		);
		expect(e2.offset).toBe(bigAt);
		expect(e2.message).toContain('a dimension of tensor "w" 1152921504606846976 is too large');
		const many = await failure(
			start(1)
				.string("w")
				.u32(4)
				.u64(2n ** 50n)
				.u64(2n ** 50n)
				.u64(1)
				.u64(1)
				.u32(0)
				.u64(0)
				.done(),
		);
		expect(many.message).toMatch(/^byte 24: the element count of tensor "w" .* is too large$/);
	});

	it("rejects an alignment that is not a power of two", async () => {
		for (const alignment of [0, 3, 48]) {
			const e = await failure(writeGguf({ metadata: [["general.alignment", u32(alignment)]] }));
			expect([e.offset, e.message]).toEqual([24, `byte 24: general.alignment ${alignment} is not a power of two`]);
		}
	});

	it("stops at the header size limit", async () => {
		const bytes = writeGguf({ metadata: [["big", str("x".repeat(5000))]] });
		const e = await failure(bytes, { maxHeaderBytes: 1000 });
		expect(e.message).toContain("reaches past the 1000-byte header limit");
		await expect(readGgufHeader(bytesSource(bytes), { maxHeaderBytes: 6000 })).resolves.toBeDefined();
	});

	it("rejects a source that returns fewer bytes than its size", async () => {
		const bytes = writeGguf({ metadata: [["k", str("v")]] });
		const liar = { size: bytes.length + 100, read: async (o: number, n: number) => bytes.subarray(o, o + n) };
		const e = await readGgufHeader(liar).catch((x: unknown) => x);
		expect(e).toBeInstanceOf(GgufError);
		expect((e as GgufError).message).toBe(`byte ${bytes.length}: the file is shorter than its reported size`);
		const nan = await readGgufHeader({ size: Number.NaN, read: liar.read }).catch((x: unknown) => x);
		expect((nan as GgufError).message).toBe("byte 0: the source size NaN is not a byte count");
	});
});

describe("property: any bytes end in a header or a GgufError", () => {
	const settle = async (bytes: Uint8Array) => {
		try {
			const header = await readGgufHeader(bytesSource(bytes));
			expect(header.version === 2 || header.version === 3).toBe(true);
		} catch (e) {
			if (!(e instanceof GgufError)) throw e;
			expect(e.offset).toBeGreaterThanOrEqual(0);
			expect(e.offset).toBeLessThanOrEqual(bytes.length);
		}
	};

	it("random bytes", async () => {
		await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), settle), { numRuns: 500 });
	});

	it("random bytes after a valid start", async () => {
		const prefix = fc.constantFrom(start(0, 0, 2).done().subarray(0, 8), start(0, 0, 3).done().subarray(0, 8));
		await fc.assert(
			fc.asyncProperty(prefix, fc.uint8Array({ maxLength: 512 }), (p, rest) =>
				settle(Uint8Array.from([...p, ...rest])),
			),
			{ numRuns: 500 },
		);
	});

	it("mutated valid files", async () => {
		const valid = writeGguf({
			version: 3,
			metadata: [
				["general.architecture", str("llama")],
				["llama.context_length", u32(4096)],
				["tokenizer.ggml.tokens", arr("string", ["<s>", "</s>", "a", "b"])],
				["nested", arr("array", [arr("u16", [1, 2]), arr("f32", [0.5])])],
			],
			tensors: [
				{ name: "token_embd.weight", shape: [256, 4], type: "Q4_K" },
				{ name: "output_norm.weight", shape: [256], type: "F32" },
			],
		});
		const mutation = fc.record({
			edits: fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
				minLength: 1,
				maxLength: 8,
			}),
			cut: fc.option(fc.nat({ max: valid.length }), { nil: undefined }),
		});
		await fc.assert(
			fc.asyncProperty(mutation, async ({ edits, cut }) => {
				const bytes = valid.slice(0, cut ?? valid.length);
				for (const [at, value] of edits) if (at < bytes.length) bytes[at] = value;
				await settle(bytes);
			}),
			{ numRuns: 1000 },
		);
	});
});
