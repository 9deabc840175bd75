import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hubSortField } from "@modelhub/core";
import {
	type CatalogStore,
	MAX_LIMIT,
	type ModelQuery,
	type ModelSummary,
	QueryError,
	SORT_KEYS,
	type SortKey,
} from "@modelhub/store";
import { publicOrigin, sendError, sendJson, sendMethodNotAllowed } from "./respond.js";

/** A malformed query parameter: answered 400 with the parameter's name. */
class BadParameter extends Error {}

const DEFAULT_LIMIT = 100;
const ID_PART = /^[A-Za-z0-9_.-]{1,96}$/;

/** The Hub's opaque `_id`: 24 hex characters, stable per model id. */
export function objectId(id: string): string {
	return createHash("sha1").update(id).digest("hex").slice(0, 24);
}

function parseBool(params: URLSearchParams, name: string): boolean {
	const v = params.get(name);
	if (v === null || v === "" || v === "true" || v === "1" || v === "True") return v !== null;
	if (v === "false" || v === "0" || v === "False") return false;
	throw new BadParameter(`${name} must be true or false`);
}

/** The store query for the Hub's /api/models parameters. */
export function parseModelsQuery(
	params: URLSearchParams,
): ModelQuery & { full: boolean; config: boolean; expand: string[] } {
	const q: ModelQuery & { full: boolean; config: boolean; expand: string[] } = {
		full: parseBool(params, "full"),
		config: parseBool(params, "config"),
		expand: [...params.getAll("expand"), ...params.getAll("expand[]")].flatMap((e) => e.split(",")).filter(Boolean),
	};
	const limitText = params.get("limit");
	if (limitText !== null) {
		const limit = Number(limitText);
		if (!/^\d+$/.test(limitText) || limit < 1) throw new BadParameter("limit must be a positive whole number");
		q.limit = Math.min(limit, MAX_LIMIT);
	} else q.limit = DEFAULT_LIMIT;
	const sort = params.get("sort");
	if (sort !== null && sort !== "") {
		// The Hub also accepts its older names (`trending`, `modified`, `created`).
		const key = hubSortField(sort) as SortKey;
		if (!SORT_KEYS.includes(key)) throw new BadParameter(`sort must be one of ${SORT_KEYS.join(", ")}`);
		q.sort = key;
	}
	const direction = params.get("direction");
	if (direction !== null && direction !== "") {
		if (direction !== "-1" && direction !== "1") throw new BadParameter("direction must be -1 or 1");
		q.direction = direction === "1" ? "asc" : "desc";
	}
	const text = (name: string) => {
		const v = params.get(name);
		if (v === null || v === "") return undefined;
		if (v.length > 200) throw new BadParameter(`${name} is longer than 200 characters`);
		return v;
	};
	const search = text("search");
	if (search !== undefined) q.search = search;
	const author = text("author");
	if (author !== undefined) q.author = author;
	const task = text("pipeline_tag");
	if (task !== undefined) q.pipelineTag = task;
	const library = text("library");
	if (library !== undefined) q.library = library;
	const filters = params
		.getAll("filter")
		.flatMap((f) => f.split(","))
		.filter(Boolean);
	if (filters.length > 20) throw new BadParameter("filter takes at most 20 tags");
	if (filters.some((f) => f.length > 200)) throw new BadParameter("filter has a tag longer than 200 characters");
	if (filters.length) q.tags = filters;
	const cursor = params.get("cursor");
	if (cursor !== null && cursor !== "") q.cursor = cursor;
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

/** Keeps only the expanded fields (plus `_id` and `id`), as the Hub does for `expand`. */
export function pick(entry: Record<string, unknown>, fields: string[]): Record<string, unknown> {
	const out: Record<string, unknown> = { _id: entry._id, id: entry.id };
	for (const f of fields) if (entry[f] !== undefined) out[f] = entry[f];
	return out;
}

/**
 * The Hub's models API on the store: `GET /api/models` (search, author, filter, pipeline_tag, library, sort,
 * direction, limit, full, config, expand, cursor; the next page in an absolute `Link` header) and
 * `GET /api/models/{owner}/{name}`. Returns false for paths it does not own (other /api routes are left to the
 * file routes).
 */
export async function handleApi(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	store: CatalogStore,
): Promise<boolean> {
	const path = url.pathname.replace(/\/+$/, "");
	const parts = path.split("/").slice(3);
	const isList = path === "/api/models";
	const isModel = path.startsWith("/api/models/") && parts.length === 2;
	const isRevision = path.startsWith("/api/models/") && parts.length >= 4 && parts[2] === "revision";
	if (!isList && !isModel && !isRevision) return false;
	if (req.method !== "GET" && req.method !== "HEAD") {
		sendMethodNotAllowed(req, res, ["GET", "HEAD"]);
		return true;
	}
	try {
		if (isList) await listModels(req, res, url, store);
		else {
			const id = parts.slice(0, 2).map(safeDecode).join("/");
			const revision = isRevision ? parts.slice(3).map(safeDecode).join("/") : undefined;
			await getModel(req, res, url, id, revision, store);
		}
	} catch (e) {
		if (e instanceof BadParameter) sendError(req, res, 400, `invalid parameter: ${e.message}`, "BadRequest");
		else if (e instanceof QueryError)
			sendError(req, res, 400, `invalid parameter ${e.parameter}: ${e.message}`, "BadRequest");
		else {
			process.stderr.write(
				`api: ${req.method} ${url.pathname}: ${String((e as Error)?.message ?? e).split("\n")[0]}\n`,
			);
			sendError(req, res, 503, "the model catalogue is unavailable right now; try again shortly", "ServiceUnavailable");
		}
	}
	return true;
}

function safeDecode(s: string): string {
	try {
		return decodeURIComponent(s);
	} catch {
		return "\0";
	}
}

async function listModels(req: IncomingMessage, res: ServerResponse, url: URL, store: CatalogStore) {
	const q = parseModelsQuery(url.searchParams);
	const page = await store.listModels(q);
	let entries: Record<string, unknown>[];
	const fromColumns = q.expand.length > 0 && q.expand.every((f) => SHORT_FIELDS.has(f));
	if (q.full || q.config || (q.expand.length && !fromColumns)) {
		const full = await store.getModels(page.models.map((m) => m.id));
		entries = full.map((m) => fullEntry(m.record as Record<string, unknown>, q.config || q.expand.includes("config")));
	} else entries = page.models.map(shortEntry);
	if (q.expand.length) entries = entries.map((e) => pick(e, q.expand));
	const headers: Record<string, string> = {};
	if (page.nextCursor) {
		const next = new URL(url.pathname + url.search, publicOrigin(req));
		next.searchParams.set("cursor", page.nextCursor);
		headers.Link = `<${next.toString()}>; rel="next"`;
	}
	sendJson(req, res, 200, entries, headers);
}

/** Revisions a record-only model answers to: the default branch by its names, and its own commit id. */
export function isCurrentRevision(revision: string, sha: unknown): boolean {
	return revision === "main" || revision === "HEAD" || (typeof sha === "string" && revision === sha);
}

async function getModel(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	id: string,
	revision: string | undefined,
	store: CatalogStore,
) {
	const [owner = "", name = ""] = id.split("/");
	if (!ID_PART.test(owner) || !ID_PART.test(name)) {
		sendError(req, res, 404, `Repository not found: ${id.slice(0, 200)}`, "RepoNotFound");
		return;
	}
	const stored = await store.getModel(id);
	if (!stored) {
		sendError(req, res, 404, `Repository not found: ${id}`, "RepoNotFound");
		return;
	}
	if (revision !== undefined && !isCurrentRevision(revision, stored.record.sha)) {
		sendError(req, res, 404, `Invalid rev id: ${revision.slice(0, 200)}`, "RevisionNotFound");
		return;
	}
	const expand = [...url.searchParams.getAll("expand"), ...url.searchParams.getAll("expand[]")];
	let entry = fullEntry(stored.record as Record<string, unknown>, true);
	if (expand.length) entry = pick(entry, expand);
	sendJson(req, res, 200, entry);
}
