import { describe, expect, it } from "vitest";
import { bytesSource, estimateSizes, FILE_TYPES, readGgufHeader } from "../../src/quantization/index.js";
import { writeGguf } from "./gguf-writer.js";

describe("estimateSizes", () => {
	it("estimates every file type from a parameter count, largest first", () => {
		const sizes = estimateSizes(8e9);
		expect(sizes.map((s) => s.name)).toEqual(FILE_TYPES.map((t) => t.name));
		const byName = Object.fromEntries(sizes.map((s) => [s.name, s]));
		expect(byName.F16).toMatchObject({ value: 1, bytes: 16e9, gb: 16, status: "current" });
		expect(byName.Q8_0).toMatchObject({ bytes: 8.5e9, gb: 8.5 });
		expect(byName.Q4_K_M?.gb).toBeCloseTo(4.9, 6);
		expect(byName.Q4_K_XL?.status).toBe("naming");
		expect(sizes.every((s) => s.fits === undefined)).toBe(true);
		const bytes = sizes.map((s) => s.bytes);
		expect(bytes).toEqual([...bytes].sort((a, b) => b - a));
	});

	it("says which fit a memory budget: weights, a 4096-token KV cache and the overhead, not the weights alone", () => {
		// 8e9 parameters, no architecture: KV = 8 × 16384 B × 4096 tokens = 536,870,912 B; overhead = 0.5e9 + 5 % of
		// the weights. need = 1.05 × weights + 1,036,870,912 ≤ 6e9 ⇔ weights ≤ 4,726,789,608 B ⇔ ≤ 4.7267 bits per weight.
		const sizes = estimateSizes(8e9, 6);
		const fitting = sizes.filter((s) => s.fits).map((s) => s.name);
		expect(fitting[0]).toBe("Q4_K_S");
		expect(fitting).not.toContain("Q4_K_M");
		const q4km = sizes.find((s) => s.name === "Q4_K_M");
		expect(q4km).toMatchObject({ bytes: 4.9e9, needBytes: Math.ceil(4.9e9 * 1.05 + 1_036_870_912), fits: false });
		expect(estimateSizes(8e9, 0).some((s) => s.fits)).toBe(false);
		// Even nothing at all needs the runtime's half gigabyte.
		expect(estimateSizes(0, 0.5).every((s) => s.fits)).toBe(true);
		expect(estimateSizes(0, 0.49).some((s) => s.fits)).toBe(false);
	});

	it("no longer says 16 GB of weights fit in 16 GB", () => {
		const f16 = estimateSizes(8e9, 16).find((s) => s.name === "F16");
		expect(f16).toMatchObject({ bytes: 16e9, fits: false });
		// A longer context needs more: 8e9 × 16384 B × 32768 tokens = 4,294,967,296 B of cache.
		const q4km8k = estimateSizes(8e9, 10, 32768).find((s) => s.name === "Q4_K_M");
		expect(q4km8k?.needBytes).toBe(Math.ceil(4.9e9 * 1.05 + 0.5e9 + 4_294_967_296));
		expect(q4km8k?.fits).toBe(true);
		expect(estimateSizes(8e9, 9.5, 32768).find((s) => s.name === "Q4_K_M")?.fits).toBe(false);
	});

	it("takes the parameter count from a parsed header", async () => {
		const header = await readGgufHeader(
			bytesSource(
				writeGguf({
					tensors: [
						{ name: "a", shape: [256, 1000], type: "Q4_K" },
						{ name: "b", shape: [1000], type: "F32" },
					],
				}),
			),
		);
		const f32 = estimateSizes(header).find((s) => s.name === "F32");
		expect(f32?.bytes).toBe(257_000 * 4);
	});

	it("rejects nonsense with a clear error", () => {
		expect(() => estimateSizes(-1)).toThrow("parameter count must be a non-negative number, got -1");
		expect(() => estimateSizes(Number.NaN)).toThrow("got NaN");
		expect(() => estimateSizes(1e9, -2)).toThrow("memory budget must be a non-negative number of GB, got -2");
		expect(() => estimateSizes(1e9, Number.POSITIVE_INFINITY)).toThrow("memory budget");
		expect(() => estimateSizes(1e9, 8, 1.5)).toThrow("context length must be a non-negative whole number, got 1.5");
	});
});
