import { GGUF_LIBRARY_KEY, GGUF_LIBRARY_LABEL, getPipeline, LIBRARIES, MODALITIES } from "@modelhub/core";
import {
	type FacetCount,
	type ModelPage,
	type ModelQuery,
	type ModelSummary,
	PUBLIC_ONLY,
	type Store,
	type Total,
	type Visibility,
} from "@modelhub/store";
import { cardLanguages } from "./card-languages.server";
import { CatalogueCache } from "./catalogue-cache.server";
import { type ListView, toQuery } from "./model-query";

const FACET_TTL_MS = 60_000;
/**
 * Matches counted exactly for the result count; past this the store's labelled estimate ("about N") is shown. At 1M
 * records counting to the store's default cap (10,000) took up to 570 ms for a broad search; to 1,000, a tenth.
 */
export const LIST_COUNT_CAP = 1000;

export interface Option {
	value: string;
	label: string;
	count: number;
}

export interface TaskGroup {
	label: string;
	options: Option[];
}

interface Cache {
	filters?: { at: number; value: Promise<Filters> };
	counts: Map<string, { at: number; total: Promise<Total> }>;
}

/** Callers' visibilities whose caches are kept at once. */
const MAX_VIEWERS = 200;

/**
 * Per store (a process may serve more than one, as tests do), per visibility (callers who see different repositories
 * get different counts) and per version of the catalogue (a change to any record drops them): the filter menus and
 * recent result counts.
 */
const caches = new CatalogueCache<Store, Cache>(MAX_VIEWERS);

function cacheOf(store: Store, viewer: Visibility, version: string): Cache {
	return caches.entry(store, version, viewer.key, () => ({ counts: new Map() }));
}

export interface Filters {
	tasks: TaskGroup[];
	libraries: Option[];
	licenses: Option[];
	languages: Option[];
}

/** How lists and filters name a library: GGUF repositories are filed under the llama.cpp family's entry. */
export function libraryLabel(key: string): string {
	if (key === GGUF_LIBRARY_KEY) return GGUF_LIBRARY_LABEL;
	return LIBRARIES.find((x) => x.key === key)?.prettyLabel ?? key;
}

async function loadFilters(store: Store, viewer: Visibility): Promise<Filters> {
	const [tasks, libraries, licenses, tags] = await Promise.all([
		store.models.facets("pipeline_tag", viewer, { limit: 200 }),
		store.models.facets("library_name", viewer, { limit: 100 }),
		store.models.facets("tag", viewer, { prefix: "license:", limit: 60 }),
		store.models.facets("tag", viewer, { limit: 3000 }),
	]);
	const byModality = new Map<string, Option[]>();
	for (const t of tasks) {
		const p = getPipeline(t.value);
		const group = MODALITIES.find((m) => m.id === p?.modality)?.label ?? "Other";
		const list = byModality.get(group) ?? [];
		list.push({ value: t.value, label: p?.label ?? t.value, count: t.count });
		byModality.set(group, list);
	}
	const label = (f: FacetCount, name?: string): Option => ({ value: f.value, label: name ?? f.value, count: f.count });
	return {
		tasks: [...byModality].map(([group, options]) => ({
			label: group,
			options: options.sort((a, b) => a.label.localeCompare(b.label)),
		})),
		libraries: libraries.map((l) => label(l, libraryLabel(l.value))),
		licenses: licenses.map((l) => ({ value: l.value.slice(8), label: l.value.slice(8), count: l.count })),
		languages: await cardLanguages(store, PUBLIC_ONLY, tags),
	};
}

/**
 * The filter menus' choices, from the store's precomputed facets: made again after any change to the catalogue, and at
 * least once a minute.
 */
function filters(store: Store, viewer: Visibility, version: string): Promise<Filters> {
	const c = cacheOf(store, viewer, version);
	const now = Date.now();
	if (!c.filters || now - c.filters.at > FACET_TTL_MS) {
		const value = loadFilters(store, viewer);
		value.catch(() => {
			c.filters = undefined;
		});
		c.filters = { at: now, value };
	}
	return c.filters.value;
}

