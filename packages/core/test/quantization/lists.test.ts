import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
	FILE_TYPES,
	fileType,
	nearestQuant,
	TENSOR_TYPES,
	type TensorFamily,
	tensorType,
} from "../../src/quantization/index.js";

const pairs = (text: string) =>
	text.split(",").map((p) => {
		const [name, value] = p.trim().split("=");
		return [name as string, Number(value)] as const;
	});

// The two numbered lists, verbatim.
const FILE_TYPE_FACTS = pairs(
	"F32=0, F16=1, Q4_0=2, Q4_1=3, Q4_1_SOME_F16=4, Q4_2=5, Q4_3=6, Q8_0=7, Q5_0=8, Q5_1=9, Q2_K=10, Q3_K_S=11, " +
		"Q3_K_M=12, Q3_K_L=13, Q4_K_S=14, Q4_K_M=15, Q5_K_S=16, Q5_K_M=17, Q6_K=18, IQ2_XXS=19, IQ2_XS=20, Q2_K_S=21, " +
		"IQ3_XS=22, IQ3_XXS=23, IQ1_S=24, IQ4_NL=25, IQ3_S=26, IQ3_M=27, IQ2_S=28, IQ2_M=29, IQ4_XS=30, IQ1_M=31, " +
		"BF16=32, Q4_0_4_4=33, Q4_0_4_8=34, Q4_0_8_8=35, TQ1_0=36, TQ2_0=37, MXFP4_MOE=38, NVFP4=39, Q1_0=40, Q2_0=41, " +
		"Q2_K_XL=1000, Q3_K_XL=1001, Q4_K_XL=1002, Q5_K_XL=1003, Q6_K_XL=1004, Q8_K_XL=1005",
);
const TENSOR_TYPE_FACTS = pairs(
	"F32=0, F16=1, Q4_0=2, Q4_1=3, Q5_0=6, Q5_1=7, Q8_0=8, Q8_1=9, Q2_K=10, Q3_K=11, Q4_K=12, Q5_K=13, Q6_K=14, " +
		"Q8_K=15, IQ2_XXS=16, IQ2_XS=17, IQ3_XXS=18, IQ1_S=19, IQ4_NL=20, IQ3_S=21, IQ2_S=22, IQ4_XS=23, I8=24, I16=25, " +
		"I32=26, I64=27, F64=28, IQ1_M=29, BF16=30, TQ1_0=34, TQ2_0=35, MXFP4=39, NVFP4=40, Q1_0=41, Q2_0=42",
);

describe("tensor types", () => {
	it("has exactly the 35 ggml types with their ids", () => {
		expect(TENSOR_TYPE_FACTS).toHaveLength(35);
		expect(TENSOR_TYPES).toHaveLength(35);
		const actual = Object.fromEntries(TENSOR_TYPES.map((t) => [t.name, t.value]));
		expect(actual).toEqual(Object.fromEntries(TENSOR_TYPE_FACTS));
	});

	it.each([
		["Q4_K", 256, 144, 4.5],
		["Q6_K", 256, 210, 6.5625],
		["IQ2_XS", 256, 74, 2.3125],
		["Q8_0", 32, 34, 8.5],
		["TQ1_0", 256, 54, 1.6875],
		["MXFP4", 32, 17, 4.25],
		["NVFP4", 64, 36, 4.5],
		["Q1_0", 128, 18, 1.125],
		["Q2_0", 64, 18, 2.25],
		["Q2_K", 256, 84, 2.625],
		["Q3_K", 256, 110, 3.4375],
		["Q5_K", 256, 176, 5.5],
		["Q8_K", 256, 292, 9.125],
		["IQ2_XXS", 256, 66, 2.0625],
		["IQ2_S", 256, 82, 2.5625],
		["IQ3_XXS", 256, 98, 3.0625],
		["IQ3_S", 256, 110, 3.4375],
		["IQ1_S", 256, 50, 1.5625],
		["IQ1_M", 256, 56, 1.75],
		["IQ4_NL", 32, 18, 4.5],
		["IQ4_XS", 256, 136, 4.25],
		["TQ2_0", 256, 66, 2.0625],
		["Q4_0", 32, 18, 4.5],
		["Q4_1", 32, 20, 5],
		["Q5_0", 32, 22, 5.5],
		["Q5_1", 32, 24, 6],
		["Q8_1", 32, 36, 9],
		["BF16", 1, 2, 16],
		["F64", 1, 8, 64],
		["I8", 1, 1, 8],
	])("%s: %i weights in %i bytes = %f bits per weight", (name, blockSize, bytesPerBlock, bits) => {
		expect(tensorType(name)).toMatchObject({ blockSize, bytesPerBlock, bitsPerWeight: bits });
	});

	it("gives every type a family and a one-line description", () => {
		const families: TensorFamily[] = ["float", "integer", "K-quant", "I-quant", "microscaling", "ternary", "legacy"];
		for (const t of TENSOR_TYPES) {
			expect(families).toContain(t.family);
			expect(t.description).toMatch(/^\S[^\n]{10,90}$/);
			expect(t.bitsPerWeight).toBe((t.bytesPerBlock * 8) / t.blockSize);
		}
		expect(new Set(TENSOR_TYPES.map((t) => t.family)).size).toBe(families.length);
	});

	it("groups families together, legacy last", () => {
		const order = TENSOR_TYPES.map((t) => t.family).filter((f, i, all) => f !== all[i - 1]);
		expect(new Set(order).size).toBe(order.length);
		expect(order.at(-1)).toBe("legacy");
		expect(
			TENSOR_TYPES.filter((t) => t.family === "legacy")
				.map((t) => t.name)
				.sort(),
		).toEqual(["Q1_0", "Q2_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q8_1"]);
		expect(TENSOR_TYPES.filter((t) => t.family === "microscaling").map((t) => t.name)).toEqual(["NVFP4", "MXFP4"]);
		expect(TENSOR_TYPES.filter((t) => t.family === "ternary").map((t) => t.name)).toEqual(["TQ2_0", "TQ1_0"]);
	});

	it("looks types up by id or name, case-insensitively", () => {
		expect(tensorType(12)?.name).toBe("Q4_K");
		expect(tensorType("q4_k")?.value).toBe(12);
		expect(tensorType(4)).toBeUndefined();
		expect(tensorType("Q4_2")).toBeUndefined();
	});
});

