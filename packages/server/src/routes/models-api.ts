import { createHash } from "node:crypto";
import { hubSortField } from "@modelhub/core";
import { MAX_LIMIT, type ModelQuery, type ModelSummary, SORT_KEYS, type SortKey, siblingOf } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, repoNotFound, revisionNotFound } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { expandOf, isTrue, repoOf } from "./repo-files.js";

/** A malformed query parameter: answered 400 naming it. */
export const badParameter = (message: string) => badRequest(`invalid parameter: ${message}`);

const DEFAULT_LIMIT = 100;
/** Texts in parameters: no control characters (a NUL cannot even be stored), at most this long. */
const MAX_TEXT = 200;

/** The Hub's opaque `_id`: 24 hex characters, stable per model id. */
export function objectId(id: string): string {
	return createHash("sha1").update(id).digest("hex").slice(0, 24);
}

export function parseBool(params: URLSearchParams, name: string): boolean {
	const v = params.get(name);
	if (v === null || v === "" || v === "true" || v === "1" || v === "True") return v !== null;
	if (v === "false" || v === "0" || v === "False") return false;
	throw badParameter(`${name} must be true or false`);
}

/** The Hub's `gated` list parameter (`list_models(gated=True)` sends `gated=true`): absent or empty is no filter. */
export function gatedParam(params: URLSearchParams): boolean | undefined {
	const v = params.get("gated");
	return v === null || v === "" ? undefined : parseBool(params, "gated");
}

/** A text parameter: absent or empty is undefined; a control character or more than MAX_TEXT characters is a 400. */
export function textParam(params: URLSearchParams, name: string): string | undefined {
	const v = params.get(name);
	if (v === null || v === "") return undefined;
	checkText(v, name);
	return v;
}

export function checkText(v: string, name: string): void {
	if (v.length > MAX_TEXT) throw badParameter(`${name} is longer than ${MAX_TEXT} characters`);
	if (/[\u0000-\u001f\u007f]/.test(v)) throw badParameter(`${name} holds a control character`);
}

/** The query for the Hub's list parameters, and whether `limit` asked for more than a page holds. */
export type ListQuery = ModelQuery & { full: boolean; config: boolean; expand: string[]; clamped?: number };

/** The store query for the Hub's /api/models parameters. */
export function parseModelsQuery(params: URLSearchParams): ListQuery {
	const q: ListQuery = {
		full: parseBool(params, "full"),
		config: parseBool(params, "config"),
		expand: expandOf(params),
	};
	for (const e of q.expand) checkText(e, "expand");
	const limitText = params.get("limit");
	if (limitText !== null) {
		const limit = Number(limitText);
		if (!/^\d{1,15}$/.test(limitText) || limit < 1) throw badParameter("limit must be a positive whole number");
		// As the Hub does, a larger limit is served a page at a time (the client follows `Link`); the answer says so.
		if (limit > MAX_LIMIT) q.clamped = limit;
		q.limit = Math.min(limit, MAX_LIMIT);
	} else q.limit = DEFAULT_LIMIT;
	const sort = params.get("sort");
	if (sort !== null && sort !== "") {
		// The Hub also accepts its older names (`trending`, `modified`, `created`).
		const key = hubSortField(sort) as SortKey;
		if (!SORT_KEYS.includes(key)) throw badParameter(`sort must be one of ${SORT_KEYS.join(", ")}`);
		q.sort = key;
	}
	const direction = params.get("direction");
	if (direction !== null && direction !== "") {
		if (direction !== "-1" && direction !== "1") throw badParameter("direction must be -1 or 1");
		q.direction = direction === "1" ? "asc" : "desc";
	}
	const search = textParam(params, "search");
	if (search !== undefined) q.search = search;
	const author = textParam(params, "author");
	if (author !== undefined) q.author = author;
	const task = textParam(params, "pipeline_tag");
	if (task !== undefined) q.pipelineTag = task;
	const library = textParam(params, "library");
	if (library !== undefined) q.library = library;
	const filters = params
		.getAll("filter")
		.flatMap((f) => f.split(","))
		.filter(Boolean);
	if (filters.length > 20) throw badParameter("filter takes at most 20 tags");
	for (const f of filters) checkText(f, "filter");
	if (filters.length) q.tags = filters;
	const gated = gatedParam(params);
	if (gated !== undefined) q.gated = gated;
	const cursor = textParam(params, "cursor");
	if (cursor !== undefined) q.cursor = cursor;
	return q;
}

/** The fields a list entry has without reading whole records; `expand` of only these needs no second query. */
const SHORT_FIELDS = new Set([
	"author",
	"likes",
	"trendingScore",
	"private",
	"gated",
	"downloads",
	"tags",
	"pipeline_tag",
	"library_name",
	"createdAt",
	"lastModified",
]);

