import { escapeForQuotes, isPlainText } from "./escape.js";

/** A JSON value: what request bodies and sample inputs are made of. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A Python string literal (double-quoted) that evaluates to exactly `s`. */
export function pyString(s: string): string {
	return `"${escapeForQuotes(s, '"')}"`;
}

/** A JavaScript string literal (double-quoted) that evaluates to exactly `s`. */
export function jsString(s: string): string {
	return `"${escapeForQuotes(s, '"')}"`;
}

/**
 * The body of a JavaScript template literal (without the backticks) that evaluates to exactly `s`:
 * backticks and `${` can neither close the literal nor start an interpolation.
 */
export function jsTemplateText(s: string): string {
	return escapeForQuotes(s, "`", "$");
}

/**
 * A POSIX shell word that expands to exactly `s`: single-quoted, with each `'` written as `'\''`.
 * A shell word cannot carry a NUL byte; NULs are dropped (no record field legitimately holds one).
 */
export function shWord(s: string): string {
	if (isPlainShellText(s)) return `'${s}'`;
	return `'${s.replace(/\0/g, "").replace(/'/g, "'\\''")}'`;
}

/** True when `s` can be placed between single quotes in a shell word exactly as it is: it holds no `'` and no NUL. */
export function isPlainShellText(s: string): boolean {
	return !s.includes("'") && !s.includes("\0");
}

/**
 * JSON text for `value`. Like JSON.stringify, but also escapes U+2028/U+2029 so the text is safe to embed
 * in JavaScript source, and throws on values JSON cannot represent (undefined, functions, NaN).
 */
export function jsonText(value: JsonValue, indent = 0): string {
	if (typeof value === "string" && isPlainText(value)) return `"${value}"`;
	const text = JSON.stringify(value, null, indent || undefined);
	if (text === undefined) throw new TypeError("value is not representable as JSON");
	return text.replace(/[\u2028\u2029]/g, (c) => (c === "\u2028" ? "\\u2028" : "\\u2029"));
}

function checkNumber(n: number): string {
	if (!Number.isFinite(n)) throw new TypeError(`number ${n} cannot be written as a literal`);
	return String(n);
}

/** A Python expression (dict/list/str/int/float/bool/None) that evaluates to `value`; `indent` > 0 pretty-prints. */
export function pyValue(value: JsonValue, indent = 4, depth = 0): string {
	return writeValue(value, indent, depth, PY);
}

/** A JavaScript expression (object/array/string/number/boolean/null) that evaluates to `value`. */
export function jsValue(value: JsonValue, indent = 4, depth = 0): string {
	return writeValue(value, indent, depth, JS);
}

interface ValueSyntax {
	str(s: string): string;
	key(k: string): string;
	null: string;
	true: string;
	false: string;
}

const PY: ValueSyntax = { str: pyString, key: pyString, null: "None", true: "True", false: "False" };
const JS_IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const JS: ValueSyntax = {
	str: jsString,
	// In an object literal a `__proto__` key, bare or quoted, sets the prototype; a computed key makes it a property
	key: (k) => (k === "__proto__" ? '["__proto__"]' : JS_IDENT.test(k) ? k : jsString(k)),
	null: "null",
	true: "true",
	false: "false",
};

/** Line breaks with the indentation of each depth, worked out once per (indent, depth). */
const PADS: string[][] = [];

function padFor(indent: number, depth: number): string {
	let byDepth = PADS[indent];
	if (byDepth === undefined) {
		byDepth = [];
		PADS[indent] = byDepth;
	}
	let pad = byDepth[depth];
	if (pad === undefined) {
		pad = `\n${" ".repeat(indent * depth)}`;
		byDepth[depth] = pad;
	}
	return pad;
}

function writeValue(value: JsonValue, indent: number, depth: number, syn: ValueSyntax): string {
	if (value === null) return syn.null;
	if (typeof value === "boolean") return value ? syn.true : syn.false;
	if (typeof value === "number") return checkNumber(value);
	if (typeof value === "string") return syn.str(value);
	const pad = indent > 0 ? padFor(indent, depth + 1) : "";
	const end = indent > 0 ? padFor(indent, depth) : "";
	const sep = indent > 0 ? "," : ", ";
	let out = "";
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		for (let i = 0; i < value.length; i++) {
			out += (i > 0 ? sep : "") + pad + writeValue(value[i] as JsonValue, indent, depth + 1, syn);
		}
		return `[${out}${end}]`;
	}
	let first = true;
	for (const k in value) {
		if (!Object.hasOwn(value, k)) continue;
		out += `${first ? "" : sep}${pad}${syn.key(k)}: ${writeValue(value[k] as JsonValue, indent, depth + 1, syn)}`;
		first = false;
	}
	return first ? "{}" : `{${out}${end}}`;
}

/** Writes `text` as comment lines of the given language; every line of `text` stays inside the comment. */
export function comment(language: "python" | "bash" | "js" | "csharp" | "swift" | string, text: string): string {
	const prefix = language === "python" || language === "bash" || language === "sh" ? "# " : "// ";
	// One pass over the text, breaking lines where JavaScript, Python or a shell would (CR LF counts once)
	let out = "";
	let start = 0;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 0x0a || c === 0x0d || c === 0x0b || c === 0x0c || c === 0x85 || c === 0x2028 || c === 0x2029) {
			out += `${(prefix + text.slice(start, i)).trimEnd()}\n`;
			if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
			start = i + 1;
		}
	}
	return out + (prefix + text.slice(start)).trimEnd();
}

/** Collapses runs of whitespace to one space, trims, and strips one pair of surrounding quotes. */
export function flatten(text: string): string {
	// Most texts (prompts, labels) hold single spaces only: skip the replace pass for them
	const collapsed = (/\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, " ") : text).trim();
	const quote = collapsed[0];
	if (collapsed.length < 2 || (quote !== '"' && quote !== "'" && quote !== "`")) return collapsed;
	return collapsed[collapsed.length - 1] === quote ? collapsed.slice(1, -1).trim() : collapsed;
}

/** True when `name` is safe to write as a Python identifier (class, function or attribute name). */
export function isPyIdentifier(name: unknown): name is string {
	return typeof name === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PY_KEYWORDS.has(name);
}

/** True when `name` is safe to write as a JavaScript identifier. */
export function isJsIdentifier(name: unknown): name is string {
	return typeof name === "string" && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && !JS_RESERVED.has(name);
}

const PY_KEYWORDS = new Set(
	"False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
		" ",
	),
);
const JS_RESERVED = new Set(
	"await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield".split(
		" ",
	),
);

/**
 * An SQL string literal (single-quoted, each `'` doubled) that DuckDB and standard SQL read as exactly `s`. A NUL
 * cannot be written in one and is dropped (no repository path holds one).
 */
export function sqlString(s: string): string {
	return `'${s.replace(/\0/g, "").replace(/'/g, "''")}'`;
}
