/**
 * The writers' building blocks. `Code` is text that is safe to place in a snippet: our own template text, or a value
 * already written as a literal by one of the literal writers. The `code` tag only accepts `Code` parts, so a raw
 * record value cannot reach a snippet by mistake: it has to pass through `py`, `js`, `sh` or a data printer first.
 *
 * The tag shares the dedented template text of code/template.ts (computed once per call site), which keeps every
 * writer at a fraction of a microsecond per call.
 */
import {
	isJsIdentifier,
	type JsonValue,
	jsonText,
	jsString,
	jsValue,
	pyString,
	pyValue,
	shWord,
} from "../../code/index.js";
import { templateParts } from "../../code/template.js";

declare const brand: unique symbol;
/** Snippet text made only of our template text and literals. */
export type Code = string & { readonly [brand]: true };

/** Marks text written in this module (never a record or user value) as code. */
export const trusted = (text: string): Code => text as Code;

export const EMPTY = trusted("");

/** Joins template text (dedented) with `Code` parts. Multi-line parts must carry their own indentation. */
export function code(strings: TemplateStringsArray, ...parts: Code[]): Code {
	const texts = templateParts(strings);
	let out = texts[0] ?? "";
	for (let i = 0; i < parts.length; i++) out += (parts[i] as string) + (texts[i + 1] ?? "");
	return out as Code;
}

/** Joins the present lines (skipping undefined and empty ones) with newlines. */
export function lines(...items: (Code | undefined | false)[]): Code {
	let out = "";
	for (const item of items) {
		if (!item) continue;
		out += out === "" ? item : `\n${item}`;
	}
	return out as Code;
}

/** Prefixes every line but the first with `pad` (for a multi-line part placed at an indented column). */
export function indentRest(text: Code, pad: string): Code {
	return text.split("\n").join(`\n${pad}`) as Code;
}

/** A Python string literal. */
export const pyStr = pyString as (s: string) => Code;
/** A JavaScript string literal. */
export const jsStr = jsString as (s: string) => Code;
/** A JSON string. */
export const jsonStr = (s: string): Code => jsonText(s) as Code;
/** A shell word (single-quoted). */
export const sh = shWord as (s: string) => Code;
/** An object key in JavaScript: the name itself when it is an identifier, else a string literal. */
export const jsKey = (k: string): Code => (isJsIdentifier(k) ? k : jsString(k)) as Code;

/** A Python literal. */
export const py = (value: JsonValue): Code => (typeof value === "string" ? pyStr(value) : (pyValue(value, 0) as Code));
/** A JavaScript literal. */
export const js = (value: JsonValue): Code => (typeof value === "string" ? jsStr(value) : (jsValue(value, 0) as Code));
/** JSON text (safe inside JavaScript source too). */
export const json = (value: JsonValue): Code =>
	typeof value === "string" ? jsonStr(value) : (jsonText(value) as Code);

/** A JavaScript property access: `.name` for identifiers, `["name"]` otherwise; `[0]` for indexes. */
export function jsMember(key: string | number): Code {
	if (typeof key === "number") return `[${js(key)}]` as Code;
	return (isJsIdentifier(key) ? `.${key}` : `[${jsStr(key)}]`) as Code;
}

/** A Python subscript: `["name"]` or `[0]`. */
export const pyItem = (key: string | number): Code => `[${py(key)}]` as Code;

/** A jq path step: `.name` for identifiers, `.["name"]` otherwise; `[0]` for indexes. */
export function jqStep(key: string | number): string {
	if (typeof key === "number") return `[${key}]`;
	return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `.[${jsonText(key)}]`;
}

/** True for a name a POSIX shell can expand as `$NAME`. */
export const isShellName = (name: string): boolean => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
