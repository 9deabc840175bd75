import type { Visibility } from "../policy/policy.js";
import { type CursorValue, encodeCursor } from "./cursor.js";
import type { ModelQuery, ModelSummary, SortKey, StoredModel, Total } from "./types.js";
import { quoteLexeme, searchTerms, taskLexeme } from "./words.js";

/**
 * The pieces every catalogue query is made of: the filters of a query (with the caller's visibility), its order and
 * page size, keyset cursors, and the rows it reads.
 */

/** Raised for a query the store cannot run as asked (a bad cursor, a limit out of range); its message names it. */
export class QueryError extends Error {
	constructor(
		readonly parameter: string,
		message: string,
	) {
		super(message);
	}
}

/** Each order's column, and whether it holds dates or whole numbers (a cursor's value must be of the same kind). */
export const SORT_COLUMNS: Record<SortKey, { column: string; date: boolean; integer?: true }> = {
	downloads: { column: "downloads", date: false, integer: true },
	likes: { column: "likes", date: false, integer: true },
	trendingScore: { column: "trending_score", date: false },
	lastModified: { column: "last_modified", date: true },
	createdAt: { column: "created_at", date: true },
};

export const MAX_LIMIT = 1000;
/** Counts are exact up to this many matches; past it they are the planner's estimate, labelled as such. */
export const EXACT_COUNT_CAP = 10_000;
/**
 * Up to how many matches a first page with its total is read from all its matches, counted exactly whatever the cap
 * (see ModelCatalog.firstPageWithTotal).
 */
export const GATHERED = 4000;

export const SUMMARY_COLUMNS = `id, author, pipeline_tag, library_name, tags, downloads, likes, trending_score,
	created_at AS created, last_modified AS modified, parameters, gated, private, seq`;

export interface SummaryRow {
	id: string;
	author: string;
	pipeline_tag: string | null;
	library_name: string | null;
	tags: string[];
	downloads: number;
	likes: number;
	trending_score: number;
	created: Date | string;
	modified: Date | string;
	parameters: number | null;
	gated: string | null;
	private: boolean;
	/** The model's place in the order models arrived in the store: what breaks ties in every sort order. */
	seq: number | string;
	sort_value?: number | Date | string;
}

export function toSummary(r: SummaryRow): ModelSummary {
	const s: ModelSummary = {
		id: r.id,
		author: r.author,
		tags: r.tags,
		downloads: Number(r.downloads),
		likes: Number(r.likes),
		trendingScore: Number(r.trending_score),
	};
	if (r.pipeline_tag !== null) s.pipeline_tag = r.pipeline_tag;
	if (r.library_name !== null) s.library_name = r.library_name;
	const created = isoDate(r.created);
	if (created) s.createdAt = created;
	const modified = isoDate(r.modified);
	if (modified) s.lastModified = modified;
	if (r.parameters !== null) s.parameters = Number(r.parameters);
	if (r.gated !== null) s.gated = JSON.parse(r.gated) as boolean | string;
	s.private = r.private === true;
	return s;
}

/** A timestamp column as ISO text; the epoch stands for "absent". */
function isoDate(v: Date | string): string | undefined {
	const d = v instanceof Date ? v : new Date(v);
	const t = d.getTime();
	return Number.isNaN(t) || t === 0 ? undefined : d.toISOString();
}

export interface RecordRow {
	record: string;
	card: string | null;
}

export function toStored(row: RecordRow): StoredModel {
	const record = JSON.parse(row.record) as StoredModel["record"];
	return row.card === null ? { record } : { record, card: row.card };
}

/** A WHERE clause under construction: SQL pieces with their `$n` parameters. */
export class Where {
	readonly parts: string[] = [];
	readonly params: unknown[] = [];
	add(sqlWithPlaceholder: (p: string) => string, value: unknown): void {
		this.params.push(value);
		this.parts.push(sqlWithPlaceholder(`$${this.params.length}`));
	}
	/** Adds the caller's visibility condition, if it has one. */
	restrict(viewer: Visibility): void {
		const c = viewer.condition(this.params.length + 1);
		if (!c) return;
		this.params.push(...c.params);
		this.parts.push(c.sql);
	}
	get sql(): string {
		return this.parts.length ? `WHERE ${this.parts.join(" AND ")}` : "";
	}
}

