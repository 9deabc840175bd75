// Every word, tag and link search reads a GIN index's whole pending list besides the index itself. The catalogues'
// GIN indexes keep that list at PostgreSQL's least (64 kB): writes to a store that has its indexes (an embedded one
// has no autovacuum to empty the list) never leave searches hundreds of pages to read.
import { afterAll, beforeAll, expect, it } from "vitest";
import { GIN_INDEXES } from "../src/migrations/indexes.js";
import { openTestStore, type TestStore } from "./helpers/store.js";

let t: TestStore;
beforeAll(async () => {
	t = await openTestStore();
});
afterAll(async () => {
	await t?.cleanup();
});

it("gives every catalogue's GIN index a small pending list", async () => {
	const r = await t.store.db.query<{ name: string; options: string[] | null }>(
		"SELECT relname AS name, reloptions AS options FROM pg_class WHERE relkind = 'i' AND relam = (SELECT oid FROM pg_am WHERE amname = 'gin') AND relnamespace = current_schema()::regnamespace ORDER BY 1",
	);
	expect(r.rows.map((row) => row.name)).toEqual([...GIN_INDEXES].sort());
	for (const row of r.rows) expect(row.options, row.name).toContain("gin_pending_list_limit=64");
});

it("keeps what thousands of upserts leave pending to a few pages", async () => {
	// Each record's id holds several words, so each upsert adds a dozen entries to the words index.
	const records = Array.from({ length: 3000 }, (_, i) => ({
		record: {
			id: `org-${i % 40}/model-${i}-base-v${i % 7}-instruct-${(i * 7919).toString(36)}`,
			pipeline_tag: "text-generation",
			tags: [`tag-${i % 50}`, "transformers"],
			downloads: i,
		},
	}));
	for (let at = 0; at < records.length; at += 500) await t.store.writer.upsert(records.slice(at, at + 500));
	const r = await t.store.db.query<{ words: number; tags: number }>(
		"SELECT gin_clean_pending_list('models_words'::regclass) AS words, gin_clean_pending_list('models_tags'::regclass) AS tags",
	);
	const pending = r.rows[0] as { words: number; tags: number };
	// 64 kB is 8 pages; the list is merged on the write that passes its limit.
	expect(Number(pending.words)).toBeLessThanOrEqual(9);
	expect(Number(pending.tags)).toBeLessThanOrEqual(9);
	// The searches read the rows written.
	const found = await t.store.db.query<{ n: number }>(
		"SELECT count(*)::int AS n FROM models WHERE words @@ 'instruct'::tsquery AND tags @> ARRAY['tag-3']",
	);
	expect(found.rows[0]?.n).toBe(60);
});
