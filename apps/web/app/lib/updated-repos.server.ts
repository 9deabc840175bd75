import { type RepoType, repoPath } from "@modelhub/core";
import type { Store, Visibility } from "@modelhub/store";

/** One repository in a list of recently updated ones: what it is, where its page is, when it last changed. */
export interface UpdatedRepo {
	type: RepoType;
	id: string;
	href: string;
	lastModified?: string;
	/** Listed only for those the policy lets see it: marked so for them. */
	private: boolean;
}

/** Each type's most recently updated repositories, and whether it has more. */
export type UpdatedByType = Record<RepoType, { repos: UpdatedRepo[]; more: boolean }>;

const row = (type: RepoType, s: { id: string; lastModified?: string; private?: boolean }): UpdatedRepo => ({
	type,
	id: s.id,
	href: repoPath({ type, id: s.id }),
	...(s.lastModified ? { lastModified: s.lastModified } : {}),
	private: s.private === true,
});

/**
 * The most recently updated models, datasets and spaces (of one owner, or of the whole hub) that `viewer` — the
 * policy's `visible()` for the caller — may see: one indexed page of each catalogue, newest first.
 */
export async function updatedRepos(
	store: Store,
	viewer: Visibility,
	query: { author?: string; limit: number },
): Promise<UpdatedByType> {
	const q = {
		...(query.author ? { author: query.author } : {}),
		sort: "lastModified" as const,
		limit: query.limit + 1,
	};
	const [models, datasets, spaces] = await Promise.all([
		store.models.list(q, viewer),
		store.datasets.list(q, viewer),
		store.spaces.list(q, viewer),
	]);
	const page = (type: RepoType, list: { id: string; lastModified?: string; private?: boolean }[]) => ({
		repos: list.slice(0, query.limit).map((s) => row(type, s)),
		more: list.length > query.limit,
	});
	return {
		model: page("model", models.models),
		dataset: page("dataset", datasets.items),
		space: page("space", spaces.items),
	};
}

/** All types' lists as one, newest first: what the home page shows a team of its own work. */
export function newestFirst(byType: UpdatedByType, limit: number): UpdatedRepo[] {
	return [...byType.model.repos, ...byType.dataset.repos, ...byType.space.repos]
		.sort((a, b) => (b.lastModified ?? "").localeCompare(a.lastModified ?? ""))
		.slice(0, limit);
}
