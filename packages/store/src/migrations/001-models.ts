import type { Migration } from "./index.js";

// The secondary indexes as this migration first made them (indexes.ts holds today's): sort indexes ending in the id,
// which migration 5 replaced. Kept as they were, so that a new store is made by the same steps as an old one was.
const FIRST_INDEXES = [
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
 * The catalogue: each record kept whole as its JSON text, exactly as imported, beside the columns that are filtered,
 * sorted and listed. Text rather than jsonb: nothing queries inside a record, and text is cheaper to load (no
 * binary conversion on import, none on read) — a 1M-record import is dominated by that conversion otherwise.
 * Dates absent from a record sort as the epoch.
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
${FIRST_INDEXES.join(";\n")};

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
