import { getPipeline, SIZE_CATEGORIES, SPACE_SDKS } from "@modelhub/core";
import type {
	CatalogType,
	FacetCount,
	RepoCatalog,
	RepoPage,
	RepoSummary,
	Store,
	Total,
	Visibility,
} from "@modelhub/store";
import { CatalogueCache } from "./catalogue-cache.server";
import { languageName } from "./language-names.server";
import { LIST_COUNT_CAP, type Option } from "./model-list.server";
import { type RepoView, toRepoQuery } from "./repo-query";

const FACET_TTL_MS = 60_000;
const MAX_VIEWERS = 200;

export interface RepoFilters {
	tasks: Option[];
	modalities: Option[];
	formats: Option[];
	sizes: Option[];
	languages: Option[];
	licenses: Option[];
	sdks: Option[];
}

/**
 * Per catalogue, per visibility (callers who see different repositories get different counts) and per version of the
 * catalogue (a change to any record drops them): the menus.
 */
const caches = new CatalogueCache<RepoCatalog, { at: number; value: Promise<RepoFilters> }>(MAX_VIEWERS);

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A tag facet's values without their prefix, named by `name`. */
function options(facets: FacetCount[], prefix: string, name: (value: string) => string = (v) => v): Option[] {
	return facets.map((f) => {
		const value = f.value.slice(prefix.length);
		return { value, label: name(value), count: f.count };
	});
}

async function loadFilters(catalog: RepoCatalog, viewer: Visibility): Promise<RepoFilters> {
	const tags = (prefix: string, limit = 100) => catalog.facets("tag", viewer, { prefix, limit });
	const [tasks, modalities, formats, sizes, languages, licenses, sdks] = await Promise.all([
		tags("task_categories:", 200),
		tags("modality:"),
		tags("format:"),
		tags("size_categories:"),
		tags("language:", 200),
		tags("license:", 60),
		catalog.type === "space" ? catalog.facets("sdk", viewer, { limit: 50 }) : Promise.resolve([]),
	]);
	const bySize = (o: Option) => {
		const i = SIZE_CATEGORIES.indexOf(o.value);
		return i < 0 ? SIZE_CATEGORIES.length : i;
	};
	return {
		tasks: options(tasks, "task_categories:", (v) => getPipeline(v)?.label ?? v).sort((a, b) =>
			a.label.localeCompare(b.label),
		),
		modalities: options(modalities, "modality:", capitalised),
		formats: options(formats, "format:"),
		sizes: options(sizes, "size_categories:").sort((a, b) => bySize(a) - bySize(b)),
		languages: options(languages, "language:", languageName).sort((a, b) => b.count - a.count),
		licenses: options(licenses, "license:"),
		sdks: sdks.map((f) => ({ value: f.value, label: SPACE_SDKS[f.value] ?? f.value, count: f.count })),
	};
}

/**
 * The filter menus' choices, from the store's precomputed facets: made again after any change to the catalogue, and at
 * least once a minute.
 */
function repoFilters(catalog: RepoCatalog, viewer: Visibility, version: string): Promise<RepoFilters> {
	const make = () => {
		const value = loadFilters(catalog, viewer);
		value.catch(() => caches.drop(catalog, viewer.key));
		return { at: Date.now(), value };
	};
	let kept = caches.entry(catalog, version, viewer.key, make);
	if (Date.now() - kept.at > FACET_TTL_MS) {
		caches.drop(catalog, viewer.key);
		kept = caches.entry(catalog, version, viewer.key, make);
	}
	return kept.value;
}

/** The tag values a row shows, without their prefix: its task, size, the first formats. */
const tagValue = (tags: string[], prefix: string) => tags.find((t) => t.startsWith(prefix))?.slice(prefix.length);

/** What a row of the list shows, and no more (the page carries its rows twice: as HTML and as hydration data). */
export function repoRow(r: RepoSummary) {
	const task = tagValue(r.tags, "task_categories:");
	return {
		id: r.id,
		task: task ? (getPipeline(task)?.label ?? task) : undefined,
		size: tagValue(r.tags, "size_categories:"),
		modality: tagValue(r.tags, "modality:"),
		sdk: r.sdk ? (SPACE_SDKS[r.sdk] ?? r.sdk) : undefined,
		downloads: r.downloads,
		likes: r.likes,
		lastModified: r.lastModified,
	};
}

export type RepoRow = ReturnType<typeof repoRow>;

async function pageAndTotal(
	catalog: RepoCatalog,
	viewer: Visibility,
	view: RepoView,
): Promise<{ page: RepoPage; total: Total }> {
	const query = toRepoQuery(view);
	if (view.cursor || view.before) {
		const paged = view.cursor ? { ...query, cursor: view.cursor } : { ...query, before: view.before };
		const [page, total] = await Promise.all([
			catalog.list(paged, viewer),
			catalog.count(query, viewer, LIST_COUNT_CAP),
		]);
		return { page, total };
	}
	return catalog.firstPageWithTotal(query, viewer, LIST_COUNT_CAP);
}

/** One page of /datasets or /spaces, its total and the filter menus. */
export async function repoList(store: Store, viewer: Visibility, type: CatalogType, view: RepoView) {
	const catalog = store.catalogOf(type);
	// Read first: what is kept under it was computed after it (see CatalogueCache).
	const version = await store.models.version();
	const [{ page, total }, menus] = await Promise.all([
		pageAndTotal(catalog, viewer, view),
		repoFilters(catalog, viewer, version),
	]);
	return { page: { ...page, items: page.items.map(repoRow) }, total, menus };
}
