import type { Migration } from "./index.js";

/**
 * The models table's secondary indexes. A large import into an empty table drops them and builds them once at the
 * end (much faster than keeping them up to date row by row); every open re-creates any that a crash left missing.
 */
export const MODEL_INDEXES = [
	"CREATE INDEX IF NOT EXISTS models_by_downloads ON models (downloads DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_likes ON models (likes DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_trending ON models (trending_score DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_modified ON models (last_modified DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_by_created ON models (created_at DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_task ON models (pipeline_tag, downloads DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_library ON models (library_name, downloads DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_author ON models (author, downloads DESC, id DESC)",
	"CREATE INDEX IF NOT EXISTS models_tags ON models USING gin (tags)",
	"CREATE INDEX IF NOT EXISTS models_words ON models USING gin (words)",
];

/**
 * Gathers the planner's statistics on the columns queries filter and sort by: the id is unique, and the record, card
 * and digest (most of each row) are never searched, so sampling them would be wasted.
 */
export const ANALYZE_MODELS =
	"ANALYZE models (author, pipeline_tag, library_name, tags, words, downloads, likes, trending_score, created_at, last_modified)";

/** The names of those indexes, for dropping them. */
export const MODEL_INDEX_NAMES = MODEL_INDEXES.map((sql) => (/EXISTS (\w+)/.exec(sql) as RegExpExecArray)[1] as string);

/**
 * The catalogue: each record kept whole as its JSON text, exactly as imported, beside the columns that are filtered,
 * sorted and listed. Text rather than jsonb: nothing queries inside a record, and text is cheaper to load (no
 * binary conversion on import, none on read) — a 1M-record import is dominated by that conversion otherwise.
 * Sort indexes end in `id` so keyset pages are stable; dates absent from a record sort as the epoch.
 */
export const models: Migration = {
	id: 1,
	name: "models",
	sql: `
CREATE TABLE models (
	id text COLLATE "C" PRIMARY KEY,
	author text COLLATE "C" NOT NULL,
	pipeline_tag text COLLATE "C",
	library_name text COLLATE "C",
	tags text[] COLLATE "C" NOT NULL DEFAULT '{}',
	downloads bigint NOT NULL DEFAULT 0,
	likes bigint NOT NULL DEFAULT 0,
	trending_score double precision NOT NULL DEFAULT 0,
	created_at timestamptz NOT NULL DEFAULT 'epoch',
	last_modified timestamptz NOT NULL DEFAULT 'epoch',
	parameters bigint,
	gated text,
	private boolean NOT NULL DEFAULT false,
	words tsvector NOT NULL,
	record text NOT NULL,
	card text,
	digest text NOT NULL
);
${MODEL_INDEXES.join(";\n")};

-- How many models carry each task, library, tag and author: refreshed after each import, read by pages and counts.
CREATE TABLE facets (
	kind text NOT NULL,
	value text COLLATE "C" NOT NULL,
	count bigint NOT NULL,
	PRIMARY KEY (kind, value)
);
CREATE INDEX facets_by_count ON facets (kind, count DESC);

CREATE TABLE meta (
	key text PRIMARY KEY,
	value text NOT NULL
);
`,
};
