import type { RepoRef } from "@modelhub/core";
import { pointerSize, type Revision, type RevisionFile } from "../git/revisions.js";
import { treeIdsAway } from "../git/tree-thread.js";

/** The commit that last changed an entry, as the Hub's tree answers name it. */
export interface EntryCommit {
	id: string;
	title: string;
	/** ISO 8601. */
	date: string;
}

/** One entry of a revision's tree in the Hub's shape (its tree and paths-info answers). */
export interface TreeEntry {
	type: "file" | "directory";
	/** A file's git blob id (its LFS pointer's for an LFS file); a folder's git tree id. */
	oid: string;
	size: number;
	path: string;
	lfs?: { oid: string; size: number; pointerSize: number };
	/** Set when the listing was asked with the last commits. */
	lastCommit?: EntryCommit;
}

/** A folder of a revision, or a page of it: what `RepoReader.tree` answers. */
export type TreeListing =
	| {
			found: "folder";
			/** The entries asked for (a page of them), sorted by path. */
			entries: TreeEntry[];
			/** How many entries the folder holds in all (with `recursive`, everything below it). */
			total: number;
	  }
	/** The path is a file, not a folder. */
	| { found: "file" }
	/** The revision has nothing at the path. */
	| { found: "no-path" };

/** One entry of a folder as its page lists it. */
export interface FolderEntry {
	type: "file" | "directory";
	path: string;
	size: number;
	/** Kept as a large (LFS) file. */
	lfs: boolean;
}

/**
 * What the site's page of a folder (`/{id}/tree/{rev}/{path}`) shows: the folder's entries at the revision the address
 * names (folders first), or why there is none to show.
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

/** A revision's files and folders in the Hub's shape, by path; folder ids are their git tree ids. */
export class RevisionTree {
	private readonly files = new Map<string, RevisionFile>();
	/** Each folder's newest last commit among its files. */
	private readonly folderCommits = new Map<string, NonNullable<RevisionFile["lastCommit"]>>();
	/** The last listing asked for: a client pages through one listing, a page at a time. */
	private listed: { key: string; entries: TreeEntry[] } | undefined;

	/** A revision's tree, its folders' ids hashed on the tree thread when it is large. */
	static async of(revision: Revision, files: readonly RevisionFile[]): Promise<RevisionTree> {
		return new RevisionTree(revision, files, await treeIdsAway(files.map((f) => ({ path: f.path, oid: f.blobId }))));
	}

	private constructor(
		private readonly revision: Revision,
		files: readonly RevisionFile[],
		private readonly folderIds: Map<string, string>,
	) {
		for (const f of files) {
			this.files.set(f.path, f);
			const last = f.lastCommit;
			if (!last) continue;
			for (let cut = f.path.lastIndexOf("/"); cut > 0; cut = f.path.lastIndexOf("/", cut - 1)) {
				const folder = f.path.slice(0, cut);
				const seen = this.folderCommits.get(folder);
				if (!seen || last.date > seen.date) this.folderCommits.set(folder, last);
			}
		}
	}

	/**
	 * The commit that last changed a file, or anything in a folder (the newest of its files'); the revision's own when
	 * its files do not say (an imported revision).
	 */
	lastCommit(path: string): EntryCommit {
		const last = this.files.get(path)?.lastCommit ?? this.folderCommits.get(path);
		if (last) return { id: last.id, title: last.title, date: last.date.toISOString() };
		const own = this.revision;
		return { id: own.sha, title: own.summary || "Import", date: own.createdAt.toISOString() };
	}

	/** The entry at a path (a file or a folder), or undefined. */
	entry(path: string): TreeEntry | undefined {
		const f = this.files.get(path);
		if (f) {
			const e: TreeEntry = { type: "file", oid: f.blobId, size: f.size, path: f.path };
			if (f.lfs) e.lfs = { oid: f.sha256, size: f.size, pointerSize: pointerSize(f) };
			return e;
		}
		const oid = path === "" ? undefined : this.folderIds.get(path);
		return oid ? { type: "directory", oid, size: 0, path } : undefined;
	}

	isFolder(path: string): boolean {
		return this.folderIds.has(path);
	}

	/** What a folder holds (with `recursive`, everything below it), sorted by path. */
	list(folder: string, recursive: boolean): TreeEntry[] {
		const key = `${folder}\0${recursive}`;
		if (this.listed?.key !== key) this.listed = { key, entries: this.listAnew(folder, recursive) };
		return this.listed.entries;
	}

	private listAnew(folder: string, recursive: boolean): TreeEntry[] {
		const prefix = folder === "" ? "" : `${folder}/`;
		const paths = new Set<string>();
		for (const p of [...this.files.keys(), ...this.folderIds.keys()]) {
			if (p === "" || !p.startsWith(prefix)) continue;
			const rest = p.slice(prefix.length);
			if (recursive || !rest.includes("/")) paths.add(p);
		}
		return [...paths]
			.sort()
			.map((p) => this.entry(p))
			.filter((e): e is TreeEntry => e !== undefined);
	}
}
