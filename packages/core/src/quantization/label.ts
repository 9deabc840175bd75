import { FILE_TYPES, type FileType, fileType } from "./file-types.js";
import { TENSOR_TYPES } from "./tensor-types.js";

/** A quantization label read from a file name, e.g. "UD-Q6_K_L" → name "Q6_K", suffix "L", dynamic. */
export interface QuantLabel {
	/** The label as written (upper-cased), e.g. "UD-Q6_K_L". */
	text: string;
	/** The file type or tensor type name, e.g. "Q6_K". */
	name: string;
	/** A size suffix after the name that is not part of a known name, e.g. "L" in "Q6_K_L". */
	suffix?: string;
	/** True with unsloth's "UD-" (dynamic) prefix. */
	dynamic: boolean;
}

let pattern: RegExp | undefined;

function labelPattern(): RegExp {
	if (!pattern) {
		const names = [...FILE_TYPES, ...TENSOR_TYPES.filter((t) => t.family !== "integer")].map((t) => t.name);
		// Longest first, so that Q4_K_M wins over Q4_K and MXFP4_MOE over MXFP4 at the same position.
		const alternatives = [...new Set(names)].sort((a, b) => b.length - a.length).join("|");
		pattern = new RegExp(`(?<![A-Z0-9])(UD[-_])?(${alternatives})(?:_(XXL|XL|XXS|XS|L|M|S))?(?![A-Z0-9])`, "g");
	}
	return pattern;
}

/** The quantization label in a file name or path (the last one wins), or undefined when there is none. */
export function parseQuantLabel(filename: string): QuantLabel | undefined {
	let last: RegExpExecArray | undefined;
	for (const match of filename.toUpperCase().matchAll(labelPattern())) last = match;
	if (!last) return undefined;
	const [text, prefix, name = "", suffix] = last;
	return suffix ? { text, name, suffix, dynamic: !!prefix } : { text, name, dynamic: !!prefix };
}

/** What a quant label in a file name stands for: the name a files table shows and the file type it is sized as. */
export interface LabelledQuant {
	/** The label without a dynamic prefix, e.g. "Q5_K_L", "Q4_K_M", "Q6_K". */
	name: string;
	/** The GGUF file type the file is sized as, when one is known. */
	fileType?: FileType;
	/**
	 * Set when the label is a publisher's variant of that file type rather than the type itself: "_L" files (as
	 * bartowski names them) are that type with the embedding and output weights kept in Q8_0, a little larger.
	 */
	variant?: string;
}

/** The file type a label names, or the one its "_L" variant is built on (Q5_K_L → Q5_K_M, Q6_K_L → Q6_K). */
export function labelledQuant(label: QuantLabel): LabelledQuant {
	const name = label.suffix ? `${label.name}_${label.suffix}` : label.name;
	const own = fileType(name);
	if (own) return { name, fileType: own };
	if (label.suffix === "L") {
		const base = fileType(`${label.name}_M`) ?? fileType(label.name);
		if (base) return { name, fileType: base, variant: `${base.name} with embedding and output weights in Q8_0` };
	}
	if (!label.suffix) {
		const plain = fileType(label.name);
		if (plain) return { name, fileType: plain };
	}
	return { name };
}
