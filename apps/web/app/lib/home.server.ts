import { getPipeline, HUB_OWNER, listTasks } from "@modelhub/core";
import type { ModelSummary, SortKey, Store, Visibility } from "@modelhub/store";
import { libraryLabel } from "./model-list.server";
import { newestFirst, updatedRepos } from "./updated-repos.server";

/** Models per list on the home page. */
const SHOWN = 6;
/** Tasks offered on the home page: those with the most stored models (each has a page). */
const TASKS = 12;
/** Repositories in the home page's list of recently updated ones. */
const RECENT = 8;

export interface HomeModel {
	id: string;
	task?: string;
	library?: string;
	downloads: number;
	likes: number;
}

export interface HomeList {
	sort: SortKey;
	title: string;
	models: HomeModel[];
}

const row = (m: ModelSummary): HomeModel => ({
	id: m.id,
	task: m.pipeline_tag ? (getPipeline(m.pipeline_tag)?.label ?? m.pipeline_tag) : undefined,
	library: m.library_name ? libraryLabel(m.library_name) : undefined,
	downloads: m.downloads,
	likes: m.likes,
});

/** What a model must have for a list to rank it: a list whose top model has none of it says nothing and is left out. */
const FIGURE: Partial<Record<SortKey, keyof ModelSummary>> = {
	trendingScore: "trendingScore",
	downloads: "downloads",
	likes: "likes",
};

/**
 * The home page's lists and tasks: the repositories of every type updated last (the caller's private ones among them
 * when the policy lets the caller see them: a team sees its own work first), the store's most downloaded, trending and
 * liked models (a list is left out when no stored model has that figure yet), and the tasks with the most stored
 * models, each with its page.
 */
export async function homeData(store: Store, viewer: Visibility) {
	const sorts: [SortKey, string][] = [
		["trendingScore", "Trending"],
		["downloads", "Most downloaded"],
		["likes", "Most liked"],
	];
	const [recent, ...pages] = await Promise.all([
		updatedRepos(store, viewer, { limit: RECENT }),
		...sorts.map(([sort]) => store.models.list({ sort, limit: SHOWN }, viewer)),
	]);
	const lists: HomeList[] = sorts
		.map(([sort, title], i) => ({ sort, title, summaries: pages[i]?.models ?? [] }))
		.filter(({ sort, summaries }) => {
			const key = FIGURE[sort];
			return key !== undefined && Number(summaries[0]?.[key] ?? 0) > 0;
		})
		.slice(0, 2)
		.map(({ sort, title, summaries }) => ({ sort, title, models: summaries.map(row) }));
	const withPage = new Set<string>(
		listTasks()
			.filter((t) => !t.isPlaceholder)
			.map((t) => t.id),
	);
	const facets = await store.models.facets("pipeline_tag", viewer, { limit: 200 });
	const tasks = facets
		.filter((f) => withPage.has(f.value))
		.slice(0, TASKS)
		.map((f) => ({ id: f.value, label: getPipeline(f.value)?.label ?? f.value, count: f.count }));
	// The hub's own repository (the snippets' sample inputs) is no one's work.
	const own = newestFirst(recent, RECENT + 1).filter((r) => !r.id.startsWith(`${HUB_OWNER}/`));
	return { recent: own.slice(0, RECENT), lists, tasks };
}
