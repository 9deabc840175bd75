import { EVERYTHING } from "@modelhub/store";
// A first import into an empty store: lines parsed on the worker thread, new ids loaded with COPY (on PGlite), facets
// counted while loading. What lands must be exactly what the upsert path would have stored, for any value.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BatchInput, prepareBatch } from "../src/import/batch.js";
import { createPreparer } from "../src/import/preparer.js";
import { type ImportEvent, importEvents, type Rejection, type Store } from "../src/index.js";
import { dumpLines, ENGINE, events, openTestStore, rec, type TestStore } from "./helpers/store.js";

// Every character the COPY text format, array literals and CSV-like encodings treat specially.
const HOSTILE = `a"b'c\\d\te\nf\rg,h{i}j \\N k$(x)\`y\` \${z} ü 𝔘 \u2028`;

const records = [
	rec("org/plain", { downloads: 5, tags: ["text-generation", "en"], pipeline_tag: "text-generation" }),
	rec("org/hostile", {
		author: HOSTILE,
		tags: [HOSTILE, "", "NULL", "x,y", '"', "\\"],
		pipeline_tag: HOSTILE,
		library_name: "transformers",
		cardData: { note: HOSTILE },
		gated: "manual",
		readme: `---\nlicense: mit\n---\n# ${HOSTILE}`,
		trendingScore: 1e-7,
		createdAt: "2024-01-02T03:04:05.678Z",
		safetensors: { total: 2 ** 52 },
	}),
	rec("org/dup", { downloads: 1, tags: ["first"] }),
	rec("org/other", { tags: ["text-generation"], library_name: "gguf", siblings: [{ rfilename: "m-Q4_K_M.gguf" }] }),
	rec("org/dup", { downloads: 2, tags: ["second"] }),
	rec("org/dup", { downloads: 2, tags: ["second"] }),
];
const lines = (rs: unknown[]): ImportEvent[] => [dumpLines(rs.map((r) => JSON.stringify(r)))];

let t: TestStore;
let store: Store;
beforeEach(async () => {
	t = await openTestStore();
	store = t.store;
});
afterEach(async () => t?.cleanup());

/** Every stored column of every model, and the facets table, as comparable text. */
async function snapshot(s: Store) {
	const models = await s.db.query(
		"SELECT id, author, pipeline_tag, library_name, tags, downloads::text, likes::text, trending_score, created_at::text, last_modified::text, parameters::text, gated, private, words::text, record, card, digest FROM models ORDER BY id",
	);
	const facets = await s.db.query("SELECT kind, value, count::text FROM facets ORDER BY kind, value");
	return { models: models.rows, facets: facets.rows };
}

/** The snapshot of a store that is not empty when `rs` are imported (so they go through the upsert statement). */
async function viaUpsert(rs: unknown[]) {
	const other = await openTestStore();
	try {
		await other.store.writer.upsert([{ record: rec("seed/x") }]);
		await load(other.store, lines(rs), { bulk: false, batchSize: 2 });
		await other.store.db.query("DELETE FROM models WHERE id = 'seed/x'");
		await other.store.writer.refreshFacets();
		return await snapshot(other.store);
	} finally {
		await other.cleanup();
	}
}

async function load(s: Store, source: ImportEvent[], options: { bulk?: boolean; batchSize?: number } = {}) {
	const rejected: Rejection[] = [];
	const summary = await importEvents(s, events(source), { ...options, onRejected: (r) => rejected.push(r) });
	return { summary, rejected };
}

