import type { Migration } from "./index.js";

/**
 * Downloads of the repositories this hub holds, counted as the Hub documents it: a GET or HEAD of one of the files
 * the repository's library counts by (`config.json` by default), at most once per client, file and day. The days
 * are kept as a series; a hosted repository's `downloads` is the sum of its last 30 days.
 */
export const downloads: Migration = {
	id: 10,
	name: "downloads",
	sql: `
CREATE TABLE downloads_seen (
	day date NOT NULL,
	repo_type text COLLATE "C" NOT NULL,
	repo_id text COLLATE "C" NOT NULL,
	client text COLLATE "C" NOT NULL,
	path text COLLATE "C" NOT NULL,
	PRIMARY KEY (day, repo_type, repo_id, client, path)
);

CREATE TABLE downloads_daily (
	repo_type text COLLATE "C" NOT NULL,
	repo_id text COLLATE "C" NOT NULL,
	day date NOT NULL,
	count integer NOT NULL,
	PRIMARY KEY (repo_type, repo_id, day)
);
`,
};
