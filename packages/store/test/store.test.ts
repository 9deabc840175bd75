import { EVERYTHING } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../src/index.js";
import { ENGINE, openTestStore, rec, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;

const MODELS = [
	rec("meta-llama/Llama-3.1-8B-Instruct", {
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "conversational", "license:llama3.1", "en"],
		downloads: 5000,
		likes: 300,
		trendingScore: 50,
		createdAt: "2024-07-18T00:00:00.000Z",
		lastModified: "2024-09-25T00:00:00.000Z",
		safetensors: { parameters: { BF16: 8030261248 }, total: 8030261248 },
	}),
	rec("meta-llama/Llama-2-7b-hf", {
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "license:llama2"],
		downloads: 3000,
		likes: 900,
		createdAt: "2023-07-13T00:00:00.000Z",
	}),
	rec("google-bert/bert-base-uncased", {
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		tags: ["transformers", "fill-mask", "en"],
		downloads: 9000,
		likes: 100,
		createdAt: "2022-03-02T00:00:00.000Z",
	}),
	rec("someone/Llama-3.1-8B-Instruct-GGUF", {
		pipeline_tag: "text-generation",
		tags: ["gguf", "base_model:quantized:meta-llama/Llama-3.1-8B-Instruct"],
		downloads: 10,
		gguf: { total: 8030261248, architecture: "llama" },
	}),
	rec("someone/lora-on-llama", {
		library_name: "peft",
		tags: ["peft", "base_model:adapter:meta-llama/Llama-3.1-8B-Instruct"],
		downloads: 1,
	}),
];

beforeAll(async () => {
	t = await openTestStore();
	store = t.store;
	await store.writer.upsert(MODELS.map((record) => ({ record })));
	await store.writer.refreshFacets();
});
afterAll(async () => t?.cleanup());