describe(`bulk import on ${ENGINE}`, () => {
	it("stores hostile values exactly as the upsert path does, the last record of an id winning across batches", async () => {
		const bulk = await load(store, lines(records), { batchSize: 2 });
		expect(bulk.rejected).toEqual([]);
		expect(bulk.summary).toMatchObject({ seen: 6, inserted: 4, updated: 1, unchanged: 1, rejected: 0 });
		expect(await snapshot(store)).toEqual(await viaUpsert(records));

		const hostile = await store.models.get("org/hostile");
		const { readme, ...kept } = records[1] as Record<string, unknown>;
		expect(hostile?.record).toEqual(kept);
		expect(hostile?.card).toBe(readme);
		expect((await store.models.get("org/dup"))?.record.tags).toEqual(["second"]);
		expect((await store.models.list({ tags: [HOSTILE] }, EVERYTHING)).models.map((m) => m.id)).toEqual(["org/hostile"]);
		// A word search within a task, the task's lexeme narrowing the index search, whatever the task's text.
		const within = async (search: string, pipelineTag: string) =>
			(await store.models.firstPageWithTotal({ search, pipelineTag }, EVERYTHING)).page.models.map((m) => m.id);
		expect(await within("hostile", HOSTILE)).toEqual(["org/hostile"]);
		expect(await within("org", "text-generation")).toEqual(["org/plain"]);
		expect(await within("plain", "fill-mask")).toEqual([]);
		const listed = await store.db.query("SELECT word FROM words WHERE word LIKE chr(1) || '%'");
		expect(listed.rows).toEqual([]);
	});

	it("stores every form of date as the upsert path does, and names a date that is not one", async () => {
		const dated = [
			rec("org/micros", { createdAt: "2024-01-02T03:04:05.123456Z", lastModified: "2024-01-02T03:04:05+02:00" }),
			rec("org/far", { createdAt: "0005-06-07", lastModified: "9999-12-31T23:59:59.999999Z" }),
			rec("org/no-zone", { createdAt: "2024-01-02 03:04:05", lastModified: "2024-01-02T03:04:05.9999996Z" }),
			rec("org/spelled", { createdAt: "Tue, 02 Jan 2024 03:04:05 GMT" }),
			rec("org/feb-30", { createdAt: "2024-02-30" }),
		];
		const { summary, rejected } = await load(store, lines(dated));
		expect(summary).toMatchObject({ inserted: 4, rejected: 1 });
		expect(rejected.map((r) => [r.origin, r.reason.split(" (")[0]])).toEqual([
			["dump.jsonl:5", "createdAt must be a date"],
		]);
		const stored = await snapshot(store);
		expect(stored).toEqual(await viaUpsert(dated.slice(0, 4)));
		expect(stored.models.map((m) => [m.id, m.created_at, m.last_modified])).toEqual([
			["org/far", "0005-06-07 00:00:00+00", "9999-12-31 23:59:59.999999+00"],
			["org/micros", "2024-01-02 03:04:05.123456+00", "2024-01-02 01:04:05+00"],
			["org/no-zone", "2024-01-02 03:04:05+00", "2024-01-02 03:04:06+00"],
			["org/spelled", "2024-01-02 03:04:05+00", "1970-01-01 00:00:00+00"],
		]);
	});

	it("loads a batch larger than the writer's first buffer exactly", async () => {
		const long = `# Card\n${"é ü 𝔘 ".repeat(60_000)}${HOSTILE}`;
		const big = [
			rec("org/before", { tags: ["x"] }),
			rec("org/big-card", { readme: long, tags: Array.from({ length: 3000 }, (_, i) => `tag-${i}`) }),
			rec("org/after", { tags: ["y"] }),
		];
		expect((await load(store, lines(big))).summary).toMatchObject({ inserted: 3, rejected: 0 });
		expect((await store.models.get("org/big-card"))?.card).toBe(long);
		expect(await snapshot(store)).toEqual(await viaUpsert(big));
	});

	it("counts facets while loading exactly as a recount of the table does", async () => {
		const many = Array.from({ length: 300 }, (_, i) =>
			rec(`o${i % 7}/m-${i}`, {
				tags: [`t${i % 5}`, `t${i % 3}`, i % 11 ? "common" : HOSTILE],
				...(i % 4 ? { pipeline_tag: `task-${i % 4}` } : {}),
				...(i % 6 ? { library_name: `lib-${i % 6}` } : {}),
			}),
		);
		// Ids that come again with other facets within their batch (rows 290-299, in the batch of rows 256-319): the
		// later row stands, and only it is counted. (An id that comes again in a later batch makes the import recount.)
		const again = [290, 291, 292, 293, 294, 295, 296, 297, 298, 299].map((i) =>
			rec(`o${i % 7}/m-${i}`, { tags: ["again"], pipeline_tag: "task-again" }),
		);
		const { summary } = await load(store, lines([...many, ...again]), { batchSize: 64 });
		expect(summary).toMatchObject({ inserted: 300, rejected: 0 });
		expect((await store.models.get("o3/m-290"))?.record.pipeline_tag).toBe("task-again");
		const counted = (await snapshot(store)).facets;
		await store.writer.refreshFacets();
		expect(counted).toEqual((await snapshot(store)).facets);
		expect(counted).toContainEqual({ kind: "total", value: "", count: "300" });
		expect(counted).toContainEqual({ kind: "tag", value: "again", count: "10" });
	});

	it("stores a record the same whatever white space its line had, so an export imports back unchanged", async () => {
		await load(store, [dumpLines(['{ "id" : "org/spaced",  "downloads": 1 }'])]);
		expect(await store.writer.upsert([{ record: { id: "org/spaced", downloads: 1 } }])).toEqual({
			inserted: 0,
			updated: 0,
			unchanged: 1,
		});
	});

	it("names bad lines and keeps the rest", async () => {
		const texts = [rec("org/a"), "{oops", rec("org/b", { downloads: 2 ** 60 }), rec("org/c", { tags: ["nul\u0000"] })];
		const source = dumpLines(texts.map((t) => (typeof t === "string" ? t : JSON.stringify(t))));
		const { summary, rejected } = await load(store, [source], { batchSize: 2 });
		expect(summary).toMatchObject({ seen: 4, inserted: 1, rejected: 3 });
		expect(rejected.map((r) => [r.origin, r.reason.split(" (")[0]])).toEqual([
			["dump.jsonl:2", "invalid JSON"],
			["dump.jsonl:3", "downloads must be below 2^53"],
			["dump.jsonl:4", "tags contain a NUL character"],
		]);
	});
});

