import type { Db } from "../db/types.js";
import { OWNER_SQL, type Visibility } from "../policy/policy.js";
import { decodeCursor } from "./cursor.js";
import { addCounts } from "./private-counts.js";
import {
	cursorOf,
	EXACT_COUNT_CAP,
	FirstPages,
	gatedCondition,
	orderOf,
	pastCap,
	QueryError,
	type Search,
	SPARSE_HITS,
	type SummaryRow,
	Where,
} from "./query.js";
import { type CatalogType, type RepoRecord, TABLE_OF } from "./repo-row.js";
import { WordSearch } from "./search.js";
import { type FacetCount, PAGE_CARD_CHARS, type SortKey, type Total } from "./types.js";
import { idWords, toTsquery } from "./words.js";

/** One query over a dataset or space catalogue: what the Hub's `/api/datasets` and `/api/spaces` take. */
export interface RepoQuery {
	/** Words matched against the id's words, each as a prefix (as for models). */
	search?: string;
	author?: string;
	/** Tags the repository must all have (`task_categories:…`, `language:en`, `license:mit`, `gradio`…). */
	tags?: string[];
	/** A space's SDK. */
	sdk?: string;
	/** What a space must use, all of them: `model:<id>`, `dataset:<id>`. */
	links?: string[];
	/** Only gated repositories (true) or only open ones (false). */
	gated?: boolean;
	/** Default: the type's (downloads for datasets, likes for spaces). */
	sort?: SortKey;
	direction?: "asc" | "desc";
	/** Page size, 1..1000 (default 20). */
	limit?: number;
	cursor?: string;
	before?: string;
}

/** The indexed columns of one dataset or space: enough for a list row without parsing its record. */
export interface RepoSummary {
	id: string;
	author: string;
	tags: string[];
	downloads: number;
	likes: number;
	trendingScore: number;
	createdAt?: string;
	lastModified?: string;
	gated?: boolean | string;
	private: boolean;
	sdk?: string;
}

export interface RepoPage {
	items: RepoSummary[];
	nextCursor?: string;
	prevCursor?: string;
}

/** A stored dataset or space: its record as imported (Hub API JSON) and its card (README.md) when there is one. */
export interface StoredRepo {
	record: RepoRecord;
	card?: string;
	/** Read for a page: the whole card's size in bytes, `card` being only its first PAGE_CARD_CHARS characters. */
	cardBytes?: number;
}

/** The facet kinds a dataset or space catalogue counts. */
export type RepoFacetKind = "tag" | "author" | "sdk";

const COLUMNS = `id, author, tags, downloads, likes, trending_score, created_at AS created, last_modified AS modified,
	gated, private, sdk, seq`;

interface Row {
	id: string;
	author: string;
	tags: string[];
	downloads: number | string;
	likes: number | string;
	trending_score: number;
	created: Date | string;
	modified: Date | string;
	gated: string | null;
	private: boolean;
	sdk: string | null;
	seq: number | string;
	sort_value?: number | Date | string;
}

/** A timestamp column as ISO text; the epoch stands for "absent". */
function isoDate(v: Date | string): string | undefined {
	const d = v instanceof Date ? v : new Date(v);
	const t = d.getTime();
	return Number.isNaN(t) || t === 0 ? undefined : d.toISOString();
}

function toSummary(r: Row): RepoSummary {
	const s: RepoSummary = {
		id: r.id,
		author: r.author,
		tags: r.tags,
		downloads: Number(r.downloads),
		likes: Number(r.likes),
		trendingScore: Number(r.trending_score),
		private: r.private === true,
	};
	const created = isoDate(r.created);
	if (created) s.createdAt = created;
	const modified = isoDate(r.modified);
	if (modified) s.lastModified = modified;
	if (r.gated !== null) s.gated = JSON.parse(r.gated) as boolean | string;
	if (r.sdk !== null) s.sdk = r.sdk;
	return s;
}

/** A record with the catalogue's count of its downloads (a hosted dataset's last 30 days). */
function withDownloads(row: { record: string; downloads: string | number }): RepoRecord {
	const record = JSON.parse(row.record) as RepoRecord;
	if (record.downloads !== undefined || Number(row.downloads) > 0) record.downloads = Number(row.downloads);
	return record;
}

const toStored = (row: { record: string; card: string | null; downloads: string | number }): StoredRepo =>
	row.card === null ? { record: withDownloads(row) } : { record: withDownloads(row), card: row.card };