describe("file types", () => {
	it("has exactly the 48 names with their values", () => {
		expect(FILE_TYPE_FACTS).toHaveLength(48);
		expect(FILE_TYPES).toHaveLength(48);
		const actual = Object.fromEntries(FILE_TYPES.map((t) => [t.name, t.value]));
		expect(actual).toEqual(Object.fromEntries(FILE_TYPE_FACTS));
	});

	it("is ordered from largest to smallest", () => {
		const bits = FILE_TYPES.map((t) => t.bitsPerWeight);
		expect(bits).toEqual([...bits].sort((a, b) => b - a));
		expect(FILE_TYPES[0]?.name).toBe("F32");
		expect(FILE_TYPES.at(-1)?.name).toBe("Q1_0");
	});

	it("marks the XL variants as a naming convention, not GGUF values", () => {
		const naming = FILE_TYPES.filter((t) => t.status === "naming").map((t) => t.name);
		expect(naming.sort()).toEqual(["Q2_K_XL", "Q3_K_XL", "Q4_K_XL", "Q5_K_XL", "Q6_K_XL", "Q8_K_XL"]);
		for (const t of FILE_TYPES) expect(t.value >= 1000).toBe(t.status === "naming");
	});

	it("marks the retired types", () => {
		const retired = FILE_TYPES.filter((t) => t.status === "retired").map((t) => t.name);
		expect(retired.sort()).toEqual(["Q4_0_4_4", "Q4_0_4_8", "Q4_0_8_8", "Q4_2", "Q4_3"]);
	});

	it("names real tensor types, main one first, with an approximate size near the main type's", () => {
		for (const t of FILE_TYPES) {
			for (const name of t.tensorTypes) expect(tensorType(name)?.name, `${t.name}: ${name}`).toBe(name);
			if (t.status === "retired") continue;
			const main = tensorType(t.tensorTypes[0] ?? "");
			expect(main, t.name).toBeDefined();
			// A mix is never smaller than its main type, and at most ~1.1 bits bigger.
			expect(t.bitsPerWeight, t.name).toBeGreaterThanOrEqual((main?.bitsPerWeight ?? 0) - 0.01);
			expect(t.bitsPerWeight - (main?.bitsPerWeight ?? 0), t.name).toBeLessThan(1.2);
		}
		expect(fileType("Q4_K_M")?.tensorTypes).toEqual(["Q4_K", "Q6_K"]);
		expect(fileType("MXFP4_MOE")?.tensorTypes).toEqual(["MXFP4", "Q8_0"]);
	});

	it("looks file types up by value or name", () => {
		expect(fileType(15)?.name).toBe("Q4_K_M");
		expect(fileType("q4_k_m")?.value).toBe(15);
		expect(fileType(42)).toBeUndefined();
	});
});

describe("nearestQuant", () => {
	const available = ["Q8_0", "Q6_K", "Q4_K_M", "Q2_K"];

	it("returns the target when it is available", () => {
		expect(nearestQuant("Q4_K_M", available)).toBe("Q4_K_M");
	});
	it("returns the largest available below the target", () => {
		expect(nearestQuant("Q5_K_M", available)).toBe("Q4_K_M");
		expect(nearestQuant("F16", available)).toBe("Q8_0");
		expect(nearestQuant("IQ4_XS", available)).toBe("Q2_K");
	});
	it("falls back to the smallest available when all are larger", () => {
		expect(nearestQuant("IQ1_S", available)).toBe("Q2_K");
	});
	it("ignores case, order and unknown names", () => {
		expect(nearestQuant("q5_k_m", ["q2_k", "nonsense", "q4_k_m"])).toBe("q4_k_m");
	});
	it("is undefined for an unknown target or nothing known available", () => {
		expect(nearestQuant("Q9_X", available)).toBeUndefined();
		expect(nearestQuant("Q4_K_M", [])).toBeUndefined();
		expect(nearestQuant("Q4_K_M", ["what"])).toBeUndefined();
	});
});

describe("bundle cost", () => {
	it("the two lists cost at most 3 kB gzip even unminified", () => {
		const js = ["tensor-types.ts", "file-types.ts"]
			.map((f) => readFileSync(new URL(`../../src/quantization/${f}`, import.meta.url), "utf8"))
			.map(
				(source) =>
					ts.transpileModule(source, {
						compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
					}).outputText,
			)
			.join("\n");
		const size = gzipSync(js, { level: 9 }).length;
		expect(size).toBeLessThanOrEqual(3000);
	});
});
