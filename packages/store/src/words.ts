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
	for (const segment of id.split(SEGMENT)) {
		if (!segment) continue;
		words.add(segment.toLowerCase().slice(0, MAX_WORD));
		for (const part of segment.split(PARTS)) if (part) words.add(part.toLowerCase().slice(0, MAX_WORD));
	}
	const all = [...words];
	return all.filter((w) => !all.some((other) => other.length > w.length && other.startsWith(w)));
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
