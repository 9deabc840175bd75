import type { RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";

export interface Upload {
	id: string;
	repo: RepoRef;
	sha256: string;
	size: number;
	partSize: number;
	/**
	 * For an upload sent straight to a bucket: the bucket's handle of it (its multipart upload id; empty for a single
	 * PUT). Absent for an upload through the hub.
	 */
	storageRef?: string;
	createdAt: Date;
}

interface UploadRow {
	id: string;
	repo_type: RepoRef["type"];
	repo_id: string;
	sha256: string;
	size: string | number;
	part_size: string | number;
	storage_ref: string | null;
	created_at: Date | string;
}

const COLUMNS = "id, repo_type, repo_id, sha256, size, part_size, storage_ref, created_at";

function uploadOf(row: UploadRow): Upload {
	return {
		id: row.id,
		repo: { type: row.repo_type, id: row.repo_id },
		sha256: row.sha256,
		size: Number(row.size),
		partSize: Number(row.part_size),
		...(row.storage_ref !== null ? { storageRef: row.storage_ref } : {}),
		createdAt: new Date(row.created_at),
	};
}

/**
 * Multipart uploads in progress: what each one is to become (an object of a repository, its size, its parts' size),
 * so that a part can be checked as it comes, and so that one that is never completed can be found and dropped.
 */
export class Uploads {
	constructor(private readonly db: Db) {}

	async begin(u: Omit<Upload, "createdAt">): Promise<void> {
		await this.db.query(
			`INSERT INTO uploads (id, repo_type, repo_id, sha256, size, part_size, storage_ref)
			 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			[u.id, u.repo.type, u.repo.id, u.sha256, u.size, u.partSize, u.storageRef ?? null],
		);
	}

	async get(id: string): Promise<Upload | undefined> {
		if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
		const r = await this.db.query<UploadRow>(`SELECT ${COLUMNS} FROM uploads WHERE id = $1`, [id]);
		const row = r.rows[0];
		return row ? uploadOf(row) : undefined;
	}

	/** The uploads sent straight to a bucket, for one repository, that are to become this object, newest first. */
	async pending(repo: RepoRef, sha256: string, size: number): Promise<Upload[]> {
		const r = await this.db.query<UploadRow>(
			`SELECT ${COLUMNS} FROM uploads WHERE sha256 = $1 AND size = $2 AND storage_ref IS NOT NULL
			 AND repo_type = $3 AND repo_id = $4 ORDER BY created_at DESC LIMIT 20`,
			[sha256, size, repo.type, repo.id],
		);
		return r.rows.map(uploadOf);
	}

	async end(id: string): Promise<void> {
		await this.db.query("DELETE FROM uploads WHERE id = $1", [id]);
	}

	/** Uploads begun more than `hours` ago and never completed (for `modelhub gc` to drop with their parts). */
	async stale(hours: number): Promise<Upload[]> {
		const r = await this.db.query<UploadRow>(
			`SELECT ${COLUMNS} FROM uploads WHERE created_at < now() - $1 * interval '1 hour'`,
			[hours],
		);
		return r.rows.map(uploadOf);
	}
}