/** The one filter a query has, when it has exactly one that the facets table counts (null: none at all). */
function singleFacet(q: RepoQuery): { kind: string; value: string } | undefined | null {
	const tags = (q.tags ?? []).filter((t) => t !== "");
	const facets: { kind: string; value: string }[] = [];
	if (q.author !== undefined) facets.push({ kind: "author", value: q.author });
	if (q.sdk !== undefined) facets.push({ kind: "sdk", value: q.sdk });
	for (const t of tags) facets.push({ kind: "tag", value: t });
	const other = (q.search !== undefined && q.search.trim() !== "") || q.links?.length || q.gated !== undefined;
	if (other || facets.length > 1) return undefined;
	return facets.length === 1 ? (facets[0] as { kind: string; value: string }) : null;
}

/**
 * The reads of a dataset or space catalogue: records, keyset pages of lists and searches, counts (exact from the
 * facet counts or up to a cap, else the planner's labelled estimate), facets, "used by" lookups. Every list, count
 * and suggestion takes the caller's `Visibility`, so a private repository is never listed, counted or suggested to
 * someone who may not see it. The same shapes of query as the model catalogue's (see models.ts), over another table.
 */
export class RepoCatalog {
	readonly search: WordSearch;
	private readonly table: "datasets" | "spaces";
	/** How first pages are read, with the queries found to match too many to read them all (see FirstPages). */
	private readonly firstPages = new FirstPages();
	/** The default order of lists: datasets by downloads, spaces (which the Hub counts no downloads of) by likes. */
	readonly defaultSort: SortKey;

	constructor(
		private readonly db: Db,
		readonly type: CatalogType,
	) {
		this.table = TABLE_OF[type];
		this.search = new WordSearch(db, this.table);
		this.defaultSort = type === "space" ? "likes" : "downloads";
	}

	/** The version of a stored record and card (changes whenever either changes), if stored. */
	async digest(id: string): Promise<string | undefined> {
		const r = await this.db.query<{ digest: string }>(`SELECT digest FROM ${this.table} WHERE id = $1`, [id]);
		return r.rows[0]?.digest;
	}

	async get(id: string): Promise<StoredRepo | undefined> {
		const r = await this.db.query<{ record: string; card: string | null; downloads: string }>(
			`SELECT record, card, downloads FROM ${this.table} WHERE id = $1`,
			[id],
		);
		const row = r.rows[0];
		return row ? toStored(row) : undefined;
	}

	/**
	 * What a page shows of a stored record: the record, the card's first PAGE_CARD_CHARS characters (read without the
	 * rest) and the whole card's size.
	 */
	async page(id: string): Promise<StoredRepo | undefined> {
		const r = await this.db.query<{
			record: string;
			card: string | null;
			card_bytes: string | number | null;
			downloads: string;
		}>(
			`SELECT record, substr(card, 1, $2) AS card, octet_length(card) AS card_bytes, downloads FROM ${this.table} WHERE id = $1`,
			[id, PAGE_CARD_CHARS],
		);
		const row = r.rows[0];
		if (!row) return undefined;
		const stored = toStored(row);
		if (row.card_bytes !== null) stored.cardBytes = Number(row.card_bytes);
		return stored;
	}

	/** A stored record alone (not its card): what the API answers with. */
	async record(id: string): Promise<RepoRecord | undefined> {
		const r = await this.db.query<{ record: string; downloads: string }>(
			`SELECT record, downloads FROM ${this.table} WHERE id = $1`,
			[id],
		);
		const row = r.rows[0];
		return row ? withDownloads(row) : undefined;
	}

	/** The records of several ids, in the order asked; unknown ids are left out. */
	async records(ids: string[]): Promise<RepoRecord[]> {
		if (!ids.length) return [];
		const r = await this.db.query<{ id: string; record: string; downloads: string }>(
			`SELECT id, record, downloads FROM ${this.table} WHERE id = ANY($1::text[])`,
			[ids],
		);
		const byId = new Map(r.rows.map((row) => [row.id, row]));
		return ids.flatMap((id) => {
			const row = byId.get(id);
			return row ? [withDownloads(row)] : [];
		});
	}

	/** Which of these ids are stored repositories the viewer may see, in the order asked. */
	async visibleIds(ids: string[], viewer: Visibility): Promise<string[]> {
		const wanted = [...new Set(ids)].slice(0, 1000);
		if (!wanted.length) return [];
		const w = new Where();
		w.add((p) => `id = ANY(${p}::text[])`, wanted);
		w.restrict(viewer);
		const r = await this.db.query<{ id: string }>(`SELECT id FROM ${this.table} ${w.sql}`, w.params);
		const found = new Set(r.rows.map((row) => row.id));
		return wanted.filter((id) => found.has(id));
	}

