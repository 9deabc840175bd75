import type { Migration } from "./index.js";

/**
 * Xet storage: xorbs (their bytes are objects of the blob store's `xorb` namespace) with the chunks each holds, in
 * order (for deduplication by chunk hash and for reading a file's byte ranges), the repositories whose tokens sent each
 * xorb (which may deduplicate against it before any commit names it), and files uploaded through Xet: their Xet hash,
 * the sha256 and size a commit names them by, and the terms (chunk ranges of xorbs) that rebuild them. Hashes are
 * written as the protocol writes them (64 hex digits).
 */
export const xet: Migration = {
	id: 11,
	name: "xet",
	sql: `
CREATE TABLE xet_xorbs (
	hash text COLLATE "C" PRIMARY KEY,
	size bigint NOT NULL,
	chunk_bytes bigint NOT NULL,
	unpacked bigint NOT NULL,
	chunks integer NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE xet_chunks (
	xorb text COLLATE "C" NOT NULL REFERENCES xet_xorbs ON DELETE CASCADE,
	idx integer NOT NULL,
	hash text COLLATE "C" NOT NULL,
	start integer NOT NULL,
	packed integer NOT NULL,
	size integer NOT NULL,
	PRIMARY KEY (xorb, idx)
);
CREATE INDEX xet_chunks_by_hash ON xet_chunks (hash);

CREATE TABLE xet_xorb_repos (
	xorb text COLLATE "C" NOT NULL REFERENCES xet_xorbs ON DELETE CASCADE,
	repo_type text COLLATE "C" NOT NULL,
	repo_id text COLLATE "C" NOT NULL,
	PRIMARY KEY (xorb, repo_type, repo_id)
);

CREATE TABLE xet_files (
	hash text COLLATE "C" PRIMARY KEY,
	sha256 text COLLATE "C" NOT NULL,
	size bigint NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX xet_files_by_sha256 ON xet_files (sha256);

CREATE TABLE xet_terms (
	file text COLLATE "C" NOT NULL REFERENCES xet_files ON DELETE CASCADE,
	idx integer NOT NULL,
	xorb text COLLATE "C" NOT NULL REFERENCES xet_xorbs,
	chunk_start integer NOT NULL,
	chunk_end integer NOT NULL,
	size bigint NOT NULL,
	file_offset bigint NOT NULL,
	PRIMARY KEY (file, idx)
);
CREATE INDEX xet_terms_by_xorb ON xet_terms (xorb);
`,
};
