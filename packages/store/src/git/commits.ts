import { createHash } from "node:crypto";
import type { RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";
import { gitHeader, treeIds } from "./ids.js";

/** A file a commit adds or replaces: its content already kept in the blob store. */
export interface CommitFile {
	path: string;
	size: number;
	sha256: string;
	/** Its git blob id: its own for an ordinary file, its LFS pointer's for an LFS file. */
	blobId: string;
	lfs: boolean;
}

export interface CommitRequest {
	repo: RepoRef;
	/** The branch (or `refs/pr/N`) the commit moves. */
	branch: string;
	/**
	 * The commit the client based its changes on (`parentCommit`): when given, the branch must still point there, or
	 * the commit is refused; when absent, the commit goes on top of whatever the branch points to when it is made.
	 */
	expectedParent?: string;
	/** Who commits (a user's name). */
	author: string;
	summary: string;
	description?: string;
	add: CommitFile[];
	deleteFiles: string[];
	deleteFolders: string[];
	/** Make the branch (from `startFrom`, or as a first commit with no parent) when it does not exist. */
	createBranch?: { startFrom?: string };
}

export interface CommitResult {
	sha: string;
	parent: string | null;
	tree: string;
	/** Every file of the new revision. */
	files: { path: string; size: number; sha256: string; blobId: string; lfs: boolean }[];
}

/** Why a commit, a branch or a tag cannot be made as asked; the kind says how the API answers. */
export class CommitError extends Error {
	constructor(
		message: string,
		readonly kind: "invalid" | "not-found" | "stale" | "conflict",
	) {
		super(message);
	}
}

/** Git's object id of a commit. */
export function gitCommitId(input: {
	tree: string;
	parent: string | null;
	author: string;
	time: Date;
	message: string;
}): string {
	const when = `${Math.floor(input.time.getTime() / 1000)} +0000`;
	const who = `${input.author} <${input.author}@users.noreply.modelhub> ${when}`;
	const lines = [`tree ${input.tree}`];
	if (input.parent) lines.push(`parent ${input.parent}`);
	lines.push(`author ${who}`, `committer ${who}`, "", input.message);
	const body = Buffer.from(`${lines.join("\n")}\n`, "utf8");
	return createHash("sha1").update(gitHeader("commit", body.length)).update(body).digest("hex");
}

/** The message git keeps: the summary, and the description after a blank line. */
const messageOf = (summary: string, description?: string) =>
	description?.trim() ? `${summary}\n\n${description.trim()}` : summary;

interface FileRow {
	path: string;
	size: string | number;
	sha256: string;
	blob_id: string;
	lfs: boolean;
	last_commit: string | null;
}

/**
 * Commits to a repository's branches: atomic (the branch moves to the new commit with all its changes, or not at all),
 * checked against the expected parent under a lock on the branch (two commits to one branch never lose a change), a
 * revision's files written as the parent's with the changes applied (the parent's unchanged rows are copied in the
 * database, not sent back and forth), each file remembering the commit that last changed it.
 */
export class Commits {
	constructor(private readonly db: Db) {}

	async commit(req: CommitRequest): Promise<CommitResult> {
		return this.db.transaction(async (tx) => {
			const head = await lockRef(tx, req.repo, req.branch);
			let parent: string | null;
			if (head === undefined) {
				if (!req.createBranch) throw new CommitError(`Invalid rev id: ${req.branch}`, "not-found");
				parent = req.createBranch.startFrom ?? null;
			} else parent = head;
			if (req.expectedParent !== undefined && req.expectedParent !== parent)
				throw new CommitError(
					`A commit has happened since ${req.expectedParent.slice(0, 40)}: the branch ${req.branch} is now at ${parent ?? "no commit"}; commit again from there`,
					"stale",
				);
			const before = parent ? await filesOf(tx, req.repo, parent) : [];
			const files = applyChanges(before, req);
			const ids = treeIds(files.map((f) => ({ path: f.path, oid: f.blob_id })));
			const tree = ids.get("") as string;
			const time = new Date();
			const sha = gitCommitId({
				tree,
				parent,
				author: req.author,
				time,
				message: messageOf(req.summary, req.description),
			});
			await tx.query(
				`INSERT INTO revisions (repo_type, repo_id, sha, tree_oid, created_at, parent, author, summary, description)
				 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
				[req.repo.type, req.repo.id, sha, tree, time, parent, req.author, req.summary, req.description ?? ""],
			);
			const changed = new Set([...req.add.map((f) => f.path)]);
			if (parent)
				await tx.query(
					`INSERT INTO revision_files (repo_type, repo_id, sha, path, size, sha256, blob_id, lfs, last_commit)
					 SELECT repo_type, repo_id, $4, path, size, sha256, blob_id, lfs, coalesce(last_commit, sha)
					 FROM revision_files WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 AND NOT (path = ANY($5::text[]))
					 ON CONFLICT DO NOTHING`,
					[req.repo.type, req.repo.id, parent, sha, [...removedPaths(before, files), ...changed]],
				);
			if (req.add.length)
				await tx.query(
					`INSERT INTO revision_files (repo_type, repo_id, sha, path, size, sha256, blob_id, lfs, last_commit)
					 SELECT $1, $2, $3, f.path, f.size, f.sha256, f.blob_id, f.lfs, $3
					 FROM jsonb_to_recordset($4::jsonb) AS f(path text, size bigint, sha256 text, blob_id text, lfs boolean)
					 ON CONFLICT DO NOTHING`,
					[
						req.repo.type,
						req.repo.id,
						sha,
						JSON.stringify(
							req.add.map((f) => ({ path: f.path, size: f.size, sha256: f.sha256, blob_id: f.blobId, lfs: f.lfs })),
						),
					],
				);
			await setRef(tx, req.repo, req.branch, sha);
			return {
				sha,
				parent,
				tree,
				files: files.map((f) => ({
					path: f.path,
					size: Number(f.size),
					sha256: f.sha256,
					blobId: f.blob_id,
					lfs: f.lfs,
				})),
			};
		});
	}

	/** The commit a branch or tag points to, or undefined. */
	async head(repo: RepoRef, ref: string): Promise<string | undefined> {
		const r = await this.db.query<{ sha: string }>(
			"SELECT sha FROM refs WHERE repo_type = $1 AND repo_id = $2 AND name = $3",
			[repo.type, repo.id, ref],
		);
		return r.rows[0]?.sha;
	}

	/** Makes a ref (a branch, `refs/tags/…`, `refs/pr/N`) point at a commit of the repository; refuses one that exists. */
	async createRef(repo: RepoRef, name: string, sha: string): Promise<void> {
		await this.db.transaction(async (tx) => {
			const known = await tx.query("SELECT 1 FROM revisions WHERE repo_type = $1 AND repo_id = $2 AND sha = $3", [
				repo.type,
				repo.id,
				sha,
			]);
			if (!known.rows.length) throw new CommitError(`Invalid rev id: ${sha}`, "not-found");
			const made = await tx.query(
				`INSERT INTO refs (repo_type, repo_id, name, sha) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING name`,
				[repo.type, repo.id, name, sha],
			);
			if (!made.rows.length) throw new CommitError(`${name} already exists`, "conflict");
		});
	}

	async deleteRef(repo: RepoRef, name: string): Promise<void> {
		const r = await this.db.query(
			"DELETE FROM refs WHERE repo_type = $1 AND repo_id = $2 AND name = $3 RETURNING name",
			[repo.type, repo.id, name],
		);
		if (!r.rows.length) throw new CommitError(`Invalid rev id: ${name}`, "not-found");
	}

	/** Every ref of a repository with the commit it points to. */
	async refs(repo: RepoRef): Promise<{ name: string; sha: string }[]> {
		const r = await this.db.query<{ name: string; sha: string }>(
			"SELECT name, sha FROM refs WHERE repo_type = $1 AND repo_id = $2 ORDER BY name",
			[repo.type, repo.id],
		);
		return r.rows;
	}

	/** The next pull request's number: one more than the highest `refs/pr/N` (1 for the first). */
	async nextPullRequest(repo: RepoRef): Promise<number> {
		const r = await this.db.query<{ n: number | null }>(
			`SELECT max(substr(name, 9)::int) AS n FROM refs
			 WHERE repo_type = $1 AND repo_id = $2 AND name ~ '^refs/pr/[0-9]{1,9}$'`,
			[repo.type, repo.id],
		);
		return Number(r.rows[0]?.n ?? 0) + 1;
	}

	/**
	 * A commit and its ancestors, newest first: `limit` of them after skipping `skip` (a page of the history). One
	 * recursive query along the parents.
	 */
	async history(
		repo: RepoRef,
		from: string,
		skip: number,
		limit: number,
	): Promise<
		{ sha: string; parent: string | null; author: string; summary: string; description: string; date: Date }[]
	> {
		const r = await this.db.query<{
			sha: string;
			parent: string | null;
			author: string;
			summary: string;
			description: string;
			created_at: Date | string;
		}>(
			`WITH RECURSIVE chain AS (
				SELECT sha, parent, author, summary, description, created_at, 0 AS depth FROM revisions
				WHERE repo_type = $1 AND repo_id = $2 AND sha = $3
				UNION ALL
				SELECT v.sha, v.parent, v.author, v.summary, v.description, v.created_at, c.depth + 1 FROM revisions v
				JOIN chain c ON v.repo_type = $1 AND v.repo_id = $2 AND v.sha = c.parent
				WHERE c.depth < $4::int + $5::int
			 )
			 SELECT sha, parent, author, summary, description, created_at FROM chain ORDER BY depth OFFSET $4::int LIMIT $5::int`,
			[repo.type, repo.id, from, skip, limit],
		);
		return r.rows.map((row) => ({ ...row, date: new Date(row.created_at) }));
	}

	/** How many commits a history holds: the commit and all its ancestors (0 for a commit the repository lacks). */
	async count(repo: RepoRef, from: string): Promise<number> {
		const r = await this.db.query<{ n: number | string }>(
			`WITH RECURSIVE chain AS (
				SELECT sha, parent FROM revisions WHERE repo_type = $1 AND repo_id = $2 AND sha = $3
				UNION ALL
				SELECT v.sha, v.parent FROM revisions v JOIN chain c ON v.repo_type = $1 AND v.repo_id = $2 AND v.sha = c.parent
			 )
			 SELECT count(*) AS n FROM chain`,
			[repo.type, repo.id, from],
		);
		return Number(r.rows[0]?.n ?? 0);
	}

	/**
	 * What a commit changed against its parent (against nothing for a first commit): the files it added, changed and
	 * removed, by path, at most `limit` of them, and how many there are in all. One join of the two revisions' files.
	 */
	async changes(
		repo: RepoRef,
		sha: string,
		parent: string | null,
		limit = 1000,
	): Promise<{ files: FileChange[]; total: number }> {
		const r = await this.db.query<{
			path: string;
			size: string | number | null;
			old_size: string | number | null;
			lfs: boolean | null;
			old_lfs: boolean | null;
			total: string | number;
		}>(
			`SELECT path, a.size, b.size AS old_size, a.lfs, b.lfs AS old_lfs, count(*) OVER () AS total
			 FROM (SELECT path, size, sha256, blob_id, lfs FROM revision_files
				WHERE repo_type = $1 AND repo_id = $2 AND sha = $3) a
			 FULL JOIN (SELECT path, size, sha256, blob_id, lfs FROM revision_files
				WHERE repo_type = $1 AND repo_id = $2 AND sha = $4) b USING (path)
			 WHERE a.path IS NULL OR b.path IS NULL OR a.blob_id <> b.blob_id OR a.sha256 <> b.sha256
			 ORDER BY path LIMIT $5::int`,
			[repo.type, repo.id, sha, parent ?? "", limit],
		);
		const files = r.rows.map((row): FileChange => {
			const change = row.old_size === null ? "added" : row.size === null ? "removed" : "changed";
			const f: FileChange = { path: row.path, change, lfs: (row.lfs ?? row.old_lfs) === true };
			if (row.size !== null) f.size = Number(row.size);
			if (row.old_size !== null) f.oldSize = Number(row.old_size);
			return f;
		});
		return { files, total: Number(r.rows[0]?.total ?? 0) };
	}
}

/** One file a commit added, changed or removed, with its size before and after. */
export interface FileChange {
	path: string;
	change: "added" | "changed" | "removed";
	/** The size after the commit (absent for a removed file). */
	size?: number;
	/** The size before the commit (absent for an added file). */
	oldSize?: number;
	lfs: boolean;
}

/** Locks a ref's row for the transaction (so that a concurrent commit waits) and returns its commit, if it exists. */
async function lockRef(tx: Db, repo: RepoRef, name: string): Promise<string | undefined> {
	// The repository's row is locked too, so that a branch's first commit cannot be made twice at once.
	await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${repo.type}:${repo.id}:${name}`]);
	const r = await tx.query<{ sha: string }>(
		"SELECT sha FROM refs WHERE repo_type = $1 AND repo_id = $2 AND name = $3 FOR UPDATE",
		[repo.type, repo.id, name],
	);
	return r.rows[0]?.sha;
}

async function setRef(tx: Db, repo: RepoRef, name: string, sha: string): Promise<void> {
	await tx.query(
		`INSERT INTO refs (repo_type, repo_id, name, sha) VALUES ($1, $2, $3, $4)
		 ON CONFLICT (repo_type, repo_id, name) DO UPDATE SET sha = excluded.sha`,
		[repo.type, repo.id, name, sha],
	);
}

async function filesOf(tx: Db, repo: RepoRef, sha: string): Promise<FileRow[]> {
	const r = await tx.query<FileRow>(
		`SELECT path, size, sha256, blob_id, lfs, last_commit FROM revision_files
		 WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 ORDER BY path`,
		[repo.type, repo.id, sha],
	);
	return r.rows;
}

function removedPaths(before: FileRow[], after: FileRow[]): string[] {
	const kept = new Set(after.map((f) => f.path));
	return before.filter((f) => !kept.has(f.path)).map((f) => f.path);
}

/**
 * The parent's files with a commit's changes applied: deletions first (a file that is not there, or a folder with
 * nothing in it, is an error), then additions (replacing a file of the same path). A file may not be added where a
 * folder is, nor inside a file.
 */
function applyChanges(before: FileRow[], req: CommitRequest): FileRow[] {
	const files = new Map(before.map((f) => [f.path, f]));
	for (const path of req.deleteFiles) {
		if (!files.delete(path)) throw new CommitError(`cannot delete ${path}: no such file`, "not-found");
	}
	for (const folder of req.deleteFolders) {
		const prefix = folder.replace(/\/+$/, "");
		let found = false;
		for (const path of [...files.keys()])
			if (path.startsWith(`${prefix}/`)) {
				files.delete(path);
				found = true;
			}
		if (!found) throw new CommitError(`cannot delete the folder ${prefix}: no file in it`, "not-found");
	}
	for (const f of req.add)
		files.set(f.path, {
			path: f.path,
			size: f.size,
			sha256: f.sha256,
			blob_id: f.blobId,
			lfs: f.lfs,
			last_commit: null,
		});
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
	return [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
