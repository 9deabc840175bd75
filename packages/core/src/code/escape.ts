/**
 * Character-level escaping shared by the Python and JavaScript literal writers.
 *
 * Both languages accept `\n`, `\r`, `\t`, `\\`, `\xNN` and `\uNNNN` escapes with the same meaning, so one routine
 * serves both: it escapes the quote character, the backslash, every control character (C0, DEL, C1), the Unicode
 * line and paragraph separators, the byte-order mark and lone surrogates (which cannot be encoded in UTF-8 source).
 */
const SIMPLE: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

function hex(code: number, width: number): string {
	return code.toString(16).padStart(width, "0");
}

// Every character that may need an escape. With the `u` flag a well-formed surrogate pair is one code point, so the
// surrogate range only matches lone surrogates.
const NEEDS_ESCAPE = /[\\\n\r\t\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff"'`$\ud800-\udfff]/gu;

/** Escapes `s` for the inside of a string literal delimited by `quote`; `extra` lists more characters to escape. */
const ANY_ESCAPE = /[\\\n\r\t\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff"'`$\ud800-\udfff]/u;

/**
 * Whether `s` holds no character NEEDS_ESCAPE matches: a plain loop over char codes, several times faster than the
 * regular expression on the short values (ids, labels) snippets are made of.
 */
function plain(s: string): boolean {
	for (let i = 0; i < s.length; i++) {
		const c = s.charCodeAt(i);
		if (c < 0x7f) {
			// Controls, '"' (22), '$' (24), "'" (27), '\\' (5c), '`' (60)
			if (c < 0x20 || c === 0x22 || c === 0x24 || c === 0x27 || c === 0x5c || c === 0x60) return false;
		} else if (c <= 0x9f || c === 0x2028 || c === 0x2029 || c === 0xfeff || (c >= 0xd800 && c <= 0xdfff)) {
			// Surrogates may form a well-formed pair: the regular expression decides
			return !ANY_ESCAPE.test(s);
		}
	}
	return true;
}

export function escapeForQuotes(s: string, quote: '"' | "'" | "`", extra = ""): string {
	// Most values (ids, labels) need no escape at all: skip the replace pass for them.
	if (plain(s)) return s;
	return s.replace(NEEDS_ESCAPE, (ch) => {
		const simple = SIMPLE[ch];
		if (simple) return simple;
		if (ch === quote) return `\\${ch}`;
		if (ch === '"' || ch === "'" || ch === "`" || ch === "$") {
			return extra.includes(ch) ? `\\${ch}` : ch;
		}
		const code = ch.charCodeAt(0);
		return code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
	});
}
