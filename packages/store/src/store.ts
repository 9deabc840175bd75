import { CopyWriter } from "./copy.js";
import { type CursorValue, decodeCursor, encodeCursor } from "./cursor.js";
import { type PreparedBatch, prepareBatch, ROW_COLUMNS } from "./import/batch.js";
import type { ImportItem } from "./import/types.js";
import { ensureIndexes } from "./migrations/index.js";
import { ANALYZE_MODELS, MODEL_INDEX_NAMES } from "./migrations/indexes.js";
import type {
	Db,
	FacetCount,
	FacetKind,
	ModelPage,
	ModelPageFacts,
	ModelQuery,
	ModelSummary,
	SortKey,
	StoredModel,
	Total,
	UpsertCounts,
} from "./types.js";
import { idWords, quoteLexeme, searchTerms, taskLexeme, toTsquery } from "./words.js";

/** Raised for a query the store cannot run as asked (a bad cursor, a limit out of range); its message names it. */
export class QueryError extends Error {
	constructor(
		readonly parameter: string,
		message: string,
	) {
		super(message);
	}
}

const SORT_COLUMNS: Record<SortKey, { column: string; date: boolean }> = {
	downloads: { column: "downloads", date: false },
	likes: { column: "likes", date: false },
	trendingScore: { column: "trending_score", date: false },
	lastModified: { column: "last_modified", date: true },
	createdAt: { column: "created_at", date: true },
};

export const MAX_LIMIT = 1000;
/** Counts are exact up to this many matches; past it they are the planner's estimate, labelled as such. */
export const EXACT_COUNT_CAP = 10_000;

const SUMMARY_COLUMNS = `id, author, pipeline_tag, library_name, tags, downloads, likes, trending_score,
	created_at AS created, last_modified AS modified, parameters, gated, private, seq`;

interface SummaryRow {
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

function toSummary(r: SummaryRow): ModelSummary {
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

interface RecordRow {
	record: string;
	card: string | null;
}

function toStored(row: RecordRow): StoredModel {
	const record = JSON.parse(row.record) as StoredModel["record"];
	return row.card === null ? { record } : { record, card: row.card };
}

/** A WHERE clause under construction: SQL pieces with their `$n` parameters. */
class Where {
	readonly parts: string[] = [];
	readonly params: unknown[] = [];
	add(sqlWithPlaceholder: (p: string) => string, value: unknown): void {
		this.params.push(value);
		this.parts.push(sqlWithPlaceholder(`$${this.params.length}`));
	}
	get sql(): string {
		return this.parts.length ? `WHERE ${this.parts.join(" AND ")}` : "";
	}
}

/** Matches a search with expanded words may have for its pages to be read from its matches (see fromFewHits). */
const SPARSE_HITS = 2000;
/** How many stored words a search word may stand for before it is searched as a prefix instead. */
const EXPANDED_WORDS = 64;
/** A stored word as idWords makes them: letters and digits only, so it can be quoted in a tsquery as it is. */
const WORD = /^[\p{L}\p{N}]+$/u;

/** A word search: its tsquery, and the word lists its expanded words stand for (those of two or more words). */
interface Search {
	tsquery: string;
	expanded: string[][];
}

/**
 * The query's filters; a word search as the tsquery `CatalogStore.expandSearch` made of its words, always the first
 * parameter. `narrow` asks the words index for the query's task too (see `taskLexeme`): for a statement that reads
 * every match (up to a cap), so that it reads only those within the task. Not for the planner's estimates (it would
 * count the task twice, once per condition, and think the search six times narrower than it is), nor for a page
 * read in order, which the planner may rather find by walking the task's index.
 */
function filters(q: ModelQuery, search?: string, narrow = false): Where {
	const w = new Where();
	if (search !== undefined) w.add((p) => `words @@ ${p}::tsquery`, narrow ? narrowSearch(q, search) : search);
	if (q.author !== undefined) w.add((p) => `author = ${p}`, q.author);
	if (q.pipelineTag !== undefined) w.add((p) => `pipeline_tag = ${p}`, q.pipelineTag);
	if (q.library !== undefined) w.add((p) => `library_name = ${p}`, q.library);
	const tags = (q.tags ?? []).filter((t) => t !== "");
	if (tags.length) w.add((p) => `tags @> ${p}::text[]`, tags);
	return w;
}

/** A search's tsquery with the query's task lexeme, when it has a task that has one (the column filter stays too). */
function narrowSearch(q: ModelQuery, search: string): string {
	const task = taskLexeme(q.pipelineTag);
	return task ? `(${search}) & ${quoteLexeme(task)}` : search;
}

/** The one filter a query has, when it has exactly one that the facets table counts. */
function singleFacet(q: ModelQuery): { kind: string; value: string } | undefined | null {
	const tags = (q.tags ?? []).filter((t) => t !== "");
	const hasSearch = q.search !== undefined && searchTerms(q.search).length > 0;
	const facets: { kind: string; value: string }[] = [];
	if (q.author !== undefined) facets.push({ kind: "author", value: q.author });
	if (q.pipelineTag !== undefined) facets.push({ kind: "pipeline_tag", value: q.pipelineTag });
	if (q.library !== undefined) facets.push({ kind: "library_name", value: q.library });
	for (const t of tags) facets.push({ kind: "tag", value: t });
	if (hasSearch || facets.length > 1) return undefined;
	return facets.length === 1 ? (facets[0] as { kind: string; value: string }) : null;
}

/** The ways a model is built on another, as `base_model:<relation>:<id>` tags name them. */
const RELATIONS = ["adapter", "finetune", "quantized", "merge"];

/** The tags that name a model as a base, one per relation. */
function childTags(id: string): string[] {
	return RELATIONS.map((rel) => `base_model:${rel}:${id}`);
}

/** Counts per relation from the facet rows of those tags. */
function childrenOf(rows: { value: string; count: number | string }[]): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const row of rows) {
		const rel = row.value.split(":")[1];
		if (rel) counts[rel] = Number(row.count);
	}
	return counts;
}

