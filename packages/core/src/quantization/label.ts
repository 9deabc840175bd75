import { FILE_TYPES } from "./file-types.js";
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
