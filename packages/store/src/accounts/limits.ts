import type { Db } from "../db/types.js";

/**
 * Counters of failures (sign-ins, bad tokens, sign-ups) per key, in fixed windows: past its limit a key is refused
 * until its window ends (a few minutes), so guessing is slow. Kept in the database, so that every hub process counts
 * the same failures.
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

/** Where a sign-in attempt comes from, as the limits see it. */
export interface SignInAttempt {
	/** The client's address. */
	address: string;
	/** The account name it is for. */
	account: string;
	/**
	 * The id of the device cookie the browser carries for that account (given at its last successful sign-in there,
	 * its signature checked by the server): a browser with one has its own budget, which no failure elsewhere spends.
	 */
	device?: string;
}

/** Failures allowed in a window of 15 minutes, per key. */
const SIGN_IN = {
	/** From one address, whatever accounts it tries: one address cannot guess on. */
	address: 30,
	/** From one address on one account. */
	pair: 5,
	/**
	 * On one account from browsers without its device cookie, all addresses together: a guess spread over many
	 * addresses is slowed to this. Each address adds at most `pair` (it is refused after that), so it takes four.
	 */
	account: 20,
	/** From one browser with the account's device cookie. */
	device: 10,
	windowSeconds: 15 * 60,
};

/**
 * The limits on failed sign-ins, by source and by (source, account) so that no stranger can lock a user out. Failures
 * from an address count against that address and against that address's tries on that account; a user signing in
 * from anywhere else is not held back by them. A guess spread over many addresses also counts against the account —
 * but only for browsers without the account's device cookie (OWASP's "device cookies"): a browser that signed in to it
 * before keeps its own budget and signs in with the right password whatever strangers do elsewhere.
 */
export class SignInLimits {
	constructor(private readonly failures: FailureLimits) {}

	private keys(a: SignInAttempt): [key: string, limit: number][] {
		if (a.device) return [[`signin:device:${a.device}`, SIGN_IN.device]];
		const account = a.account.toLowerCase().slice(0, 100);
		return [
			[`signin:address:${a.address}`, SIGN_IN.address],
			[`signin:pair:${a.address}|${account}`, SIGN_IN.pair],
			[`signin:account:${account}`, SIGN_IN.account],
		];
	}

	/** Seconds until this attempt may be made (0: now); the password is not checked before. */
	async wait(a: SignInAttempt): Promise<number> {
		const waits = await Promise.all(
			this.keys(a).map(([key, limit]) => this.failures.wait(key, limit, SIGN_IN.windowSeconds)),
		);
		return Math.max(0, ...waits);
	}

	/** Counts a failed attempt (a wrong name or password). */
	async failed(a: SignInAttempt): Promise<void> {
		await Promise.all(this.keys(a).map(([key]) => this.failures.fail(key, SIGN_IN.windowSeconds)));
	}

	/**
	 * Forgets this source's failures on the account after it signed in. The address's own count and the account's
	 * count of a spread guess stay: they are about others' tries too.
	 */
	async succeeded(a: SignInAttempt): Promise<void> {
		const [key] = this.keys(a)[a.device ? 0 : 1] ?? [];
		if (key) await this.failures.clear(key);
	}
}
