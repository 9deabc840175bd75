/**
 * How the GIN indexes (words, tags, links) take new rows: into a pending list of at most 64 kB (the least PostgreSQL
 * allows), merged into the index when it is full. Every search reads the whole pending list, entry by entry, besides
 * the index itself; at the default 4 MB, a catalogue that takes writes kept up to 512 pages there (an embedded store
 * has no autovacuum to empty it), which every word search read: 82 ms of a cold "bert base" search at 1M, where the
 * index proper took 34. A merge then costs a write now and then a few milliseconds, instead of ~100 ms once in 4 MB.
 */
export const GIN_OPTIONS = "WITH (gin_pending_list_limit = 64)";

/**
 * The models table's secondary indexes as they stand today. A large import into an empty table drops them and builds
 * them once at the end (much faster than keeping them up to date row by row); every open re-creates any that a crash
 * or a migration left missing.
 *
 * Sort indexes end in `seq` (the order models arrived in the store, unique) so that keyset pages are stable and ties
 * list the newest arrival first. An integer sorts several times faster than the id text: most models share a count
 * (no likes, no trending score), so building these indexes is mostly breaking ties.
 */
export const MODEL_INDEXES = [
	"CREATE INDEX IF NOT EXISTS models_by_downloads ON models (downloads DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_likes ON models (likes DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_trending ON models (trending_score DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_modified ON models (last_modified DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_created ON models (created_at DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_task ON models (pipeline_tag, downloads DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_library ON models (library_name, downloads DESC, seq DESC)",
	"CREATE INDEX IF NOT EXISTS models_author ON models (author, downloads DESC, seq DESC)",
	`CREATE INDEX IF NOT EXISTS models_tags ON models USING gin (tags) ${GIN_OPTIONS}`,
	`CREATE INDEX IF NOT EXISTS models_words ON models USING gin (words) ${GIN_OPTIONS}`,
];

/** The names of those indexes, for dropping them. */
export const MODEL_INDEX_NAMES = MODEL_INDEXES.map((sql) => (/EXISTS (\w+)/.exec(sql) as RegExpExecArray)[1] as string);

/**
 * Gathers the planner's statistics on the columns queries filter and sort by: the id and seq are unique, and the
 * record, card and digest (most of each row) are never searched, so sampling them would be wasted.
 */
export const ANALYZE_MODELS =
	"ANALYZE models (author, pipeline_tag, library_name, tags, words, downloads, likes, trending_score, created_at, last_modified, private)";

/** The tables of the other repository types' catalogues: datasets and spaces, one shape (see 011). */
export const REPO_TABLES = ["datasets", "spaces"] as const;
export type RepoTable = (typeof REPO_TABLES)[number];

/** Every GIN index of the catalogues (see GIN_OPTIONS). */
export const GIN_INDEXES = [
	"models_tags",
	"models_words",
	...REPO_TABLES.flatMap((t) => [`${t}_tags`, `${t}_words`, `${t}_links`]),
];

/**
 * A dataset or space table's secondary indexes as they stand today (sort orders ending in `seq`, as for models; the
 * tags, words and links of each row for filters, searches and "used by").
 */
export function repoTableIndexes(table: RepoTable): string[] {
	return [
		`CREATE INDEX IF NOT EXISTS ${table}_by_downloads ON ${table} (downloads DESC, seq DESC)`,
		`CREATE INDEX IF NOT EXISTS ${table}_by_likes ON ${table} (likes DESC, seq DESC)`,
		`CREATE INDEX IF NOT EXISTS ${table}_by_trending ON ${table} (trending_score DESC, seq DESC)`,
		`CREATE INDEX IF NOT EXISTS ${table}_by_modified ON ${table} (last_modified DESC, seq DESC)`,
		`CREATE INDEX IF NOT EXISTS ${table}_by_created ON ${table} (created_at DESC, seq DESC)`,
		`CREATE INDEX IF NOT EXISTS ${table}_author ON ${table} (author, downloads DESC, seq DESC)`,
		`CREATE INDEX IF NOT EXISTS ${table}_sdk ON ${table} (sdk, likes DESC, seq DESC) WHERE sdk IS NOT NULL`,
		`CREATE INDEX IF NOT EXISTS ${table}_tags ON ${table} USING gin (tags) ${GIN_OPTIONS}`,
		`CREATE INDEX IF NOT EXISTS ${table}_words ON ${table} USING gin (words) ${GIN_OPTIONS}`,
		`CREATE INDEX IF NOT EXISTS ${table}_links ON ${table} USING gin (links) ${GIN_OPTIONS}`,
	];
}

/** The names of a table's indexes (for dropping them before a bulk load). */
export function repoTableIndexNames(table: RepoTable): string[] {
	return repoTableIndexes(table).map((sql) => (/EXISTS (\w+)/.exec(sql) as RegExpExecArray)[1] as string);
}

/** The planner's statistics on what a dataset or space table's queries filter and sort by. */
export function analyzeRepoTable(table: RepoTable): string {
	return `ANALYZE ${table} (author, tags, words, links, sdk, downloads, likes, trending_score, created_at, last_modified)`;
}
