import type { RepoRef } from "@modelhub/core";
import type { BlobStore } from "../blobs/blob-store.js";
import { findBlob, type StoredFile } from "../blobs/stored-file.js";
import type { FileChange, HistoryCommit } from "../git/commits.js";
import type { FileView, Revision, RevisionFile } from "../git/revisions.js";
import type { Store } from "../store.js";
import { type XetFile, XetStore } from "../xet/store.js";
import { type FolderEntry, type FolderView, RevisionTree, type TreeEntry, type TreeListing } from "./tree.js";

/** Where a revision name leads in a repository. */
export type RevisionLookup =
	| { found: "revision"; revision: Revision }
	/** The hub holds no files of the repository: it is known by its catalogue record alone. */
	| { found: "no-files" }
	/** The repository has files, and no such branch, tag or commit. */
	| { found: "no-revision" };

/** A repository's record, as its API answer and its page start from, at the revision asked for. */
export type RepoInfo =
	| {
			found: "repo";
			/** The catalogue record (for a hosted repository, derived from its default branch's files). */
			record: Record<string, unknown>;
			/** Whether the hub holds the repository's files (else it is known by its record alone). */
			hosted: boolean;
			/** For a hosted repository: the revision asked for (the default branch when none was). */
			revision?: Revision;
			/** That revision's files, by path, when they were asked for. */
			files?: RevisionFile[];
	  }
	/** No record of such a repository. */
	| { found: "no-record" }
	/** The repository has no such revision. */
	| { found: "no-revision" };

/** Where a repository file's bytes are kept (see `RepoReader.bytes`). */
export interface FileBytes {
	/** The blob store holds the file whole (so its bytes may be handed out from there, as a presigned URL). */
	blob: boolean;
	/** The file as it was uploaded through Xet (its Xet hash), for a large file that was. */
	xet?: XetFile;
	/** The bytes, read by range; undefined when the hub holds neither the blob nor the Xet file (damage). */
	stored?: StoredFile;
}

/** A repository's branches, tags and pull requests, by name (each kind sorted by its ref's name). */
export interface RepoRefs {
	branches: RefInfo[];
	tags: RefInfo[];
	pullRequests: RefInfo[];
}

export interface RefInfo {
	/** The name as a client gives it: `main`, `v1`, `1` (for `refs/pr/1`). */
	name: string;
	/** The full ref: `refs/heads/main`, `refs/tags/v1`, `refs/pr/1`. */
	ref: string;
	/** The commit it points to. */
	sha: string;
}

/** One commit as its page shows it: the commit, and the files it added, changed and removed (the first of them). */
export interface CommitView {
	revision: Revision;
	changes: FileChange[];
	/** How many files the commit changed in all (more than `changes` lists for a large commit). */
	total: number;
}

/** Revisions whose trees are kept (a revision never changes), least recently used out first. */
const KEPT_TREES = 32;

/** The largest file whose text a page shows; a larger one is offered for download only. */
const MAX_SHOWN_BYTES = 256 * 1024;

/** Entries a folder's page lists at most (a folder holding more says how many it leaves out). */
const MAX_FOLDER_ENTRIES = 1000;

/** The first commit id and the revision names a repository known by its record alone answers to. */
const isCurrentRevision = (rev: string, sha: unknown) =>
	rev === "main" || rev === "HEAD" || (typeof sha === "string" && rev === sha);

/**
 * The repository service's reads, as `RepoWriter` is its writes: a repository's record at a revision, its trees, files
 * and their bytes however they were uploaded (inline, LFS, Xet), its history, commits and refs, and what a revision
 * name resolves to. Every method takes the typed repository: models, datasets and spaces are read alike. It asks no
 * policy: its callers (the server's routes, the web app's loaders) are reached only once the policy let the request
 * through.
 */
export class RepoReader {
	/** Trees of recent revisions, by repository and commit: a client pages through a tree one request at a time. */
	private readonly trees = new Map<string, Promise<RevisionTree>>();

	constructor(
		private readonly store: Store,
		private readonly blobs: BlobStore,
		/** Files uploaded through Xet, whose bytes are rebuilt from their xorbs. */
		private readonly xet: XetStore = new XetStore(store.db, blobs),
	) {}

	/**
	 * The commit a revision name points to: a 40-hex commit id the repository has, a branch, a tag, `refs/pr/N`, or
	 * `HEAD` for the default branch; undefined when there is none such.
	 */
	resolve(repo: RepoRef, rev: string): Promise<Revision | undefined> {
		return this.store.revisions.resolve(repo, rev);
	}

	/** What a revision name leads to, saying whether the repository has no files here or no such revision. */
	async revision(repo: RepoRef, rev: string): Promise<RevisionLookup> {
		const revision = await this.resolve(repo, rev);
		if (revision) return { found: "revision", revision };
		return (await this.hosted(repo)) ? { found: "no-revision" } : { found: "no-files" };
	}

