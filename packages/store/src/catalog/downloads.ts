import type { RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";

/** The days a hosted repository's `downloads` sums. */
export const DOWNLOAD_DAYS = 30;

/** The tables whose records count downloads (spaces have none, as on the Hub). */
const COUNTED: Partial<Record<RepoRef["type"], string>> = { model: "models", dataset: "datasets" };

/**
 * Downloads of hosted repositories: each counted file fetched by a client counts once a day, into a daily series;
 * the catalogue's `downloads` of a hosted repository is its last 30 days, which is what lists sort by. (A record known
 * only from an import keeps the count it came with.)
 */
export class Downloads {
	constructor(private readonly db: Db) {}

	/**
	 * Counts a download of `path` by `client` (an opaque key of the caller) today; true when it counted (the first of
	 * the day for that client and file).
	 */
	async count(repo: RepoRef, client: string, path: string): Promise<boolean> {
		return this.db.transaction(async (tx) => {
			const seen = await tx.query(
				`INSERT INTO downloads_seen (day, repo_type, repo_id, client, path) VALUES (current_date, $1, $2, $3, $4)
				 ON CONFLICT DO NOTHING RETURNING day`,
				[repo.type, repo.id, client, path],
			);
			if (!seen.rows.length) return false;
			await tx.query(
				`INSERT INTO downloads_daily (repo_type, repo_id, day, count) VALUES ($1, $2, current_date, 1)
				 ON CONFLICT (repo_type, repo_id, day) DO UPDATE SET count = downloads_daily.count + 1`,
				[repo.type, repo.id],
			);
			const table = COUNTED[repo.type];
			if (table)
				await tx.query(
					`UPDATE ${table} SET downloads = (SELECT coalesce(sum(count), 0) FROM downloads_daily
						WHERE repo_type = $3 AND repo_id = $1 AND day > current_date - $2::int)
					 WHERE id = $1`,
					[repo.id, DOWNLOAD_DAYS, repo.type],
				);
			return true;
		});
	}

	/** A repository's downloads per day for the last `days` days (oldest first; days without any are 0). */
	async series(repo: RepoRef, days = DOWNLOAD_DAYS): Promise<{ day: string; count: number }[]> {
		const r = await this.db.query<{ day: string; count: number }>(
			`SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(x.count, 0)::int AS count
			 FROM generate_series(current_date - ($3::int - 1), current_date, interval '1 day') AS d
			 LEFT JOIN downloads_daily x ON x.repo_type = $1 AND x.repo_id = $2 AND x.day = d::date
			 ORDER BY d`,
			[repo.type, repo.id, days],
		);
		return r.rows.map((row) => ({ day: row.day, count: Number(row.count) }));
	}

	/**
	 * Recounts every hosted model's and dataset's last 30 days (the window moves on even when nobody downloads; a
	 * repository imported with a count and then hosted here starts counting from its hosting) and forgets who downloaded
	 * what before today. Run every hour by the serving process.
	 */
	async refresh(): Promise<void> {
		await this.db.transaction(async (tx) => {
			// Every hosted repository (one with commits here), counted or not: its figure is its last 30 days from the day
			// it is hosted, so that lists sort by the figure its page shows.
			for (const [type, table] of Object.entries(COUNTED))
				await tx.query(
					`UPDATE ${table} m SET downloads = s.total
					 FROM (SELECT h.repo_id, coalesce(sum(d.count), 0) AS total
						FROM (SELECT DISTINCT repo_id FROM revisions WHERE repo_type = $2) h
						LEFT JOIN downloads_daily d ON d.repo_type = $2 AND d.repo_id = h.repo_id
							AND d.day > current_date - $1::int
						GROUP BY h.repo_id) AS s
					 WHERE m.id = s.repo_id AND m.downloads <> s.total`,
					[DOWNLOAD_DAYS, type],
				);
			await tx.query("DELETE FROM downloads_seen WHERE day < current_date");
		});
	}
}