/** A query's sort column, direction and page size, checked. */
function orderOf(q: ModelQuery): { sort: { column: string; date: boolean }; desc: boolean; limit: number } {
	const limit = q.limit ?? 20;
	if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
		throw new QueryError("limit", `limit must be a whole number from 1 to ${MAX_LIMIT}`);
	const sort = SORT_COLUMNS[q.sort ?? "downloads"];
	if (!sort) throw new QueryError("sort", `sort must be one of ${Object.keys(SORT_COLUMNS).join(", ")}`);
	return { sort, desc: (q.direction ?? "desc") === "desc", limit };
}

/** The keyset cursor of a listed row. */
function cursorOf(row: SummaryRow, date: boolean): string {
	const v = row.sort_value;
	const value: CursorValue = v instanceof Date ? v.toISOString() : date ? String(v) : Number(v);
	return encodeCursor(value, Number(row.seq));
}

/** The total of a query known to match more than `cap` models: the planner's estimate, labelled so. */
function pastCap(estimate: number, cap: number): Total {
	return { value: Math.max(estimate, cap + 1), exact: false };
}

/**
 * The model catalogue over either engine. Everything is one SQL text per operation; nothing loops over all records
 * in JavaScript.
 */
export class CatalogStore {
	constructor(
		readonly db: Db,
		/** Where the store lives: the embedded store's directory (also the blobs' parent), or the redacted server URL. */
		readonly location: string,
		/** The directory that holds this store's files beside the database (`<dataDir>/blobs`). */
		readonly dataDir: string,
		private readonly release: () => void = () => {},
	) {}

	get engine() {
		return this.db.engine;
	}

	/** Resolves when the database answers; throws when it cannot be reached. */
	async ping(): Promise<void> {
		await this.db.query("SELECT 1");
	}

	async getModel(id: string): Promise<StoredModel | undefined> {
		const r = await this.db.query<RecordRow>("SELECT record, card FROM models WHERE id = $1", [id]);
		const row = r.rows[0];
		return row ? toStored(row) : undefined;
	}

	/** The stored records of several ids, in the order asked; unknown ids are left out. */
	async getModels(ids: string[]): Promise<StoredModel[]> {
		if (!ids.length) return [];
		const r = await this.db.query<RecordRow & { id: string }>(
			"SELECT id, record, card FROM models WHERE id = ANY($1::text[])",
			[ids],
		);
		const byId = new Map(r.rows.map((row) => [row.id, row]));
		return ids.flatMap((id) => {
			const row = byId.get(id);
			if (!row) return [];
			return [toStored(row)];
		});
	}