/**
 * How a first page and its total are read, for both catalogues. When the planner expects few matches (at most
 * GATHERED, or the cap if more), one read of them all gives the page and the exact count (`gathered`); a query that
 * matches more is read in order (`ordered`) with the labelled estimate. A query found to match more although the
 * planner expected fewer is remembered for a minute (at most 1,000 of them): the failed read of all its matches cost
 * 100–250 ms at 1M, once per order, so its other orders and pages are read in order at once. A query that has since
 * come to match fewer is then only read in order, its total labelled an estimate, until it is tried again.
 */
export class FirstPages {
	/** Each remembered query's filters, and until when. */
	private readonly many = new Map<string, number>();

	async read<P>(
		where: Where,
		estimate: number,
		cap: number,
		reads: {
			gathered: (most: number) => Promise<{ page: P; total: Total } | undefined>;
			ordered: () => Promise<P>;
		},
	): Promise<{ page: P; total: Total }> {
		const most = Math.max(cap, GATHERED);
		const key = JSON.stringify([where.sql, where.params]);
		const until = this.many.get(key);
		if (until !== undefined && until > Date.now())
			return { page: await reads.ordered(), total: pastCap(estimate, most) };
		if (estimate > most) return { page: await reads.ordered(), total: pastCap(estimate, cap) };
		const few = await reads.gathered(most);
		if (few) return few;
		this.many.delete(key);
		this.many.set(key, Date.now() + 60_000);
		if (this.many.size > 1000) this.many.delete(this.many.keys().next().value as string);
		return { page: await reads.ordered(), total: pastCap(estimate, most) };
	}
}

/** Matches a search with expanded words may have for its pages to be read from its matches (see fromFewHits). */
export const SPARSE_HITS = 2000;
/** How many stored words a search word may stand for before it is searched as a prefix instead. */
export const EXPANDED_WORDS = 64;
/** Up to how many stored words a search word is asked as those words; past it, as a prefix (see WordSearch.expand). */
export const EXACT_WORDS = 4;
/** A stored word as idWords makes them: letters and digits only, so it can be quoted in a tsquery as it is. */
export const WORD = /^[\p{L}\p{N}]+$/u;

/** A word search: its tsquery, the word lists its expanded words stand for (those of two or more words), its parts. */
export interface Search {
	tsquery: string;
	expanded: string[][];
	/** One per word of the query, in order: `tsquery` is them joined with `&`. */
	parts: SearchPart[];
	/** The shares of the rows holding the most common lexemes (words and tasks), from the planner's statistics. */
	shares: ReadonlyMap<string, number>;
}

/** A query word as the tsquery asks it. */
export interface SearchPart {
	/** Its tsquery text: one stored word, several (`|`), or a prefix (`:*`). */
	text: string;
	/** One stored word, asked exactly (the words index intersects it with others without reading its whole list). */
	exact: boolean;
	/** About what share of the rows it matches, from the planner's statistics of the most common words (0 if rare). */
	share: number;
}

/**
 * A word a tenth of the catalogue or more holds ("3": a third at 1M), asked as several words or as a prefix, costs the
 * words index a read of every row it matches (84 ms for "3" at 1M): it is checked on the rows the rest of the search
 * finds instead, when the rest is narrow enough (NARROW_SHARE) to find few.
 */
const COMMON_SHARE = 0.1;
/**
 * A prefix is read whole by the words index (every row of every word it stands for, before any intersection), where an
 * exact word is skipped through: a prefix matching this many times more rows than the rest of the search is checked on
 * the rows the rest finds, however common it is ("7b" at 1M: 6 % of the rows, 60,000 read to keep 41 in
 * "mistral 7b" within image classification; 38 ms, against 14 ms checking it on the 755 rows "mistral" and the task
 * find). Reading a row from the table costs about ten times more than reading its entry in the index.
 */
