import type { Migration } from "./index.js";

/**
 * Who may do what: accounts (users and organizations share one namespace, the owners of repository ids), members of
 * organizations with a role, access tokens and sign-in sessions (kept only as hashes of their secrets), requests for
 * access to gated repositories, and counters of failed sign-ins. The facet counts become counts of public models
 * (a private model is counted live, for those who may see it), and private models get an index by their owner.
 */
export const accounts: Migration = {
	id: 8,
	name: "accounts",
	sql: `
CREATE TABLE accounts (
	name text COLLATE "C" PRIMARY KEY,
	kind text NOT NULL CHECK (kind IN ('user', 'org')),
	display_name text NOT NULL DEFAULT '',
	email text,
	password_hash text,
	admin boolean NOT NULL DEFAULT false,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_by_lower_name ON accounts (lower(name));

CREATE TABLE org_members (
	org text COLLATE "C" NOT NULL REFERENCES accounts ON DELETE CASCADE,
	member text COLLATE "C" NOT NULL REFERENCES accounts ON DELETE CASCADE,
	role text NOT NULL CHECK (role IN ('read', 'contributor', 'write', 'admin')),
	PRIMARY KEY (org, member)
);
CREATE INDEX org_members_by_member ON org_members (member);

CREATE TABLE tokens (
	id text COLLATE "C" PRIMARY KEY,
	owner text COLLATE "C" NOT NULL REFERENCES accounts ON DELETE CASCADE,
	name text NOT NULL,
	role text NOT NULL CHECK (role IN ('read', 'write')),
	hash text COLLATE "C" NOT NULL UNIQUE,
	created_at timestamptz NOT NULL DEFAULT now(),
	expires_at timestamptz,
	last_used_at timestamptz,
	revoked_at timestamptz
);
CREATE INDEX tokens_by_owner ON tokens (owner);

CREATE TABLE sessions (
	hash text COLLATE "C" PRIMARY KEY,
	account text COLLATE "C" NOT NULL REFERENCES accounts ON DELETE CASCADE,
	csrf text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account);

CREATE TABLE access_requests (
	repo_type text COLLATE "C" NOT NULL,
	repo_id text COLLATE "C" NOT NULL,
	account text COLLATE "C" NOT NULL REFERENCES accounts ON DELETE CASCADE,
	status text NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected')),
	fields text,
	reason text,
	requested_at timestamptz NOT NULL DEFAULT now(),
	decided_at timestamptz,
	decided_by text,
	PRIMARY KEY (repo_type, repo_id, account)
);
CREATE INDEX access_requests_by_status ON access_requests (repo_type, repo_id, status, requested_at);

CREATE TABLE auth_failures (
	key text COLLATE "C" PRIMARY KEY,
	count integer NOT NULL,
	window_start timestamptz NOT NULL
);

CREATE INDEX models_private_by_owner ON models (split_part(id, '/', 1)) WHERE private;

-- The facet counts are counted again (public models only) when the store is next opened.
DELETE FROM facets;
INSERT INTO meta (key, value) VALUES ('facets-stale', '1') ON CONFLICT (key) DO UPDATE SET value = '1';
`,
};