describe(`word search on ${ENGINE}`, () => {
	it("keeps every indexed word in the word list, and finds the same ids with few or many words to expand", async () => {
		const many = Array.from({ length: 70 }, (_, i) => rec(`o/qq${i}`, { downloads: i }));
		await load(store, lines([...many, rec("p/Llama-3.1-8B"), rec("p/llamafile-x")]), { batchSize: 16 });
		await store.writer.upsert([{ record: rec("p/bertopic-z") }]);
		const listed = new Set((await store.db.query<{ word: string }>("SELECT word FROM words")).rows.map((r) => r.word));
		const indexed = await store.db.query<{ w: string[] }>("SELECT tsvector_to_array(words) AS w FROM models");
		for (const row of indexed.rows) for (const w of row.w) expect(listed.has(w), w).toBe(true);

		const ids = async (search: string) =>
			(await store.models.list({ search, limit: 100 }, EVERYTHING)).models.map((m) => m.id).sort();
		// "qq" begins 70 stored words and "qq1" 11: searched as prefixes. "llama" begins two: searched as those words.
		expect(await ids("qq")).toHaveLength(70);
		expect(await ids("qq1")).toEqual(["o/qq1", ...Array.from({ length: 10 }, (_, i) => `o/qq1${i}`)].sort());
		expect(await store.models.search.tsquery({ search: "qq1" })).toBe("'qq1':*");
		expect(await store.models.search.tsquery({ search: "qq" })).toBe("'qq':*");
		expect(await store.models.search.tsquery({ search: "llama zzz" })).toBe("('llama' | 'llamafile') & 'zzz':*");
		expect(await ids("qq 1")).toEqual(await ids("qq1"));
		// Pages of a search read from its few matches: the same rows, in order, forwards and back.
		const seen: string[] = [];
		let page = await store.models.list({ search: "qq1", limit: 3 }, EVERYTHING);
		const pages = [page];
		for (;;) {
			seen.push(...page.models.map((m) => m.id));
			if (!page.nextCursor) break;
			page = await store.models.list({ search: "qq1", limit: 3, cursor: page.nextCursor }, EVERYTHING);
			pages.push(page);
		}
		expect(seen).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 1].map((i) => `o/qq${i}`));
		const back = await store.models.list({ search: "qq1", limit: 3, before: pages[2]?.prevCursor }, EVERYTHING);
		expect(back.models.map((m) => m.id)).toEqual(pages[1]?.models.map((m) => m.id));
		expect(await ids("qq zzz")).toEqual([]);
		expect(await ids("llama 3.1")).toEqual(["p/Llama-3.1-8B"]);
		expect(await ids("llama")).toEqual(["p/Llama-3.1-8B", "p/llamafile-x"]);
		expect(await ids("bert")).toEqual(["p/bertopic-z"]);
		expect(await ids("nothing")).toEqual([]);
		expect((await store.models.count({ search: "qq1", pipelineTag: "none" }, EVERYTHING)).value).toBe(0);
	});
});

