import { accountNameError } from "@modelhub/core";
import type { Db } from "../db/types.js";
import { type Caller, ORG_ROLES, type OrgRole } from "../policy/policy.js";
import { hashPassword, verifyPassword } from "./secrets.js";

/** A request about accounts that cannot be done as asked; its message says what is wrong, in one line. */
export class AccountError extends Error {
	constructor(
		message: string,
		readonly kind: "invalid" | "exists" | "missing" = "invalid",
	) {
		super(message);
	}
}

export interface Account {
	name: string;
	kind: "user" | "org";
	displayName: string;
	email: string | null;
	admin: boolean;
	createdAt: Date;
}

export interface Member {
	name: string;
	displayName: string;
	role: OrgRole;
}

interface AccountRow {
	name: string;
	kind: "user" | "org";
	display_name: string;
	email: string | null;
	admin: boolean;
	created_at: Date | string;
}

const ACCOUNT_COLUMNS = "name, kind, display_name, email, admin, created_at";

const toAccount = (r: AccountRow): Account => ({
	name: r.name,
	kind: r.kind,
	displayName: r.display_name,
	email: r.email,
	admin: r.admin === true,
	createdAt: new Date(r.created_at),
});

/** The longest password taken (scrypt reads all of it; a megabyte of "password" is an attack, not a password). */
export const MAX_PASSWORD = 1024;
export const MIN_PASSWORD = 8;

/** Why a password cannot be one, or undefined. */
export function passwordError(password: string): string | undefined {
	if (password.length < MIN_PASSWORD) return `the password must have at least ${MIN_PASSWORD} characters`;
	if (password.length > MAX_PASSWORD) return `the password must have at most ${MAX_PASSWORD} characters`;
	if (/[\u0000-\u001f\u007f]/.test(password)) return "the password may not hold control characters";
	return undefined;
}

function displayNameError(text: string): string | undefined {
	if (text.length > 200) return "the display name must have at most 200 characters";
	if (/[\u0000-\u001f\u007f]/.test(text)) return "the display name may not hold control characters";
	return undefined;
}

function emailError(text: string): string | undefined {
	if (text.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(text)) return "the email address is not one";
	return undefined;
}

export const isOrgRole = (v: unknown): v is OrgRole => ORG_ROLES.includes(v as OrgRole);

/**
 * Users and organizations. They share one namespace — the owners of repository ids — so a user and an organization
 * never share a name, whatever its case. Passwords are kept as scrypt hashes only.
 */
export class Accounts {
	constructor(private readonly db: Db) {}

	private checkName(name: string): void {
		const bad = accountNameError(name);
		if (bad)
			throw new AccountError(
				`invalid name ${JSON.stringify(name.slice(0, 100))}: ${bad.replace(/^the owner/, "a name")}`,
			);
	}

	async createUser(input: {
		name: string;
		password: string;
		displayName?: string;
		email?: string;
		admin?: boolean;
	}): Promise<Account> {
		this.checkName(input.name);
		const bad =
			passwordError(input.password) ??
			(input.displayName === undefined ? undefined : displayNameError(input.displayName)) ??
			(input.email === undefined || input.email === "" ? undefined : emailError(input.email));
		if (bad) throw new AccountError(bad);
		const hash = await hashPassword(input.password);
		return this.insert(input.name, "user", input.displayName ?? "", input.email || null, hash, input.admin === true);
	}

	async createOrg(input: { name: string; displayName?: string }): Promise<Account> {
		this.checkName(input.name);
		const bad = input.displayName === undefined ? undefined : displayNameError(input.displayName);
		if (bad) throw new AccountError(bad);
		return this.insert(input.name, "org", input.displayName ?? "", null, null, false);
	}

	private async insert(
		name: string,
		kind: "user" | "org",
		displayName: string,
		email: string | null,
		hash: string | null,
		admin: boolean,
	): Promise<Account> {
		const r = await this.db.query<AccountRow>(
			`INSERT INTO accounts (name, kind, display_name, email, password_hash, admin)
			 SELECT $1, $2, $3, $4, $5, $6
			 WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE lower(name) = lower($1))
			 ON CONFLICT DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
			[name, kind, displayName, email, hash, admin],
		);
		const row = r.rows[0];
		if (!row) throw new AccountError(`the name ${name} is taken (by a user or an organization)`, "exists");
		return toAccount(row);
	}

	async get(name: string): Promise<Account | undefined> {
		const r = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name = $1`, [name]);
		return r.rows[0] ? toAccount(r.rows[0]) : undefined;
	}

	async list(kind?: "user" | "org"): Promise<Account[]> {
		const r = await this.db.query<AccountRow>(
			`SELECT ${ACCOUNT_COLUMNS} FROM accounts ${kind ? "WHERE kind = $1" : ""} ORDER BY name`,
			kind ? [kind] : [],
		);
		return r.rows.map(toAccount);
	}

