/**
 * Writes a JSON value as a Python, JavaScript or JSON literal, pretty-printed, optionally with one field (a "hole")
 * replaced by code, such as the variable holding a base64-encoded file. Every key and scalar goes through the
 * language's literal writer.
 */
import type { JsonValue } from "../../code/index.js";
import { SHARED_SAMPLE_VALUES } from "../samples.js";
import { type Code, js, jsKey, json, jsonStr, py, pyStr } from "./code.js";

export type DataSyntax = "py" | "js" | "json";

/** A field of the value, by path, written as the given code instead of its value. */
export interface Hole {
	at: readonly string[];
	code: Code;
}

const INLINE_WIDTH = 60;

function scalar(value: JsonValue, syntax: DataSyntax): Code {
	return syntax === "py" ? py(value) : syntax === "js" ? js(value) : json(value);
}

function key(name: string, syntax: DataSyntax): string {
	if (syntax === "py") return pyStr(name);
	if (syntax === "js") return jsKey(name);
	return jsonStr(name);
}

/** Python and JavaScript literals end exploded collections with a comma (black and prettier style); JSON cannot. */
const trailing = (syntax: DataSyntax): string => (syntax === "json" ? "" : ",");

const isScalar = (v: JsonValue): boolean => v === null || typeof v !== "object";

// Line breaks followed by indentation, by width: built once, shared by every call.
const BREAKS: string[] = Array.from({ length: 33 }, (_, n) => `\n${" ".repeat(n)}`);
const lineBreak = (width: number): string => BREAKS[width] ?? `\n${" ".repeat(width)}`;

const SYNTAXES: readonly DataSyntax[] = ["py", "js", "json"];

/**
 * The shared sample values (frozen constants of samples.ts, never record data) as written in each layout, keyed by
 * layout number: filled on first use, so each constant is written once per syntax, indent and depth.
 */
const SHARED = new Map<object, Map<number, Code>>(SHARED_SAMPLE_VALUES.map((v) => [v, new Map()]));

type Collection = JsonValue[] | { [key: string]: JsonValue };

function shared(
	layouts: Map<number, Code>,
	value: Collection,
	syntax: DataSyntax,
	indent: number,
	depth: number,
): Code {
	const layout = (depth * 64 + indent) * 4 + SYNTAXES.indexOf(syntax);
	let written = layouts.get(layout);
	if (written === undefined) {
		written = write(value, syntax, indent, depth);
		layouts.set(layout, written);
	}
	return written;
}

/**
 * `value` as a literal of `syntax`; nested lines are indented by `indent` spaces per level, starting at level
 * `depth` (the closing bracket sits at `depth`). Arrays of scalars stay on one line when short.
 */
export function data(value: JsonValue, syntax: DataSyntax, indent: number, depth = 0, hole?: Hole, level = 0): Code {
	if (hole && level === hole.at.length) return hole.code;
	if (value === null || typeof value !== "object") return scalar(value, syntax);
	const layouts = hole === undefined ? SHARED.get(value) : undefined;
	if (layouts !== undefined) return shared(layouts, value, syntax, indent, depth);
	return write(value, syntax, indent, depth, hole, level);
}

/** A collection as a literal (see data). */
function write(value: Collection, syntax: DataSyntax, indent: number, depth: number, hole?: Hole, level = 0): Code {
	const pad = lineBreak(indent * (depth + 1));
	const end = lineBreak(indent * depth);
	const comma = trailing(syntax);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]" as Code;
		let inline = "";
		let flat = true;
		for (const item of value) {
			if (!isScalar(item)) {
				flat = false;
				break;
			}
			inline += (inline === "" ? "" : ", ") + scalar(item, syntax);
			if (inline.length > INLINE_WIDTH) {
				flat = false;
				break;
			}
		}
		if (flat) return `[${inline}]` as Code;
		let out = "[";
		for (let i = 0; i < value.length; i++) {
			out += `${i > 0 ? "," : ""}${pad}${data(value[i] as JsonValue, syntax, indent, depth + 1)}`;
		}
		return `${out}${comma}${end}]` as Code;
	}
	const step = hole?.at[level];
	let out = "{";
	const keys = Object.keys(value);
	for (let i = 0; i < keys.length; i++) {
		const k = keys[i] as string;
		const v = value[k] as JsonValue;
		const inner = step === k ? data(v, syntax, indent, depth + 1, hole, level + 1) : data(v, syntax, indent, depth + 1);
		out += `${i > 0 ? "," : ""}${pad}${key(k, syntax)}: ${inner}`;
	}
	if (keys.length === 0) return "{}" as Code;
	return `${out}${comma}${end}}` as Code;
}