	/** Whether the hub holds any files of the repository (else it is known by its catalogue record alone). */
	hosted(repo: RepoRef): Promise<boolean> {
		return this.store.revisions.hasFiles(repo);
	}

	/** The commit a ref points to, by its full stored name (a branch's name, `refs/tags/v1`, `refs/pr/1`). */
	head(repo: RepoRef, ref: string): Promise<string | undefined> {
		return this.store.commits.head(repo, ref);
	}

	/** The repository's catalogue record alone (not its card). */
	async record(repo: RepoRef): Promise<Record<string, unknown> | undefined> {
		return repo.type === "model"
			? ((await this.store.models.record(repo.id)) as Record<string, unknown> | undefined)
			: this.store.catalogOf(repo.type).record(repo.id);
	}

	/** The version of the repository's record and card (it changes whenever either does), if there is a record. */
	digest(repo: RepoRef): Promise<string | undefined> {
		return repo.type === "model" ? this.store.models.digest(repo.id) : this.store.catalogOf(repo.type).digest(repo.id);
	}

	/**
	 * The repository's record at a revision (`rev`; the default branch when absent) and, with `files`, that revision's
	 * files. A repository known by its record alone has one revision: the default branch's names and the record's own
	 * commit id.
	 */
	async info(repo: RepoRef, options: { rev?: string; files?: boolean } = {}): Promise<RepoInfo> {
		const record = await this.record(repo);
		if (!record) return { found: "no-record" };
		const hosted = await this.hosted(repo);
		if (!hosted)
			return options.rev === undefined || isCurrentRevision(options.rev, record.sha)
				? { found: "repo", record, hosted }
				: { found: "no-revision" };
		const revision = await this.resolve(repo, options.rev ?? "main");
		if (!revision) return { found: "no-revision" };
		const info: RepoInfo = { found: "repo", record, hosted, revision };
		if (options.files) info.files = await this.files(repo, revision, { lastCommit: false });
		return info;
	}

	/**
	 * Every file of a revision, by path, with the commit that last changed each (unless `lastCommit` is false). Read in
	 * pages with the event loop's turn between them (see Revisions.files).
	 */
	files(repo: RepoRef, revision: Revision, options: { lastCommit?: boolean } = {}): Promise<RevisionFile[]> {
		return this.store.revisions.files(repo, revision.sha, options);
	}

	/** One file of a revision; undefined when the revision has no file at the path. */
	file(repo: RepoRef, revision: Revision, path: string): Promise<RevisionFile | undefined> {
		return this.store.revisions.file(repo, revision.sha, path);
	}

	/**
	 * A folder of a revision (`""` for its root): what it holds (with `recursive`, everything below it), sorted by
	 * path, `limit` entries from `offset` (all by default), each with the commit that last changed it when
	 * `lastCommit` is asked.
	 */
	async tree(
		repo: RepoRef,
		revision: Revision,
		path: string,
		options: { recursive?: boolean; offset?: number; limit?: number; lastCommit?: boolean } = {},
	): Promise<TreeListing> {
		const tree = await this.treeOf(repo, revision);
		if (path !== "" && !tree.isFolder(path)) return { found: tree.entry(path) ? "file" : "no-path" };
		const all = tree.list(path, options.recursive === true);
		const offset = options.offset ?? 0;
		const page = all.slice(offset, options.limit === undefined ? undefined : offset + options.limit);
		return {
			found: "folder",
			entries: options.lastCommit ? page.map((e) => ({ ...e, lastCommit: tree.lastCommit(e.path) })) : page,
			total: all.length,
		};
	}

	/**
	 * The entries of a revision at these paths (files or folders; a path the revision does not hold is left out), each
	 * with the commit that last changed it when `lastCommit` is asked.
	 */
	async entries(
		repo: RepoRef,
		revision: Revision,
		paths: readonly string[],
		options: { lastCommit?: boolean } = {},
	): Promise<TreeEntry[]> {
		const tree = await this.treeOf(repo, revision);
		const found = paths.map((p) => tree.entry(p)).filter((e): e is TreeEntry => e !== undefined);
		return options.lastCommit ? found.map((e) => ({ ...e, lastCommit: tree.lastCommit(e.path) })) : found;
	}

	/** Where a file's bytes are kept: its blob, or the Xet file it was uploaded as, rebuilt from its xorbs. */
	async bytes(file: RevisionFile): Promise<FileBytes> {
		const [blob, xet] = await Promise.all([
			findBlob(this.blobs, file),
			// Only a large file can have come through Xet.
			file.lfs ? this.xet.fileBySha256(file.sha256, file.size) : undefined,
		]);
		const stored = blob ?? (xet && (await this.xet.stored(xet)));
		return { blob: blob !== undefined, ...(xet ? { xet } : {}), ...(stored ? { stored } : {}) };
	}

