import { FILE_TYPES, type FileTypeStatus } from "./file-types.js";
import type { GgufHeader } from "./gguf-reader.js";

/** The estimated file size of a model in one file type. */
export interface SizeEstimate {
	name: string;
	value: number;
	bitsPerWeight: number;
	status: FileTypeStatus;
	bytes: number;
	/** bytes / 1e9 */
	gb: number;
	/** Whether the weights fit the memory budget; absent without a budget. */
	fits?: boolean;
}

/**
 * Estimated file size for every file type (largest first), from a parameter count or a parsed header.
 * With `budgetGb` (decimal gigabytes), each estimate says whether the weights alone fit in it.
 */
export function estimateSizes(model: number | GgufHeader, budgetGb?: number): SizeEstimate[] {
	const parameters =
		typeof model === "number" ? model : model.tensors.reduce((sum, t) => sum + t.shape.reduce((a, b) => a * b, 1), 0);
	if (!Number.isFinite(parameters) || parameters < 0)
		throw new RangeError(`parameter count must be a non-negative number, got ${parameters}`);
	if (budgetGb !== undefined && !(Number.isFinite(budgetGb) && budgetGb >= 0))
		throw new RangeError(`memory budget must be a non-negative number of GB, got ${budgetGb}`);
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
		if (budgetGb !== undefined) estimate.fits = bytes <= budgetGb * 1e9;
		return estimate;
	});
}
