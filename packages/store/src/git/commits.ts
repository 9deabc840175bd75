import { createHash } from "node:crypto";
import type { RepoRef } from "@modelhub/core";
import { Batches } from "../db/turns.js";
import type { Db } from "../db/types.js";
import type { TreeRow } from "./changes.js";
import { CommitError } from "./errors.js";
import { gitHeader } from "./ids.js";

import { changedTreeAway } from "./tree-thread.js";

export { CommitError };

function staleError(req: CommitRequest, now: string | null): CommitError {
	return new CommitError(
		`A commit has happened since ${String(req.expectedParent).slice(0, 40)}: the branch ${req.branch} is now at ${now ?? "no commit"}; commit again from there`,
		"stale",
	);
}

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

/** Times a commit is tried again from the branch's new head when another commit moved it first. */
const RETRIES = 4;

/**
 * Commits to a repository's branches: atomic (the branch moves to the new commit with all its changes, or not at all),
 * checked against the expected parent (two commits to one branch never lose a change), a revision's files written as
 * the parent's with the changes applied (the parent's unchanged rows are copied in the database, not sent back and
 * forth), each file remembering the commit that last changed it.
 *
 * A commit of any size costs other requests at most one batch: the new revision and its files are written first, in
 * batches of a few tens of milliseconds each with the event loop's turn between them (see Batches) (no ref names the revision yet, so nobody reads it), its
 * tree computed on the tree thread; then one short transaction moves the branch, under a lock on it, if it still
 * points where the revision was made from. When another commit moved it meanwhile, the revision is removed and the
 * commit made again from the new head (refused as stale when the client named the parent). A process killed before
 * the branch moves leaves a revision no ref names, which `modelhub gc --prune-revisions` removes.
 */
export class Commits {
	constructor(private readonly db: Db) {}

	/** The commit under way on each branch of this process, which the next one to that branch waits for. */
	private readonly underWay = new Map<string, Promise<unknown>>();

	/**
	 * Commits to one branch are made one after the other in a process (as the lock on the branch made them before the
	 * revision was written outside it): a commit written while another is under way would only be written again.
	 * Between processes (several servers on one PostgreSQL), the check when the branch moves still decides.
	 */
	async commit(req: CommitRequest): Promise<CommitResult> {
		const key = `${req.repo.type}\0${req.repo.id}\0${req.branch}`;
		const before = this.underWay.get(key) ?? Promise.resolve();
		const run = before.then(
			() => this.commitNow(req),
			() => this.commitNow(req),
		);
		const settled = run.catch(() => {});
		this.underWay.set(key, settled);
		try {
			return await run;
		} finally {
			if (this.underWay.get(key) === settled) this.underWay.delete(key);
		}
	}

	private async commitNow(req: CommitRequest): Promise<CommitResult> {
		for (let attempt = 0; ; attempt++) {
			const head = await this.head(req.repo, req.branch);
			let parent: string | null;
			if (head === undefined) {
				if (!req.createBranch) throw new CommitError(`Invalid rev id: ${req.branch}`, "not-found");
				parent = req.createBranch.startFrom ?? null;
			} else parent = head;
			if (req.expectedParent !== undefined && req.expectedParent !== parent) throw staleError(req, parent);
			const made = await this.stage(req, parent);
			let moved = false;
			try {
				moved = await this.db.transaction(async (tx) => {
					if ((await lockRef(tx, req.repo, req.branch)) !== head) return false;
					await setRef(tx, req.repo, req.branch, made.sha);
					return true;
				});
			} finally {
				if (!moved && made.staged) await this.unstage(req.repo, made.sha);
			}
			if (moved) return { sha: made.sha, parent, tree: made.tree };
			// Another commit moved the branch since it was read.
			const now = await this.head(req.repo, req.branch);
			if (req.expectedParent !== undefined) throw staleError(req, now ?? null);
			if (attempt >= RETRIES)
				throw new CommitError(`${req.branch} kept moving while this commit was made; commit again`, "conflict");
		}
	}

