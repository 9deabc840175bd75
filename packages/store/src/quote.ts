import { filePathError } from "@modelhub/core";

/**
 * Input in error lines. A terminal acts on control characters (ESC starts a sequence that can recolour, move the
 * cursor, retitle the window or rewrite what was printed; BEL rings; CR returns to the line's start) and bidi controls
 * reorder what is shown, so an error line never carries them raw: every line that quotes input does it through
 * `quote` (quoted, escaped, bounded), and the lines a command prints pass `printable` on their way out.
 */

/**
 * C0 and C1 controls, DEL, lone surrogates, and the invisible characters that reorder or hide text: the soft hyphen,
 * the Arabic letter mark, zero-width and bidi marks, embeddings, overrides and isolates, line and paragraph
 * separators, word joiners, the byte-order mark and interlinear annotation marks.
 */
const UNSAFE =
	/[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeOne(c: string): string {
	const named = NAMED[c];
	if (named) return named;
	const code = c.charCodeAt(0);
	return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** The text with every unsafe character written as an escape (`\x1b`, `\n`, `\u202e`); other text as it is. */
export function printable(text: string, max = 2000): string {
	const safe = text.replace(UNSAFE, escapeOne);
	return safe.length > max ? `${safe.slice(0, max)}… (cut)` : safe;
}

/**
 * A value from the input as an error line quotes it: in double quotes, with backslashes, quotes and unsafe characters
 * escaped, at most `max` characters of it (then `…` and its length).
 */
export function quote(value: unknown, max = 60): string {
	const text = typeof value === "string" ? value : String(JSON.stringify(value) ?? value);
	const chars = Array.from(text);
	const shown = chars.length > max ? chars.slice(0, max).join("") : text;
	const body = shown.replace(/[\\"]/g, (c) => `\\${c}`).replace(UNSAFE, escapeOne);
	return chars.length > max ? `"${body}"… (${chars.length.toLocaleString("en-US")} characters)` : `"${body}"`;
}

/**
 * Why JSON.parse refused a text, without the excerpt of the input that V8 puts in some of its messages (raw, and
 * unbounded in what it shows): the character it stopped at is quoted instead.
 */
export function jsonParseError(e: unknown): string {
	const message = String((e as Error)?.message ?? e).split("\n")[0] ?? "";
	const token = /^Unexpected token '([\s\S]+?)', (?:\.\.\.)?"/.exec(message);
	if (token) return `unexpected character ${quote(token[1])}`;
	return printable(message, 200);
}

/**
 * Why a path cannot be a repository file's (see filePathError), with the path quoted so that the message shows what
 * it holds (a right-to-left override escaped, never acting on the message); undefined for a path that can be.
 */
export function pathRefusal(path: string): string | undefined {
	const bad = filePathError(path);
	return bad && `${quote(path, 200)}: ${bad}`;
}
