/**
 * The GGUF quants of a repository: its `.gguf` files grouped by the quant label in their names (the label parser of
 * quantization/label.ts), split files (`-00001-of-00003.gguf`) counting as one quant, projector files (`mmproj-*`)
 * left out. The default is the one llama.cpp's `-hf` picks: Q4_K_M where present, else the nearest in size.
 */
import { isGgufPath, repoFiles } from "../files.js";
import type { ModelRecord } from "../model.js";
import { FILE_TYPES, fileType, nearestQuant } from "../quantization/file-types.js";
import { parseQuantLabel } from "../quantization/label.js";

/** One quant of a GGUF repository. */
export interface GgufQuant {
	/** The label as file names write it (upper-cased), e.g. "Q4_K_M" or "UD-Q4_K_XL"; a file's name without one. */
	label: string;
	/** Its files, first part first; a quant that is not split has one. */
	files: string[];
	/** Total size in bytes, when the record gives every file's size. */
	bytes?: number;
	/** The GGUF file type it corresponds to, when known (for sizes and bits per weight). */
	fileType?: string;
}

/** The quant llama.cpp's `-hf` picks when none is named. */
export const DEFAULT_QUANT = "Q4_K_M";

const SPLIT = /-(\d{5})-of-(\d{5})\.gguf$/i;

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

function labelOf(path: string): { label: string; fileType?: string } {
	const parsed = parseQuantLabel(path);
	if (!parsed)
		return {
			label: baseName(path)
				.replace(SPLIT, "")
				.replace(/\.gguf$/i, ""),
		};
	const known = (parsed.suffix && fileType(`${parsed.name}_${parsed.suffix}`)) || fileType(parsed.name);
	return known ? { label: parsed.text, fileType: known.name } : { label: parsed.text };
}

const rank = (q: GgufQuant) => {
	const at = q.fileType ? FILE_TYPES.findIndex((t) => t.name === q.fileType) : -1;
	return at < 0 ? FILE_TYPES.length : at;
};

/** The repository's GGUF quants, largest file type first (unknown ones last, by label). */
export function ggufQuants(model: ModelRecord): GgufQuant[] {
	const groups = new Map<string, { quant: GgufQuant; sizes: (number | undefined)[] }>();
	for (const file of repoFiles(model)) {
		if (!isGgufPath(file.path) || baseName(file.path).toLowerCase().startsWith("mmproj")) continue;
		const { label, fileType: type } = labelOf(file.path);
		let group = groups.get(label);
		if (!group) {
			group = { quant: type ? { label, files: [], fileType: type } : { label, files: [] }, sizes: [] };
			groups.set(label, group);
		}
		group.quant.files.push(file.path);
		group.sizes.push(file.size);
	}
	const quants = [...groups.values()].map(({ quant, sizes }) => {
		quant.files.sort();
		if (sizes.every((s) => s !== undefined)) quant.bytes = sizes.reduce((a: number, b) => a + (b ?? 0), 0);
		return quant;
	});
	return quants.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
}

/** Q4_K_M when the repository has it, else the largest quant no bigger than it, else the smallest one. */
export function defaultQuant(quants: readonly GgufQuant[]): GgufQuant | undefined {
	const exact = quants.find((q) => q.label === DEFAULT_QUANT);
	if (exact) return exact;
	const typed = quants.filter((q) => q.fileType !== undefined);
	const nearest = nearestQuant(
		DEFAULT_QUANT,
		typed.map((q) => q.fileType as string),
	);
	// Among quants of the nearest file type, a plain label wins over a publisher's variant (UD-, _L).
	const same = typed.filter((q) => q.fileType === nearest);
	return same.find((q) => q.label === q.fileType) ?? same[0] ?? quants[0];
}

/** Finds a quant by label, ignoring case. */
export function findQuant(quants: readonly GgufQuant[], label: string): GgufQuant | undefined {
	const wanted = label.trim().toUpperCase();
	return quants.find((q) => q.label.toUpperCase() === wanted);
}