	/**
	 * Writes the revision a commit makes from `parent` (no ref names it yet): its tree computed, its row, its added
	 * files and the parent's files it keeps, in batches. `staged` is false when the revision existed already (the same
	 * files, parent, author, message and second): it is then left as it is.
	 */
	private async stage(
		req: CommitRequest,
		parent: string | null,
	): Promise<{ sha: string; tree: string; staged: boolean }> {
		const { repo } = req;
		const before = parent ? await this.treeRows(repo, parent) : [];
		const changes = {
			add: req.add.map((f) => ({ path: f.path, oid: f.blobId })),
			deleteFiles: req.deleteFiles,
			deleteFolders: req.deleteFolders,
		};
		const { tree } = await changedTreeAway(before, changes);
		const time = new Date();
		const sha = gitCommitId({
			tree,
			parent,
			author: req.author,
			time,
			message: messageOf(req.summary, req.description),
		});
		const made = await this.db.query(
			`INSERT INTO revisions (repo_type, repo_id, sha, tree_oid, created_at, parent, author, summary, description)
			 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING sha`,
			[repo.type, repo.id, sha, tree, time, parent, req.author, req.summary, req.description ?? ""],
		);
		if (!made.rows.length) return { sha, tree, staged: false };
		try {
			const writes = new Batches(200);
			for (let i = 0; i < req.add.length; ) {
				await writes.next(async (size) => {
					const rows = req.add.slice(i, i + size);
					i += size;
					await this.db.query(
						`INSERT INTO revision_files (repo_type, repo_id, sha, path, size, sha256, blob_id, lfs, last_commit)
						 SELECT $1, $2, $3, f.path, f.size, f.sha256, f.blob_id, f.lfs, $3
						 FROM unnest($4::text[], $5::bigint[], $6::text[], $7::text[], $8::boolean[])
							AS f(path, size, sha256, blob_id, lfs)
						 ON CONFLICT DO NOTHING`,
						[
							repo.type,
							repo.id,
							sha,
							rows.map((f) => f.path),
							rows.map((f) => f.size),
							rows.map((f) => f.sha256),
							rows.map((f) => f.blobId),
							rows.map((f) => f.lfs),
						],
					);
				});
			}
			// The parent's files, but those deleted and (by the conflict with the rows just written) those replaced.
			for (let after = "", more = parent !== null; more; ) {
				const r = await writes.next(async (size) => {
					const r = await this.db.query<{ last: string | null; n: number | string }>(
						`WITH batch AS (
						SELECT path, size, sha256, blob_id, lfs, coalesce(last_commit, sha) AS last_commit FROM revision_files
						WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 AND path > $5 ORDER BY path LIMIT $6::int
					 ), kept AS (
						INSERT INTO revision_files (repo_type, repo_id, sha, path, size, sha256, blob_id, lfs, last_commit)
						SELECT $1, $2, $4, b.path, b.size, b.sha256, b.blob_id, b.lfs, b.last_commit FROM batch b
						WHERE NOT (b.path = ANY($7::text[]))
						  AND NOT EXISTS (SELECT 1 FROM unnest($8::text[]) d WHERE starts_with(b.path, d || '/'))
						ON CONFLICT DO NOTHING
					 )
					 SELECT max(path) AS last, count(*) AS n FROM batch`,
						[
							repo.type,
							repo.id,
							parent,
							sha,
							after,
							size,
							req.deleteFiles,
							req.deleteFolders.map((d) => d.replace(/\/+$/, "")),
						],
					);
					return { n: Number(r.rows[0]?.n ?? 0), size, last: r.rows[0]?.last };
				});
				more = r.n === r.size;
				after = r.last ?? after;
			}
		} catch (e) {
			await this.unstage(repo, sha);
			throw e;
		}
		return { sha, tree, staged: true };
	}

	/** Removes a revision no ref names (one whose commit failed), its files in batches first. */
	private async unstage(repo: RepoRef, sha: string): Promise<void> {
		const deletes = new Batches();
		for (let more = true; more; ) {
			more = await deletes.next(async (size) => {
				const r = await this.db.query<{ n: number | string }>(
					`WITH gone AS (
					DELETE FROM revision_files WHERE ctid IN (
						SELECT ctid FROM revision_files WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 LIMIT $4::int)
					RETURNING 1
				 ) SELECT count(*) AS n FROM gone`,
					[repo.type, repo.id, sha, size],
				);
				return Number(r.rows[0]?.n ?? 0) === size;
			});
		}
		await this.db.query(
			`DELETE FROM revisions v WHERE repo_type = $1 AND repo_id = $2 AND sha = $3
			 AND NOT EXISTS (SELECT 1 FROM refs r WHERE r.repo_type = $1 AND r.repo_id = $2 AND r.sha = $3)`,
			[repo.type, repo.id, sha],
		);
	}

	/** A revision's files as its tree names them, read in batches along their paths. */
	private async treeRows(repo: RepoRef, sha: string): Promise<TreeRow[]> {
		const rows: TreeRow[] = [];
		const reads = new Batches(2_000);
		for (let after = "", more = true; more; ) {
			more = await reads.next(async (size) => {
				const r = await this.db.query<{ path: string; blob_id: string }>(
					`SELECT path, blob_id FROM revision_files WHERE repo_type = $1 AND repo_id = $2 AND sha = $3 AND path > $4
					 ORDER BY path LIMIT $5::int`,
					[repo.type, repo.id, sha, after, size],
				);
				for (const row of r.rows) rows.push({ path: row.path, oid: row.blob_id });
				after = r.rows[r.rows.length - 1]?.path ?? after;
				return r.rows.length === size;
			});
		}
		return rows;
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
	async history(repo: RepoRef, from: string, skip: number, limit: number): Promise<HistoryCommit[]> {
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

/** One commit of a history, as the history lists it. */
export interface HistoryCommit {
	sha: string;
	parent: string | null;
	author: string;
	summary: string;
	description: string;
	date: Date;
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
