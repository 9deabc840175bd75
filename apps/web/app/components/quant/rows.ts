import { FILE_TYPES, type FileTypeStatus, TENSOR_TYPES, type TensorFamily, tensorType } from "@modelhub/core";

/** A file type as the page's table shows it; `value` is null for names that are not GGUF values. */
export interface FileTypeRow {
	name: string;
	value: number | null;
	bitsPerWeight: number;
	tensorTypes: string[];
	status: FileTypeStatus;
	/** Retired, or a current file type made of legacy tensor types (Q4_0, Q8_0, …). */
	legacy: boolean;
	/** The status column's text (made here, at build time, so the page's JavaScript does without it). */
	statusText: string;
}

export interface TensorTypeRow {
	name: string;
	value: number;
	family: TensorFamily;
	blockSize: number;
	bytesPerBlock: number;
	bitsPerWeight: number;
	description: string;
	legacy: boolean;
}

function statusText(status: FileTypeStatus, legacy: boolean): string {
	if (status === "naming") return "One publisher's naming convention (unsloth's dynamic quants), not a GGUF value";
	if (status === "retired") return "Retired: current llama.cpp no longer loads it";
	return legacy ? "Current, legacy quant" : "Current";
}

/** The file type table's rows (build time: the loader calls this). */
export function fileTypeRows(): FileTypeRow[] {
	return FILE_TYPES.map((t) => {
		const main = t.tensorTypes[0];
		const legacy =
			t.status === "retired" || (t.status === "current" && main !== undefined && tensorType(main)?.family === "legacy");
		return {
			name: t.name,
			value: t.status === "naming" ? null : t.value,
			bitsPerWeight: t.bitsPerWeight,
			tensorTypes: [...t.tensorTypes],
			status: t.status,
			legacy,
			statusText: statusText(t.status, legacy),
		};
	});
}

/** The tensor type table's rows (build time: the loader calls this). */
export function tensorTypeRows(): TensorTypeRow[] {
	return TENSOR_TYPES.map((t) => ({ ...t, legacy: t.family === "legacy" }));
}