const PREFIX_FACTOR = 10;
/** The share of the catalogue the rest of a search must be expected to match for its common words to be checked. */
const NARROW_SHARE = 0.005;
/** The share assumed for a word the statistics do not name as common (they name those above about 0.2 %). */
const RARE_SHARE = 0.002;

/**
 * A search split for a read of all its matches: what the words index is asked (its rarer words and the task's
 * lexeme, see narrowSearch), and what is checked on the rows it finds (its common words asked as prefixes or word
 * lists), if anything. "llama 3" in a task: the index reads "llama" within the task (3,032 rows at 1M) and "3" is
 * checked on those, 19 ms, where asking the index for both took 106 ms. The commonest words are taken out first, each
 * while what stays in the index is narrow enough.
 */
export function splitSearch(q: ModelQuery, search: Search): SplitSearch {
	const task = taskLexeme(q.pipelineTag);
	const taskShare = task ? (search.shares.get(task) ?? RARE_SHARE) : 1;
	const moved = new Set<SearchPart>();
	const candidates = search.parts.filter((p) => !p.exact).sort((a, b) => b.share - a.share);
	for (const part of candidates) {
		const kept = search.parts.filter((p) => p !== part && !moved.has(p));
		if (!kept.length && !task) continue;
		// What the rest matches, supposing the words and the task independent of one another.
		const rest = kept.reduce((share, p) => share * Math.max(p.share, RARE_SHARE), taskShare);
		if (rest > NARROW_SHARE) continue;
		const prefix = part.text.endsWith(":*");
		if (part.share >= COMMON_SHARE || (prefix && part.share >= PREFIX_FACTOR * rest)) moved.add(part);
	}
	if (!moved.size) return { indexed: narrowSearch(q, search.tsquery) };
	const kept = search.parts.filter((p) => !moved.has(p));
	const indexed = [...kept.map((p) => p.text), ...(task ? [quoteLexeme(task)] : [])].join(" & ");
	return {
		indexed,
		checked: search.parts
			.filter((p) => moved.has(p))
			.map((p) => p.text)
			.join(" & "),
	};
}

/**
 * The query's filters and the caller's visibility; a word search as the tsquery `WordSearch.expand` made of its words, always the first
 * parameter. `narrow` asks the words index for the query's task too (see `taskLexeme`): for a statement that reads
 * every match (up to a cap), so that it reads only those within the task. Not for the planner's estimates (it would
 * count the task twice, once per condition, and think the search six times narrower than it is), nor for a page
 * read in order, which the planner may rather find by walking the task's index. A search split by `splitSearch` is
 * narrow: its common words are checked on the rows the index finds.
 */
export function filters(q: ModelQuery, viewer: Visibility, search?: string | SplitSearch, narrow = false): Where {
	const w = new Where();
	const split = typeof search === "string" ? { indexed: narrow ? narrowSearch(q, search) : search } : search;
	const byWords = split !== undefined && (narrow || typeof search !== "string");
	if (split) {
		w.add((p) => `words @@ ${p}::tsquery`, split.indexed);
		// Concatenated with nothing, so that the planner checks it on the rows rather than asking the index.
		if (split.checked !== undefined) w.add((p) => `(words || ''::tsvector) @@ ${p}::tsquery`, split.checked);
	}
	if (q.author !== undefined) w.add((p) => `author = ${p}`, q.author);
	if (q.pipelineTag !== undefined) {
		// When the words index finds the task, its own index must not be read as well: intersecting the two read the
		// task's every row (122,027 for text-generation at 1M, up to 53 ms) to keep a few hundred.
		const viaWords = byWords && taskLexeme(q.pipelineTag) !== undefined;
		w.add((p) => (viaWords ? `pipeline_tag || '' = ${p}` : `pipeline_tag = ${p}`), q.pipelineTag);
	}
	if (q.library !== undefined) w.add((p) => `library_name = ${p}`, q.library);
	const tags = (q.tags ?? []).filter((t) => t !== "");
	if (tags.length) w.add((p) => `tags @> ${p}::text[]`, tags);
	if (q.gated !== undefined) w.parts.push(gatedCondition(q.gated));
	w.restrict(viewer);
	return w;
}

