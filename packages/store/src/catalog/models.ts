import type { ModelRecord } from "@modelhub/core";
import type { Db } from "../db/types.js";
import type { Visibility } from "../policy/policy.js";
import { decodeCursor } from "./cursor.js";
import { addCounts, privateCount, privateFacets } from "./private-counts.js";
import {
	childrenOf,
	childTags,
	cursorOf,
	EXACT_COUNT_CAP,
	FirstPages,
	filters,
	narrowSearch,
	orderOf,
	pastCap,
	QueryError,
	type RecordRow,
	type Search,
	SPARSE_HITS,
	SUMMARY_COLUMNS,
	type SummaryRow,
	singleFacet,
	splitSearch,
	toStored,
	toSummary,
	Where,
} from "./query.js";
import { WordSearch } from "./search.js";
import {
	type FacetCount,
	type FacetKind,
	type ModelPage,
	type ModelPageFacts,
	type ModelQuery,
	PAGE_CARD_CHARS,
	type StoredModel,
	type Total,
} from "./types.js";
import { CATALOG_VERSION } from "./version.js";
import { idWords, toTsquery } from "./words.js";

/**
 * A stored record with the catalogue's count of its downloads: the imported figure, or for a repository this hub
 * holds, its downloads of the last 30 days (see Downloads). A record imported without the field and never downloaded
 * here stays as it came (export gives back what import took).
 */
function withDownloads(row: { record: string; downloads: string | number }): ModelRecord {
	const record = JSON.parse(row.record) as ModelRecord;
	const downloads = Number(row.downloads);
	if (downloads > 0 || record.downloads !== undefined) record.downloads = downloads;
	return record;
}

/**
 * The model catalogue's reads: records, pages of lists and searches, counts, facets, a model page's facts. Every list,
 * count and suggestion takes the caller's `Visibility` (see policy), so what a caller may not see is never listed,
 * counted or suggested. One SQL text per operation; nothing loops over all records in JavaScript.
 */
export class ModelCatalog {
	readonly search: WordSearch;

	constructor(private readonly db: Db) {
		this.search = new WordSearch(db);
	}

	/** The catalogue's version: it changes with every write to the catalogue or its counts (see CatalogWriter). */
	async version(): Promise<string> {
		const r = await this.db.query<{ value: string }>("SELECT value FROM meta WHERE key = $1", [CATALOG_VERSION]);
		return r.rows[0]?.value ?? "0";
	}

	/** The version of a stored model's record and card (changes whenever an import changes either), if stored. */
	async digest(id: string): Promise<string | undefined> {
		// A page shows the downloads figure too, which counting moves without changing the record.
		const r = await this.db.query<{ digest: string; downloads: string | number }>(
			"SELECT digest, downloads FROM models WHERE id = $1",
			[id],
		);
		const row = r.rows[0];
		return row ? `${row.digest}:${row.downloads}` : undefined;
	}

	async get(id: string): Promise<StoredModel | undefined> {
		const r = await this.db.query<RecordRow>("SELECT record, card FROM models WHERE id = $1", [id]);
		const row = r.rows[0];
		return row ? toStored(row) : undefined;
	}

	/** A stored model's record alone (not its card, which may be large): what the API answers with. */
	async record(id: string): Promise<ModelRecord | undefined> {
		const r = await this.db.query<{ record: string; downloads: string | number }>(
			"SELECT record, downloads FROM models WHERE id = $1",
			[id],
		);
		const row = r.rows[0];
		return row ? withDownloads(row) : undefined;
	}

	/** Which of these ids are stored models the viewer may see, in the order asked. */
	async visibleIds(ids: string[], viewer: Visibility): Promise<string[]> {
		if (!ids.length) return [];
		const w = new Where();
		w.add((p) => `id = ANY(${p}::text[])`, ids);
		w.restrict(viewer);
		const r = await this.db.query<{ id: string }>(`SELECT id FROM models ${w.sql}`, w.params);
		const found = new Set(r.rows.map((row) => row.id));
		return ids.filter((id) => found.has(id));
	}

