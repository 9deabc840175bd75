import type { Migration } from "./index.js";

/**
 * Which objects each repository's upload session received whole (a checked LFS upload or Xet shard), and when: a
 * commit may name an object its repository received lately, or one held by a repository whose files the committer
 * may read — never one it only knows the hash of (see RepoObjects). The Xet xorbs a deleted repository had sent are
 * forgotten, so that a new repository of the same name cannot build files from them.
 */
export const receivedObjects: Migration = {
	id: 15,
	name: "received-objects",
	sql: `
CREATE TABLE received_objects (
	repo_type text COLLATE "C" NOT NULL,
	repo_id text COLLATE "C" NOT NULL,
	sha256 text COLLATE "C" NOT NULL,
	size bigint NOT NULL,
	received_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (repo_type, repo_id, sha256, size)
);

DELETE FROM xet_xorb_repos xr WHERE NOT (
	(xr.repo_type = 'model' AND EXISTS (SELECT 1 FROM models c WHERE c.id = xr.repo_id))
	OR (xr.repo_type = 'dataset' AND EXISTS (SELECT 1 FROM datasets c WHERE c.id = xr.repo_id))
	OR (xr.repo_type = 'space' AND EXISTS (SELECT 1 FROM spaces c WHERE c.id = xr.repo_id)));
`,
};
