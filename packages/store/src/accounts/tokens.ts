import { randomBytes } from "node:crypto";
import type { Db } from "../db/types.js";
import type { Caller } from "../policy/policy.js";
import { AccountError, callerFrom } from "./accounts.js";
import { hashSecret, looksLikeToken, newToken, sameHash } from "./secrets.js";

export type TokenRole = "read" | "write";

export interface TokenInfo {
	/** The token's public id (for listing and revoking; not a secret). */
	id: string;
	owner: string;
	name: string;
	role: TokenRole;
	createdAt: Date;
	expiresAt: Date | null;
	lastUsedAt: Date | null;
	revokedAt: Date | null;
}

interface TokenRow {
	id: string;
	owner: string;
	name: string;
	role: TokenRole;
	created_at: Date | string;
	expires_at: Date | string | null;
	last_used_at: Date | string | null;
	revoked_at: Date | string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const toInfo = (r: TokenRow): TokenInfo => ({
	id: r.id,
	owner: r.owner,
	name: r.name,
	role: r.role,
	createdAt: new Date(r.created_at),
	expiresAt: date(r.expires_at),
	lastUsedAt: date(r.last_used_at),
	revokedAt: date(r.revoked_at),
});

/** A token's last use is written at most this often (a write per request would cost more than the check). */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Access tokens: made by a user, shown once, stored only as the sha256 of their secret; a name, a role (`read` or
 * `write`), an optional expiry, the time of their last use; revocable at once.
 */
export class Tokens {
	constructor(private readonly db: Db) {}

	/** Makes a token; the secret is in the answer and nowhere else. */
	async create(input: {
		owner: string;
		name: string;
		role: TokenRole;
		expiresAt?: Date;
	}): Promise<{ token: string; info: TokenInfo }> {
		if (input.role !== "read" && input.role !== "write") throw new AccountError("a token's role is read or write");
		const name = input.name.trim();
		if (!name || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name))
			throw new AccountError("a token's name must have 1 to 100 characters, none of them a control character");
		if (input.expiresAt && !(input.expiresAt.getTime() > Date.now()))
			throw new AccountError("a token's expiry must be in the future");
		const token = newToken();
		const id = randomBytes(8).toString("hex");
		const r = await this.db.query<TokenRow>(
			`INSERT INTO tokens (id, owner, name, role, hash, expires_at)
			 SELECT $1, name, $3, $4, $5, $6 FROM accounts WHERE name = $2 AND kind = 'user'
			 RETURNING id, owner, name, role, created_at, expires_at, last_used_at, revoked_at`,
			[id, input.owner, name, input.role, hashSecret(token), input.expiresAt ?? null],
		);
		const row = r.rows[0];
		if (!row) throw new AccountError(`no user ${input.owner}`, "missing");
		return { token, info: toInfo(row) };
	}

	async list(owner: string): Promise<TokenInfo[]> {
		const r = await this.db.query<TokenRow>(
			`SELECT id, owner, name, role, created_at, expires_at, last_used_at, revoked_at FROM tokens
			 WHERE owner = $1 ORDER BY created_at DESC, id`,
			[owner],
		);
		return r.rows.map(toInfo);
	}

	/** Revokes a token of `owner` by its id or its name; false when there was none to revoke. */
	async revoke(owner: string, idOrName: string): Promise<boolean> {
		const r = await this.db.query(
			`UPDATE tokens SET revoked_at = now() WHERE owner = $1 AND (id = $2 OR name = $2) AND revoked_at IS NULL
			 RETURNING id`,
			[owner, idOrName],
		);
		return r.rows.length > 0;
	}

	/**
	 * The caller a token stands for, or undefined for a token that is malformed, unknown, revoked, expired or whose
	 * user is gone. One indexed read; the hash found is compared again in constant time.
	 */
	async check(token: string): Promise<(Caller & { kind: "user" }) | undefined> {
		if (!looksLikeToken(token)) return undefined;
		const hash = hashSecret(token);
		const r = await this.db.query<{
			id: string;
			hash: string;
			name: string;
			role: TokenRole;
			owner: string;
			admin: boolean;
			orgs: string;
			stale: boolean;
		}>(
			`SELECT t.id, t.hash, t.name, t.role, t.owner, a.admin,
				coalesce((SELECT json_agg(json_build_array(org, role)) FROM org_members WHERE member = t.owner), '[]')::text AS orgs,
				(t.last_used_at IS NULL OR t.last_used_at < now() - $2 * interval '1 millisecond') AS stale
			 FROM tokens t JOIN accounts a ON a.name = t.owner
			 WHERE t.hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
			[hash, LAST_USED_EVERY_MS],
		);
		const row = r.rows[0];
		if (!row || !sameHash(row.hash, hash)) return undefined;
		if (row.stale) await this.db.query("UPDATE tokens SET last_used_at = now() WHERE id = $1", [row.id]);
		return callerFrom(row.owner, row.admin, row.orgs, { name: row.name, role: row.role }) as Caller & { kind: "user" };
	}
}