	/** The tsquery a word search is asked as (see expandSearch), or undefined when the query has no words. */
	async searchQuery(q: ModelQuery): Promise<string | undefined> {
		return (await this.expandSearch(q))?.tsquery;
	}

	/**
	 * A word search, or undefined when the query has no words. Each word is a prefix: it becomes the stored words that
	 * begin with it (from the word list), asked of the index exactly, which the index answers several times faster
	 * than a prefix (its lists are intersected as it goes instead of gathered whole first). A word that begins more
	 * than EXPANDED_WORDS stored words, or none, stays a prefix.
	 */
	private async expandSearch(q: ModelQuery): Promise<Search | undefined> {
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
	 * One page of models matching the query, in its order, with cursors to the next page and (after a `cursor` or
	 * `before`) the previous one: keyset pages, so a page costs the same however deep it is.
	 */
	async listModels(q: ModelQuery): Promise<ModelPage> {
		return this.listPage(q, await this.expandSearch(q));
	}

	/** `listModels` with the query's word search already expanded. */
	private async listPage(q: ModelQuery, search: Search | undefined): Promise<ModelPage> {
		const { sort, desc, limit } = orderOf(q);
		if (q.cursor !== undefined && q.before !== undefined)
			throw new QueryError("before", "give either cursor or before, not both");
		const w = filters(q, search?.tsquery);
		const filterParts = w.parts.length;
		// A page before a row is read backwards from it (the opposite order), then turned around.
		const backwards = q.before !== undefined;
		const from = q.cursor ?? q.before;
		if (from !== undefined) {
			const c = decodeCursor(from);
			const name = backwards ? "before" : "cursor";
			if (!c) throw new QueryError(name, `${name} is not one this hub wrote (start again from the first page)`);
			if ((typeof c.value === "string") !== sort.date)
				throw new QueryError(name, `${name} belongs to another sort order (start again from the first page)`);
			w.params.push(c.value, c.seq);
			const v = `$${w.params.length - 1}${sort.date ? "::timestamptz" : ""}`;
			w.parts.push(`(${sort.column}, seq) ${desc !== backwards ? "<" : ">"} (${v}, $${w.params.length}::bigint)`);
		}
		const order = desc !== backwards ? "DESC" : "ASC";
		w.params.push(limit + 1);
		const found =
			(search && (await this.fewHitsLikely(search))
				? await this.fromFewHits(w, filterParts, narrowSearch(q, search.tsquery), sort.column, order)
				: undefined) ??
			(
				await this.db.query<SummaryRow>(
					`SELECT ${SUMMARY_COLUMNS}, ${sort.column} AS sort_value FROM models ${w.sql}
					 ORDER BY ${sort.column} ${order}, seq ${order} LIMIT $${w.params.length}`,
					w.params,
				)
			).rows;
		const more = found.length > limit;
		const rows = found.slice(0, limit);
		if (backwards) rows.reverse();
		const page: ModelPage = { models: rows.map(toSummary) };
		const first = rows[0];
		const last = rows[rows.length - 1];
		// Reading forwards, a next page exists when a row was left over, a previous one whenever the page started
		// after a row; reading backwards, the other way round.
		if (last && (backwards ? true : more)) page.nextCursor = cursorOf(last, sort.date);
		if (first && (backwards ? more : q.cursor !== undefined)) page.prevCursor = cursorOf(first, sort.date);
		return page;
	}

	/**
	 * Whether a search may have few matches although the planner cannot tell: one of its words stands for several
	 * stored words, none of them among the most common ones the planner keeps statistics of. The planner counts each
	 * such word as if it were nearly common (37 matches estimated at 9,819 at 1M) and would walk the sort order's index.
	 */
	private async fewHitsLikely(search: Search | undefined): Promise<boolean> {
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
					"SELECT most_common_elems::text::text[] AS w FROM pg_stats WHERE tablename = 'models' AND attname = 'words'",
				)
				.then((r) => new Set(r.rows[0]?.w ?? []));
			words.catch(() => {
				this.common = undefined;
			});
			this.common = { at: Date.now(), words };
		}
		return this.common.words;
	}

	/**
	 * A page of a search whose words stand for several stored words each, read from its matches when they are few
	 * (at most SPARSE_HITS); undefined when there are more. The planner counts each of those words as a common one
	 * and would walk the sort order's index to find the page, which for a handful of matches means reading most of
	 * the catalogue (seconds at 1M); gathering the matches through the words index first takes milliseconds.
	 * `w` holds the query's filters (its first `filterParts` parts, the search first), then the page's own conditions
	 * and its limit.
	 */
	private async fromFewHits(
		w: Where,
		filterParts: number,
		narrowed: string,
		column: string,
		order: "ASC" | "DESC",
	): Promise<SummaryRow[] | undefined> {
		// The matches are gathered with the search narrowed to the task (`narrowed`, in place of the first parameter).
		const params = [narrowed, ...w.params.slice(1), SPARSE_HITS + 1];
		const rest = w.parts.slice(filterParts).map((part) => ` AND ${part}`);
		const r = await this.db.query<SummaryRow & { hits: number }>(
			`WITH hits AS MATERIALIZED (SELECT id FROM models WHERE ${w.parts.slice(0, filterParts).join(" AND ")}
				LIMIT $${params.length}),
				page AS (SELECT ${SUMMARY_COLUMNS}, ${column} AS sort_value FROM models
					WHERE id IN (SELECT id FROM hits)${rest.join("")}
					ORDER BY ${column} ${order}, seq ${order} LIMIT $${w.params.length})
			 SELECT (SELECT count(*) FROM hits)::int AS hits, page.* FROM (SELECT 1) AS one LEFT JOIN page ON true
			 ORDER BY page.sort_value ${order}, page.seq ${order}`,
			params,
		);
		if (Number(r.rows[0]?.hits ?? 0) > SPARSE_HITS) return undefined;
		return r.rows.filter((row) => row.id !== null);
	}

	/**
	 * The first page of a query with how many models match, for a list that shows both. When the planner expects few
	 * matches (at most twice `cap`), one read of them (at most `cap` + 1 rows) gives the exact count and the page:
	 * listing and counting apart would search the words index twice, and for a narrow word search that index search
	 * is most of the time (about 30 ms each at 1M records). Otherwise this is `listModels` and `countModels`.
	 */
	async firstPageWithTotal(q: ModelQuery, cap = EXACT_COUNT_CAP): Promise<{ page: ModelPage; total: Total }> {
		const { cursor: _cursor, before: _before, ...first } = q;
		if (singleFacet(first) !== undefined) {
			const [page, total] = await Promise.all([this.listModels(first), this.countModels(first, cap)]);
			return { page, total };
		}
		const search = await this.expandSearch(first);
		const estimate = await this.estimate(filters(first, search?.tsquery));
		if (estimate <= 2 * cap) {
			const few = await this.fewMatches(first, cap, search);
			if (few) return few;
		}
		return { page: await this.listPage(first, search), total: pastCap(estimate, cap) };
	}

	/** The first page and exact count of a query matching at most `cap` models; undefined when it matches more. */
	private async fewMatches(
		q: ModelQuery,
		cap: number,
		search: Search | undefined,
	): Promise<{ page: ModelPage; total: Total } | undefined> {
		const { sort, desc, limit } = orderOf(q);
		const order = desc ? "DESC" : "ASC";
		const w = filters(q, search?.tsquery, true);
		w.params.push(cap + 1, limit + 1);
		const n = w.params.length;
		const r = await this.db.query<SummaryRow & { total: number }>(
			`WITH hits AS MATERIALIZED (SELECT id, seq AS s, ${sort.column} AS v FROM models ${w.sql} LIMIT $${n - 1}),
				top AS (SELECT id, s, v FROM hits ORDER BY v ${order}, s ${order} LIMIT $${n})
			 SELECT (SELECT count(*) FROM hits)::int AS total, ${SUMMARY_COLUMNS}, ${sort.column} AS sort_value
			 FROM top JOIN models USING (id) ORDER BY top.v ${order}, top.s ${order}`,
			w.params,
		);
		const total = Number(r.rows[0]?.total ?? 0);
		if (total > cap) return undefined;
		const rows = r.rows.slice(0, limit);
		const page: ModelPage = { models: rows.map(toSummary) };
		const last = rows[rows.length - 1];
		if (r.rows.length > limit && last) page.nextCursor = cursorOf(last, sort.date);
		return { page, total: { value: total, exact: true } };
	}

	/**
	 * How many models match: from the facets table when the query is one task, library, author or tag (exact), by
	 * counting up to `cap` (default EXACT_COUNT_CAP) matches otherwise, and past that the planner's estimate
	 * (`exact: false`). A page that must answer fast (the web's /models) passes a lower cap.
	 */
	async countModels(q: ModelQuery, cap = EXACT_COUNT_CAP): Promise<Total> {
		const facet = singleFacet(q);
		if (facet !== undefined) {
			const kind = facet === null ? "total" : facet.kind;
			const value = facet === null ? "" : facet.value;
			const r = await this.db.query<{ count: number }>("SELECT count FROM facets WHERE kind = $1 AND value = $2", [
				kind,
				value,
			]);
			return { value: Number(r.rows[0]?.count ?? 0), exact: true };
		}
		// Ask the planner first: counting a broad match (a common word's prefix, a popular tag and a task) reads
		// thousands of heap pages, so a query it expects to match far more than the cap is answered by its estimate,
		// labelled so. Any other query is counted, and that count stops at the cap.
		const tsquery = (await this.expandSearch(q))?.tsquery;
		const estimate = await this.estimate(filters(q, tsquery));
		if (estimate > 2 * cap) return pastCap(estimate, cap);
		const w = filters(q, tsquery, true);
		w.params.push(cap + 1);
		const r = await this.db.query<{ n: number }>(
			`SELECT count(*)::int AS n FROM (SELECT 1 FROM models ${w.sql} LIMIT $${w.params.length}) AS m`,
			w.params,
		);
		const n = Number(r.rows[0]?.n ?? 0);
		if (n <= cap) return { value: n, exact: true };
		return pastCap(estimate, cap);
	}

	/** The planner's estimate of how many models a WHERE clause matches. */
	private async estimate(w: Where): Promise<number> {
		const plan = await this.db.query<{ "QUERY PLAN": unknown }>(
			`EXPLAIN (FORMAT JSON) SELECT 1 FROM models ${w.sql}`,
			w.params,
		);
		const raw = plan.rows[0]?.["QUERY PLAN"];
		const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
		return Math.round(parsed[0]?.Plan["Plan Rows"] ?? 0);
	}

	/** The most common values of a facet (tasks, libraries, tags, authors) with their counts, as of the last import. */
	async facets(kind: FacetKind, options: { prefix?: string; limit?: number } = {}): Promise<FacetCount[]> {
		const limit = Math.min(Math.max(options.limit ?? 100, 1), 10_000);
		const params: unknown[] = [kind, limit];
		let prefix = "";
		if (options.prefix) {
			params.push(options.prefix.replace(/[\\%_]/g, (c) => `\\${c}`));
			prefix = "AND value LIKE $3 || '%'";
		}
		const r = await this.db.query<{ value: string; count: number }>(
			`SELECT value, count FROM facets WHERE kind = $1 ${prefix} ORDER BY count DESC, value LIMIT $2`,
			params,
		);
		return r.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
	}

	/** How many stored models name this one as their base, per relation (adapter, finetune, quantized, merge). */
	async childrenCounts(id: string): Promise<Record<string, number>> {
		const r = await this.db.query<{ value: string; count: number }>(
			"SELECT value, count FROM facets WHERE kind = 'tag' AND value = ANY($1::text[])",
			[childTags(id)],
		);
		return childrenOf(r.rows);
	}

	/**
	 * What a model's page shows from the store, in one read: the record and card, whether this hub holds the
	 * repository's files, and `childrenCounts`. Undefined when the id is not stored.
	 */
	async getModelPage(id: string): Promise<ModelPageFacts | undefined> {
		const r = await this.db.query<RecordRow & { hosted: boolean; children: string }>(
			`SELECT record, card, EXISTS (SELECT 1 FROM revisions WHERE model_id = $1) AS hosted,
				(SELECT coalesce(json_agg(json_build_object('value', value, 'count', count)), '[]')
				 FROM facets WHERE kind = 'tag' AND value = ANY($2::text[]))::text AS children
			 FROM models WHERE id = $1`,
			[id, childTags(id)],
		);
		const row = r.rows[0];
		if (!row) return undefined;
		const children = childrenOf(JSON.parse(row.children) as { value: string; count: number }[]);
		return { ...toStored(row), hostsFiles: row.hosted === true, children };
	}

	/** Stored ids close to one that was not found: sharing as many of its words as possible, most downloaded first. */
	async similarIds(id: string, limit = 5): Promise<string[]> {
		const words = idWords(id).filter((w) => w.length > 1);
		const found: string[] = [];
		for (let n = words.length; n > 0 && found.length < limit; n--) {
			const r = await this.db.query<{ id: string }>(
				"SELECT id FROM models WHERE words @@ $1::tsquery AND NOT (id = ANY($2::text[])) ORDER BY downloads DESC, seq DESC LIMIT $3",
				[toTsquery(words.slice(0, n)), [id, ...found], limit - found.length],
			);
			found.push(...r.rows.map((row) => row.id));
		}
		return found;
	}

	/**
	 * Inserts or updates records by id in one statement (one transaction). A record whose stored form is unchanged is
	 * not written. Within a batch the last item of an id wins. For records already checked (`checkRecord`); one that
	 * is not valid is an error.
	 */
	async upsert(items: Pick<ImportItem, "record" | "card">[]): Promise<UpsertCounts> {
		const batch = prepareBatch(
			items.map((item) => ({ origin: item.record.id, record: item.record, card: item.card })),
			"json",
		);
		const bad = batch.rejections[0];
		if (bad) throw new Error(`cannot store ${bad.origin}: ${bad.reason}`);
		return this.writeBatch(batch);
	}

	/**
	 * Writes a prepared batch in one transaction, with the words its ids are found by (`words`: those of the batch the
	 * word list may not have yet; by default all of them). JSON rows go through the upsert statement; COPY rows (a bulk
	 * load whose ids are all new) are loaded with COPY, on an engine that takes it (`takesCopy`).
	 */
	async writeBatch(batch: PreparedBatch, words: string[] = batch.words): Promise<UpsertCounts> {
		const n = batch.valid;
		if (!batch.rows) return { inserted: 0, updated: 0, unchanged: n };
		if (!this.loading) return this.db.transaction((tx) => this.write(tx, batch, words));
		try {
			return await this.write(this.db, batch, words);
		} catch (e) {
			// The load's one transaction cannot go on: what it loaded is rolled back, and the store is as it was.
			this.loading = false;
			await this.db.exec("ROLLBACK").catch(() => {});
			throw e;
		}
	}

	/** `writeBatch`'s statements, in a transaction (`tx`) of their own or in the open one of a load. */
	private async write(tx: Db, batch: PreparedBatch, words: string[]): Promise<UpsertCounts> {
		const n = batch.valid;
		// COPY FREEZE writes rows already frozen: no later pass sets their hint bits (the first index build rewrote the
		// whole table for that). It takes only a table emptied in the transaction under way.
		const freeze = this.loading;
		if (words.length && this.wordsUnkeyed && tx.copyRows) {
			const out = new CopyWriter();
			for (const word of words) {
				out.row(1);
				out.text(word);
			}
			await tx.copyRows("words", ["word"], out.finish(), { freeze });
		} else if (words.length) {
			await tx.query(
				`INSERT INTO words SELECT unnest($1::text[])${this.wordsUnkeyed ? "" : " ON CONFLICT DO NOTHING"}`,
				[words],
			);
		}
		if (typeof batch.payload !== "string") {
			if (!tx.copyRows) throw new Error(`the ${this.db.engine} engine takes no COPY rows`);
			const loaded = await tx.copyRows("models", ROW_COLUMNS, batch.payload, { freeze });
			return { inserted: loaded, updated: 0, unchanged: n - loaded };
		}
		if (this.modelsUnkeyed) {
			// The upsert finds an id's row through the key: a bulk load that meets an id again builds it now.
			await tx.exec("ALTER TABLE models ADD CONSTRAINT models_pkey PRIMARY KEY (id)");
			this.modelsUnkeyed = false;
		}
		return upsertJsonRows(tx, batch.payload, n);
	}

	/** Whether this store can load rows with COPY (the embedded engine). */
	get takesCopy(): boolean {
		return this.db.copyRows !== undefined;
	}

	/** Whether the catalogue holds no model at all. */
	async isEmpty(): Promise<boolean> {
		const r = await this.db.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM models) AS any");
		return !r.rows[0]?.any;
	}

	/**
	 * Drops the secondary indexes before a large load into an empty table; `endBulkLoad` builds them once. A crash
	 * in between leaves a consistent table without those indexes, which the next open re-creates.
	 *
	 * `oneTransaction` (for COPY loads, on the embedded engine) loads everything up to `commitBulkLoad` or
	 * `endBulkLoad` in one transaction that begins by emptying the tables: the server then writes no log for the rows
	 * and COPY writes them frozen (a fifth less time than a transaction per batch). A crash before the commit leaves
	 * the store as it was before the import; Ctrl-C still commits (see importEvents).
	 */
	async beginBulkLoad(options: { oneTransaction?: boolean } = {}): Promise<void> {
		for (const name of MODEL_INDEX_NAMES) await this.db.exec(`DROP INDEX IF EXISTS ${name}`);
		if (await this.isEmpty()) {
			const oneTransaction = options.oneTransaction === true && this.takesCopy;
			// With no models the word list starts over, unindexed too: an import adds each word once (see
			// importEvents), and the key is built once at the end like the other indexes. (The one transaction empties
			// it itself, below.)
			await this.db.exec(
				`${oneTransaction ? "" : "TRUNCATE words; "}ALTER TABLE words DROP CONSTRAINT IF EXISTS words_pkey`,
			);
			this.wordsUnkeyed = true;
			if (this.takesCopy) {
				// COPY loads only ids new to the load (importEvents sends an id seen before through the upsert, which
				// builds the key first: see writeBatch), so the models table can go without its key too: keeping it up
				// to date costs a quarter of each COPY.
				await this.db.exec("ALTER TABLE models DROP CONSTRAINT IF EXISTS models_pkey");
				this.modelsUnkeyed = true;
			}
			if (oneTransaction) {
				await this.db.exec("BEGIN; TRUNCATE models, words");
				this.loading = true;
			}
		}
	}

	/** Set while a bulk load fills the word list without its key (see beginBulkLoad). */
	private wordsUnkeyed = false;
	/** Set while a bulk load fills the models table without its key (see beginBulkLoad). */
	private modelsUnkeyed = false;
	/** Set while a bulk load's one transaction is open (see beginBulkLoad). */
	private loading = false;

	/** Commits a bulk load's open transaction, if there is one: what it loaded is kept from here on. */
	async commitBulkLoad(): Promise<void> {
		if (!this.loading) return;
		this.loading = false;
		await this.db.exec("COMMIT");
	}

	async endBulkLoad(): Promise<void> {
		await this.commitBulkLoad();
		// Index builds (GIN above all) are much faster when they can sort in memory.
		await this.db.exec("SET maintenance_work_mem = '512MB'");
		await ensureIndexes(this.db, { analyze: false });
		await this.db.exec("RESET maintenance_work_mem");
		this.wordsUnkeyed = false;
		this.modelsUnkeyed = false;
	}

	/**
	 * Replaces the facets table with counts made while loading (`kind \0 value` → count): for a bulk load into an
	 * empty table, whose counts are then exact without another pass over it.
	 */
	async setFacets(counts: Map<string, number>): Promise<void> {
		const rows = [...counts].map(([key, count]) => {
			const cut = key.indexOf("\0");
			return { kind: key.slice(0, cut), value: key.slice(cut + 1), count };
		});
		await this.db.transaction(async (tx) => {
			await tx.exec("DELETE FROM facets");
			if (tx.copyRows) {
				const out = new CopyWriter();
				for (const r of rows) {
					out.row(3);
					out.text(r.kind);
					out.text(r.value);
					out.int64(r.count);
				}
				await tx.copyRows("facets", ["kind", "value", "count"], out.finish());
				return;
			}
			await tx.query(
				"INSERT INTO facets (kind, value, count) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])",
				[rows.map((r) => r.kind), rows.map((r) => r.value), rows.map((r) => r.count)],
			);
		});
		await this.db.exec(ANALYZE_MODELS);
	}

	/** Recounts the facets table from the models table, in one transaction (readers see the old or the new counts). */
	async refreshFacets(): Promise<void> {
		await this.db.transaction(async (tx) => {
			// One pass over the (wide) models table into a narrow work table, then every count from that.
			await tx.exec(`
				DELETE FROM facets;
				INSERT INTO facets (kind, value, count)
				WITH m AS MATERIALIZED (SELECT pipeline_tag, library_name, author, tags FROM models)
				SELECT 'total', '', count(*) FROM m
				UNION ALL SELECT 'pipeline_tag', pipeline_tag, count(*) FROM m WHERE pipeline_tag IS NOT NULL GROUP BY pipeline_tag
				UNION ALL SELECT 'library_name', library_name, count(*) FROM m WHERE library_name IS NOT NULL GROUP BY library_name
				UNION ALL SELECT 'author', author, count(*) FROM m GROUP BY author
				UNION ALL SELECT 'tag', t, count(*) FROM m, unnest(m.tags) AS t GROUP BY t;
			`);
		});
		await this.db.exec(ANALYZE_MODELS);
	}

	/** Every stored model in id order, read in pages so memory stays flat. */
	async *exportModels(pageSize = 1000): AsyncIterable<StoredModel> {
		let after = "";
		for (;;) {
			const r = await this.db.query<RecordRow & { id: string }>(
				"SELECT id, record, card FROM models WHERE id > $1 ORDER BY id LIMIT $2",
				[after, pageSize],
			);
			for (const row of r.rows) yield toStored(row);
			const last = r.rows[r.rows.length - 1];
			if (!last || r.rows.length < pageSize) return;
			after = last.id;
		}
	}

	async getMeta(key: string): Promise<string | undefined> {
		const r = await this.db.query<{ value: string }>("SELECT value FROM meta WHERE key = $1", [key]);
		return r.rows[0]?.value;
	}

	async setMeta(key: string, value: string): Promise<void> {
		await this.db.query(
			"INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
			[key, value],
		);
	}

	async close(): Promise<void> {
		try {
			await this.db.close();
		} finally {
			this.release();
		}
	}
}

