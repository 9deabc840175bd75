import type { RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";
import { type Caller, filesReadable } from "../policy/policy.js";

/**
 * How long an object received by a repository's upload session may be named by its commits: as long as `modelhub gc`
 * keeps an object no revision names (its default grace), so an upload is either committed or collected.
 */
export const RECEIVED_HOURS = 24;

/**
 * Which stored objects (LFS blobs and Xet files, by sha256 and size) a commit may name. Knowing an object's hash is no
 * right to its bytes: a commit to a repository may name an object only when
 * - that repository's upload session received it whole in the last RECEIVED_HOURS (its bytes hashed as they came and
 *   matched: whoever sent them had them), or
 * - it is a file of some repository whose files the committer may read (`filesReadable`, the policy's rule), so the
 *   commit gives nobody bytes they could not read already.
 * The LFS batch API, `verify` and the Xet service answer from the same rule, so that asking whether an object exists
 * tells an outsider nothing about a private or gated one.
 */
export class RepoObjects {
	constructor(private readonly db: Db) {}

	/** Records that `repo`'s upload session received the object whole (a checked LFS upload, or a checked Xet shard). */
	async received(repo: RepoRef, sha256: string, size: number, tx: Db = this.db): Promise<void> {
		await tx.query(
			`INSERT INTO received_objects (repo_type, repo_id, sha256, size) VALUES ($1, $2, $3, $4)
			 ON CONFLICT (repo_type, repo_id, sha256, size) DO UPDATE SET received_at = now()`,
			[repo.type, repo.id, sha256, size],
		);
	}

	/** Whether `caller` may name the object in a commit to `repo` (see the class). */
	async usable(caller: Caller, repo: RepoRef, sha256: string, size: number): Promise<boolean> {
		const readable = filesReadable(caller, { type: "rf.repo_type", id: "rf.repo_id" }, 5);
		const r = await this.db.query<{ ok: boolean }>(
			`SELECT (EXISTS (SELECT 1 FROM received_objects g
				WHERE g.repo_type = $1 AND g.repo_id = $2 AND g.sha256 = $3 AND g.size = $4
				AND g.received_at > now() - ${RECEIVED_HOURS} * interval '1 hour')
			 OR EXISTS (SELECT 1 FROM revision_files rf WHERE rf.sha256 = $3 AND rf.size = $4 AND ${readable.sql})) AS ok`,
			[repo.type, repo.id, sha256, size, ...readable.params],
		);
		return r.rows[0]?.ok === true;
	}

	/**
	 * The size of the object `sha256` as `caller` may name it in a commit to `repo` (a copy names its source by hash
	 * alone): from `repo`'s own files first, then from what its upload session received or what `caller` may read
	 * elsewhere; undefined when there is none such — whether or not the hub holds the object.
	 */
	async sizeOf(caller: Caller, repo: RepoRef, sha256: string): Promise<number | undefined> {
		const readable = filesReadable(caller, { type: "rf.repo_type", id: "rf.repo_id" }, 4);
		const r = await this.db.query<{ size: string }>(
			`(SELECT rf.size, 0 AS rank FROM revision_files rf
				WHERE rf.sha256 = $3 AND rf.repo_type = $1 AND rf.repo_id = $2 AND ${readable.sql} LIMIT 1)
			 UNION ALL (SELECT g.size, 1 FROM received_objects g
				WHERE g.repo_type = $1 AND g.repo_id = $2 AND g.sha256 = $3
				AND g.received_at > now() - ${RECEIVED_HOURS} * interval '1 hour' LIMIT 1)
			 UNION ALL (SELECT rf.size, 2 FROM revision_files rf WHERE rf.sha256 = $3 AND ${readable.sql} LIMIT 1)
			 ORDER BY rank LIMIT 1`,
			[repo.type, repo.id, sha256, ...readable.params],
		);
		const row = r.rows[0];
		return row ? Number(row.size) : undefined;
	}

	/** Forgets receipts older than RECEIVED_HOURS (for `modelhub gc`); answers how many. */
	async forgetExpired(): Promise<number> {
		const r = await this.db.query(
			`DELETE FROM received_objects WHERE received_at <= now() - ${RECEIVED_HOURS} * interval '1 hour' RETURNING sha256`,
		);
		return r.rows.length;
	}
}
