/** How a tensor type stores numbers. */
export type TensorFamily = "float" | "integer" | "K-quant" | "I-quant" | "microscaling" | "ternary" | "legacy";

/** One ggml tensor type (`ggml_type`), as stored in a GGUF tensor info. */
export interface TensorType {
	name: string;
	/** The `ggml_type` id written in GGUF files. */
	value: number;
	family: TensorFamily;
	/** Weights per block. */
	blockSize: number;
	/** Bytes per block. */
	bytesPerBlock: number;
	/** Exactly `bytesPerBlock * 8 / blockSize`. */
	bitsPerWeight: number;
	description: string;
}

type Row = [name: string, value: number, blockSize: number, bytesPerBlock: number, description: string];

// Grouped by family; within a family, largest first. Legacy types come last.
const GROUPS: [TensorFamily, Row[]][] = [
	[
		"float",
		[
			["F64", 28, 1, 8, "64-bit IEEE float; rare in model files"],
			["F32", 0, 1, 4, "32-bit IEEE float; full precision, used for norms and biases"],
			["F16", 1, 1, 2, "16-bit IEEE half float"],
			["BF16", 30, 1, 2, "bfloat16: the float32 exponent range with a 7-bit mantissa"],
		],
	],
	[
		"integer",
		[
			["I64", 27, 1, 8, "64-bit signed integer, for non-weight data"],
			["I32", 26, 1, 4, "32-bit signed integer, for non-weight data"],
			["I16", 25, 1, 2, "16-bit signed integer, for non-weight data"],
			["I8", 24, 1, 1, "8-bit signed integer, for non-weight data"],
		],
	],
	[
		"K-quant",
		[
			["Q8_K", 15, 256, 292, "8-bit with a float32 scale; for intermediate results, not stored weights"],
			["Q6_K", 14, 256, 210, "6-bit; 16 sub-blocks of 16 with 8-bit scales"],
			["Q5_K", 13, 256, 176, "5-bit; 8 sub-blocks of 32 with 6-bit scales and minimums"],
			["Q4_K", 12, 256, 144, "4-bit; 8 sub-blocks of 32 with 6-bit scales and minimums"],
			["Q3_K", 11, 256, 110, "3-bit; 16 sub-blocks of 16 with 6-bit scales"],
			["Q2_K", 10, 256, 84, "2-bit; 16 sub-blocks of 16 with 4-bit scales and minimums"],
		],
	],
	[
		"I-quant",
		[
			["IQ4_NL", 20, 32, 18, "4-bit indices into a fixed non-linear table of 16 values"],
			["IQ4_XS", 23, 256, 136, "IQ4_NL's table in 256-weight super-blocks with 6-bit scales"],
			["IQ3_S", 21, 256, 110, "3-bit grid codebook with separate signs and 4-bit scales"],
			["IQ3_XXS", 18, 256, 98, "3-bit grid codebook, the smallest 3-bit layout"],
			["IQ2_S", 22, 256, 82, "2-bit grid codebook with separate signs and 4-bit scales"],
			["IQ2_XS", 17, 256, 74, "2-bit grid codebook with 4-bit sub-block scales"],
			["IQ2_XXS", 16, 256, 66, "2-bit grid codebook, the smallest 2-bit layout"],
			["IQ1_M", 29, 256, 56, "~1-bit grid codebook with 3-bit block scales"],
			["IQ1_S", 19, 256, 50, "~1-bit grid codebook, the smallest I-quant"],
		],
	],
	[
		"microscaling",
		[
			["NVFP4", 40, 64, 36, "4-bit E2M1 floats with an FP8 (E4M3) scale per 16 weights"],
			["MXFP4", 39, 32, 17, "4-bit E2M1 floats sharing a power-of-two (E8M0) scale per 32 weights"],
		],
	],
	[
		"ternary",
		[
			["TQ2_0", 35, 256, 66, "ternary weights (-1, 0, +1) at 2 bits each"],
			["TQ1_0", 34, 256, 54, "ternary weights packed five to a byte"],
		],
	],
	[
		"legacy",
		[
			["Q8_1", 9, 32, 36, "8-bit with a scale and a sum; for intermediate results"],
			["Q8_0", 8, 32, 34, "8-bit with one scale per 32 weights; close to lossless"],
			["Q5_1", 7, 32, 24, "5-bit with a scale and a minimum per 32 weights"],
			["Q5_0", 6, 32, 22, "5-bit with one scale per 32 weights"],
			["Q4_1", 3, 32, 20, "4-bit with a scale and a minimum per 32 weights"],
			["Q4_0", 2, 32, 18, "4-bit with one scale per 32 weights; the original GGML quant"],
			["Q2_0", 42, 64, 18, "2-bit with one scale per 64 weights"],
			["Q1_0", 41, 128, 18, "1-bit (plus or minus the scale) with one scale per 128 weights"],
		],
	],
];

/** Every tensor type (35), grouped by family with legacy types last. Retired ids are absent. */
export const TENSOR_TYPES: readonly TensorType[] = /* @__PURE__ */ GROUPS.flatMap(([family, rows]) =>
	rows.map(([name, value, blockSize, bytesPerBlock, description]) => ({
		name,
		value,
		family,
		blockSize,
		bytesPerBlock,
		bitsPerWeight: (bytesPerBlock * 8) / blockSize,
		description,
	})),
);

/** The tensor type with this `ggml_type` id or (case-insensitive) name. */
export function tensorType(key: number | string): TensorType | undefined {
	const name = typeof key === "string" ? key.toUpperCase() : undefined;
	return TENSOR_TYPES.find((t) => (name === undefined ? t.value === key : t.name === name));
}
