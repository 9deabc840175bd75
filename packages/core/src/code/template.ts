import { isPlainText } from "./escape.js";
import { type JsonValue, jsonText, jsString, jsTemplateText, jsValue, pyString, pyValue, shWord } from "./literals.js";

/** Code that is inserted verbatim into a template: only for code we wrote ourselves, never for record values. */
export class Code {
	// Declared, not defined: a class field would be defined on every instance before the constructor runs, and
	// generators make many of these.
	declare readonly text: string;
	constructor(text: string) {
		(this as { text: string }).text = text;
	}
	toString(): string {
		return this.text;
	}
}

/** Marks trusted code (written by us, or already produced by a writer) for verbatim insertion. */
export function raw(text: string): Code {
	return new Code(text);
}

/** What a template placeholder accepts: a value (quoted by the language's literal writer) or trusted code. */
export type Interpolation = Code | JsonValue;

type Tag = (strings: TemplateStringsArray, ...values: Interpolation[]) => string;

/** The language of a tag, which decides how the values placed in its templates are written. */
type Language = "python" | "js" | "sh" | "cs";

/**
 * Builds a tagged template for one language. Every interpolated value passes through the language's literal writer;
 * only `Code` values (our own code) are inserted verbatim. The template text is dedented (common leading indentation
 * removed, a leading blank line and trailing blank space dropped), and multi-line `Code` is re-indented to the column
 * of its placeholder.
 */
function makeTag(language: Language): Tag {
	return (strings, ...values) => fill(strings, values, language);
}

/**
 * A template's text with its values in place, for every tag and call site. The literal writers are chosen here, by
 * language, and called directly (not through a closure per tag): the optimising compiler inlines this function into
 * the generators that call a tag, and a closure called from here brought every language's writers with it into each
 * of them, which cost more to compile than the generators spend running. Plain strings (most ids and labels) are
 * quoted here without a call.
 */
function fill(strings: TemplateStringsArray, values: Interpolation[], language: Language): string {
	const c = COMPILED.get(strings) ?? compile(strings);
	const parts = c.parts;
	let out = parts[0] as string;
	for (let i = 0; i < values.length; i++) {
		const value = values[i] as Interpolation;
		if (typeof value === "string") {
			if (language === "sh") out += shWord(value);
			else if (isPlainText(value)) out += `"${value}"`;
			else out += language === "cs" ? csString(value) : language === "js" ? jsString(value) : pyString(value);
		} else if (value instanceof Code) {
			const lead = c.leads[i] as string;
			const text = value.text;
			out += lead === "" || !text.includes("\n") ? text : reindent(text, lead);
		} else if (language === "python") {
			out += pyValue(value, 0);
		} else if (language === "js") {
			out += jsValue(value, 0);
		} else if (typeof value === "number" || (language === "sh" && typeof value === "boolean")) {
			out += String(value);
		} else {
			const json = jsonText(value);
			out += language === "sh" ? shWord(json) : csString(json);
		}
		out += parts[i + 1] as string;
	}
	return out;
}

/** `text` with every line after the first that is not empty indented by `lead`. */
function reindent(text: string, lead: string): string {
	return text.replace(/\n(?=[^\n])/g, `\n${lead}`);
}

interface Compiled {
	parts: readonly string[];
	/**
	 * For each placeholder, the indentation its line starts with when only indentation precedes it there (multi-line
	 * code placed at it is re-indented to that column), else "".
	 */
	leads: readonly string[];
}

const COMPILED = new WeakMap<TemplateStringsArray, Compiled>();

/**
 * A template's text parts, unescaped and dedented, and each placeholder's indentation: worked out once per call site
 * (a template's strings array is the same object on every call) and shared by every tag that writes code.
 */
function compile(strings: TemplateStringsArray): Compiled {
	const parts = Object.freeze(dedentParts(strings.raw.map(unescapeTemplateText)));
	const leads = parts.slice(0, -1).map((part, i) => {
		const newline = part.lastIndexOf("\n");
		if (newline < 0 && i > 0) return "";
		const tail = part.slice(newline + 1);
		return /^[ \t]+$/.test(tail) ? tail : "";
	});
	const c: Compiled = { parts, leads: Object.freeze(leads) };
	COMPILED.set(strings, c);
	return c;
}

/** The text parts of a template, unescaped and dedented (cached per call site). */
export function templateParts(strings: TemplateStringsArray): readonly string[] {
	return (COMPILED.get(strings) ?? compile(strings)).parts;
}

// Template text is written in TypeScript source: `\`` and `\${` and `\\` are the only escapes we honour, so that
// code such as Python's "\n" inside a template stays as written.
function unescapeTemplateText(s: string): string {
	return s.replace(/\\([`$\\])/g, "$1");
}

function dedentParts(parts: string[]): string[] {
	const joined = parts.join("\u0000");
	const lines = joined.split("\n");
	let min = Number.POSITIVE_INFINITY;
	for (const [i, line] of lines.entries()) {
		if (i === 0 && line.trim() === "") continue;
		if (line.trim() === "") continue;
		const lead = /^[ \t]*/.exec(line)?.[0].length ?? 0;
		min = Math.min(min, lead);
	}
	if (!Number.isFinite(min)) min = 0;
	let text = lines
		.map((line, i) => (i === 0 ? line : line.slice(Math.min(min, /^[ \t]*/.exec(line)?.[0].length ?? 0))))
		.join("\n");
	text = text.replace(/^[ \t]*\n/, "").replace(/\n[ \t]*$/, "");
	return text.split("\u0000");
}

/** The Python literal the `py` tag writes for a value. */
export const pyLiteral = (v: JsonValue): string => (typeof v === "string" ? pyString(v) : pyValue(v, 0));

/**
 * A value written once as a Python literal, for a snippet that places it several times, or for a constant written
 * once at module level instead of on every call.
 */
export const pyCode = (v: JsonValue): Code => new Code(pyLiteral(v));

/** Python code; values become Python literals (str, int, float, bool, None, dict, list). */
export const py: Tag = makeTag("python");

/** JavaScript code; values become JavaScript literals. */
export const js: Tag = makeTag("js");

/** Shell code; values become single-quoted words (objects and arrays as one word of JSON text). */
export const sh: Tag = makeTag("sh");

/** C# code; strings become C# regular string literals. */
export const cs: Tag = makeTag("cs");

/** A C# regular string literal: only `\\`, `"` and control characters need escaping; `\u` covers the rest. */
export function csString(s: string): string {
	if (isPlainText(s)) return `"${s}"`;
	return `"${s.replace(/[\\"\x00-\x1f\x7f-\x9f\u2028\u2029\u0085\ud800-\udfff]/gu, (c) => (c === "\\" || c === '"' ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`))}"`;
}

/** Inside a JS template literal body (for prose that must stay in a template); exported for writers that need it. */
export { jsTemplateText };