/** A list entry in the Hub's short shape, from the indexed columns. */
function shortEntry(m: ModelSummary): Record<string, unknown> {
	const e: Record<string, unknown> = {
		_id: objectId(m.id),
		id: m.id,
		modelId: m.id,
		author: m.author,
		likes: m.likes,
		trendingScore: m.trendingScore,
		private: m.private ?? false,
		gated: m.gated ?? false,
		downloads: m.downloads,
		tags: m.tags,
	};
	if (m.pipeline_tag !== undefined) e.pipeline_tag = m.pipeline_tag;
	if (m.library_name !== undefined) e.library_name = m.library_name;
	if (m.createdAt !== undefined) e.createdAt = m.createdAt;
	if (m.lastModified !== undefined) e.lastModified = m.lastModified;
	return e;
}

/** A whole stored record in the Hub's shape: `_id` and `modelId` added, `config` only when asked for. */
export function fullEntry(record: Record<string, unknown>, withConfig: boolean): Record<string, unknown> {
	const { config, ...rest } = record;
	const e: Record<string, unknown> = {
		_id: objectId(String(record.id)),
		modelId: record.id,
		private: false,
		gated: false,
		downloads: 0,
		likes: 0,
		tags: [],
		...rest,
	};
	if (withConfig && config !== undefined) e.config = config;
	return e;
}

/**
 * A whole dataset or space record in the Hub's shape: `_id` added, and the fields the Hub always writes given their
 * defaults when the record has none (a space has no downloads).
 */
export function repoEntry(type: "dataset" | "space", record: Record<string, unknown>): Record<string, unknown> {
	return {
		_id: objectId(`${type}:${String(record.id)}`),
		author: String(record.id).split("/")[0],
		private: false,
		gated: false,
		disabled: false,
		...(type === "dataset" ? { downloads: 0 } : {}),
		likes: 0,
		tags: [],
		...record,
	};
}

/** Keeps only the expanded fields (plus `_id` and `id`), as the Hub does for `expand`. */
export function pick(entry: Record<string, unknown>, fields: string[]): Record<string, unknown> {
	const out: Record<string, unknown> = { _id: entry._id, id: entry.id };
	for (const f of fields) if (entry[f] !== undefined) out[f] = entry[f];
	return out;
}

/** `GET /api/models`: a page of the catalogue the caller may see, the next page in an absolute `Link` header. */
export async function listModels(ctx: RequestContext): Promise<void> {
	const { store } = ctx.hub;
	const q = parseModelsQuery(ctx.url.searchParams);
	const page = await store.models.list(q, ctx.visibility);
	let entries: Record<string, unknown>[];
	const fromColumns = q.expand.length > 0 && q.expand.every((f) => SHORT_FIELDS.has(f));
	if (q.full || q.config || (q.expand.length && !fromColumns)) {
		const full = await store.models.records(page.models.map((m) => m.id));
		entries = full.map((m) => fullEntry(m as Record<string, unknown>, q.config || q.expand.includes("config")));
	} else entries = page.models.map(shortEntry);
	if (q.expand.length) entries = entries.map((e) => pick(e, q.expand));
	const headers: Record<string, string> = {};
	if (q.clamped !== undefined) headers["X-Limit-Clamped"] = `${MAX_LIMIT} (asked ${q.clamped}); follow Link for more`;
	if (page.nextCursor) {
		const next = new URL(ctx.url.pathname + ctx.url.search, ctx.origin);
		next.searchParams.set("cursor", page.nextCursor);
		headers.Link = `<${next.toString()}>; rel="next"`;
	}
	sendJson(ctx.req, ctx.res, 200, entries, headers);
}

/**
 * `GET /api/models/{id}` and `/api/models/{id}/revision/{rev}`: the record in the Hub's shape. For a repository whose
 * files the hub holds, a revision's `sha`, `siblings` (every file: `rfilename`, and sizes and blob ids under
 * `blobs=true`) and dates come from that revision (the record's own without `rev`), not from the stored record, which
 * lists only its first files; a model known only by its record has one revision, its own.
 */
export async function modelInfo(ctx: RequestContext): Promise<void> {
	const repo = repoOf(ctx);
	const expand = expandOf(ctx.url.searchParams);
	const rev = ctx.params.rev;
	const siblings = !expand.length || expand.includes("siblings") || expand.includes("usedStorage");
	const info = await ctx.hub.reader.info(repo, { ...(rev === undefined ? {} : { rev }), files: siblings });
	if (info.found === "no-record") throw repoNotFound(repo.id);
	if (info.found === "no-revision") throw revisionNotFound(rev ?? "main");
	const { record, revision, files } = info;
	let entry = repo.type === "model" ? fullEntry(record, true) : repoEntry(repo.type, record);
	if (revision) {
		entry.sha = revision.sha;
		entry.lastModified = revision.createdAt.toISOString();
	}
	if (files) {
		const blobs = isTrue(ctx.url.searchParams.get("blobs"));
		entry.siblings = files.map((f) => (blobs ? siblingOf(f) : { rfilename: f.path }));
		entry.usedStorage = files.reduce((n, f) => n + f.size, 0);
	}
	if (expand.length) entry = pick(entry, expand);
	sendJson(ctx.req, ctx.res, 200, entry);
}
