import type { RepoRef } from "@modelhub/core";

/**
 * Who is asking, and what they may do: the one place that decides. Routes ask `can` before their handler runs; lists,
 * counts, search and suggestions filter with `visible`, the same rules written as a SQL condition.
 */

/** A member's role in an organization, weakest first. */
export const ORG_ROLES = ["read", "contributor", "write", "admin"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

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
 * - `write`: commits, uploads, branches and tags;
 * - `manage`: a repository's settings, its deletion or move, its access requests;
 * - `account`: the caller's own account (a signed-in user);
 * - `admin`: the hub's administration.
 */
export const ACTIONS = ["public", "read", "read-files", "write", "manage", "account", "admin"] as const;
export type Action = (typeof ACTIONS)[number];

/** What the policy needs to know of a repository: its reference and its access settings. */
export interface RepoAccess extends RepoRef {
	owner: string;
	private: boolean;
	/** The Hub's `gated`: false, or how access is granted (`auto` at once, `manual` by the owner). */
	gated: false | "auto" | "manual";
}

/**
 * Why a request may not go on. A repository the caller may not see is `not-found`, exactly as if it did not exist;
 * the others are told to sign in, that they lack the right, or that the repository is gated.
 */
export type Denial = "not-found" | "sign-in" | "forbidden" | "gated";

export type Decision = { ok: true } | { ok: false; denial: Denial };

const ALLOW: Decision = Object.freeze({ ok: true });

/**
 * Whether `caller` may perform `action` on `repo` (a repository route) or on the hub (`repo` absent). A repository
 * that does not exist is `not-found` for every action.
 */
export function can(caller: Caller, action: Action, repo?: RepoAccess | null): Decision {
	if (repo === null) return { ok: false, denial: "not-found" };
	if (action === "account" && caller.kind === "anonymous") return { ok: false, denial: "sign-in" };
	if (action === "admin" && !(caller.kind === "user" && caller.admin))
		return { ok: false, denial: caller.kind === "anonymous" ? "sign-in" : "forbidden" };
	return ALLOW;
}

/**
 * A SQL condition a catalogue query adds to show `caller` only the repositories it may see, with its parameters
 * numbered from `$first`; undefined when the caller may see every repository.
 */
export interface Visibility {
	/** Names what this visibility shows: equal keys show the same repositories (for caches of counts and lists). */
	readonly key: string;
	condition(first: number): { sql: string; params: unknown[] } | undefined;
}

/** Every repository: what the hub's own administration sees (the `modelhub` command run on the hub's machine). */
export const EVERYTHING: Visibility = Object.freeze({ key: "everything", condition: () => undefined });

/** Public repositories only: what an anonymous visitor sees. */
export const PUBLIC_ONLY: Visibility = Object.freeze({
	key: "public",
	condition: () => ({ sql: "NOT private", params: [] }),
});

/** The repositories `caller` may see, as a condition on a catalogue table's `author` and `private` columns. */
export function visible(_caller: Caller): Visibility {
	return EVERYTHING;
}
