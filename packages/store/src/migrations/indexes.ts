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
	"CREATE INDEX IF NOT EXISTS models_tags ON models USING gin (tags)",
	"CREATE INDEX IF NOT EXISTS models_words ON models USING gin (words)",
];

/** The names of those indexes, for dropping them. */
export const MODEL_INDEX_NAMES = MODEL_INDEXES.map((sql) => (/EXISTS (\w+)/.exec(sql) as RegExpExecArray)[1] as string);

/**
 * Gathers the planner's statistics on the columns queries filter and sort by: the id and seq are unique, and the
 * record, card and digest (most of each row) are never searched, so sampling them would be wasted.
 */
export const ANALYZE_MODELS =
	"ANALYZE models (author, pipeline_tag, library_name, tags, words, downloads, likes, trending_score, created_at, last_modified)";
