import type { Db } from "../db/types.js";
import { EXPANDED_WORDS, type Search, WORD } from "./query.js";
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
	 * begin with it (from the word list), asked of the index exactly, which the index answers several times faster
	 * than a prefix (its lists are intersected as it goes instead of gathered whole first). A word that begins more
	 * than EXPANDED_WORDS stored words, or none, stays a prefix.
	 */
	async expand(q: Pick<ModelQuery, "search">): Promise<Search | undefined> {
		const terms = q.search === undefined ? [] : searchTerms(q.search);
		if (!terms.length) return undefined;
		const r = await this.db.query<{ term: string; words: string[] }>(
			`SELECT t.term, array(SELECT word FROM words WHERE word >= t.term AND word < t.term || chr(1114111)
				ORDER BY word LIMIT $2) AS words
			 FROM unnest($1::text[]) AS t(term)`,
			[terms, EXPANDED_WORDS + 1],
		);
		const found = new Map(r.rows.map((row) => [row.term, row.words.filter((w) => WORD.test(w))]));
		const expanded: string[][] = [];
		const tsquery = terms
			.map((term) => {
				const words = found.get(term) ?? [];
				if (!words.length || words.length > EXPANDED_WORDS) return `'${term}':*`;
				if (words.length === 1) return `'${words[0]}'`;
				expanded.push(words);
				return `(${words.map((w) => `'${w}'`).join(" | ")})`;
			})
			.join(" & ");
		return { tsquery, expanded };
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

	private common?: { at: number; words: Promise<Set<string>> };

	/** The words the planner's statistics name as the most common in ids (re-read at most once a minute). */
	private commonWords(): Promise<Set<string>> {
		if (!this.common || Date.now() - this.common.at > 60_000) {
			const words = this.db
				.query<{ w: string[] | null }>(
					"SELECT most_common_elems::text::text[] AS w FROM pg_stats WHERE tablename = $1 AND attname = 'words'",
					[this.table],
				)
				.then((r) => new Set(r.rows[0]?.w ?? []));
			words.catch(() => {
				this.common = undefined;
			});
			this.common = { at: Date.now(), words };
		}
		return this.common.words;
	}
}
