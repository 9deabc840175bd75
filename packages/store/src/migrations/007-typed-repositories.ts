import type { Migration } from "./index.js";

/**
 * Repository files belong to a typed repository: revisions, their files and refs are keyed by (`repo_type`,
 * `repo_id`) instead of a model id, so datasets and spaces share the same tables. A revision becomes a commit with its
 * parent, author, summary and description (what an import or a commit through the API says of itself).
 */
export const typedRepositories: Migration = {
	id: 7,
	name: "typed-repositories",
	sql: `
ALTER TABLE revisions DROP CONSTRAINT revisions_pkey CASCADE;
ALTER TABLE revision_files DROP CONSTRAINT revision_files_pkey;
ALTER TABLE refs DROP CONSTRAINT refs_pkey;
ALTER TABLE revisions RENAME COLUMN model_id TO repo_id;
ALTER TABLE revision_files RENAME COLUMN model_id TO repo_id;
ALTER TABLE refs RENAME COLUMN model_id TO repo_id;
ALTER TABLE revisions ADD COLUMN repo_type text COLLATE "C" NOT NULL DEFAULT 'model',
	ADD COLUMN parent text COLLATE "C",
	ADD COLUMN author text NOT NULL DEFAULT '',
	ADD COLUMN summary text NOT NULL DEFAULT '',
	ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE revision_files ADD COLUMN repo_type text COLLATE "C" NOT NULL DEFAULT 'model';
ALTER TABLE refs ADD COLUMN repo_type text COLLATE "C" NOT NULL DEFAULT 'model';
ALTER TABLE revisions ADD PRIMARY KEY (repo_type, repo_id, sha);
ALTER TABLE revision_files ADD PRIMARY KEY (repo_type, repo_id, sha, path),
	ADD FOREIGN KEY (repo_type, repo_id, sha) REFERENCES revisions ON DELETE CASCADE;
ALTER TABLE refs ADD PRIMARY KEY (repo_type, repo_id, name),
	ADD FOREIGN KEY (repo_type, repo_id, sha) REFERENCES revisions;
UPDATE revisions SET author = 'modelhub import', summary = 'Import';
`,
};