describe(`a bulk load cut short on ${ENGINE}`, () => {
	it("leaves a store whose next open restores every index and the keys of the models and the word list", async () => {
		await store.writer.beginBulkLoad();
		const format = store.writer.takesCopy ? "copy" : "json";
		await store.writer.writeBatch(prepareBatch(lines([rec("org/left-half")]) as BatchInput[], format));
		await store.close();
		const again = await openTestStore({ ...t.options });
		try {
			const keys = await again.store.db.query(
				"SELECT 1 FROM pg_indexes WHERE indexname IN ('models_pkey', 'words_pkey', 'models_words')",
			);
			expect(keys.rows).toHaveLength(3);
			expect(await again.store.writer.upsert([{ record: rec("org/left-half", { downloads: 3 }) }])).toMatchObject({
				updated: 1,
			});
			await again.store.writer.upsert([{ record: rec("org/left-half-2") }]);
			expect(
				(await again.store.models.list({ search: "left half" }, EVERYTHING)).models.map((m) => m.id).sort(),
			).toEqual(["org/left-half", "org/left-half-2"]);
		} finally {
			await again.store.close();
		}
	});
	it("builds a missing key even when a crash left a value twice, keeping one copy", async () => {
		await store.writer.beginBulkLoad();
		await store.db.exec("INSERT INTO words VALUES ('twice'), ('twice'), ('once')");
		await store.close();
		const again = await openTestStore({ ...t.options });
		try {
			const r = await again.store.db.query<{ word: string }>("SELECT word FROM words ORDER BY word");
			expect(r.rows.map((row) => row.word)).toEqual(["once", "twice"]);
			const key = await again.store.db.query("SELECT 1 FROM pg_indexes WHERE indexname = 'words_pkey'");
			expect(key.rows).toHaveLength(1);
		} finally {
			await again.store.close();
		}
	});
});

describe(`a first load in one transaction on ${ENGINE}`, () => {
	it("leaves the store as it was when cut short, and commits at each checkpoint of a source that resumes", async () => {
		// The embedded engine's alone: on a server each batch commits (see CatalogWriter.beginBulkLoad).
		if (store.db.engine !== "pglite") return;
		await store.writer.beginBulkLoad({ oneTransaction: true });
		await store.writer.writeBatch(prepareBatch(lines([rec("org/lost")]) as BatchInput[], "copy"));
		await store.close();
		const again = await openTestStore({ ...t.options });
		try {
			expect(await again.store.models.isEmpty()).toBe(true);
			const keys = await again.store.db.query(
				"SELECT 1 FROM pg_indexes WHERE indexname IN ('models_pkey', 'models_words')",
			);
			expect(keys.rows).toHaveLength(2);

			// A checkpoint's save runs with nothing left uncommitted (a savepoint needs an open transaction).
			const outside: boolean[] = [];
			const probe = async () => {
				const refused = await again.store.db.exec("SAVEPOINT probe").then(
					() => false,
					() => true,
				);
				outside.push(refused);
			};
			async function* source(): AsyncIterable<ImportEvent> {
				yield* lines([rec("org/first"), rec("org/second")]);
				yield { kind: "checkpoint", save: probe };
				yield* lines([rec("org/third")]);
				yield { kind: "checkpoint", save: probe };
			}
			const summary = await importEvents(again.store, source(), { batchSize: 1 });
			expect(summary).toMatchObject({ inserted: 3, rejected: 0 });
			expect(outside).toEqual([true, true]);
			expect((await again.store.models.list({}, EVERYTHING)).models.map((m) => m.id).sort()).toEqual([
				"org/first",
				"org/second",
				"org/third",
			]);
		} finally {
			await again.store.close();
		}
	});
});