	/** Removes an account with its tokens, sessions, memberships and access requests (not its repositories). */
	async remove(name: string): Promise<void> {
		const r = await this.db.query("DELETE FROM accounts WHERE name = $1 RETURNING name", [name]);
		if (!r.rows.length) throw new AccountError(`no account ${name}`, "missing");
	}

	async setPassword(name: string, password: string): Promise<void> {
		const bad = passwordError(password);
		if (bad) throw new AccountError(bad);
		const hash = await hashPassword(password);
		const r = await this.db.query(
			"UPDATE accounts SET password_hash = $2 WHERE name = $1 AND kind = 'user' RETURNING name",
			[name, hash],
		);
		if (!r.rows.length) throw new AccountError(`no user ${name}`, "missing");
	}

	async setAdmin(name: string, admin: boolean): Promise<void> {
		await this.db.query("UPDATE accounts SET admin = $2 WHERE name = $1 AND kind = 'user'", [name, admin]);
	}

	/**
	 * The user a name and password sign in as, or undefined: a wrong password and an unknown name take the same time
	 * and give the same answer.
	 */
	async checkPassword(name: string, password: string): Promise<Account | undefined> {
		if (password.length > MAX_PASSWORD) return undefined;
		const r = await this.db.query<AccountRow & { password_hash: string | null }>(
			`SELECT ${ACCOUNT_COLUMNS}, password_hash FROM accounts WHERE name = $1 AND kind = 'user'`,
			[name],
		);
		const row = r.rows[0];
		const ok = await verifyPassword(password, row?.password_hash);
		return ok && row ? toAccount(row) : undefined;
	}

	/** Adds a user to an organization, or changes their role in it. */
	async setMember(org: string, member: string, role: OrgRole): Promise<void> {
		if (!isOrgRole(role)) throw new AccountError(`the role must be one of ${ORG_ROLES.join(", ")}`);
		const [o, m] = await Promise.all([this.get(org), this.get(member)]);
		if (o?.kind !== "org") throw new AccountError(`no organization ${org}`, "missing");
		if (m?.kind !== "user") throw new AccountError(`no user ${member}`, "missing");
		await this.db.query(
			`INSERT INTO org_members (org, member, role) VALUES ($1, $2, $3)
			 ON CONFLICT (org, member) DO UPDATE SET role = excluded.role`,
			[org, member, role],
		);
	}

	async removeMember(org: string, member: string): Promise<void> {
		await this.db.query("DELETE FROM org_members WHERE org = $1 AND member = $2", [org, member]);
	}

	async members(org: string): Promise<Member[]> {
		const r = await this.db.query<{ name: string; display_name: string; role: OrgRole }>(
			`SELECT a.name, a.display_name, m.role FROM org_members m JOIN accounts a ON a.name = m.member
			 WHERE m.org = $1 ORDER BY a.name`,
			[org],
		);
		return r.rows.map((row) => ({ name: row.name, displayName: row.display_name, role: row.role }));
	}

	/** The organizations a user belongs to, with their role and display name. */
	async orgsOf(user: string): Promise<{ name: string; displayName: string; role: OrgRole }[]> {
		const r = await this.db.query<{ name: string; display_name: string; role: OrgRole }>(
			`SELECT a.name, a.display_name, m.role FROM org_members m JOIN accounts a ON a.name = m.org
			 WHERE m.member = $1 ORDER BY a.name`,
			[user],
		);
		return r.rows.map((row) => ({ name: row.name, displayName: row.display_name, role: row.role }));
	}

	/** A signed-in user as the policy sees them (their admin flag and organization roles). */
	async callerOf(name: string, token?: { name: string; role: "read" | "write" }): Promise<Caller | undefined> {
		const r = await this.db.query<{ admin: boolean; orgs: string }>(
			`SELECT admin, coalesce((SELECT json_agg(json_build_array(org, role)) FROM org_members WHERE member = $1), '[]')::text AS orgs
			 FROM accounts WHERE name = $1 AND kind = 'user'`,
			[name],
		);
		const row = r.rows[0];
		if (!row) return undefined;
		return callerFrom(name, row.admin, row.orgs, token);
	}

	/** Whether any account exists (a fresh hub has none). */
	async any(): Promise<boolean> {
		const r = await this.db.query("SELECT 1 FROM accounts LIMIT 1");
		return r.rows.length > 0;
	}
}

/** A caller from a user's row and its memberships as JSON (`[[org, role], …]`). */
export function callerFrom(
	name: string,
	admin: boolean,
	orgsJson: string,
	token?: { name: string; role: "read" | "write" },
): Caller {
	const orgs = new Map((JSON.parse(orgsJson) as [string, OrgRole][]).map(([org, role]) => [org, role]));
	return { kind: "user", name, admin: admin === true, orgs, ...(token ? { token } : {}) };
}
