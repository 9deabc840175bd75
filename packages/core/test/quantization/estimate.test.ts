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

	it("says which fit a memory budget", () => {
		const sizes = estimateSizes(8e9, 6);
		const fitting = sizes.filter((s) => s.fits).map((s) => s.name);
		// Q4_3 (6 bits per weight) takes exactly 6 GB: the budget is inclusive.
		expect(fitting.slice(0, 3)).toEqual(["Q4_3", "Q5_K_XL", "Q5_K_M"]);
		expect(sizes.find((s) => s.fits && s.status === "current")?.name).toBe("Q5_K_M");
		expect(fitting).toContain("Q4_K_M");
		expect(fitting).not.toContain("Q6_K");
		expect(sizes.find((s) => s.name === "Q5_K_M")).toMatchObject({ bytes: 5.7e9, fits: true });
		expect(estimateSizes(8e9, 0).some((s) => s.fits)).toBe(false);
		expect(estimateSizes(0, 0).every((s) => s.fits)).toBe(true);
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
	});
});
