import type { RepoRef } from "@modelhub/core";

/**
 * Who is asking, and what they may do: the one place that decides. Routes ask `can` before their handler runs; lists,
 * counts, search and suggestions filter with `visible`, the same rules written as a SQL condition.
 *
 * - A public repository can be read by anyone; a private one only by its owner, the members of its owning
 *   organization (any role) and the hub's admins. To everyone else it does not exist (`not-found`).
 * - A gated repository's files need granted access, except for those who may see it privately (owner, members,
 *   admins).
 * - Writing needs a signed-in user (a session, or a token with the `write` role) who is the owner, a member of the
 *   owning organization with the `contributor`, `write` or `admin` role, or an admin. Managing (settings, deletion,
 *   access requests) needs the owner, an organization `admin`, or an admin.
 */

/** A member's role in an organization, weakest first. */
export const ORG_ROLES = ["read", "contributor", "write", "admin"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** The roles that may write to an organization's repositories. */
const WRITERS: ReadonlySet<OrgRole> = new Set(["contributor", "write", "admin"]);

/** The person (or token) a request comes from. */
export type Caller =
	| { kind: "anonymous" }
	| {
			kind: "user";
			name: string;
			admin: boolean;
			/** The organizations the user belongs to, with their role in each. */
			orgs: ReadonlyMap<string, OrgRole>;
			/** Set when the request carries an access token: what the token allows (a session allows what its user may). */
			token?: { name: string; role: "read" | "write" };
	  };

export const ANONYMOUS: Caller = Object.freeze({ kind: "anonymous" });

/**
 * What a route does with the repository it names (or, without one, with the hub):
 * - `public`: reads nothing private by itself (fixed pages, the catalogue's lists, which filter with `visible`);
 * - `read`: a repository's record, card, tree and revisions;
 * - `read-files`: a repository's file bytes (gated repositories need granted access);
 * - `write`: commits, uploads, branches and tags (without a repository: creating one);
 * - `manage`: a repository's settings, its deletion or move, its access requests;
 * - `account`: the caller's own account (a signed-in user);
 * - `admin`: the hub's administration.
 */
export const ACTIONS = ["public", "read", "read-files", "write", "manage", "account", "admin"] as const;
export type Action = (typeof ACTIONS)[number];

/** What the policy needs to know of a repository: its reference, its access settings, the caller's grant. */
export interface RepoAccess extends RepoRef {
	owner: string;
	private: boolean;
	/** The Hub's `gated`: false, or how access is granted (`auto` at once, `manual` by the owner). */
	gated: false | "auto" | "manual";
	/** Whether the caller's request for access to this gated repository was accepted. */
	granted?: boolean;
	/** The library the repository's record names (what decides which of its files count as downloads). */
	library?: string;
}

/**
 * Why a request may not go on. A repository the caller may not see is `not-found`, exactly as if it did not exist;
 * the others are told to sign in, that they lack the right, or that the repository is gated.
 */
export type Denial = "not-found" | "sign-in" | "forbidden" | "gated";

export type Decision = { ok: true } | { ok: false; denial: Denial };

const ALLOW: Decision = Object.freeze({ ok: true });
const deny = (denial: Denial): Decision => ({ ok: false, denial });

/** The caller's standing on a repository's owner: the owner itself, an organization role, or nothing. */
function standing(caller: Caller, owner: string): "owner" | OrgRole | undefined {
	if (caller.kind !== "user") return undefined;
	if (caller.name === owner) return "owner";
	return caller.orgs.get(owner);
}

/** Whether the caller may write with the credential it used: a session, or a token with the `write` role. */
const writesAllowed = (caller: Caller) => caller.kind === "user" && caller.token?.role !== "read";

/**
 * Whether `caller` may perform `action` on `repo` (a repository route) or on the hub (`repo` absent). A repository
 * that does not exist is `not-found` for every action.
 */
export function can(caller: Caller, action: Action, repo?: RepoAccess | null): Decision {
	if (repo === null) return deny("not-found");
	const signIn = caller.kind === "anonymous" ? deny("sign-in") : undefined;
	if (!repo) {
		if (action === "public" || action === "read" || action === "read-files") return ALLOW;
		if (action === "admin") return caller.kind === "user" && caller.admin ? ALLOW : (signIn ?? deny("forbidden"));
		if (action === "write") return writesAllowed(caller) ? ALLOW : (signIn ?? deny("forbidden"));
		return signIn ?? ALLOW;
	}
	const admin = caller.kind === "user" && caller.admin;
	const role = standing(caller, repo.owner);
	const insider = admin || role !== undefined;
	if (repo.private && !insider) return deny("not-found");
	switch (action) {
		case "public":
		case "read":
			return ALLOW;
		case "read-files":
			if (!repo.gated || insider || repo.granted === true) return ALLOW;
			return deny("gated");
		case "write":
			if (signIn) return signIn;
			if (!writesAllowed(caller)) return deny("forbidden");
			return admin || role === "owner" || (role !== undefined && WRITERS.has(role)) ? ALLOW : deny("forbidden");
		case "manage":
			if (signIn) return signIn;
			if (!writesAllowed(caller)) return deny("forbidden");
			return admin || role === "owner" || role === "admin" ? ALLOW : deny("forbidden");
		case "account":
			return signIn ?? ALLOW;
		case "admin":
			return admin ? ALLOW : (signIn ?? deny("forbidden"));
	}
}

/**
 * Whether an answer about a repository the caller was let through to may be kept by a shared cache (a proxy, a CDN)
 * and given to anyone: only for a public repository that is not gated. A private or gated repository's answers
 * (its files, record, tree, pages) depend on who asks, so they are for the asker's own cache only.
 */
export function sharedCacheable(repo: RepoAccess | null | undefined): boolean {
	return !repo || (!repo.private && !repo.gated);
}

/**
 * What a caller may see of the catalogue, as a SQL condition a query adds (its parameters numbered from `$first`),
 * and as the scope of private repositories it adds to the public counts.
 */
export interface Visibility {
	/** Names what this visibility shows: equal keys show the same repositories (for caches of counts and lists). */
	readonly key: string;
	/** The private repositories it shows besides the public ones: none, those of some owners, or all. */
	readonly privateOwners: readonly string[] | "all";
	condition(first: number): { sql: string; params: unknown[] } | undefined;
}

/** Every repository: what the hub's own administration sees (the `modelhub` command run on the hub's machine). */
export const EVERYTHING: Visibility = Object.freeze({
	key: "everything",
	privateOwners: "all" as const,
	condition: () => undefined,
});

/** Public repositories only: what an anonymous visitor sees. */
export const PUBLIC_ONLY: Visibility = Object.freeze({
	key: "public",
	privateOwners: [] as string[],
	condition: () => ({ sql: "NOT private", params: [] }),
});

/** The owner of a catalogue row, in SQL (the first segment of its id, as the private-models index has it). */
export const OWNER_SQL = "split_part(id, '/', 1)";

/** The repositories `caller` may see, as a condition on a catalogue table's `id` and `private` columns. */
export function visible(caller: Caller): Visibility {
	if (caller.kind === "anonymous") return PUBLIC_ONLY;
	if (caller.admin) return EVERYTHING;
	const owners = [caller.name, ...caller.orgs.keys()].sort();
	return {
		key: `owners:${owners.join(",")}`,
		privateOwners: owners,
		condition: (first) => ({ sql: `(NOT private OR ${OWNER_SQL} = ANY($${first}::text[]))`, params: [owners] }),
	};
}

/** The catalogue table that holds each repository type's rows (their `id`, `private` and `gated` columns). */
const CATALOGUE_TABLES = { model: "models", dataset: "datasets", space: "spaces" } as const;

/** A catalogue row that is not gated (`gated` holds the record's value as JSON: absent, or false). */
const UNGATED = "(c.gated IS NULL OR c.gated = 'false')";

/**
 * `can(caller, "read-files", repo)` written as SQL: a condition that holds for the repositories whose files `caller`
 * may read, the repository named by the SQL expressions `ref.type` and `ref.id` (columns of the query it is added to),
 * its parameters numbered from `$first`. A repository that is gone (no catalogue row) never holds. This is what turns
 * an object's hash into a right to its bytes: a stored object may be named by a caller only when this holds for some
 * repository that holds it (see `RepoObjects`).
 */
export function filesReadable(
	caller: Caller,
	ref: { type: string; id: string },
	first: number,
): { sql: string; params: unknown[] } {
	let cond: string;
	let params: unknown[] = [];
	if (caller.kind === "anonymous") cond = `NOT c.private AND ${UNGATED}`;
	else if (caller.admin) cond = "true";
	else {
		// Insiders (the owner, the owning organization's members, any role) read private and gated files alike; others
		// read public ones, and gated ones only once their request was accepted.
		params = [[caller.name, ...caller.orgs.keys()], caller.name];
		cond = `(split_part(c.id, '/', 1) = ANY($${first}::text[]) OR (NOT c.private AND (${UNGATED} OR EXISTS (
			SELECT 1 FROM access_requests a WHERE a.repo_type = ${ref.type} AND a.repo_id = c.id
			AND a.account = $${first + 1} AND a.status = 'accepted'))))`;
	}
	const sql = Object.entries(CATALOGUE_TABLES)
		.map(
			([type, table]) =>
				`(${ref.type} = '${type}' AND EXISTS (SELECT 1 FROM ${table} c WHERE c.id = ${ref.id} AND ${cond}))`,
		)
		.join(" OR ");
	return { sql: `(${sql})`, params };
}
