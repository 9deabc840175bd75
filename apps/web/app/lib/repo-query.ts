import { hubSortField } from "@modelhub/core";
import type { CatalogType, RepoQuery, SortKey } from "@modelhub/store";
import { controlCharParam } from "./model-query";

export { controlCharParam };

/** The orders /datasets and /spaces offer; spaces have no download counts, and sort by likes first. */
export const REPO_SORTS: Record<CatalogType, [SortKey, string][]> = {
	dataset: [
		["downloads", "Most downloads"],
		["likes", "Most likes"],
		["trendingScore", "Trending"],
		["lastModified", "Recently updated"],
		["createdAt", "Recently created"],
	],
	space: [
		["likes", "Most likes"],
		["trendingScore", "Trending"],
		["lastModified", "Recently updated"],
		["createdAt", "Recently created"],
	],
};

export const REPO_PAGE_SIZE = 30;

/** Where each type's list lives. */
export const LIST_PATH: Record<CatalogType, string> = { dataset: "/datasets", space: "/spaces" };

/** A repository's page: `/datasets/{id}`, `/spaces/{id}`. */
export const repoHref = (type: CatalogType, id: string) => `${LIST_PATH[type]}/${id}`;

/**
 * The filters of /datasets and /spaces as written in their URLs. Each menu filter is one of the Hub's tag prefixes
 * (`task_categories:`, `modality:`, `format:`, `size_categories:`, `language:`, `license:`), so that a filter is one
 * tag the store's index answers; a space's SDK is its own column.
 */
export interface RepoView {
	q: string;
	task: string;
	modality: string;
	format: string;
	size: string;
	language: string;
	license: string;
	sdk: string;
	author: string;
	tags: string[];
	sort: SortKey;
	cursor: string;
	before: string;
}

/** The menu filters and the tag prefix each stands for. */
export const TAG_FILTERS = [
	["task", "task_categories:"],
	["modality", "modality:"],
	["format", "format:"],
	["size", "size_categories:"],
	["language", "language:"],
	["license", "license:"],
] as const;

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim().slice(0, 200);

export function readRepoView(type: CatalogType, params: URLSearchParams): RepoView {
	const sort = params.get("sort") ?? "";
	const sorts = REPO_SORTS[type];
	return {
		q: text(params, "q"),
		task: text(params, "task"),
		modality: text(params, "modality"),
		format: text(params, "format"),
		size: text(params, "size"),
		language: text(params, "language"),
		license: text(params, "license"),
		sdk: type === "space" ? text(params, "sdk") : "",
		author: text(params, "author"),
		tags: params
			.getAll("tag")
			.map((t) => t.trim().slice(0, 200))
			.filter(Boolean)
			.slice(0, 10),
		sort: sorts.some(([k]) => k === sort) ? (sort as SortKey) : (sorts[0]?.[0] ?? "downloads"),
		cursor: text(params, "cursor"),
		before: params.has("cursor") ? "" : text(params, "before"),
	};
}

/** The store query of a view (without its cursors). */
export function toRepoQuery(v: RepoView): RepoQuery {
	const q: RepoQuery = { sort: v.sort, limit: REPO_PAGE_SIZE };
	if (v.q) q.search = v.q;
	if (v.author) q.author = v.author;
	if (v.sdk) q.sdk = v.sdk;
	const tags = [...v.tags];
	for (const [name, prefix] of TAG_FILTERS) if (v[name]) tags.push(prefix + v[name]);
	if (tags.length) q.tags = tags;
	return q;
}

/** The URL of a view (empty values and the type's default sort left out, so that equal views share one URL). */
export function repoViewHref(type: CatalogType, v: Partial<RepoView>): string {
	const p = new URLSearchParams();
	if (v.q) p.set("q", v.q);
	for (const [name] of TAG_FILTERS) if (v[name]) p.set(name, v[name]);
	if (v.sdk) p.set("sdk", v.sdk);
	if (v.author) p.set("author", v.author);
	for (const t of v.tags ?? []) p.append("tag", t);
	if (v.sort && v.sort !== REPO_SORTS[type][0]?.[0]) p.set("sort", v.sort);
	if (v.cursor) p.set("cursor", v.cursor);
	else if (v.before) p.set("before", v.before);
	const s = p.toString();
	return s ? `${LIST_PATH[type]}?${s}` : LIST_PATH[type];
}

/** Where a dataset's or space's tag leads in its list: its menu filter when it has one, else the plain tag filter. */
export function repoTagHref(type: CatalogType, tag: string): string {
	for (const [name, prefix] of TAG_FILTERS)
		if (tag.startsWith(prefix)) return repoViewHref(type, { [name]: tag.slice(prefix.length) });
	return repoViewHref(type, { tags: [tag] });
}

/**
 * The list's URL for a /datasets or /spaces URL written the Hub's way — `search`, `task_categories` and
 * `size_categories`, filter values with their tag prefix (`license=license:mit`), `sort=trending`, a page number `p` —
 * so that a Hub list URL works here with only its host changed. Undefined when the URL already uses this list's names.
 */
export function repoFromHubNames(type: CatalogType, params: URLSearchParams): string | undefined {
	const sort = params.get("sort") ?? "";
	const prefixed = TAG_FILTERS.some(([name, prefix]) => params.get(name)?.startsWith(prefix));
	const hubWritten =
		params.has("search") ||
		params.has("task_categories") ||
		params.has("size_categories") ||
		params.has("p") ||
		hubSortField(sort) !== sort ||
		prefixed;
	if (!hubWritten) return undefined;
	const ours = new URLSearchParams(params);
	const rename = (from: string, to: string) => {
		const value = params.get(from);
		if (value !== null && !ours.get(to)) ours.set(to, value);
		ours.delete(from);
	};
	rename("search", "q");
	rename("task_categories", "task");
	rename("size_categories", "size");
	ours.delete("p");
	for (const [name, prefix] of TAG_FILTERS) {
		const value = ours.get(name);
		if (value?.startsWith(prefix)) ours.set(name, value.slice(prefix.length));
	}
	if (hubSortField(sort) !== sort) ours.set("sort", hubSortField(sort));
	return repoViewHref(type, readRepoView(type, ours));
}