	/**
	 * A file's bytes, whole; undefined when they are not held. Refuses a file larger than `max` bytes (it would sit
	 * whole in memory) and bytes that are not as long as the file (damage).
	 */
	async read(file: RevisionFile, max: number): Promise<Buffer | undefined> {
		if (file.size > max) throw new Error(`${file.path} is larger than ${max} bytes`);
		const stored = (await this.bytes(file)).stored;
		if (!stored) return undefined;
		const chunks: Uint8Array[] = [];
		for await (const chunk of stored.read()) chunks.push(chunk);
		const bytes = Buffer.concat(chunks);
		if (bytes.length !== file.size) throw new Error(`the stored bytes of ${file.path} are damaged`);
		return bytes;
	}

	/**
	 * A file as its page shows it (`/{id}/blob/{rev}/{path}`): its text when it is UTF-8 text small enough to show;
	 * undefined when there is no such revision or file.
	 */
	async view(repo: RepoRef, rev: string, path: string): Promise<FileView | undefined> {
		const revision = await this.resolve(repo, rev);
		const file = revision && (await this.file(repo, revision, path));
		if (!revision || !file) return undefined;
		const view: FileView = { repo, rev, commit: revision.sha, path, size: file.size };
		if (file.size > MAX_SHOWN_BYTES) return { ...view, withheld: "large" };
		const bytes = await this.read(file, MAX_SHOWN_BYTES);
		if (!bytes) throw new Error(`the stored bytes of ${path} in ${repo.id} are missing or damaged`);
		if (bytes.includes(0)) return { ...view, withheld: "binary" };
		try {
			return { ...view, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
		} catch {
			return { ...view, withheld: "binary" };
		}
	}

	/**
	 * A folder as its page shows it (`/{id}/tree/{rev}/{path}`): its folders, then its files, at most
	 * MAX_FOLDER_ENTRIES of them; or why there is none to show.
	 */
	async folder(repo: RepoRef, rev: string, path: string): Promise<FolderView> {
		const revision = await this.resolve(repo, rev);
		if (!revision) return { found: "no-revision" };
		const listing = await this.tree(repo, revision, path);
		if (listing.found !== "folder") return listing;
		const folders = listing.entries.filter((e) => e.type === "directory");
		const files = listing.entries.filter((e) => e.type === "file");
		const entries = [...folders, ...files]
			.slice(0, MAX_FOLDER_ENTRIES)
			.map((e): FolderEntry => ({ type: e.type, path: e.path, size: e.size, lfs: e.lfs !== undefined }));
		return { found: "folder", repo, rev, commit: revision.sha, path, entries, total: listing.total };
	}

	/**
	 * A page of the history from a revision, newest first: `limit` commits after skipping `offset`, whether older ones
	 * follow, and with `total` how many the whole history holds.
	 */
	async history(
		repo: RepoRef,
		revision: Revision,
		options: { offset?: number; limit: number; total?: boolean },
	): Promise<{ commits: HistoryCommit[]; more: boolean; total?: number }> {
		const { commits } = this.store;
		const offset = options.offset ?? 0;
		const [page, total] = await Promise.all([
			commits.history(repo, revision.sha, offset, options.limit + 1),
			options.total ? commits.count(repo, revision.sha) : undefined,
		]);
		return {
			commits: page.slice(0, options.limit),
			more: page.length > options.limit,
			...(total === undefined ? {} : { total }),
		};
	}

	/** One commit (by any revision name) and the files it changed against its parent, the first `limit` of them. */
	async commit(repo: RepoRef, rev: string, limit = 1000): Promise<CommitView | undefined> {
		const revision = await this.resolve(repo, rev);
		if (!revision) return undefined;
		const { files, total } = await this.store.commits.changes(repo, revision.sha, revision.parent, limit);
		return { revision, changes: files, total };
	}

	/** The repository's branches, tags and pull requests, with the commit each points to. */
	async refs(repo: RepoRef): Promise<RepoRefs> {
		const refs: RepoRefs = { branches: [], tags: [], pullRequests: [] };
		for (const { name, sha } of await this.store.commits.refs(repo)) {
			if (name.startsWith("refs/tags/")) refs.tags.push({ name: name.slice("refs/tags/".length), ref: name, sha });
			else if (name.startsWith("refs/pr/"))
				refs.pullRequests.push({ name: name.slice("refs/pr/".length), ref: name, sha });
			else if (!name.startsWith("refs/")) refs.branches.push({ name, ref: `refs/heads/${name}`, sha });
		}
		return refs;
	}

	/** A revision's tree, kept for recent revisions (built once however many requests ask for it at the same time). */
	private treeOf(repo: RepoRef, revision: Revision): Promise<RevisionTree> {
		const key = `${repo.type}\0${repo.id}\0${revision.sha}`;
		let tree = this.trees.get(key);
		if (tree) this.trees.delete(key);
		else {
			tree = this.files(repo, revision).then((files) => RevisionTree.of(revision, files));
			const made = tree;
			made.catch(() => {
				if (this.trees.get(key) === made) this.trees.delete(key);
			});
		}
		this.trees.set(key, tree);
		if (this.trees.size > KEPT_TREES) this.trees.delete(this.trees.keys().next().value as string);
		return tree;
	}
}