	/** The records alone of several ids, in the order asked; unknown ids are left out. */
	async records(ids: string[]): Promise<ModelRecord[]> {
		if (!ids.length) return [];
		const r = await this.db.query<{ id: string; record: string; downloads: string | number }>(
			"SELECT id, record, downloads FROM models WHERE id = ANY($1::text[])",
			[ids],
		);
		const byId = new Map(r.rows.map((row) => [row.id, row]));
		return ids.flatMap((id) => {
			const row = byId.get(id);
			return row === undefined ? [] : [withDownloads(row)];
		});
	}

	/** The stored records of several ids, in the order asked; unknown ids are left out. */
	async getMany(ids: string[]): Promise<StoredModel[]> {
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

	/**
	 * One page of models matching the query, in its order, with cursors to the next page and (after a `cursor` or
	 * `before`) the previous one: keyset pages, so a page costs the same however deep it is.
	 */
	async list(q: ModelQuery, viewer: Visibility): Promise<ModelPage> {
		return this.listPage(q, viewer, await this.search.expand(q));
	}

	/** `list` with the query's word search already expanded. */
	private async listPage(q: ModelQuery, viewer: Visibility, search: Search | undefined): Promise<ModelPage> {
		const { sort, desc, limit } = orderOf(q);
		if (q.cursor !== undefined && q.before !== undefined)
			throw new QueryError("before", "give either cursor or before, not both");
		const w = filters(q, viewer, search?.tsquery);
		const filterParts = w.parts.length;
		// A page before a row is read backwards from it (the opposite order), then turned around.
		const backwards = q.before !== undefined;
		const from = q.cursor ?? q.before;
		if (from !== undefined) {
			const c = decodeCursor(from);
			const name = backwards ? "before" : "cursor";
			if (!c) throw new QueryError(name, `${name} is not one this hub wrote (start again from the first page)`);
			if ((typeof c.value === "string") !== sort.date || (sort.integer && !Number.isSafeInteger(c.value)))
				throw new QueryError(name, `${name} belongs to another sort order (start again from the first page)`);
			w.params.push(c.value, c.seq);
			const v = `$${w.params.length - 1}${sort.date ? "::timestamptz" : ""}`;
			w.parts.push(`(${sort.column}, seq) ${desc !== backwards ? "<" : ">"} (${v}, $${w.params.length}::bigint)`);
		}
		const order = desc !== backwards ? "DESC" : "ASC";
		w.params.push(limit + 1);
		const found =
			(search && (await this.search.fewHitsLikely(search))
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
	 * matches (at most GATHERED), one read of them all gives the exact count and the page, ordered from what was read:
	 * listing and counting apart would search the words index twice, and for a narrow word search that index search
	 * is most of the time (about 30 ms each at 1M records); and a page read in order from a sort column's index walks
	 * it past every row that does not match (250 ms for "llama 3" in automatic-speech-recognition by likes, whose
	 * 2,030 matches are read in 37 ms). Otherwise this is `list` and `count` (at most `cap`, then the estimate).
	 */
	async firstPageWithTotal(
		q: ModelQuery,
		viewer: Visibility,
		cap = EXACT_COUNT_CAP,
	): Promise<{ page: ModelPage; total: Total }> {
		const { cursor: _cursor, before: _before, ...first } = q;
		if (singleFacet(first) !== undefined) {
			const [page, total] = await Promise.all([this.list(first, viewer), this.count(first, viewer, cap)]);
			return { page, total };
		}
		const search = await this.search.expand(first);
		const where = filters(first, viewer, search?.tsquery);
		const estimate = await this.estimate(where);
		return this.firstPages.read(where, estimate, cap, {
			gathered: (most) => this.fewMatches(first, viewer, most, search),
			ordered: () => this.listPage(first, viewer, search),
		});
	}

	/** How first pages are read, with the queries found to match too many to read them all (see FirstPages). */
	private readonly firstPages = new FirstPages();

	/** The first page and exact count of a query matching at most `most` models; undefined when it matches more. */
	private async fewMatches(
		q: ModelQuery,
		viewer: Visibility,
		most: number,
		search: Search | undefined,
	): Promise<{ page: ModelPage; total: Total } | undefined> {
		const { sort, desc, limit } = orderOf(q);
		const order = desc ? "DESC" : "ASC";
		const w = filters(q, viewer, search && splitSearch(q, search), true);
		w.params.push(most + 1, limit + 1);
		const n = w.params.length;
		const r = await this.db.query<SummaryRow & { total: number }>(
			`WITH hits AS MATERIALIZED (SELECT id, seq AS s, ${sort.column} AS v FROM models ${w.sql} LIMIT $${n - 1}),
				top AS (SELECT id, s, v FROM hits ORDER BY v ${order}, s ${order} LIMIT $${n})
			 SELECT (SELECT count(*) FROM hits)::int AS total, ${SUMMARY_COLUMNS}, ${sort.column} AS sort_value
			 FROM top JOIN models USING (id) ORDER BY top.v ${order}, top.s ${order}`,
			w.params,
		);
		const total = Number(r.rows[0]?.total ?? 0);
		if (total > most) return undefined;
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
	async count(q: ModelQuery, viewer: Visibility, cap = EXACT_COUNT_CAP): Promise<Total> {
		const facet = singleFacet(q);
		if (facet !== undefined) {
			const kind = facet === null ? "total" : facet.kind;
			const value = facet === null ? "" : facet.value;
			const [r, hidden] = await Promise.all([
				this.db.query<{ count: number }>("SELECT count FROM facets WHERE kind = $1 AND value = $2", [kind, value]),
				privateCount(this.db, q, viewer),
			]);
			return { value: Number(r.rows[0]?.count ?? 0) + hidden, exact: true };
		}
		// Ask the planner first: counting a broad match (a common word's prefix, a popular tag and a task) reads
		// thousands of heap pages, so a query it expects to match far more than the cap is answered by its estimate,
		// labelled so. Any other query is counted, and that count stops at the cap.
		const tsquery = await this.search.tsquery(q);
		const estimate = await this.estimate(filters(q, viewer, tsquery));
		if (estimate > 2 * cap) return pastCap(estimate, cap);
		const w = filters(q, viewer, tsquery, true);
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
	async facets(
		kind: FacetKind,
		viewer: Visibility,
		options: { prefix?: string; limit?: number } = {},
	): Promise<FacetCount[]> {
		const limit = Math.min(Math.max(options.limit ?? 100, 1), 10_000);
		const params: unknown[] = [kind, limit];
		let prefix = "";
		if (options.prefix) {
			params.push(options.prefix.replace(/[\\%_]/g, (c) => `\\${c}`));
			prefix = "AND value LIKE $3 || '%'";
		}
		const [r, hidden] = await Promise.all([
			this.db.query<{ value: string; count: number }>(
				`SELECT value, count FROM facets WHERE kind = $1 ${prefix} ORDER BY count DESC, value LIMIT $2`,
				params,
			),
			privateFacets(this.db, kind, viewer, options.prefix ? { prefix: options.prefix } : {}),
		]);
		const counts = r.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
		return addCounts(counts, hidden, limit);
	}

	/** How many stored models name this one as their base, per relation (adapter, finetune, quantized, merge). */
	async childrenCounts(id: string, viewer: Visibility): Promise<Record<string, number>> {
		const [r, hidden] = await Promise.all([
			this.db.query<{ value: string; count: number }>(
				"SELECT value, count FROM facets WHERE kind = 'tag' AND value = ANY($1::text[])",
				[childTags(id)],
			),
			privateFacets(this.db, "tags-of", viewer, { values: childTags(id) }),
		]);
		return childrenOf(
			addCounts(
				r.rows.map((row) => ({ value: row.value, count: Number(row.count) })),
				hidden,
			),
		);
	}

	/**
	 * What a model's page shows from the store, in one read: the record, the card's beginning (PAGE_CARD_CHARS) and the
	 * whole card's size, whether this hub holds the repository's files, and `childrenCounts`. Undefined when the id is
	 * not stored.
	 */
	async page(id: string, viewer: Visibility): Promise<ModelPageFacts | undefined> {
		const r = await this.db.query<
			RecordRow & {
				hosted: boolean;
				children: string;
				downloads: string | number;
				card_bytes: string | number | null;
				file_count: string | number;
			}
		>(
			// The card's beginning only (a prefix is read without the rest when it is stored out of line) and its size
			// (from its header): a card of 50 MB costs no more than one of 1 MB.
			`SELECT record, substr(card, 1, $3) AS card, octet_length(card) AS card_bytes, downloads, EXISTS (SELECT 1 FROM revisions WHERE repo_type = 'model' AND repo_id = $1) AS hosted,
				(SELECT coalesce(json_agg(json_build_object('value', value, 'count', count)), '[]')
				 FROM facets WHERE kind = 'tag' AND value = ANY($2::text[]))::text AS children,
				(SELECT count(*) FROM refs r JOIN revision_files f USING (repo_type, repo_id, sha)
				 WHERE r.repo_type = 'model' AND r.repo_id = $1 AND r.name = 'main') AS file_count
			 FROM models WHERE id = $1`,
			[id, childTags(id), PAGE_CARD_CHARS],
		);
		const row = r.rows[0];
		if (!row) return undefined;
		const hidden = await privateFacets(this.db, "tags-of", viewer, { values: childTags(id) });
		const children = childrenOf(addCounts(JSON.parse(row.children) as { value: string; count: number }[], hidden));
		// The figure lists sort by (the imported count, or a hosted repository's last 30 days), not the record's copy.
		const stored = toStored(row);
		stored.record.downloads = Number(row.downloads);
		const facts: ModelPageFacts = { ...stored, hostsFiles: row.hosted === true, children };
		if (row.hosted === true) facts.fileCount = Number(row.file_count);
		if (row.card_bytes !== null) facts.cardBytes = Number(row.card_bytes);
		return facts;
	}

	/** Stored ids close to one that was not found: sharing as many of its words as possible, most downloaded first. */
	async similarIds(id: string, viewer: Visibility, limit = 5): Promise<string[]> {
		const words = idWords(id).filter((w) => w.length > 1);
		const found: string[] = [];
		for (let n = words.length; n > 0 && found.length < limit; n--) {
			const w = new Where();
			w.add((p) => `words @@ ${p}::tsquery`, toTsquery(words.slice(0, n)));
			w.add((p) => `NOT (id = ANY(${p}::text[]))`, [id, ...found]);
			w.restrict(viewer);
			w.params.push(limit - found.length);
			const r = await this.db.query<{ id: string }>(
				`SELECT id FROM models ${w.sql} ORDER BY downloads DESC, seq DESC LIMIT $${w.params.length}`,
				w.params,
			);
			found.push(...r.rows.map((row) => row.id));
		}
		return found;
	}

	/** Whether the catalogue holds no model at all. */
	async isEmpty(): Promise<boolean> {
		const r = await this.db.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM models) AS any");
		return !r.rows[0]?.any;
	}

	/** Every stored id in order, read in pages so memory stays flat. */
	async *ids(pageSize = 10_000): AsyncIterable<string> {
		let after = "";
		for (;;) {
			const r = await this.db.query<{ id: string }>("SELECT id FROM models WHERE id > $1 ORDER BY id LIMIT $2", [
				after,
				pageSize,
			]);
			for (const row of r.rows) yield row.id;
			const last = r.rows[r.rows.length - 1];
			if (!last || r.rows.length < pageSize) return;
			after = last.id;
		}
	}

	/** Every stored model in id order, read in pages so memory stays flat. */
	async *export(pageSize = 1000): AsyncIterable<StoredModel> {
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
}
