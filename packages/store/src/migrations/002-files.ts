import type { Migration } from "./index.js";

/**
 * Repository files: each import of a folder makes (or finds) a revision named by its commit id; a revision lists its
 * files with their content ids (the sha256 that names the blob, the git blob id the Hub's API shows); refs name
 * revisions (`main`, and tags or `refs/pr/N` where a source has them). `file_hashes` remembers what a source file
 * hashed to, keyed by its path and checked against size, modification time and inode, so an unchanged file is
 * never read twice.
 */
export const files: Migration = {
	id: 2,
	name: "files",
	sql: `
CREATE TABLE revisions (
	model_id text COLLATE "C" NOT NULL,
	sha text COLLATE "C" NOT NULL,
	tree_oid text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (model_id, sha)
);

CREATE TABLE revision_files (
	model_id text COLLATE "C" NOT NULL,
	sha text COLLATE "C" NOT NULL,
	path text COLLATE "C" NOT NULL,
	size bigint NOT NULL,
	sha256 text NOT NULL,
	blob_id text NOT NULL,
	lfs boolean NOT NULL,
	PRIMARY KEY (model_id, sha, path),
	FOREIGN KEY (model_id, sha) REFERENCES revisions ON DELETE CASCADE
);
CREATE INDEX revision_files_by_blob ON revision_files (sha256);

CREATE TABLE refs (
	model_id text COLLATE "C" NOT NULL,
	name text COLLATE "C" NOT NULL,
	sha text COLLATE "C" NOT NULL,
	PRIMARY KEY (model_id, name),
	FOREIGN KEY (model_id, sha) REFERENCES revisions
);

CREATE TABLE file_hashes (
	source text COLLATE "C" PRIMARY KEY,
	size bigint NOT NULL,
	mtime_ns text NOT NULL,
	ino text NOT NULL,
	sha256 text NOT NULL,
	git_oid text
);
`,
};
