import type { RepoRef } from "@modelhub/core";
import { Batches } from "../db/turns.js";
import type { Db } from "../db/types.js";
import { lfsPointer } from "./ids.js";

/** One file of a revision, as the routes and the record's siblings need it. */
export interface RevisionFile {
	path: string;
	size: number;
	/** Names the blob in the blob store. */
	sha256: string;
	/** The id git shows for the file: its own blob id, or its LFS pointer's for LFS files. */
	blobId: string;
	lfs: boolean;
	/** The commit that last changed the file (set by `files`, for the routes that report it). */
	lastCommit?: { id: string; title: string; date: Date };
}

/** A commit of a repository: its id, root tree, parent (none for the first) and what it says of itself. */
export interface Revision {
	sha: string;
	treeOid: string;
	createdAt: Date;
	parent: string | null;
	author: string;
	summary: string;
	description: string;
}

interface RevisionRow {
	sha: string;
	tree_oid: string;
	created_at: Date | string;
	parent: string | null;
	author: string;
	summary: string;
	description: string;
}

const REVISION_COLUMNS = "v.sha, v.tree_oid, v.created_at, v.parent, v.author, v.summary, v.description";

const toRevision = (row: RevisionRow): Revision => ({
	sha: row.sha,
	treeOid: row.tree_oid,
	createdAt: new Date(row.created_at),
	parent: row.parent,
	author: row.author,
	summary: row.summary,
	description: row.description,
});

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * A repository file as a page shows it (the site's `/{id}/blob/{rev}/{path}`): its text when it is UTF-8 text small
 * enough to show.
 */
export interface FileView {
	repo: RepoRef;
	/** The revision as the URL names it, and the commit it resolved to. */
	rev: string;
	commit: string;
	path: string;
	size: number;
	text?: string;
	/** Why there is no text: too large to show, or not UTF-8 text. */
	withheld?: "large" | "binary";
}

/** The LFS pointer's size (the Hub's `pointerSize`) of an LFS file. */
export const pointerSize = (f: Pick<RevisionFile, "sha256" | "size">): number =>
	Buffer.byteLength(lfsPointer(f.sha256, f.size));

/** A revision file as a Hub API sibling with its blob ids (`?blobs=true`). */
export function siblingOf(f: RevisionFile): Record<string, unknown> {
	const s: Record<string, unknown> = { rfilename: f.path, size: f.size, blobId: f.blobId };
	if (f.lfs) s.lfs = { sha256: f.sha256, size: f.size, pointerSize: pointerSize(f) };
	return s;
}

/**
 * Files a repository's record lists at most as its `siblings`: every read of a record (pages, lists, the catalogue)
 * would otherwise carry megabytes for a repository of 100,000 files. The API's record of a hosted repository lists
 * every file of the revision asked for (see the models API).
 */
export const RECORD_SIBLINGS = 1_000;

/** A record's `siblings` (the first RECORD_SIBLINGS files by path) and `usedStorage` (all their bytes). */
export function recordFiles(files: readonly RevisionFile[]): {
	siblings: Record<string, unknown>[];
	usedStorage: number;
} {
	// A revision's files come from the store in path order; an import's in the order its folder was read.
	const sorted = files.every((f, i) => i === 0 || (files[i - 1] as RevisionFile).path < f.path);
	const byPath = sorted ? files : [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
	const first = byPath.slice(0, RECORD_SIBLINGS);
	return { siblings: first.map(siblingOf), usedStorage: files.reduce((n, f) => n + f.size, 0) };
}

interface FileRow {
	path: string;
	size: string | number;
	sha256: string;
	blob_id: string;
	lfs: boolean;
	last_id?: string;
	last_title?: string;
	last_date?: Date | string;
}

const toFile = (r: FileRow): RevisionFile => {
	const f: RevisionFile = { path: r.path, size: Number(r.size), sha256: r.sha256, blobId: r.blob_id, lfs: r.lfs };
	if (r.last_id) f.lastCommit = { id: r.last_id, title: r.last_title ?? "", date: new Date(r.last_date ?? 0) };
	return f;
};

/** Reads the revisions (commits), refs and files kept for repositories. */
export class Revisions {
	constructor(private readonly db: Db) {}

	/**
	 * The commit a revision name points to: a 40-hex commit id the repository has, a ref (`main`, a tag, `refs/pr/N`),
	 * or `HEAD` for the default branch; undefined when the repository has no such revision.
	 */
	async resolve(repo: RepoRef, rev: string): Promise<Revision | undefined> {
		const name = rev === "HEAD" ? "main" : rev.startsWith("refs/heads/") ? rev.slice("refs/heads/".length) : rev;
		// A branch is kept under its name, a tag as `refs/tags/<name>`: a bare name is a branch first, else a tag.
		const r = await this.db.query<RevisionRow>(
			COMMIT.test(rev)
				? `SELECT ${REVISION_COLUMNS} FROM revisions v WHERE v.repo_type = $1 AND v.repo_id = $2 AND v.sha = $3`
				: `SELECT ${REVISION_COLUMNS} FROM refs r JOIN revisions v USING (repo_type, repo_id, sha)
				   WHERE r.repo_type = $1 AND r.repo_id = $2 AND r.name IN ($3, 'refs/tags/' || $3)
				   ORDER BY r.name = $3 DESC LIMIT 1`,
			[repo.type, repo.id, name],
		);
		const row = r.rows[0];
		return row ? toRevision(row) : undefined;
	}

	/** Whether the hub holds any files of the repository. */
	async hasFiles(repo: RepoRef): Promise<boolean> {
		const r = await this.db.query("SELECT 1 FROM revisions WHERE repo_type = $1 AND repo_id = $2 LIMIT 1", [
			repo.type,
			repo.id,
		]);
		return r.rows.length > 0;
	}

	/**
	 * Every file of a revision, by path, with the commit that last changed each (unless `lastCommit` is false). Read in
	 * pages along the paths, with the event loop's turn between them: a revision of 100,000 files does not hold up
	 * other requests while it is read.
	 */
	async files(repo: RepoRef, sha: string, options: { lastCommit?: boolean } = {}): Promise<RevisionFile[]> {
		const last = options.lastCommit !== false;
		const files: RevisionFile[] = [];
		const reads = new Batches(2_000);
		for (let after = "", more = true; more; ) {
			more = await reads.next(async (size) => {
				const r = await this.db.query<FileRow>(
					last
						? `SELECT f.path, f.size, f.sha256, f.blob_id, f.lfs, c.sha AS last_id, c.summary AS last_title,
							c.created_at AS last_date
						 FROM revision_files f
						 LEFT JOIN revisions c
							ON c.repo_type = f.repo_type AND c.repo_id = f.repo_id AND c.sha = coalesce(f.last_commit, f.sha)
						 WHERE f.repo_type = $1 AND f.repo_id = $2 AND f.sha = $3 AND f.path > $4 ORDER BY f.path LIMIT $5::int`
						: `SELECT path, size, sha256, blob_id, lfs FROM revision_files
						 WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 AND path > $4 ORDER BY path LIMIT $5::int`,
					[repo.type, repo.id, sha, after, size],
				);
				for (const row of r.rows) files.push(toFile(row));
				after = r.rows[r.rows.length - 1]?.path ?? after;
				return r.rows.length === size;
			});
		}
		return files;
	}

	/** How many files a revision holds, and their bytes. */
	async size(repo: RepoRef, sha: string): Promise<{ files: number; bytes: number }> {
		const r = await this.db.query<{ files: number | string; bytes: number | string | null }>(
			`SELECT count(*) AS files, sum(size) AS bytes FROM revision_files
			 WHERE repo_type = $1 AND repo_id = $2 AND sha = $3`,
			[repo.type, repo.id, sha],
		);
		return { files: Number(r.rows[0]?.files ?? 0), bytes: Number(r.rows[0]?.bytes ?? 0) };
	}

	/** One file of a revision. */
	async file(repo: RepoRef, sha: string, path: string): Promise<RevisionFile | undefined> {
		const r = await this.db.query<FileRow>(
			`SELECT path, size, sha256, blob_id, lfs FROM revision_files
			 WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 AND path = $4`,
			[repo.type, repo.id, sha, path],
		);
		return r.rows[0] ? toFile(r.rows[0]) : undefined;
	}

	/** The repository's revisions, newest first. */
	async list(repo: RepoRef): Promise<Revision[]> {
		const r = await this.db.query<RevisionRow>(
			`SELECT ${REVISION_COLUMNS} FROM revisions v WHERE v.repo_type = $1 AND v.repo_id = $2
			 ORDER BY v.created_at DESC, v.sha`,
			[repo.type, repo.id],
		);
		return r.rows.map(toRevision);
	}

	/** Points a ref (a branch, a tag, `refs/pr/N`) at one of the repository's revisions. */
	async setRef(repo: RepoRef, name: string, sha: string): Promise<void> {
		await this.db.query(
			`INSERT INTO refs (repo_type, repo_id, name, sha) VALUES ($1, $2, $3, $4)
			 ON CONFLICT (repo_type, repo_id, name) DO UPDATE SET sha = $4`,
			[repo.type, repo.id, name, sha],
		);
	}
}
