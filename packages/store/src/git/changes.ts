import { CommitError } from "./errors.js";
import { treeIds } from "./ids.js";

/** A file as a revision's tree names it: its path and git blob id. */
export interface TreeRow {
	path: string;
	oid: string;
}

/** What a commit changes in its parent's files. */
export interface Changes {
	/** Files added or replaced. */
	add: TreeRow[];
	deleteFiles: string[];
	deleteFolders: string[];
}

/**
 * The parent's files with a commit's changes applied: deletions first (a file that is not there, or a folder with
 * nothing in it, is an error), then additions (replacing a file of the same path). A file may not be added where a
 * folder is, nor inside a file.
 */
export function applyChanges(before: readonly TreeRow[], changes: Changes): TreeRow[] {
	const files = new Map(before.map((f) => [f.path, f]));
	for (const path of changes.deleteFiles) {
		if (!files.delete(path)) throw new CommitError(`cannot delete ${path}: no such file`, "not-found");
	}
	for (const folder of changes.deleteFolders) {
		const prefix = folder.replace(/\/+$/, "");
		let found = false;
		for (const path of [...files.keys()])
			if (path.startsWith(`${prefix}/`)) {
				files.delete(path);
				found = true;
			}
		if (!found) throw new CommitError(`cannot delete the folder ${prefix}: no file in it`, "not-found");
	}
	for (const f of changes.add) files.set(f.path, f);
	const paths = new Set(files.keys());
	for (const path of paths) {
		let cut = path.lastIndexOf("/");
		while (cut > 0) {
			const folder = path.slice(0, cut);
			if (paths.has(folder))
				throw new CommitError(`${folder} would be both a file and the folder of ${path}`, "conflict");
			cut = folder.lastIndexOf("/");
		}
	}
	return [...files.values()];
}

/**
 * The root tree id of the parent's files with the changes applied, and how many files the revision holds; a
 * `CommitError` when the changes cannot apply. Pure, and for a large tree the most work a commit does on a CPU: the
 * tree thread runs it (see tree-thread.ts).
 */
export function changedTree(before: readonly TreeRow[], changes: Changes): { tree: string; files: number } {
	const files = applyChanges(before, changes);
	return { tree: treeIds(files).get("") as string, files: files.length };
}
