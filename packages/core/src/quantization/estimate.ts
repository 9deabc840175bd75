import { factsFromHeader, type ModelFacts } from "../hardware/facts.js";
import { memoryNeed } from "../hardware/fit.js";
import { FILE_TYPES, type FileTypeStatus } from "./file-types.js";
import type { GgufHeader } from "./gguf-reader.js";

/** The context length the estimator sizes the KV cache for when none is given. */
export const ESTIMATE_CONTEXT = 4096;

/** The estimated file size of a model in one file type. */
export interface SizeEstimate {
	name: string;
	value: number;
	bitsPerWeight: number;
	status: FileTypeStatus;
	bytes: number;
	/** bytes / 1e9 */
	gb: number;
	/**
	 * Memory needed to run it: the weights, the KV cache for the context length and the runtime overhead (the same
	 * formula as the hardware fit, hardware/fit.ts). Absent without a budget.
	 */
	needBytes?: number;
	/** Whether everything needed to run it fits the memory budget; absent without a budget. */
	fits?: boolean;
}

/**
 * Estimated file size for every file type (largest first), from a parameter count or a parsed header.
 * With `budgetGb` (decimal gigabytes), each estimate says whether the model fits in it: weights + KV cache for
 * `contextTokens` (default 4096) + overhead, not the weights alone.
 */
export function estimateSizes(
	model: number | GgufHeader,
	budgetGb?: number,
	contextTokens = ESTIMATE_CONTEXT,
): SizeEstimate[] {
	const facts: ModelFacts = typeof model === "number" ? { parameters: model } : factsFromHeader(model);
	const parameters =
		typeof model === "number" ? model : model.tensors.reduce((sum, t) => sum + t.shape.reduce((a, b) => a * b, 1), 0);
	if (!Number.isFinite(parameters) || parameters < 0)
		throw new RangeError(`parameter count must be a non-negative number, got ${parameters}`);
	if (budgetGb !== undefined && !(Number.isFinite(budgetGb) && budgetGb >= 0))
		throw new RangeError(`memory budget must be a non-negative number of GB, got ${budgetGb}`);
	if (!(Number.isInteger(contextTokens) && contextTokens >= 0))
		throw new RangeError(`context length must be a non-negative whole number, got ${contextTokens}`);
	return FILE_TYPES.map((t) => {
		const bytes = Math.ceil((parameters * t.bitsPerWeight) / 8);
		const estimate: SizeEstimate = {
			name: t.name,
			value: t.value,
			bitsPerWeight: t.bitsPerWeight,
			status: t.status,
			bytes,
			gb: bytes / 1e9,
		};
		if (budgetGb !== undefined) {
			const need = memoryNeed(bytes, { ...facts, parameters }, contextTokens).needBytes;
			estimate.needBytes = Math.ceil(need);
			estimate.fits = need <= budgetGb * 1e9;
		}
		return estimate;
	});
}
