/**
 * "current": llama.cpp writes and reads it; "retired": an old value whose tensor layout llama.cpp no longer supports;
 * "naming": not a GGUF value at all, only a file-name convention of one publisher (unsloth's dynamic quants).
 */
export type FileTypeStatus = "current" | "retired" | "naming";

/** One GGUF file type (`general.file_type`): a recipe that mixes tensor types. */
export interface FileType {
	name: string;
	/** The `general.file_type` value (1000+ for the naming-only XL variants). */
	value: number;
	/** Approximate bits per weight of a whole file: the mix, not only the main tensor type. */
	bitsPerWeight: number;
	/** Tensor types the file is mostly made of, main one first (empty when they are retired). */
	tensorTypes: readonly string[];
	status: FileTypeStatus;
}

type Row = [name: string, value: number, bitsPerWeight: number, tensorTypes: string, status?: 1 | 2];

// Largest to smallest. Sizes follow llama-quantize's own figures where it gives them (bits per weight, or file sizes
// for an 8B model); the XL rows are rough: a publisher's mix varies by model.
const ROWS: Row[] = [
	["F32", 0, 32, "F32"],
	["F16", 1, 16, "F16"],
	["BF16", 32, 16, "BF16"],
	["Q8_K_XL", 1005, 9.5, "Q8_0 BF16", 2],
	["Q8_0", 7, 8.5, "Q8_0"],
	["Q6_K_XL", 1004, 7, "Q6_K Q8_0", 2],
	["Q6_K", 18, 6.57, "Q6_K"],
	["Q5_1", 9, 6.04, "Q5_1"],
	["Q4_3", 6, 6, "", 1],
	["Q5_K_XL", 1003, 5.9, "Q5_K Q6_K", 2],
	["Q5_K_M", 17, 5.7, "Q5_K Q6_K"],
	["Q5_K_S", 16, 5.57, "Q5_K"],
	["Q5_0", 8, 5.54, "Q5_0"],
	["Q4_1_SOME_F16", 4, 5.2, "Q4_1 F16"],
	["Q4_1", 3, 5.11, "Q4_1"],
	["Q4_K_XL", 1002, 5, "Q4_K Q6_K", 2],
	["Q4_2", 5, 5, "", 1],
	["Q4_K_M", 15, 4.9, "Q4_K Q6_K"],
	["Q4_K_S", 14, 4.67, "Q4_K Q5_K"],
	["Q4_0", 2, 4.64, "Q4_0"],
	["Q4_0_4_4", 33, 4.64, "", 1],
	["Q4_0_4_8", 34, 4.64, "", 1],
	["Q4_0_8_8", 35, 4.64, "", 1],
	["NVFP4", 39, 4.6, "NVFP4"],
	["IQ4_NL", 25, 4.5, "IQ4_NL"],
	["MXFP4_MOE", 38, 4.4, "MXFP4 Q8_0"],
	["Q3_K_L", 13, 4.31, "Q3_K Q5_K"],
	["IQ4_XS", 30, 4.25, "IQ4_XS"],
	["Q3_K_XL", 1001, 4.1, "Q3_K Q4_K", 2],
	["Q3_K_M", 12, 4, "Q3_K Q4_K Q5_K"],
	["IQ3_M", 27, 3.66, "IQ3_S"],
	["Q3_K_S", 11, 3.65, "Q3_K"],
	["IQ3_S", 26, 3.44, "IQ3_S"],
	["Q2_K_XL", 1000, 3.35, "Q2_K Q4_K", 2],
	["IQ3_XS", 22, 3.3, "IQ3_XXS IQ3_S"],
	["Q2_K", 10, 3.17, "Q2_K Q3_K Q4_K"],
	["Q2_K_S", 21, 3.1, "Q2_K Q4_K"],
	["IQ3_XXS", 23, 3.06, "IQ3_XXS"],
	["IQ2_M", 29, 2.7, "IQ2_S"],
	["IQ2_S", 28, 2.5, "IQ2_XS IQ2_S"],
	["IQ2_XS", 20, 2.31, "IQ2_XS"],
	["Q2_0", 41, 2.25, "Q2_0"],
	["IQ2_XXS", 19, 2.06, "IQ2_XXS"],
	["TQ2_0", 37, 2.06, "TQ2_0"],
	["IQ1_M", 31, 1.75, "IQ1_M"],
	["TQ1_0", 36, 1.69, "TQ1_0"],
	["IQ1_S", 24, 1.56, "IQ1_S"],
	["Q1_0", 40, 1.125, "Q1_0"],
];

const STATUS: FileTypeStatus[] = ["current", "retired", "naming"];

/** Every file type (48), largest to smallest. */
export const FILE_TYPES: readonly FileType[] = /* @__PURE__ */ ROWS.map(([name, value, bitsPerWeight, types, s]) => ({
	name,
	value,
	bitsPerWeight,
	tensorTypes: types ? types.split(" ") : [],
	status: STATUS[s ?? 0] as FileTypeStatus,
}));

/** The file type with this `general.file_type` value or (case-insensitive) name. */
export function fileType(key: number | string): FileType | undefined {
	const name = typeof key === "string" ? key.toUpperCase() : undefined;
	return FILE_TYPES.find((t) => (name === undefined ? t.value === key : t.name === name));
}

/**
 * The largest of `available` file types at or below `target` in size, else the smallest available one.
 * Names are case-insensitive; unknown names are ignored. Undefined when the target or every name is unknown.
 */
export function nearestQuant(target: string, available: readonly string[]): string | undefined {
	const rank = (name: string) => FILE_TYPES.findIndex((t) => t.name === name.toUpperCase());
	const goal = rank(target);
	if (goal < 0) return undefined;
	const ranked = available
		.map((name) => ({ name, at: rank(name) }))
		.filter((a) => a.at >= 0)
		.sort((a, b) => a.at - b.at);
	return (ranked.find((a) => a.at >= goal) ?? ranked.at(-1))?.name;
}
