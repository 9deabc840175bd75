import { EVERYTHING } from "@modelhub/store";
// Ties in every sort order are broken by the order models arrived in the store (`seq`): newest first when sorting
// down, a model keeping its place when it is updated, the same on the bulk-load and the upsert path, and given to
// the models of a store made before there was such an order.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importEvents, type ModelQuery, openStore, type Store } from "../src/index.js";
import { dumpLines, ENGINE, events, openTestStore, rec, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;
beforeEach(async () => {
	t = await openTestStore();
	store = t.store;
});
afterEach(async () => t?.cleanup());

const ids = async (s: Store, q: ModelQuery = {}) => (await s.models.list(q, EVERYTHING)).models.map((m) => m.id);

/** Every page of a query of one model a page, forwards from the first. */
async function paged(s: Store, q: ModelQuery): Promise<string[]> {
	const out: string[] = [];
	let cursor: string | undefined;
	do {
		const page = await s.models.list({ ...q, limit: 1, ...(cursor ? { cursor } : {}) }, EVERYTHING);
		out.push(...page.models.map((m) => m.id));
		cursor = page.nextCursor;
	} while (cursor);
	return out;
}

describe(`arrival order on ${ENGINE}`, () => {
	it("lists ties newest arrival first and keeps a model's place when it comes again", async () => {
		// A first import (a bulk load into the empty store) in which one id comes twice in one batch: it keeps the place
		// where it first came, with the later values.
		const first = [
			rec("z/first-model"),
			rec("a/second-model"),
			rec("z/first-model", { tags: ["again"] }),
			rec("m/third-model"),
		];
		expect(await importEvents(store, events([dumpLines(first.map((r) => JSON.stringify(r)))]), {})).toMatchObject({
			inserted: 3,
		});
		// Then upserts: a new model, and an update of one already stored.
		await store.writer.upsert([
			{ record: rec("b/fourth-model") },
			{ record: rec("a/second-model", { tags: ["updated"] }) },
		]);

		const newestFirst = ["b/fourth-model", "m/third-model", "a/second-model", "z/first-model"];
		for (const sort of ["downloads", "likes", "trendingScore", "createdAt", "lastModified"] as const) {
			expect(await ids(store, { sort }), sort).toEqual(newestFirst);
			expect(await ids(store, { sort, direction: "asc" }), sort).toEqual([...newestFirst].reverse());
			expect(await paged(store, { sort }), sort).toEqual(newestFirst);
			expect(await paged(store, { sort, direction: "asc" }), sort).toEqual([...newestFirst].reverse());
		}
		expect((await store.models.get("z/first-model"))?.record.tags).toEqual(["again"]);
		// The sort value still comes first: a model with more downloads leads whenever it came.
		await store.writer.upsert([{ record: rec("z/first-model", { downloads: 10 }) }]);
		expect(await ids(store)).toEqual(["z/first-model", "b/fourth-model", "m/third-model", "a/second-model"]);
		// Within a filter (its own index) and a word search, and for a first page counted with its matches.
		expect(await ids(store, { search: "model" })).toEqual([
			"z/first-model",
			"b/fourth-model",
			"m/third-model",
			"a/second-model",
		]);
		await store.writer.upsert([{ record: rec("a/fifth-model") }]);
		expect(await ids(store, { author: "a" })).toEqual(["a/fifth-model", "a/second-model"]);
		const counted = await store.models.firstPageWithTotal({ search: "model", direction: "asc", limit: 2 }, EVERYTHING);
		expect(counted.total).toEqual({ value: 5, exact: true });
		expect(counted.page.models.map((m) => m.id)).toEqual(["a/second-model", "m/third-model"]);
		expect(await paged(store, { search: "model", direction: "asc", cursor: counted.page.nextCursor })).toEqual([
			"b/fourth-model",
			"a/fifth-model",
			"z/first-model",
		]);
	});

	it("gives the models of a store made before arrival order their places, and sort indexes that use them", async () => {
		await store.writer.upsert([{ record: rec("o/one") }, { record: rec("o/two") }, { record: rec("o/three") }]);
		// The store as a release before migration 5 left it: no seq column, sort indexes ending in the id.
		await store.db.exec(`
			ALTER TABLE models DROP COLUMN seq;
			CREATE INDEX models_by_downloads ON models (downloads DESC, id DESC);
			DELETE FROM schema_migrations WHERE id = 5;
		`);
		await store.close();
		const upgraded: string[] = [];
		const again = await openStore({ ...t.options, onUpgrade: (m: string) => upgraded.push(m) });
		try {
			expect(upgraded).toEqual(["5-arrival-order"]);
			const defs = await again.db.query<{ indexname: string; indexdef: string }>(
				"SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'models' AND indexdef LIKE '%DESC%'",
			);
			expect(defs.rows).toHaveLength(8);
			for (const row of defs.rows) expect(row.indexdef, row.indexname).toMatch(/seq DESC\)$/);
			// The stored models, in the order they were written, then one more.
			await again.writer.upsert([{ record: rec("o/four") }]);
			expect(await paged(again, {})).toEqual(["o/four", "o/three", "o/two", "o/one"]);
		} finally {
			await again.close();
		}
	});
});
