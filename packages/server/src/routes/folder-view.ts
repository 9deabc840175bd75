import type { RepoRef } from "@modelhub/core";
import type { RequestContext } from "../context.js";
import { treeOf } from "./repo-files.js";

/** Entries a folder's page lists at most (a folder holding more says how many it leaves out). */
const MAX_ENTRIES = 1000;

/** One entry of a folder as its page lists it. */
export interface FolderEntry {
	type: "file" | "directory";
	path: string;
	size: number;
	/** Kept as a large (LFS) file. */
	lfs: boolean;
}

/**
 * What the site's page of a folder (`/{id}/tree/{rev}/{path}`) shows, read after the policy allowed it: the folder's
 * entries at the revision the address names (folders first), or why there is none to show.
 */
export type FolderView =
	| {
			found: "folder";
			repo: RepoRef;
			/** The revision as the address names it, and the commit it resolved to. */
			rev: string;
			commit: string;
			path: string;
			entries: FolderEntry[];
			/** How many entries the folder holds (more than `entries` when it holds more than a page lists). */
			total: number;
	  }
	/** The path is a file: its own page shows it. */
	| { found: "file" }
	/** The repository has no such branch, tag or commit (or no files on this hub at all). */
	| { found: "no-revision" }
	/** The revision has no such folder. */
	| { found: "no-path" };

/** A folder of a repository at a revision, from the revision's tree (kept for recent revisions, as the API's). */
export async function folderView(ctx: RequestContext, repo: RepoRef, rev: string, path: string): Promise<FolderView> {
	const revision = await ctx.hub.store.revisions.resolve(repo, rev);
	if (!revision) return { found: "no-revision" };
	const tree = await treeOf(ctx, revision);
	if (path !== "" && !tree.isFolder(path)) return { found: tree.entry(path) ? "file" : "no-path" };
	const listed = tree.list(path, false);
	const folders = listed.filter((e) => e.type === "directory");
	const files = listed.filter((e) => e.type === "file");
	const entries = [...folders, ...files]
		.slice(0, MAX_ENTRIES)
		.map((e): FolderEntry => ({ type: e.type, path: e.path, size: e.size, lfs: e.lfs !== undefined }));
	return { found: "folder", repo, rev, commit: revision.sha, path, entries, total: listed.length };
}
