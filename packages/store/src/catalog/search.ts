import type { Db } from "../db/types.js";
import { EXACT_WORDS, EXPANDED_WORDS, type Search, type SearchPart, WORD } from "./query.js";
import type { ModelQuery } from "./types.js";
import { searchTerms } from "./words.js";

/**
 * Word searches over the catalogue's ids: each word of a query (a prefix) is expanded to the stored words that begin
 * with it, and the planner's view of which words are common is kept at hand to choose how a page is read.
 */
export class WordSearch {
	constructor(
		private readonly db: Db,
		/** The catalogue table whose statistics say which words are common (models, datasets or spaces). */
		private readonly table: "models" | "datasets" | "spaces" = "models",
	) {}

	/** The tsquery a word search is asked as (see `expand`), or undefined when the query has no words. */
	async tsquery(q: Pick<ModelQuery, "search">): Promise<string | undefined> {
		return (await this.expand(q))?.tsquery;
	}

	/**
	 * A word search, or undefined when the query has no words. Each word is a prefix: it becomes the stored words that
	 * begin with it (from the word list), asked of the index exactly when they are a few (EXACT_WORDS), which the index
	 * answers several times faster than a prefix (its lists are intersected as it goes instead of gathered whole
	 * first); a word that begins more of them, or none, stays a prefix, which for many rare words is faster than
	 * walking each of their lists ("t5", 37 stored words, within a task at 1M: 25 ms as a prefix, 104 ms as words).
	 */
	async expand(q: Pick<ModelQuery, "search">): Promise<Search | undefined> {
		const terms = q.search === undefined ? [] : searchTerms(q.search);
		if (!terms.length) return undefined;
		const [r, common] = await Promise.all([
			this.db.query<{ term: string; words: string[] }>(
				`SELECT t.term, array(SELECT word FROM words WHERE word >= t.term AND word < t.term || chr(1114111)
					ORDER BY word LIMIT $2) AS words
				 FROM unnest($1::text[]) AS t(term)`,
				[terms, EXPANDED_WORDS + 1],
			),
			this.commonWords(),
		]);
		const found = new Map(r.rows.map((row) => [row.term, row.words.filter((w) => WORD.test(w))]));
		const expanded: string[][] = [];
		const parts = terms.map((term): SearchPart => {
			const words = found.get(term) ?? [];
			// How common the word is: its stored words' shares among the most common ones (a rare word counts as none).
			let share = 0;
			if (words.length > EXPANDED_WORDS) for (const [w, f] of common) share += w.startsWith(term) ? f : 0;
			else for (const w of words) share += common.get(w) ?? 0;
			if (!words.length || words.length > EXACT_WORDS) return { text: `'${term}':*`, share, exact: false };
			if (words.length === 1) return { text: `'${words[0]}'`, share, exact: true };
			expanded.push(words);
			return { text: `(${words.map((w) => `'${w}'`).join(" | ")})`, share, exact: false };
		});
		return { tsquery: parts.map((p) => p.text).join(" & "), expanded, parts, shares: common };
	}

	/**
	 * Whether a search may have few matches although the planner cannot tell: one of its words stands for several
	 * stored words, none of them among the most common ones the planner keeps statistics of. The planner counts each
	 * such word as if it were nearly common (37 matches estimated at 9,819 at 1M) and would walk the sort order's index.
	 */
	async fewHitsLikely(search: Search | undefined): Promise<boolean> {
		if (!search?.expanded.length) return false;
		const common = await this.commonWords();
		return search.expanded.some((words) => !words.some((w) => common.has(w)));
	}

	private common?: { at: number; words: Promise<Map<string, number>> };

	/**
	 * The words the planner's statistics name as the most common in ids, with the share of rows holding each (re-read
	 * at most once a minute).
	 */
	private commonWords(): Promise<Map<string, number>> {
		if (!this.common || Date.now() - this.common.at > 60_000) {
			const words = this.db
				.query<{ w: string[] | null; f: number[] | null }>(
					`SELECT most_common_elems::text::text[] AS w, most_common_elem_freqs AS f
					 FROM pg_stats WHERE tablename = $1 AND attname = 'words'`,
					[this.table],
				)
				.then((r) => {
					const { w, f } = r.rows[0] ?? { w: null, f: null };
					return new Map((w ?? []).map((word, i) => [word, Number(f?.[i] ?? 0)]));
				});
			words.catch(() => {
				this.common = undefined;
			});
			this.common = { at: Date.now(), words };
		}
		return this.common.words;
	}
}