describe(`store on ${ENGINE}`, () => {
	it("keeps each record whole and reads it back by id", async () => {
		const got = await store.models.get("meta-llama/Llama-3.1-8B-Instruct");
		expect(got?.record).toEqual(MODELS[0]);
		expect(await store.models.get("nobody/nothing")).toBeUndefined();
	});

	it("lists by downloads, most first, with parameter counts from safetensors or gguf", async () => {
		const page = await store.models.list({}, EVERYTHING);
		expect(page.models.map((m) => m.id)).toEqual([
			"google-bert/bert-base-uncased",
			"meta-llama/Llama-3.1-8B-Instruct",
			"meta-llama/Llama-2-7b-hf",
			"someone/Llama-3.1-8B-Instruct-GGUF",
			"someone/lora-on-llama",
		]);
		expect(page.models[1]?.parameters).toBe(8030261248);
		expect(page.models[3]?.parameters).toBe(8030261248);
		expect(page.nextCursor).toBeUndefined();
	});

	it("finds ids by their words, as prefixes, split on separators, case and digits", async () => {
		const ids = async (search: string) => (await store.models.list({ search }, EVERYTHING)).models.map((m) => m.id);
		expect(await ids("Llama 3.1")).toEqual(["meta-llama/Llama-3.1-8B-Instruct", "someone/Llama-3.1-8B-Instruct-GGUF"]);
		expect(await ids("llam inst")).toHaveLength(2);
		expect(await ids("bert uncased")).toEqual(["google-bert/bert-base-uncased"]);
		expect(await ids("8b")).toHaveLength(2);
		expect(await ids("gguf")).toEqual(["someone/Llama-3.1-8B-Instruct-GGUF"]);
		expect(await ids("nothing-like-it")).toEqual([]);
		// Hostile text is only ever a bound parameter of letters and digits.
		expect(await ids("'); DROP TABLE models; --")).toEqual([]);
		expect((await store.models.list({}, EVERYTHING)).models).toHaveLength(5);
	});

	it("filters by task, library, author and every given tag", async () => {
		const ids = async (q: Parameters<Store["models"]["list"]>[0]) =>
			(await store.models.list(q, EVERYTHING)).models.map((m) => m.id);
		expect(await ids({ pipelineTag: "fill-mask" })).toEqual(["google-bert/bert-base-uncased"]);
		expect(await ids({ library: "peft" })).toEqual(["someone/lora-on-llama"]);
		// A GGUF repository with no library of its own is filed under llama.cpp's entry; its record is unchanged.
		expect(await ids({ library: "llama-cpp-python" })).toEqual(["someone/Llama-3.1-8B-Instruct-GGUF"]);
		expect((await store.models.get("someone/Llama-3.1-8B-Instruct-GGUF"))?.record.library_name).toBeUndefined();
		expect(await ids({ author: "meta-llama" })).toHaveLength(2);
		expect(await ids({ tags: ["transformers", "en"] })).toEqual([
			"google-bert/bert-base-uncased",
			"meta-llama/Llama-3.1-8B-Instruct",
		]);
		expect(await ids({ tags: ["transformers"], search: "llama", pipelineTag: "text-generation" })).toHaveLength(2);
	});

	it("sorts by each key in both directions and pages with a cursor without gaps or repeats", async () => {
		for (const sort of ["downloads", "likes", "trendingScore", "lastModified", "createdAt"] as const) {
			for (const direction of ["desc", "asc"] as const) {
				const all = (await store.models.list({ sort, direction, limit: 100 }, EVERYTHING)).models.map((m) => m.id);
				const paged: string[] = [];
				let cursor: string | undefined;
				do {
					const page = await store.models.list(
						{ sort, direction, limit: 2, ...(cursor ? { cursor } : {}) },
						EVERYTHING,
					);
					paged.push(...page.models.map((m) => m.id));
					cursor = page.nextCursor;
				} while (cursor);
				expect(paged, `${sort} ${direction}`).toEqual(all);
				expect(new Set(paged).size).toBe(5);
			}
		}
		const byLikes = (await store.models.list({ sort: "likes" }, EVERYTHING)).models.map((m) => m.id);
		expect(byLikes[0]).toBe("meta-llama/Llama-2-7b-hf");
		const oldest = (await store.models.list({ sort: "createdAt", direction: "asc" }, EVERYTHING)).models.map(
			(m) => m.id,
		);
		// Records without a date sort as the oldest.
		expect(oldest.slice(-3)).toEqual([
			"google-bert/bert-base-uncased",
			"meta-llama/Llama-2-7b-hf",
			"meta-llama/Llama-3.1-8B-Instruct",
		]);
	});

	it("pages backwards from a page's previous cursor to the same pages, in the same order", async () => {
		for (const sort of ["downloads", "createdAt"] as const) {
			for (const direction of ["desc", "asc"] as const) {
				const forwards = [await store.models.list({ sort, direction, limit: 2 }, EVERYTHING)];
				while (forwards.at(-1)?.nextCursor)
					forwards.push(
						await store.models.list({ sort, direction, limit: 2, cursor: forwards.at(-1)?.nextCursor }, EVERYTHING),
					);
				expect(forwards[0]?.prevCursor, `${sort} ${direction}`).toBeUndefined();
				const backwards = [forwards.at(-1) as (typeof forwards)[number]];
				while (backwards[0]?.prevCursor)
					backwards.unshift(
						await store.models.list({ sort, direction, limit: 2, before: backwards[0].prevCursor }, EVERYTHING),
					);
				const ids = (pages: typeof forwards) => pages.map((p) => p.models.map((m) => m.id));
				expect(ids(backwards), `${sort} ${direction}`).toEqual(ids(forwards));
				// The first page reached backwards leads forwards again exactly as the first page did.
				expect(backwards[0]?.nextCursor).toBe(forwards[0]?.nextCursor);
			}
		}
		const page = await store.models.list({ limit: 1 }, EVERYTHING);
		await expect(
			store.models.list({ limit: 1, cursor: page.nextCursor as string, before: page.nextCursor as string }, EVERYTHING),
		).rejects.toMatchObject({ parameter: "before" });
		await expect(store.models.list({ before: "not-a-cursor!" }, EVERYTHING)).rejects.toMatchObject({
			parameter: "before",
		});
	});

	it("reads a first page with its total as listing and counting apart would", async () => {
		for (const q of [
			{ search: "llama", limit: 2 },
			{ search: "llama 3", sort: "createdAt" as const, direction: "asc" as const },
			{ tags: ["transformers"], limit: 1 },
			{ search: "nothing-like-this" },
			{},
		]) {
			const both = await store.models.firstPageWithTotal(q, EVERYTHING);
			expect(both.page, JSON.stringify(q)).toEqual(await store.models.list(q, EVERYTHING));
			expect(both.total, JSON.stringify(q)).toEqual(await store.models.count(q, EVERYTHING));
		}
		// Past a low cap, matches few enough to be read all at once (as the first page is read from them) are counted
		// exactly all the same; the page is still the first page.
		const capped = await store.models.firstPageWithTotal({ search: "llama", limit: 1 }, EVERYTHING, 2);
		expect(capped.total).toEqual(await store.models.count({ search: "llama" }, EVERYTHING));
		expect(capped.total.value).toBeGreaterThan(2);
		expect(capped.page).toEqual(await store.models.list({ search: "llama", limit: 1 }, EVERYTHING));
		// A cursor is ignored: it is the first page.
		const first = await store.models.list({ limit: 1 }, EVERYTHING);
		expect(
			(await store.models.firstPageWithTotal({ limit: 1, cursor: first.nextCursor as string }, EVERYTHING)).page,
		).toEqual(first);
	});

	it("rejects a forged cursor, a cursor of another sort and a limit out of range by name", async () => {
		await expect(store.models.list({ cursor: "not-a-cursor!" }, EVERYTHING)).rejects.toMatchObject({
			parameter: "cursor",
		});
		const page = await store.models.list({ limit: 1 }, EVERYTHING);
		await expect(
			store.models.list({ sort: "createdAt", cursor: page.nextCursor as string }, EVERYTHING),
		).rejects.toMatchObject({
			parameter: "cursor",
		});
		await expect(store.models.list({ limit: 0 }, EVERYTHING)).rejects.toMatchObject({ parameter: "limit" });
		await expect(store.models.list({ limit: 5000 }, EVERYTHING)).rejects.toMatchObject({ parameter: "limit" });
	});

	it("counts exactly from facets for one filter and by counting for combinations", async () => {
		expect(await store.models.count({}, EVERYTHING)).toEqual({ value: 5, exact: true });
		expect(await store.models.count({ pipelineTag: "text-generation" }, EVERYTHING)).toEqual({ value: 3, exact: true });
		expect(await store.models.count({ tags: ["transformers"] }, EVERYTHING)).toEqual({ value: 3, exact: true });
		expect(await store.models.count({ search: "llama", library: "transformers" }, EVERYTHING)).toEqual({
			value: 2,
			exact: true,
		});
		expect(await store.models.count({ author: "nobody" }, EVERYTHING)).toEqual({ value: 0, exact: true });
	});

	it("serves facets, model-tree counts and ids close to an unknown one", async () => {
		const tasks = await store.models.facets("pipeline_tag", EVERYTHING);
		expect(tasks[0]).toEqual({ value: "text-generation", count: 3 });
		expect(await store.models.facets("tag", EVERYTHING, { prefix: "license:" })).toEqual([
			{ value: "license:llama2", count: 1 },
			{ value: "license:llama3.1", count: 1 },
		]);
		expect(await store.models.childrenCounts("meta-llama/Llama-3.1-8B-Instruct", EVERYTHING)).toEqual({
			quantized: 1,
			adapter: 1,
		});
		// A model page's read: the record, whether its files are here, and the same counts, in one query.
		expect(await store.models.page("meta-llama/Llama-3.1-8B-Instruct", EVERYTHING)).toEqual({
			record: MODELS[0],
			hostsFiles: false,
			children: { quantized: 1, adapter: 1 },
		});
		expect((await store.models.page("someone/lora-on-llama", EVERYTHING))?.children).toEqual({});
		expect(await store.models.page("nobody/nothing", EVERYTHING)).toBeUndefined();
		const close = await store.models.similarIds("meta-llama/Llama-3.1-8B-Instrukt", EVERYTHING);
		expect(close[0]).toBe("meta-llama/Llama-3.1-8B-Instruct");
	});

	it("upserts idempotently: unchanged records are not rewritten, changed ones are updated", async () => {
		const again = await store.writer.upsert(MODELS.map((record) => ({ record })));
		expect(again).toEqual({ inserted: 0, updated: 0, unchanged: 5 });
		const changed = await store.writer.upsert([
			{ record: { ...MODELS[2], downloads: 1 } as (typeof MODELS)[number] },
			{ record: rec("fresh/model") },
			{ record: rec("fresh/model", { likes: 2 }) },
		]);
		expect(changed).toEqual({ inserted: 1, updated: 1, unchanged: 1 });
		expect((await store.models.get("fresh/model"))?.record.likes).toBe(2);
		await store.writer.upsert([{ record: MODELS[2] as (typeof MODELS)[number] }]);
		await store.db.query("DELETE FROM models WHERE id = 'fresh/model'");
	});

	it("exports every model in id order with its card", async () => {
		await store.writer.upsert([{ record: rec("zz/with-card"), card: "---\nlicense: mit\n---\n# Hi" }]);
		const out = [];
		for await (const m of store.models.export(2)) out.push(m);
		expect(out.map((m) => m.record.id)).toEqual([...MODELS.map((m) => m.id), "zz/with-card"].sort());
		expect(out.at(-1)?.card).toBe("---\nlicense: mit\n---\n# Hi");
		await store.db.query("DELETE FROM models WHERE id = 'zz/with-card'");
	});

	it("stores a row of up to 8 kB as written, uncompressed", async () => {
		// A card that compresses to a few bytes: compressed, it would be stored in a fraction of its length.
		const card = "# Card\n".concat("the same line again\n".repeat(300));
		await store.writer.upsert([{ record: rec("zz/long-card"), card }]);
		const r = await store.db.query<{ stored: number }>(
			"SELECT pg_column_size(card) AS stored FROM models WHERE id = 'zz/long-card'",
		);
		expect(Number(r.rows[0]?.stored)).toBeGreaterThanOrEqual(card.length);
		expect((await store.models.get("zz/long-card"))?.card).toBe(card);
		await store.db.query("DELETE FROM models WHERE id = 'zz/long-card'");
	});
});