const COUNT_TTL_MS = 5 * 60_000;
const COUNT_ENTRIES = 1000;

/** The key of a query's result count: its filters, not its order or page. */
function countKey(query: ModelQuery): string {
	const { sort: _sort, direction: _direction, limit: _limit, cursor: _cursor, before: _before, ...filter } = query;
	return JSON.stringify(filter);
}

/**
 * Result counts reused for five minutes while the catalogue is unchanged: paging through a result asks for the same
 * count again, and a broad word search is the slowest read the list makes.
 */
function rememberCount(
	store: Store,
	viewer: Visibility,
	version: string,
	key: string,
	total: Promise<Total>,
): Promise<Total> {
	const counts = cacheOf(store, viewer, version).counts;
	total.catch(() => counts.delete(key));
	counts.delete(key);
	counts.set(key, { at: Date.now(), total });
	if (counts.size > COUNT_ENTRIES) counts.delete(counts.keys().next().value as string);
	return total;
}

function recentCount(store: Store, viewer: Visibility, version: string, key: string): Promise<Total> | undefined {
	const hit = cacheOf(store, viewer, version).counts.get(key);
	return hit && Date.now() - hit.at < COUNT_TTL_MS ? hit.total : undefined;
}

/**
 * What a row of the list shows, and no more: the page carries its rows twice (as HTML and as the data React hydrates
 * from), so a model's tags, dates and flags that the table does not show would only cost bytes and encoding time.
 * The task and the library are named as lists and filters name them (GGUF repositories as "GGUF (llama.cpp)"), here
 * rather than in the browser, which then needs no table of task names.
 */
function listRow(m: ModelSummary) {
	return {
		id: m.id,
		task: m.pipeline_tag ? (getPipeline(m.pipeline_tag)?.label ?? m.pipeline_tag) : undefined,
		library_name: m.library_name ? libraryLabel(m.library_name) : undefined,
		parameters: m.parameters,
		downloads: m.downloads,
		likes: m.likes,
		lastModified: m.lastModified,
	};
}

/**
 * One page of the list and its total. A first page is always read with its count, as the query's first request read
 * it: a search within a task with few matches is then read through the words index alone, and asking again reads the
 * same rows (now cached) instead of every match of the words (1,352 rows read cold for "bert base" in
 * text-generation at 1M models, where the first request read 158). Later pages reuse the count.
 */
async function pageAndTotal(
	store: Store,
	viewer: Visibility,
	version: string,
	view: ListView,
): Promise<{ page: ModelPage; total: Total }> {
	const query = toQuery(view);
	const key = countKey(query);
	const paged: ModelQuery = view.cursor
		? { ...query, cursor: view.cursor }
		: view.before
			? { ...query, before: view.before }
			: query;
	if (paged !== query) {
		const [page, total] = await Promise.all([
			store.models.list(paged, viewer),
			recentCount(store, viewer, version, key) ??
				rememberCount(store, viewer, version, key, store.models.count(query, viewer, LIST_COUNT_CAP)),
		]);
		return { page, total };
	}
	const { page, total } = await store.models.firstPageWithTotal(query, viewer, LIST_COUNT_CAP);
	rememberCount(store, viewer, version, key, Promise.resolve(total));
	return { page, total };
}

/** One page of the list, its total and the filter menus. */
export async function modelList(store: Store, viewer: Visibility, view: ListView) {
	// Read first: what is kept under it was computed after it (see CatalogueCache).
	const version = await store.models.version();
	const [{ page, total }, menus] = await Promise.all([
		pageAndTotal(store, viewer, version, view),
		filters(store, viewer, version),
	]);
	const models = page.models.map(listRow);
	return { page: { ...page, models }, total, menus };
}
