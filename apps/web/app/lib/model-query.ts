import { hubSortField } from "@modelhub/core";
import type { ModelQuery, SortKey } from "@modelhub/store";

/** The model list's orders, as offered in its sort menu (the first is the default). */
export const SORTS: [SortKey, string][] = [
	["downloads", "Most downloads"],
	["likes", "Most likes"],
	["trendingScore", "Trending"],
	["lastModified", "Recently updated"],
	["createdAt", "Recently created"],
];

export const PAGE_SIZE = 30;

/** The filters of /models as written in its URL. */
export interface ListView {
	q: string;
	task: string;
	library: string;
	license: string;
	language: string;
	author: string;
	tags: string[];
	sort: SortKey;
	/** The page after this row (a page's next cursor), or… */
	cursor: string;
	/** …the page before this row (a page's previous cursor). */
	before: string;
}

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim().slice(0, 200);

/** The name of the first parameter whose name or value holds a control character (a NUL cannot even be searched). */
export function controlCharParam(params: URLSearchParams): string | undefined {
	for (const [name, value] of params) if (/[\u0000-\u001f\u007f]/.test(name + value)) return name;
	return undefined;
}

/** Reads the list's view from its URL; unknown sort names fall back to the default. */
export function readView(params: URLSearchParams): ListView {
	const sort = params.get("sort") ?? "";
	return {
		q: text(params, "q"),
		task: text(params, "task"),
		library: text(params, "library"),
		license: text(params, "license"),
		language: text(params, "language"),
		author: text(params, "author"),
		tags: params
			.getAll("tag")
			.map((t) => t.trim().slice(0, 200))
			.filter(Boolean)
			.slice(0, 10),
		sort: SORTS.some(([k]) => k === sort) ? (sort as SortKey) : "downloads",
		cursor: text(params, "cursor"),
		// One direction at a time: a URL with both pages forwards.
		before: params.has("cursor") ? "" : text(params, "before"),
	};
}

/**
 * The list's URL for a /models URL written the Hub's way — `search`, `pipeline_tag`, `other` (tags, comma-separated),
 * `license=license:mit`, `sort=trending`, `p` (a page number, which keyset pages have no use for) — so that a Hub list
 * URL works here with only its host changed. Undefined when the URL already uses this list's names only.
 */
export function fromHubNames(params: URLSearchParams): string | undefined {
	const sort = params.get("sort") ?? "";
	const license = params.get("license") ?? "";
	const hubWritten =
		params.has("search") ||
		params.has("pipeline_tag") ||
		params.has("other") ||
		params.has("p") ||
		hubSortField(sort) !== sort ||
		license.startsWith("license:");
	if (!hubWritten) return undefined;
	const ours = new URLSearchParams(params);
	const rename = (from: string, to: string) => {
		const value = params.get(from);
		if (value !== null && !ours.get(to)) ours.set(to, value);
		ours.delete(from);
	};
	rename("search", "q");
	rename("pipeline_tag", "task");
	for (const tag of (params.get("other") ?? "").split(",")) if (tag.trim()) ours.append("tag", tag.trim());
	ours.delete("other");
	ours.delete("p");
	if (hubSortField(sort) !== sort) ours.set("sort", hubSortField(sort));
	if (license.startsWith("license:")) ours.set("license", license.slice("license:".length));
	return viewHref(readView(ours));
}

/** The store query of a view (without its cursors: counts and the first page share it). */
export function toQuery(v: ListView): ModelQuery {
	const q: ModelQuery = { sort: v.sort, limit: PAGE_SIZE };
	if (v.q) q.search = v.q;
	if (v.task) q.pipelineTag = v.task;
	if (v.library) q.library = v.library;
	if (v.author) q.author = v.author;
	const tags = [...v.tags];
	if (v.license) tags.push(`license:${v.license}`);
	if (v.language) tags.push(v.language);
	if (tags.length) q.tags = tags;
	return q;
}

/** The URL of a view (empty values and the default sort are left out, so equal views share one URL). */
export function viewHref(v: Partial<ListView>): string {
	const p = new URLSearchParams();
	for (const key of ["q", "task", "library", "license", "language", "author"] as const) if (v[key]) p.set(key, v[key]);
	for (const t of v.tags ?? []) p.append("tag", t);
	if (v.sort && v.sort !== "downloads") p.set("sort", v.sort);
	if (v.cursor) p.set("cursor", v.cursor);
	else if (v.before) p.set("before", v.before);
	const s = p.toString();
	return s ? `/models?${s}` : "/models";
}
