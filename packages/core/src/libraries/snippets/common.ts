/**
 * Small pieces shared by every snippet generator. Generators receive records that may not have been validated, so
 * every read here is defensive (a `tags` that is not a list, an id that is not a string).
 */
import { comment, raw } from "../../code/index.js";
import type { Code } from "../../code/template.js";
import type { ModelRecord } from "../../model.js";
import type { Snippet, SnippetLanguage } from "../../snippet.js";

/** A Python snippet. */
export const python = (content: string): Snippet => ({ language: "python", content });
/** A shell snippet. */
export const bash = (content: string): Snippet => ({ language: "bash", content });
/** A JavaScript snippet. */
export const javascript = (content: string): Snippet => ({ language: "js", content });

/** The catalogued fallback: a message shown as a comment in the snippet's language, instead of code. */
export function fallback(message: string, language: SnippetLanguage = "python"): Snippet[] {
	const key = language === "python" ? message : `${language}\u0000${message}`;
	let content = FALLBACKS.get(key);
	if (content === undefined) {
		content = comment(language, message);
		if (key.length <= 1024) {
			if (FALLBACKS.size >= 256) FALLBACKS.clear();
			FALLBACKS.set(key, content);
		}
	}
	return [{ language, content }];
}

/** Comment text of the fallback messages written so far (generator constants, mostly): bounded, emptied when full. */
const FALLBACKS = new Map<string, string>();

/**
 * A shell snippet of install or download commands written by a generator (never record values). Frozen: generators
 * build these once at module level and hand the same object to every caller.
 */
export function install(...lines: string[]): Snippet {
	return Object.freeze(bash(lines.length === 1 ? (lines[0] as string) : joinedLines(lines, "\n")));
}

/** `pip install -U <packages>` (frozen, as `install`); the package specs are written by the generator, never a record's. */
export function pipInstall(...packages: string[]): Snippet {
	if (packages.length !== 1) return Object.freeze(bash(joinedLines(packages, " ", "pip install -U ")));
	// One package, the most common list: its line found by name alone
	const name = packages[0] as string;
	let line = SINGLE_PIP_LINES.get(name);
	if (line === undefined) {
		line = `pip install -U ${name}`;
		if (SINGLE_PIP_LINES.size >= 256) SINGLE_PIP_LINES.clear();
		SINGLE_PIP_LINES.set(name, line);
	}
	return Object.freeze(bash(line));
}

/** `pip install -U <package>` lines of single packages written so far. */
const SINGLE_PIP_LINES = new Map<string, string>();

/**
 * The text of each list of generator-written lines joined so far, by first line: generators write the same few
 * install lists (their own constants, so the cache stays as small as the set of lists in the code) over and over.
 * (`parts` is kept as given: callers pass a fresh rest array, never one they later change.)
 */
const JOINED = new Map<string, { parts: readonly string[]; separator: string; text: string }[]>();
let joinedCount = 0;

function sameParts(a: readonly string[], b: readonly string[]): boolean {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}

/** `prefix` then `parts` joined by `separator`, built once per distinct list. */
function joinedLines(parts: readonly string[], separator: string, prefix = ""): string {
	const first = parts[0] ?? "";
	let entries = JOINED.get(first);
	if (entries === undefined) {
		entries = [];
		JOINED.set(first, entries);
	}
	for (const entry of entries) {
		if (entry.separator === separator && sameParts(entry.parts, parts)) return entry.text;
	}
	const text = prefix + parts.join(separator);
	// Bounded all the same, should a generator ever pass lines of its own making
	if (++joinedCount > 512) {
		JOINED.clear();
		joinedCount = 1;
		entries = [];
		JOINED.set(first, entries);
	}
	entries.push({ parts, separator, text });
	return text;
}

/** Joins code blocks with one blank line between them, skipping empty ones. */
export function joinBlocks(...blocks: (string | false | undefined)[]): string {
	let out = "";
	for (const b of blocks) {
		if (typeof b === "string" && b.length > 0) out = out.length > 0 ? `${out}\n\n${b}` : b;
	}
	return out;
}

/** A non-blank string, or undefined when the record holds anything else there. */
export function stringOr(value: unknown): string | undefined {
	return typeof value === "string" && value.trim().length > 0 ? value : undefined;
}

/** The model's tags, keeping only strings. */
export function tagsOf(model: ModelRecord): string[] {
	return Array.isArray(model.tags) ? model.tags.filter((t): t is string => typeof t === "string") : [];
}

/** Whether the record carries the tag. */
export function tagged(model: ModelRecord, tag: string): boolean {
	return Array.isArray(model.tags) && model.tags.includes(tag);
}

/** The pipeline tag when it is a string. */
export function pipelineOf(model: ModelRecord): string | undefined {
	return typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
}

/** The model id as a string, whatever the record holds. */
export function idOf(model: ModelRecord): string {
	return typeof model.id === "string" ? model.id : "";
}

/** The id in lower case, for naming conventions in repository names ("-mlx", "Large"). */
export function idLower(model: ModelRecord): string {
	return idOf(model).toLowerCase();
}

/** The model's name without its owner: "org/name" → "name". */
export function repoName(model: ModelRecord): string {
	const id = idOf(model);
	return id.slice(id.indexOf("/") + 1);
}

/** The `text` of the first widget example that has one. */
export function widgetText(model: ModelRecord): string | undefined {
	if (!Array.isArray(model.widgetData)) return undefined;
	for (const example of model.widgetData) {
		const text = stringOr(example?.text);
		if (text) return text;
	}
	return undefined;
}

const REMOTE_CODE = raw(", trust_remote_code=True");
const NO_REMOTE_CODE = raw("");

/** `, trust_remote_code=True` when the model ships its own code (tag `custom_code`), else nothing. */
export function remoteCodeArg(model: ModelRecord): Code {
	return tagged(model, "custom_code") ? REMOTE_CODE : NO_REMOTE_CODE;
}

/** The first string of a string-or-array field (base_model, language, …), if any. */
export function firstOf(value: string | string[] | undefined | null): string | undefined {
	if (typeof value === "string") return value;
	return Array.isArray(value) ? value.find((v) => typeof v === "string") : undefined;
}
