import { getPipeline, LIBRARIES, MODALITIES } from "@modelhub/core";
import type { CatalogStore, FacetCount } from "@modelhub/store";
import { type ListView, toQuery } from "./model-query";

/** Tag values that are languages: ISO 639-1/639-3 codes, as the Hub tags them. */
const LANGUAGE = /^[a-z]{2,3}$/;
const FACET_TTL_MS = 60_000;

export interface Option {
	value: string;
	label: string;
	count: number;
}

export interface TaskGroup {
	label: string;
	options: Option[];
}

let facetCache: { at: number; value: Promise<Filters> } | undefined;

export interface Filters {
	tasks: TaskGroup[];
	libraries: Option[];
	licenses: Option[];
	languages: Option[];
}

async function loadFilters(store: CatalogStore): Promise<Filters> {
	const [tasks, libraries, licenses, tags] = await Promise.all([
		store.facets("pipeline_tag", { limit: 200 }),
		store.facets("library_name", { limit: 100 }),
		store.facets("tag", { prefix: "license:", limit: 60 }),
		store.facets("tag", { limit: 3000 }),
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
		libraries: libraries.map((l) => label(l, LIBRARIES.find((x) => x.key === l.value)?.prettyLabel)),
		licenses: licenses.map((l) => ({ value: l.value.slice(8), label: l.value.slice(8), count: l.count })),
		languages: tags
			.filter((t) => LANGUAGE.test(t.value))
			.slice(0, 80)
			.map((t) => label(t)),
	};
}

/** The filter menus' choices, from the store's precomputed facets, refreshed at most once a minute. */
export function filters(store: CatalogStore): Promise<Filters> {
	const now = Date.now();
	if (!facetCache || now - facetCache.at > FACET_TTL_MS) {
		const value = loadFilters(store);
		value.catch(() => {
			facetCache = undefined;
		});
		facetCache = { at: now, value };
	}
	return facetCache.value;
}

/** One page of the list, its total and the filter menus. */
export async function modelList(store: CatalogStore, view: ListView) {
	const query = toQuery(view);
	const [page, total, menus] = await Promise.all([
		store.listModels(view.cursor ? { ...query, cursor: view.cursor } : query),
		store.countModels(query),
		filters(store),
	]);
	return { page, total, menus };
}