	/** The query's conditions with the caller's visibility; a word search's tsquery is always the first parameter. */
	private filters(q: RepoQuery, viewer: Visibility, tsquery?: string): Where {
		const w = new Where();
		if (tsquery !== undefined) w.add((p) => `words @@ ${p}::tsquery`, tsquery);
		if (q.author !== undefined) w.add((p) => `author = ${p}`, q.author);
		if (q.sdk !== undefined) w.add((p) => `sdk = ${p}`, q.sdk);
		const tags = (q.tags ?? []).filter((t) => t !== "");
		if (tags.length) w.add((p) => `tags @> ${p}::text[]`, tags);
		const links = (q.links ?? []).filter((t) => t !== "");
		if (links.length) w.add((p) => `links @> ${p}::text[]`, links);
		if (q.gated !== undefined) w.parts.push(gatedCondition(q.gated));
		w.restrict(viewer);
		return w;
	}

	private order(q: RepoQuery) {
		return orderOf({ ...q, sort: q.sort ?? this.defaultSort });
	}

	/** One page of the repositories matching the query, in its order, with keyset cursors either way. */
	async list(q: RepoQuery, viewer: Visibility): Promise<RepoPage> {
		return this.listPage(q, viewer, await this.search.expand(q));
	}

	private async listPage(q: RepoQuery, viewer: Visibility, search: Search | undefined): Promise<RepoPage> {
		const { sort, desc, limit } = this.order(q);
		if (q.cursor !== undefined && q.before !== undefined)
			throw new QueryError("before", "give either cursor or before, not both");
		const w = this.filters(q, viewer, search?.tsquery);
		const filterParts = w.parts.length;
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
				? await this.fromFewHits(w, filterParts, sort.column, order)
				: undefined) ??
			(
				await this.db.query<Row>(
					`SELECT ${COLUMNS}, ${sort.column} AS sort_value FROM ${this.table} ${w.sql}
					 ORDER BY ${sort.column} ${order}, seq ${order} LIMIT $${w.params.length}`,
					w.params,
				)
			).rows;
		const more = found.length > limit;
		const rows = found.slice(0, limit);
		if (backwards) rows.reverse();
		const page: RepoPage = { items: rows.map(toSummary) };
		const first = rows[0];
		const last = rows[rows.length - 1];
		if (last && (backwards ? true : more)) page.nextCursor = cursorOf(last as unknown as SummaryRow, sort.date);
		if (first && (backwards ? more : q.cursor !== undefined))
			page.prevCursor = cursorOf(first as unknown as SummaryRow, sort.date);
		return page;
	}

	/**
	 * A page of a search whose words stand for several stored words each, read from its matches when they are few
	 * (at most SPARSE_HITS); undefined when there are more (see the model catalogue's `fromFewHits`).
	 */
	private async fromFewHits(
		w: Where,
		filterParts: number,
		column: string,
		order: "ASC" | "DESC",
	): Promise<Row[] | undefined> {
		const params = [...w.params.slice(0, -1), SPARSE_HITS + 1, w.params[w.params.length - 1]];
		const hitsLimit = `$${params.length - 1}`;
		const pageLimit = `$${params.length}`;
		const rest = w.parts.slice(filterParts).map((part) => ` AND ${part}`);
		const r = await this.db.query<Row & { hits: number }>(
			`WITH hits AS MATERIALIZED (SELECT id FROM ${this.table} WHERE ${w.parts.slice(0, filterParts).join(" AND ")}
				LIMIT ${hitsLimit}),
				page AS (SELECT ${COLUMNS}, ${column} AS sort_value FROM ${this.table}
					WHERE id IN (SELECT id FROM hits)${rest.join("")}
					ORDER BY ${column} ${order}, seq ${order} LIMIT ${pageLimit})
			 SELECT (SELECT count(*) FROM hits)::int AS hits, page.* FROM (SELECT 1) AS one LEFT JOIN page ON true
			 ORDER BY page.sort_value ${order}, page.seq ${order}`,
			params,
		);
		if (Number(r.rows[0]?.hits ?? 0) > SPARSE_HITS) return undefined;
		return r.rows.filter((row) => row.id !== null);
	}

	/**
	 * The first page of a query with how many repositories match. When the planner expects few matches (at most
	 * GATHERED, or `cap` if more), one read of them all gives both, the count exact; otherwise a page read in order and
	 * the labelled estimate (see FirstPages).
	 */
	async firstPageWithTotal(
		q: RepoQuery,
		viewer: Visibility,
		cap = EXACT_COUNT_CAP,
	): Promise<{ page: RepoPage; total: Total }> {
		const { cursor: _cursor, before: _before, ...first } = q;
		if (singleFacet(first) !== undefined) {
			const [page, total] = await Promise.all([this.list(first, viewer), this.count(first, viewer, cap)]);
			return { page, total };
		}
		const search = await this.search.expand(first);
		const where = this.filters(first, viewer, search?.tsquery);
		const estimate = await this.estimate(where);
		return this.firstPages.read(where, estimate, cap, {
			gathered: (most) => this.fewMatches(first, viewer, most, search),
			ordered: () => this.listPage(first, viewer, search),
		});
	}

	private async fewMatches(
		q: RepoQuery,
		viewer: Visibility,
		cap: number,
		search: Search | undefined,
	): Promise<{ page: RepoPage; total: Total } | undefined> {
		const { sort, desc, limit } = this.order(q);
		const order = desc ? "DESC" : "ASC";
		const w = this.filters(q, viewer, search?.tsquery);
		w.params.push(cap + 1, limit + 1);
		const n = w.params.length;
		const r = await this.db.query<Row & { total: number }>(
			`WITH hits AS MATERIALIZED (SELECT id, seq AS s, ${sort.column} AS v FROM ${this.table} ${w.sql} LIMIT $${n - 1}),
				top AS (SELECT id, s, v FROM hits ORDER BY v ${order}, s ${order} LIMIT $${n})
			 SELECT (SELECT count(*) FROM hits)::int AS total, ${COLUMNS}, ${sort.column} AS sort_value
			 FROM top JOIN ${this.table} USING (id) ORDER BY top.v ${order}, top.s ${order}`,
			w.params,
		);
		const total = Number(r.rows[0]?.total ?? 0);
		if (total > cap) return undefined;
		const rows = r.rows.slice(0, limit);
		const page: RepoPage = { items: rows.map(toSummary) };
		const last = rows[rows.length - 1];
		if (r.rows.length > limit && last) page.nextCursor = cursorOf(last as unknown as SummaryRow, sort.date);
		return { page, total: { value: total, exact: true } };
	}

	/**
	 * How many repositories match: from the facet counts when the query is one author, SDK or tag (exact), by
	 * counting up to `cap` otherwise, and past that the planner's estimate (`exact: false`).
	 */
	async count(q: RepoQuery, viewer: Visibility, cap = EXACT_COUNT_CAP): Promise<Total> {
		const facet = singleFacet(q);
		if (facet !== undefined) {
			const kind = facet === null ? "total" : facet.kind;
			const value = facet === null ? "" : facet.value;
			const [r, hidden] = await Promise.all([
				this.db.query<{ count: number }>(
					"SELECT count FROM repo_facets WHERE repo_type = $1 AND kind = $2 AND value = $3",
					[this.type, kind, value],
				),
				this.privateCount(q, viewer),
			]);
			return { value: Number(r.rows[0]?.count ?? 0) + hidden, exact: true };
		}
		const tsquery = await this.search.tsquery(q);
		const estimate = await this.estimate(this.filters(q, viewer, tsquery));
		if (estimate > 2 * cap) return pastCap(estimate, cap);
		const w = this.filters(q, viewer, tsquery);
		w.params.push(cap + 1);
		const r = await this.db.query<{ n: number }>(
			`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${this.table} ${w.sql} LIMIT $${w.params.length}) AS m`,
			w.params,
		);
		const n = Number(r.rows[0]?.n ?? 0);
		return n <= cap ? { value: n, exact: true } : pastCap(estimate, cap);
	}

	private async estimate(w: Where): Promise<number> {
		const plan = await this.db.query<{ "QUERY PLAN": unknown }>(
			`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.table} ${w.sql}`,
			w.params,
		);
		const raw = plan.rows[0]?.["QUERY PLAN"];
		const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
		return Math.round(parsed[0]?.Plan["Plan Rows"] ?? 0);
	}

	/** The condition that keeps the private repositories a viewer may see; undefined: none. */
	private privateScope(viewer: Visibility, first: number): { sql: string; params: unknown[] } | undefined {
		if (viewer.privateOwners === "all") return { sql: "private", params: [] };
		if (!viewer.privateOwners.length) return undefined;
		return { sql: `private AND ${OWNER_SQL} = ANY($${first}::text[])`, params: [viewer.privateOwners] };
	}

	/** How many private repositories the viewer may see match a query (the facet counts hold public ones only). */
	private async privateCount(q: RepoQuery, viewer: Visibility): Promise<number> {
		if (!this.privateScope(viewer, 1)) return 0;
		const only: Visibility = {
			key: `private:${viewer.key}`,
			privateOwners: viewer.privateOwners,
			condition: (f) => this.privateScope(viewer, f),
		};
		const w = this.filters(q, only);
		const r = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${this.table} ${w.sql}`, w.params);
		return Number(r.rows[0]?.n ?? 0);
	}

	/** The most common values of a facet (tags, authors, SDKs) with their counts, public ones plus the viewer's own. */
	async facets(
		kind: RepoFacetKind,
		viewer: Visibility,
		options: { prefix?: string; limit?: number } = {},
	): Promise<FacetCount[]> {
		const limit = Math.min(Math.max(options.limit ?? 100, 1), 10_000);
		const params: unknown[] = [this.type, kind, limit];
		let prefix = "";
		const escaped = options.prefix?.replace(/[\\%_]/g, (c) => `\\${c}`);
		if (escaped) {
			params.push(escaped);
			prefix = "AND value LIKE $4 || '%'";
		}
		const scope = this.privateScope(viewer, 1);
		const hiddenQuery = async (): Promise<FacetCount[]> => {
			if (!scope) return [];
			const p = [...scope.params];
			const values = kind === "tag" ? "unnest(tags)" : kind;
			let extra = "";
			if (escaped) {
				p.push(escaped);
				extra = `AND value LIKE $${p.length} || '%'`;
			}
			const r = await this.db.query<{ value: string; count: number }>(
				`SELECT value, count(*)::int AS count FROM (SELECT ${values} AS value FROM ${this.table} WHERE ${scope.sql}) AS v
				 WHERE value IS NOT NULL ${extra} GROUP BY value`,
				p,
			);
			return r.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
		};
		const [r, hidden] = await Promise.all([
			this.db.query<{ value: string; count: number }>(
				`SELECT value, count FROM repo_facets WHERE repo_type = $1 AND kind = $2 ${prefix}
				 ORDER BY count DESC, value LIMIT $3`,
				params,
			),
			hiddenQuery(),
		]);
		return addCounts(
			r.rows.map((row) => ({ value: row.value, count: Number(row.count) })),
			hidden,
			limit,
		);
	}

	/** Stored ids close to one that was not found: sharing as many of its words as possible, most popular first. */
	async similarIds(id: string, viewer: Visibility, limit = 5): Promise<string[]> {
		const words = idWords(id).filter((w) => w.length > 1);
		const found: string[] = [];
		const { sort } = this.order({});
		for (let n = words.length; n > 0 && found.length < limit; n--) {
			const w = new Where();
			w.add((p) => `words @@ ${p}::tsquery`, toTsquery(words.slice(0, n)));
			w.add((p) => `NOT (id = ANY(${p}::text[]))`, [id, ...found]);
			w.restrict(viewer);
			w.params.push(limit - found.length);
			const r = await this.db.query<{ id: string }>(
				`SELECT id FROM ${this.table} ${w.sql} ORDER BY ${sort.column} DESC, seq DESC LIMIT $${w.params.length}`,
				w.params,
			);
			found.push(...r.rows.map((row) => row.id));
		}
		return found;
	}

	/** Whether the catalogue holds no record at all. */
	async isEmpty(): Promise<boolean> {
		const r = await this.db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${this.table}) AS any`);
		return !r.rows[0]?.any;
	}

	/** Every stored repository in id order, read in pages so memory stays flat. */
	async *export(pageSize = 1000): AsyncIterable<StoredRepo> {
		let after = "";
		for (;;) {
			const r = await this.db.query<{ id: string; record: string; card: string | null; downloads: string }>(
				`SELECT id, record, card, downloads FROM ${this.table} WHERE id > $1 ORDER BY id LIMIT $2`,
				[after, pageSize],
			);
			for (const row of r.rows) yield toStored(row);
			const last = r.rows[r.rows.length - 1];
			if (!last || r.rows.length < pageSize) return;
			after = last.id;
		}
	}
}
