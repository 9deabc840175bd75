/**
 * Word search over model ids. An id is cut into segments at every character that is not a letter or a digit
 * (`-`, `_`, `.`, `/`); each segment is indexed whole and also cut at case and letter/digit changes, so
 * "meta-llama/Llama-3.1-8B-Instruct" is found by meta, llama, 3, 1, 8b, 8, b and instruct. A query's words are
 * matched as prefixes of those: "Llama 3.1" finds it, and so does "llam inst" while it is being typed.
 */
const SEGMENT = /[^\p{L}\p{N}]+/u;
const PARTS = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;
const MAX_WORD = 64;
const MAX_TERMS = 8;

/**
 * The distinct lexemes an id is found by. Queries match lexemes as prefixes, so a word that begins another one adds
 * nothing ("llama" within "llama2", "8" within "8b") and is left out: the same ids are found with a smaller index.
 */
export function idWords(id: string): string[] {
	const words = new Set<string>();
	if (ASCII.test(id)) asciiWords(id, words);
	else {
		for (const segment of id.split(SEGMENT)) {
			if (!segment) continue;
			words.add(segment.toLowerCase().slice(0, MAX_WORD));
			for (const part of segment.split(PARTS)) if (part) words.add(part.toLowerCase().slice(0, MAX_WORD));
		}
	}
	const all = [...words];
	return all.filter((w) => !all.some((other) => other.length > w.length && other.startsWith(w)));
}

const ASCII = /^[\x00-\x7f]*$/;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
/** An ASCII character's kind: a lower- or upper-case letter, a digit, or 0 for any other (a separator). */
const kind = (c: number) => (c >= 97 && c <= 122 ? LOWER : c >= 65 && c <= 90 ? UPPER : c >= 48 && c <= 57 ? DIGIT : 0);

/**
 * `idWords`' segments and parts of an all-ASCII id (every id the store accepts), found in one pass over its
 * characters instead of with the Unicode patterns (which were most of an import's time for the words).
 */
function asciiWords(id: string, words: Set<string>): void {
	let start = -1;
	for (let i = 0; i <= id.length; i++) {
		if (i < id.length && kind(id.charCodeAt(i)) !== 0) {
			if (start < 0) start = i;
			continue;
		}
		if (start < 0) continue;
		const segment = id.slice(start, i).toLowerCase();
		words.add(segment.slice(0, MAX_WORD));
		// Cut where a lower-case letter meets an upper-case one, before the last of a run of capitals that a lower-case
		// letter follows, and between letters and digits.
		let from = 0;
		for (let j = start + 1; j < i; j++) {
			const before = kind(id.charCodeAt(j - 1));
			const here = kind(id.charCodeAt(j));
			const cut =
				(before === LOWER && here === UPPER) ||
				(before === UPPER && here === UPPER && j + 1 < i && kind(id.charCodeAt(j + 1)) === LOWER) ||
				(before !== DIGIT && here === DIGIT) ||
				(before === DIGIT && here !== DIGIT);
			if (!cut) continue;
			words.add(segment.slice(from, j - start).slice(0, MAX_WORD));
			from = j - start;
		}
		if (from > 0) words.add(segment.slice(from).slice(0, MAX_WORD));
		start = -1;
	}
}

/** The query's words (at most 8), lowercased; empty when it has none. */
export function searchTerms(query: string): string[] {
	const terms = new Set<string>();
	for (const segment of query.split(SEGMENT)) {
		if (segment) terms.add(segment.toLowerCase().slice(0, MAX_WORD));
		if (terms.size === MAX_TERMS) break;
	}
	return [...terms];
}

/**
 * The terms as a tsquery text: every term a quoted prefix, all required. Terms hold only letters and digits, so the
 * quoting cannot be broken; the text still travels as a bound parameter.
 */
export function toTsquery(terms: string[]): string {
	return terms.map((t) => `'${t}':*`).join(" & ");
}

/** The longest task that gets a lexeme (a longer one is still filtered on, by its column alone). */
const MAX_TASK = 256;

/**
 * The lexeme that files a model under its task among its words, so that a word search within a task is answered by
 * the words index alone (without it, "bert base" in text-generation read 1,352 rows to keep 158 at 1M models). It
 * begins with a control character, which no id word and no search term holds, and never enters the word list.
 */
export function taskLexeme(task: string | null | undefined): string | undefined {
	return task && task.length <= MAX_TASK ? `\u0001${task}` : undefined;
}

/** A lexeme as a tsquery operand: quoted, its quotes and backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
	return `'${lexeme.replace(/[\\']/g, "\\$&")}'`;
}
