import type { Revision, Store } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { HttpError, revisionNotFound } from "../errors.js";
import { RevisionTree } from "./revision-tree.js";

/** What the file routes share: the revision a route names, its tree (kept for recent revisions), query flags. */

/** The `expand` parameters, repeated or comma-separated (`expand[]` too, as some clients write it). */
export function expandOf(params: URLSearchParams): string[] {
	return [...params.getAll("expand"), ...params.getAll("expand[]")].flatMap((e) => e.split(",")).filter(Boolean);
}

export const isTrue = (v: string | null) => v === "true" || v === "1" || v === "True";

/**
 * The revision a route names, or the 404 the clients read: RevisionNotFound, also for a repository known only by its
 * record (the policy has already answered for a repository that does not exist).
 */
export async function revisionOf(ctx: RequestContext, rev = ctx.params.rev): Promise<Revision> {
	const repo = ctx.params.repo;
	if (!repo || rev === undefined) throw new Error("a file route without a repository or revision");
	const revision = await ctx.hub.store.revisions.resolve(repo, rev);
	if (revision) return revision;
	if (!(await ctx.hub.store.revisions.hasFiles(repo)))
		throw new HttpError(404, `${repo.id} has no files on this hub (only its catalogue record)`, "RevisionNotFound");
	throw revisionNotFound(rev);
}

/** Revisions never change, so their trees can be kept: a few per store, least recently used out first. */
const TREE_CACHE = 32;
const trees = new WeakMap<Store, Map<string, RevisionTree>>();

export async function treeOf(ctx: RequestContext, revision: Revision): Promise<RevisionTree> {
	const repo = ctx.params.repo;
	if (!repo) throw new Error("a tree without a repository");
	const { store } = ctx.hub;
	let cache = trees.get(store);
	if (!cache) {
		cache = new Map();
		trees.set(store, cache);
	}
	const key = `${repo.type}\0${repo.id}\0${revision.sha}`;
	let tree = cache.get(key);
	if (tree) cache.delete(key);
	else tree = await RevisionTree.of(await store.revisions.files(repo, revision.sha));
	cache.set(key, tree);
	if (cache.size > TREE_CACHE) cache.delete(cache.keys().next().value as string);
	return tree;
}
