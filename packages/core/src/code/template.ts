import { isPlainText } from "./escape.js";
import {
	isPlainShellText,
	type JsonValue,
	jsonText,
	jsString,
	jsTemplateText,
	jsValue,
	pyString,
	pyValue,
	shWord,
} from "./literals.js";

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
export type Language = "python" | "js" | "sh" | "cs";

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
 * A template's text with its values in place, for every tag and call site. (The build compiles the tagged templates
 * of the core's own generators into plain concatenations of their dedented text and `templateValue` calls, with the
 * same result: see scripts/compile-templates.mjs. This path serves the sources, in tests and in development.)
 */
function fill(strings: TemplateStringsArray, values: Interpolation[], language: Language): string {
	const c = COMPILED.get(strings) ?? compile(strings);
	const parts = c.parts;
	let out = parts[0] as string;
	for (let i = 0; i < values.length; i++) {
		out += templateValue(values[i] as Interpolation, c.leads[i] as string, language) + (parts[i + 1] as string);
	}
	return out;
}

/**
 * One value as a template of `language` places it: a value through the language's literal writer, our own `Code` as
 * it is (re-indented to `lead`, its placeholder's column, when it spans lines). The writers are chosen here by
 * language and called directly, not through a closure per tag, so that the optimising compiler can inline this
 * function into its callers with only one language's writers; plain strings (most ids and labels) are quoted without
 * a call.
 */
export function templateValue(value: Interpolation, lead: string, language: Language): string {
	if (typeof value === "string") {
		if (language === "sh") return shWord(value);
		if (isPlainText(value)) return `"${value}"`;
		return language === "cs" ? csString(value) : language === "js" ? jsString(value) : pyString(value);
	}
	if (value instanceof Code) return codeAt(value.text, lead);
	if (language === "python") return pyValue(value, 0);
	if (language === "js") return jsValue(value, 0);
	if (typeof value === "number" || (language === "sh" && typeof value === "boolean")) return String(value);
	const json = jsonText(value);
	return language === "sh" ? shWord(json) : csString(json);
}

/**
 * A Python template's value, as `templateValue` writes it: what the compiled Python templates call, a function small
 * enough for the optimising compiler to inline with its string case (the common one) in place.
 */
export function pyPart(value: Interpolation, lead: string): string {
	if (typeof value === "string") return isPlainText(value) ? `"${value}"` : pyString(value);
	return templateValue(value, lead, "python");
}

/**
 * A string value made of our own text around other values, as `templateValue` writes the whole string: what compiled
 * templates call for an untagged template literal placed as a value (`${`hf://${id}`}`), whose text parts the build
 * has found to need no escape in the language (`needsNoEscape`). Each value is checked on its own, so the joined
 * string, which concatenation builds in pieces, is never scanned whole: scanning it first copies it into one piece,
 * which costs more than the scan itself.
 */
export function joinedValue(language: Language, texts: readonly string[], values: unknown[]): string {
	let plain = true;
	let joined = texts[0] as string;
	for (let i = 0; i < values.length; i++) {
		const value = `${values[i]}`;
		if (plain && !needsNoEscape(value, language)) plain = false;
		joined += value + (texts[i + 1] as string);
	}
	if (!plain) return templateValue(joined, "", language);
	return language === "sh" ? `'${joined}'` : `"${joined}"`;
}

/**
 * Whether a string is written between the language's quotes as it is: double quotes for Python, JavaScript and C#
 * (`isPlainText`), single quotes for the shell (`isPlainShellText`). Text made of such pieces is such text.
 */
export function needsNoEscape(s: string, language: Language): boolean {
	return language === "sh" ? isPlainShellText(s) : isPlainText(s);
}

/** Our own code placed at a column: every line after the first indented by `lead`, the placeholder's indentation. */
export function codeAt(text: string, lead: string): string {
	return lead === "" || !text.includes("\n") ? text : reindent(text, lead);
}

/** `text` with every line after the first that is not empty indented by `lead`. */
function reindent(text: string, lead: string): string {
	return text.replace(/\n(?=[^\n])/g, `\n${lead}`);
}

export interface Compiled {
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
	const c = templateShape(strings.raw);
	COMPILED.set(strings, c);
	return c;
}

/**
 * The text parts and placeholder indentations of a template whose source text (between the backticks, split at the
 * placeholders) is `raw`: what a tag works out once per call site, and what the build writes into compiled templates.
 */
export function templateShape(raw: readonly string[]): Compiled {
	const parts = Object.freeze(dedentParts(raw.map(unescapeTemplateText)));
	const leads = parts.slice(0, -1).map((part, i) => {
		const newline = part.lastIndexOf("\n");
		if (newline < 0 && i > 0) return "";
		const tail = part.slice(newline + 1);
		return /^[ \t]+$/.test(tail) ? tail : "";
	});
	return { parts, leads: Object.freeze(leads) };
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