/** Inserts or updates rows given as one JSON array, skipping those whose stored form is unchanged; `n` valid records. */
async function upsertJsonRows(db: Db, json: string, n: number): Promise<UpsertCounts> {
	const r = await db.query<{ inserted: boolean }>(
		`INSERT INTO models (${ROW_COLUMNS.join(", ")})
		 SELECT id, author, pipeline_tag, library_name, tags, downloads, likes, trending_score, created_at, last_modified,
			parameters, gated, private, array_to_tsvector(lexemes), record, card, digest
		 FROM jsonb_to_recordset($1::jsonb) AS x(id text, author text, pipeline_tag text, library_name text, tags text[],
			downloads bigint, likes bigint, trending_score double precision, created_at timestamptz,
			last_modified timestamptz, parameters bigint, gated text, private boolean, lexemes text[], record text,
			card text, digest text)
		 ON CONFLICT (id) DO UPDATE SET author = excluded.author, pipeline_tag = excluded.pipeline_tag,
			library_name = excluded.library_name, tags = excluded.tags, downloads = excluded.downloads,
			likes = excluded.likes, trending_score = excluded.trending_score, created_at = excluded.created_at,
			last_modified = excluded.last_modified, parameters = excluded.parameters, gated = excluded.gated,
			private = excluded.private, words = excluded.words,
			record = excluded.record, card = excluded.card, digest = excluded.digest
		 WHERE models.digest <> excluded.digest
		 RETURNING (xmax = 0) AS inserted`,
		[json],
	);
	const inserted = r.rows.filter((row) => row.inserted).length;
	const updated = r.rows.length - inserted;
	return { inserted, updated, unchanged: n - inserted - updated };
}
