import type { Migration } from "./index.js";

/**
 * Commits through the Hub's write API: each file of a revision remembers the commit that last changed it (what
 * `paths-info` and the tree's `expand` report; empty for revisions made before, which report their own commit), a
 * moved repository's revisions carry their files and refs along, a moved repository leaves a redirect from its old id, and a multipart upload in progress is recorded so that one
 * that never completes can be cleaned away.
 */
export const commits: Migration = {
	id: 9,
	name: "commits",
	sql: `
ALTER TABLE revision_files ADD COLUMN last_commit text COLLATE "C";

-- A moved repository's revisions take their files and refs with them.
ALTER TABLE revision_files DROP CONSTRAINT IF EXISTS revision_files_repo_type_repo_id_sha_fkey,
	ADD FOREIGN KEY (repo_type, repo_id, sha) REFERENCES revisions ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE refs DROP CONSTRAINT IF EXISTS refs_repo_type_repo_id_sha_fkey,
	ADD FOREIGN KEY (repo_type, repo_id, sha) REFERENCES revisions ON UPDATE CASCADE;

CREATE TABLE repo_redirects (
	repo_type text COLLATE "C" NOT NULL,
	from_id text COLLATE "C" NOT NULL,
	to_id text COLLATE "C" NOT NULL,
	moved_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (repo_type, from_id)
);

CREATE TABLE uploads (
	id text COLLATE "C" PRIMARY KEY,
	repo_type text COLLATE "C" NOT NULL,
	repo_id text COLLATE "C" NOT NULL,
	sha256 text COLLATE "C" NOT NULL,
	size bigint NOT NULL,
	part_size bigint NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);
`,
};
