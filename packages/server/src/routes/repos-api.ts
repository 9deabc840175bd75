import { hubSortField } from "@modelhub/core";
import {
	type CatalogType,
	MAX_LIMIT,
	type RepoQuery,
	type RepoSummary,
	SORT_KEYS,
	type SortKey,
} from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { sendJson } from "../http/respond.js";
import { badParameter, checkText, gatedParam, objectId, parseBool, pick, repoEntry, textParam } from "./models-api.js";
import { expandOf } from "./repo-files.js";

/**
 * The Hub's dataset and space lists: `GET /api/datasets` and `GET /api/spaces`, with its parameters (`search`,
 * `author`, `filter` — tags such as `task_categories:text-classification` or `language:en`, repeatable or
 * comma-separated —, `gated`, `sort`, `direction`, `limit`, `full`, `expand`; for spaces also `models` and `datasets`,
 * the repositories a space uses, and `sdk`), paged by an absolute `Link` header with a cursor.
 */

const DEFAULT_LIMIT = 100;

/** A list query: the store's, and what the answer's shape needs. */
type ListQuery = RepoQuery & { full: boolean; expand: string[]; clamped?: number };

/** Every value of a repeatable parameter, comma-separated ones split, checked. */
function listParam(params: URLSearchParams, name: string, max = 20): string[] {
	const values = params
		.getAll(name)
		.flatMap((f) => f.split(","))
		.map((f) => f.trim())
		.filter(Boolean);
	if (values.length > max) throw badParameter(`${name} takes at most ${max} values`);
	for (const v of values) checkText(v, name);
	return values;
}

/** The store query for the Hub's list parameters of a dataset or space list. */
export function parseRepoListQuery(type: CatalogType, params: URLSearchParams): ListQuery {
	const q: ListQuery = { full: parseBool(params, "full"), expand: expandOf(params) };
	for (const e of q.expand) checkText(e, "expand");
	const limitText = params.get("limit");
	if (limitText !== null) {
		const limit = Number(limitText);
		if (!/^\d{1,15}$/.test(limitText) || limit < 1) throw badParameter("limit must be a positive whole number");
		if (limit > MAX_LIMIT) q.clamped = limit;
		q.limit = Math.min(limit, MAX_LIMIT);
	} else q.limit = DEFAULT_LIMIT;
	const sort = params.get("sort");
	if (sort !== null && sort !== "") {
		const key = hubSortField(sort) as SortKey;
		if (!SORT_KEYS.includes(key)) throw badParameter(`sort must be one of ${SORT_KEYS.join(", ")}`);
		q.sort = key;
	}
	const direction = params.get("direction");
	if (direction !== null && direction !== "") {
		if (direction !== "-1" && direction !== "1") throw badParameter("direction must be -1 or 1");
		q.direction = direction === "1" ? "asc" : "desc";
	}
	// huggingface_hub sends `search` once per word list (`dataset_name` and `search` both): all must match.
	const search = params.getAll("search").filter(Boolean);
	for (const s of search) checkText(s, "search");
	if (search.length) q.search = search.join(" ");
	const author = textParam(params, "author");
	if (author !== undefined) q.author = author;
	const tags = listParam(params, "filter");
	if (tags.length) q.tags = tags;
	const gated = gatedParam(params);
	if (gated !== undefined) q.gated = gated;
	if (type === "space") {
		const sdk = textParam(params, "sdk");
		if (sdk !== undefined) q.sdk = sdk;
		const links = [
			...listParam(params, "models").map((m) => `model:${m}`),
			...listParam(params, "datasets").map((d) => `dataset:${d}`),
		];
		if (links.length) q.links = links;
	}
	const cursor = textParam(params, "cursor");
	if (cursor !== undefined) q.cursor = cursor;
	return q;
}

/** The fields a list entry has from the indexed columns alone (an `expand` of only these reads no record). */
const SHORT_FIELDS = new Set([
	"author",
	"likes",
	"trendingScore",
	"private",
	"gated",
	"downloads",
	"tags",
	"createdAt",
	"lastModified",
	"sdk",
	"disabled",
]);

/** A list entry in the Hub's short shape, from the indexed columns. */
function shortEntry(type: CatalogType, s: RepoSummary): Record<string, unknown> {
	const e: Record<string, unknown> = {
		_id: objectId(`${type}:${s.id}`),
		id: s.id,
		author: s.author,
		disabled: false,
		gated: s.gated ?? false,
		likes: s.likes,
		trendingScore: s.trendingScore,
		private: s.private,
		tags: s.tags,
	};
	if (type === "dataset") e.downloads = s.downloads;
	if (type === "space" && s.sdk !== undefined) e.sdk = s.sdk;
	if (s.createdAt !== undefined) e.createdAt = s.createdAt;
	if (s.lastModified !== undefined) e.lastModified = s.lastModified;
	return e;
}

/** `GET /api/datasets` or `/api/spaces`: a page of what the caller may see, the next page in an absolute `Link`. */
export function listRepos(type: CatalogType) {
	return async (ctx: RequestContext): Promise<void> => {
		const catalog = ctx.hub.store.catalogOf(type);
		const q = parseRepoListQuery(type, ctx.url.searchParams);
		const page = await catalog.list(q, ctx.visibility);
		const fromColumns = q.expand.length > 0 && q.expand.every((f) => SHORT_FIELDS.has(f));
		let entries: Record<string, unknown>[];
		if (q.full || (q.expand.length && !fromColumns)) {
			const records = await catalog.records(page.items.map((s) => s.id));
			const byId = new Map(page.items.map((s) => [s.id, s]));
			// The catalogue's own counts (a hosted dataset's downloads) over what the record says.
			entries = records.map((r) => {
				const e = repoEntry(type, r);
				const s = byId.get(r.id);
				if (type === "dataset" && s) e.downloads = s.downloads;
				return e;
			});
		} else entries = page.items.map((s) => shortEntry(type, s));
		if (q.expand.length) entries = entries.map((e) => pick(e, q.expand));
		const headers: Record<string, string> = {};
		if (q.clamped !== undefined) headers["X-Limit-Clamped"] = `${MAX_LIMIT} (asked ${q.clamped}); follow Link for more`;
		if (page.nextCursor) {
			const next = new URL(ctx.url.pathname + ctx.url.search, ctx.origin);
			next.searchParams.set("cursor", page.nextCursor);
			headers.Link = `<${next.toString()}>; rel="next"`;
		}
		sendJson(ctx.req, ctx.res, 200, entries, headers);
	};
}
