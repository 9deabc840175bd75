import type { Db } from "../db/types.js";
import type { Caller } from "../policy/policy.js";
import { callerFrom } from "./accounts.js";
import { hashSecret, newSecret, sameHash } from "./secrets.js";

/** How long a sign-in lasts. */
export const SESSION_DAYS = 14;

export interface Session {
	caller: Caller & { kind: "user" };
	/** The token every state-changing form of this session carries (CSRF protection). */
	csrf: string;
	expiresAt: Date;
}

/**
 * Sign-in sessions: a random id in an HttpOnly cookie, stored only as its hash, with a CSRF token of its own. Kept
 * in the database, so that every hub process sharing it knows every session.
 */
export class Sessions {
	constructor(private readonly db: Db) {}

	/** Opens a session for a user; the id (for the cookie) is in the answer and nowhere else. */
	async create(account: string): Promise<{ id: string; session: Session }> {
		const id = newSecret();
		const csrf = newSecret();
		await this.db.query(
			`INSERT INTO sessions (hash, account, csrf, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 day')`,
			[hashSecret(id), account, csrf, SESSION_DAYS],
		);
		const session = await this.check(id);
		if (!session) throw new Error(`no user ${account} to open a session for`);
		return { id, session };
	}

	/** The session an id opens, or undefined when it is unknown, expired, or its user is gone. */
	async check(id: string): Promise<Session | undefined> {
		if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
		const hash = hashSecret(id);
		const r = await this.db.query<{
			hash: string;
			account: string;
			csrf: string;
			expires_at: Date | string;
			admin: boolean;
			orgs: string;
		}>(
			`SELECT s.hash, s.account, s.csrf, s.expires_at, a.admin,
				coalesce((SELECT json_agg(json_build_array(org, role)) FROM org_members WHERE member = s.account), '[]')::text AS orgs
			 FROM sessions s JOIN accounts a ON a.name = s.account AND a.kind = 'user'
			 WHERE s.hash = $1 AND s.expires_at > now()`,
			[hash],
		);
		const row = r.rows[0];
		if (!row || !sameHash(row.hash, hash)) return undefined;
		return {
			caller: callerFrom(row.account, row.admin, row.orgs) as Caller & { kind: "user" },
			csrf: row.csrf,
			expiresAt: new Date(row.expires_at),
		};
	}

	async end(id: string): Promise<void> {
		await this.db.query("DELETE FROM sessions WHERE hash = $1", [hashSecret(id)]);
	}

	/** Ends every session of a user but, optionally, one (after a password change). */
	async endAll(account: string, keep?: string): Promise<void> {
		await this.db.query("DELETE FROM sessions WHERE account = $1 AND hash <> $2", [
			account,
			keep ? hashSecret(keep) : "",
		]);
	}
}
