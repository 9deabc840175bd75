/**
 * Math in model cards (`$…$`, `$$…$$`, ```` ```math ````): remark-math finds it, KaTeX writes it as MathML, which
 * browsers lay out themselves, so the page needs no KaTeX stylesheet, fonts or script. KaTeX runs before the
 * sanitizer, whose schema admits the MathML elements and layout attributes KaTeX writes and nothing else (no `href`,
 * `src`, `style`, colours, `maction` or `annotation-xml`); KaTeX itself runs untrusted (`\href`, `\url`,
 * `\includegraphics` and `\html…` stay text). A hostile card is bounded: sizes are capped, and math past a budget of
 * expressions and characters is left as its TeX source.
 */
import type { Element, Root } from "hast";
import type { Nodes as MdNodes, Root as MdRoot } from "mdast";
import type { Options as KatexOptions } from "rehype-katex";
import type { Options as Schema } from "rehype-sanitize";
import { walk } from "./markdown.server";

/** Math expressions typeset per card; later ones are shown as TeX source. */
export const MAX_MATH_EXPRESSIONS = 500;
/** Characters of TeX typeset per card. */
export const MAX_MATH_CHARS = 50_000;

/** KaTeX's settings for cards: MathML only, untrusted input, sizes and macro expansion bounded. */
export const KATEX_OPTIONS: KatexOptions = {
	output: "mathml",
	trust: false,
	strict: "ignore",
	maxSize: 20,
	maxExpand: 500,
};

const MATH_CLASSES = ["language-math", "math-inline", "math-display"];

/**
 * Whether an inline `$…$` (its source text, dollars included, and the character after it) reads as prose rather than
 * math, by pandoc's rule: no whitespace just inside the dollars, no digit right after the closing one. So "costs $5
 * and $10" stays text while "$x^2$" is math. `$$…$$` inline is always math.
 */
export function dollarProse(source: string, after: string): boolean {
	if (source.startsWith("$$") || !source.startsWith("$")) return false;
	const inner = source.slice(1, -1);
	return inner.trim() !== inner || /\d/.test(after);
}

/** A remark plugin: inline math that reads as prose (see dollarProse) is put back as the text it was written as. */
export function remarkDollarProse() {
	return (tree: MdRoot, file: { value: unknown }) => {
		const text = String(file.value);
		const visit = (node: MdNodes) => {
			if (!("children" in node)) return;
			node.children = node.children.map((child) => {
				const start = child.position?.start.offset;
				const end = child.position?.end.offset;
				if (child.type !== "inlineMath" || start === undefined || end === undefined) {
					visit(child);
					return child;
				}
				const source = text.slice(start, end);
				return dollarProse(source, text.charAt(end)) ? { type: "text", value: source } : child;
			}) as typeof node.children;
		};
		visit(tree);
	};
}

function mathClasses(el: Element): string[] {
	const classes = Array.isArray(el.properties.className) ? el.properties.className.map(String) : [];
	return classes.filter((c) => MATH_CLASSES.includes(c));
}

function textLength(node: Element): number {
	let n = 0;
	for (const child of node.children) {
		if (child.type === "text") n += child.value.length;
		else if (child.type === "element") n += textLength(child);
	}
	return n;
}

/**
 * Keeps the math classes (which the typesetter looks for) on the first expressions within the budget and removes
 * them from the rest, which then render as the code they are written as.
 */
export function budgetMath(tree: Root): void {
	let expressions = 0;
	let chars = 0;
	walk(tree, (el) => {
		if (!mathClasses(el).length) return;
		const length = textLength(el);
		if (expressions < MAX_MATH_EXPRESSIONS && chars + length <= MAX_MATH_CHARS) {
			expressions++;
			chars += length;
			return;
		}
		const rest = (el.properties.className as string[]).filter((c) => !MATH_CLASSES.includes(String(c)));
		if (rest.length) el.properties.className = rest;
		else delete el.properties.className;
	});
}

/** The MathML elements KaTeX writes (MathML Core, less `mglyph`, `maction` and `annotation-xml`). */
const MATHML_ELEMENTS = [
	"math",
	"semantics",
	"annotation",
	"mrow",
	"mi",
	"mn",
	"mo",
	"ms",
	"mtext",
	"mspace",
	"msup",
	"msub",
	"msubsup",
	"mfrac",
	"msqrt",
	"mroot",
	"mover",
	"munder",
	"munderover",
	"mmultiscripts",
	"mprescripts",
	"none",
	"mtable",
	"mtr",
	"mtd",
	"mstyle",
	"mpadded",
	"mphantom",
	"menclose",
	"merror",
];

/** Layout attributes only: nothing that links, loads, styles or colours. */
const MATHML_ATTRIBUTES = [
	"accent",
	"accentunder",
	"columnalign",
	"columnlines",
	"columnspacing",
	"depth",
	"display",
	"displaystyle",
	"fence",
	"height",
	"largeop",
	"linethickness",
	"lspace",
	"mathvariant",
	"maxsize",
	"minsize",
	"movablelimits",
	"notation",
	"rowlines",
	"rowspacing",
	"rspace",
	"scriptlevel",
	"separator",
	"stretchy",
	"symmetric",
	"voffset",
	"width",
];

/** A sanitizing schema extended with KaTeX's MathML. */
export function withMathML(schema: Schema): Schema {
	const attributes = { ...schema.attributes };
	for (const tag of MATHML_ELEMENTS) attributes[tag] = [...MATHML_ATTRIBUTES];
	attributes.annotation = ["encoding"];
	return { ...schema, tagNames: [...(schema.tagNames ?? []), ...MATHML_ELEMENTS], attributes };
}
