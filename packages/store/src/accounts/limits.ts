import type { Db } from "../db/types.js";

/**
 * Counters of failed sign-ins and bad tokens, per address and per account, in fixed windows: past the limit a key is
 * refused until its window ends (a few minutes), so guessing is slow and the rightful user is never locked out long.
 * Kept in the database, so that every hub process counts the same failures.
 */
export class FailureLimits {
	constructor(private readonly db: Db) {}

	/** Seconds until `key` may try again (0: it may now). */
	async wait(key: string, limit: number, windowSeconds: number): Promise<number> {
		const r = await this.db.query<{ count: number; left: number }>(
			`SELECT count, ceil(extract(epoch FROM window_start + $2 * interval '1 second' - now()))::int AS left
			 FROM auth_failures WHERE key = $1`,
			[key, windowSeconds],
		);
		const row = r.rows[0];
		if (!row || Number(row.left) <= 0 || Number(row.count) < limit) return 0;
		return Number(row.left);
	}

	/** Counts one failure of `key` in its window (a new window when the last one ended). */
	async fail(key: string, windowSeconds: number): Promise<void> {
		await this.db.query(
			`INSERT INTO auth_failures (key, count, window_start) VALUES ($1, 1, now())
			 ON CONFLICT (key) DO UPDATE SET
				count = CASE WHEN auth_failures.window_start + $2 * interval '1 second' < now() THEN 1 ELSE auth_failures.count + 1 END,
				window_start = CASE WHEN auth_failures.window_start + $2 * interval '1 second' < now() THEN now() ELSE auth_failures.window_start END`,
			[key, windowSeconds],
		);
	}

	async clear(key: string): Promise<void> {
		await this.db.query("DELETE FROM auth_failures WHERE key = $1", [key]);
	}
}