describe(`a store from before task lexemes on ${ENGINE}`, () => {
	it("tells nothing of migrations to a store being created", async () => {
		const upgrades: string[] = [];
		const fresh = await openTestStore({ onUpgrade: (m) => upgrades.push(m) });
		await fresh.cleanup();
		expect(upgrades).toEqual([]);
	});

	it("files its models under their tasks when it is opened", async () => {
		await store.writer.upsert([{ record: rec("org/old-one", { pipeline_tag: "text-generation" }) }]);
		await store.db.exec(`
			UPDATE models SET words = array_to_tsvector(ARRAY(
				SELECT w FROM unnest(tsvector_to_array(words)) AS w WHERE w NOT LIKE chr(1) || '%'));
			DELETE FROM schema_migrations WHERE id = 4;
		`);
		// A search within a task with few matches reads them through the words index, task lexeme included.
		const search = { search: "old", pipelineTag: "text-generation" };
		expect((await store.models.firstPageWithTotal(search, EVERYTHING)).total.value).toBe(0);
		await store.close();
		const upgrades: string[] = [];
		const again = await openTestStore({ ...t.options, onUpgrade: (m) => upgrades.push(m) });
		try {
			expect(upgrades).toEqual(["4-task-lexemes"]);
			const found = await again.store.models.firstPageWithTotal(search, EVERYTHING);
			expect(found.page.models.map((m) => m.id)).toEqual(["org/old-one"]);
			expect(found.total).toEqual({ value: 1, exact: true });
		} finally {
			await again.store.close();
		}
	});
});

describe("the import's worker thread", () => {
	it("prepares runs of a dump's lines as it prepares them as one run, leaving the caller's bytes whole", async () => {
		const texts = records.map((r) => JSON.stringify(r));
		// A blank line and a bad one among them, numbered as the reader numbers them.
		const dump = [...texts.slice(0, 2), "", "{oops", ...texts.slice(2)];
		const bytes = Buffer.from(dump.join("\r\n"));
		let cut = 0;
		for (let n = 0; n < 3; n++) cut = bytes.indexOf(10, cut) + 1;
		const runs = [
			{ origin: "dump.jsonl", firstLine: 1, bytes: bytes.subarray(0, cut) },
			{ origin: "dump.jsonl", firstLine: 4, bytes: bytes.subarray(cut) },
		];
		const preparer = createPreparer();
		try {
			const threaded = await preparer.prepare(runs, "copy", true);
			// The same lines as one run, prepared on this thread.
			const whole = { origin: "dump.jsonl", firstLine: 1, bytes };
			const inline = await createPreparer({ thread: false }).prepare([whole], "copy", true);
			expect(threaded.rejections).toMatchObject([{ origin: "dump.jsonl:4" }]);
			expect(threaded.fromLines).toBe(dump.length - 1);
			expect(threaded).toEqual(inline);
			expect(runs.map((r) => r.bytes.length)).toEqual([cut, bytes.length - cut]);
		} finally {
			await preparer.close();
		}
	});

	it("prepares batches of lines off the main thread, as the calling thread would", async () => {
		const preparer = createPreparer();
		try {
			expect(preparer.threaded).toBe(true);
			const inputs = [dumpLines(records.map((r) => JSON.stringify(r)))];
			const threaded = await preparer.prepare(inputs, "copy", true);
			const inline = createPreparer({ thread: false });
			expect(inline.threaded).toBe(false);
			expect(threaded).toEqual(await inline.prepare(inputs, "copy", true));
			// Once each worker has sent a word it leaves it out of its later batches; nothing else changes.
			for (let i = 1; i < preparer.width; i++) await preparer.prepare(inputs, "copy", true);
			const again = await preparer.prepare(inputs, "copy", true);
			expect(threaded.words.length).toBeGreaterThan(0);
			expect(again).toEqual({ ...threaded, words: [] });
		} finally {
			await preparer.close();
		}
	});
});
