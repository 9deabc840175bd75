import type { RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";

export interface Upload {
	id: string;
	repo: RepoRef;
	sha256: string;
	size: number;
	partSize: number;
	createdAt: Date;
}

/**
 * Multipart uploads in progress: what each one is to become (an object of a repository, its size, its parts' size),
 * so that a part can be checked as it comes, and so that one that is never completed can be found and dropped.
 */
export class Uploads {
	constructor(private readonly db: Db) {}

	async begin(u: Omit<Upload, "createdAt">): Promise<void> {
		await this.db.query(
			"INSERT INTO uploads (id, repo_type, repo_id, sha256, size, part_size) VALUES ($1, $2, $3, $4, $5, $6)",
			[u.id, u.repo.type, u.repo.id, u.sha256, u.size, u.partSize],
		);
	}

	async get(id: string): Promise<Upload | undefined> {
		if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
		const r = await this.db.query<{
			id: string;
			repo_type: RepoRef["type"];
			repo_id: string;
			sha256: string;
			size: string | number;
			part_size: string | number;
			created_at: Date | string;
		}>("SELECT id, repo_type, repo_id, sha256, size, part_size, created_at FROM uploads WHERE id = $1", [id]);
		const row = r.rows[0];
		if (!row) return undefined;
		return {
			id: row.id,
			repo: { type: row.repo_type, id: row.repo_id },
			sha256: row.sha256,
			size: Number(row.size),
			partSize: Number(row.part_size),
			createdAt: new Date(row.created_at),
		};
	}

	async end(id: string): Promise<void> {
		await this.db.query("DELETE FROM uploads WHERE id = $1", [id]);
	}

	/** Uploads begun more than `hours` ago and never completed (for `modelhub gc` to drop with their parts). */
	async stale(hours: number): Promise<string[]> {
		const r = await this.db.query<{ id: string }>(
			"SELECT id FROM uploads WHERE created_at < now() - $1 * interval '1 hour'",
			[hours],
		);
		return r.rows.map((row) => row.id);
	}
}