/**
 * Gated repositories only (true) or open ones only (false), on a catalogue table's `gated` column (the record's value
 * as JSON: `"auto"`, `"manual"`, `true`; `false` or NULL when open). Every type's list takes it.
 */
export function gatedCondition(gated: boolean): string {
	return gated ? "(gated IS NOT NULL AND gated <> 'false')" : "(gated IS NULL OR gated = 'false')";
}

/** A search as `splitSearch` divides it. */
export interface SplitSearch {
	indexed: string;
	checked?: string;
}

/** A search's tsquery with the query's task lexeme, when it has a task that has one (the column filter stays too). */
export function narrowSearch(q: ModelQuery, search: string): string {
	const task = taskLexeme(q.pipelineTag);
	return task ? `(${search}) & ${quoteLexeme(task)}` : search;
}

/** The one filter a query has, when it has exactly one that the facets table counts. */
export function singleFacet(q: ModelQuery): { kind: string; value: string } | undefined | null {
	const tags = (q.tags ?? []).filter((t) => t !== "");
	const hasSearch = q.search !== undefined && searchTerms(q.search).length > 0;
	const facets: { kind: string; value: string }[] = [];
	if (q.author !== undefined) facets.push({ kind: "author", value: q.author });
	if (q.pipelineTag !== undefined) facets.push({ kind: "pipeline_tag", value: q.pipelineTag });
	if (q.library !== undefined) facets.push({ kind: "library_name", value: q.library });
	for (const t of tags) facets.push({ kind: "tag", value: t });
	// The facets table counts no gating: a query by it is counted from the rows.
	if (hasSearch || q.gated !== undefined || facets.length > 1) return undefined;
	return facets.length === 1 ? (facets[0] as { kind: string; value: string }) : null;
}

/** The ways a model is built on another, as `base_model:<relation>:<id>` tags name them. */
const RELATIONS = ["adapter", "finetune", "quantized", "merge"];

/** The tags that name a model as a base, one per relation. */
export function childTags(id: string): string[] {
	return RELATIONS.map((rel) => `base_model:${rel}:${id}`);
}

/** Counts per relation from the facet rows of those tags. */
export function childrenOf(rows: { value: string; count: number | string }[]): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const row of rows) {
		const rel = row.value.split(":")[1];
		if (rel) counts[rel] = Number(row.count);
	}
	return counts;
}

/** A query's sort column, direction and page size, checked. */
export function orderOf(q: ModelQuery): {
	sort: { column: string; date: boolean; integer?: true };
	desc: boolean;
	limit: number;
} {
	const limit = q.limit ?? 20;
	if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
		throw new QueryError("limit", `limit must be a whole number from 1 to ${MAX_LIMIT}`);
	const sort = SORT_COLUMNS[q.sort ?? "downloads"];
	if (!sort) throw new QueryError("sort", `sort must be one of ${Object.keys(SORT_COLUMNS).join(", ")}`);
	return { sort, desc: (q.direction ?? "desc") === "desc", limit };
}

/** The keyset cursor of a listed row. */
export function cursorOf(row: SummaryRow, date: boolean): string {
	const v = row.sort_value;
	const value: CursorValue = v instanceof Date ? v.toISOString() : date ? String(v) : Number(v);
	return encodeCursor(value, Number(row.seq));
}

/** The total of a query known to match more than `cap` models: the planner's estimate, labelled so. */
export function pastCap(estimate: number, cap: number): Total {
	return { value: Math.max(estimate, cap + 1), exact: false };
}
