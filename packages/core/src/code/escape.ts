/**
 * Character-level escaping shared by the Python and JavaScript literal writers.
 *
 * Both languages accept `\n`, `\r`, `\t`, `\\`, `\xNN` and `\uNNNN` escapes with the same meaning, so one routine
 * serves both: it escapes the quote character, the backslash, every control character (C0, DEL, C1), the Unicode
 * line and paragraph separators, the byte-order mark and lone surrogates (which cannot be encoded in UTF-8 source).
 */
function hex(code: number, width: number): string {
	return code.toString(16).padStart(width, "0");
}

/**
 * Any character outside printable ASCII, and the five printable ones that some quote or `extra` needs escaped
 * (`"`, `$`, `'`, `\`, `` ` ``): text without one (most ids and labels) is written as it is after one
 * regular-expression scan, cheaper than the loop below. (Other text goes through the loop, which leaves the
 * characters that need no escape, such as accented letters, as they are.)
 */
const MAY_NEED_ESCAPE = /[^ !#%&(-[\]-_a-~]/;

/** True when `s` can be placed between double quotes, in Python, JavaScript or JSON, exactly as it is. */
export function isPlainText(s: string): boolean {
	return !MAY_NEED_ESCAPE.test(s);
}

/**
 * Escapes `s` for the inside of a string literal delimited by `quote`; `extra` lists more characters to escape
 * (among `"`, `'`, `` ` `` and `$`). Text that needs no escape (most ids and labels) is returned as it is; text that
 * does is copied in runs between the escapes, in one pass over its char codes.
 */
export function escapeForQuotes(s: string, quote: '"' | "'" | "`", extra = ""): string {
	return isPlainText(s) ? s : escapeEach(s, quote, extra);
}

function escapeEach(s: string, quote: '"' | "'" | "`", extra: string): string {
	let out = "";
	let start = 0;
	for (let i = 0; i < s.length; i++) {
		const c = s.charCodeAt(i);
		let written: string;
		if (c >= 0x20 && c < 0x7f) {
			if (c === 0x5c) written = "\\\\";
			else if (c === 0x22 || c === 0x27 || c === 0x60 || c === 0x24) {
				const ch = s[i] as string;
				if (ch !== quote && !extra.includes(ch)) continue;
				written = `\\${ch}`;
			} else continue;
		} else if (c <= 0x9f) {
			written = c === 0x0a ? "\\n" : c === 0x0d ? "\\r" : c === 0x09 ? "\\t" : `\\x${hex(c, 2)}`;
		} else if (c >= 0xd800 && c <= 0xdbff) {
			// A well-formed surrogate pair is one character and stays; a lone surrogate cannot be encoded in UTF-8
			const next = s.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) {
				i++;
				continue;
			}
			written = `\\u${hex(c, 4)}`;
		} else if (c === 0x2028 || c === 0x2029 || c === 0xfeff || (c >= 0xdc00 && c <= 0xdfff)) {
			written = `\\u${hex(c, 4)}`;
		} else continue;
		out += s.slice(start, i) + written;
		start = i + 1;
	}
	return start === 0 ? s : out + s.slice(start);
}
