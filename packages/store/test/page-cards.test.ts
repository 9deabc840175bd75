// A page's read of a repository with a very long card: the card's beginning (PAGE_CARD_CHARS characters, read without
// the rest) and the whole card's size, for models, datasets and spaces; the API's reads never touch the card.
import { EVERYTHING } from "@modelhub/store";

const PAGE_CARD_CHARS = 1_000_000;

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ENGINE, openTestStore, rec, type TestStore } from "./helpers/store.js";

let t: TestStore;
// Past PAGE_CARD_CHARS, with characters of two and three bytes so that the size counts bytes, not characters.
const LONG = `# Long\n\n${"Ünïcode € text, a line of a long card.\n".repeat(40_000)}`;
const SHORT = "# Short\n\nA card.";

beforeAll(async () => {
	t = await openTestStore();
	await t.store.writer.upsert([
		{ record: rec("acme/long"), card: LONG },
		{ record: rec("acme/short"), card: SHORT },
		{ record: rec("acme/none") },
	]);
	await t.store.repoRecords.dataset.put(rec("acme/long-set"), LONG);
	await t.store.repoRecords.space.put({ ...rec("acme/long-space"), sdk: "gradio" }, LONG);
});
afterAll(async () => t?.cleanup());

describe(`a page's card on ${ENGINE}`, () => {
	it("is the long card's beginning, with the whole card's size in bytes", async () => {
		expect(LONG.length).toBeGreaterThan(PAGE_CARD_CHARS);
		const page = await t.store.models.page("acme/long", EVERYTHING);
		expect(page?.card).toBe(LONG.slice(0, PAGE_CARD_CHARS));
		expect(page?.cardBytes).toBe(Buffer.byteLength(LONG));
		for (const catalog of [t.store.datasets, t.store.spaces]) {
			const id = catalog === t.store.datasets ? "acme/long-set" : "acme/long-space";
			const repo = await catalog.page(id);
			expect(repo?.card).toBe(LONG.slice(0, PAGE_CARD_CHARS));
			expect(repo?.cardBytes).toBe(Buffer.byteLength(LONG));
			// The whole card is still there for what needs it (an export).
			expect((await catalog.get(id))?.card).toBe(LONG);
		}
	});

	it("is a short card whole, and nothing for a model without one", async () => {
		const short = await t.store.models.page("acme/short", EVERYTHING);
		expect(short?.card).toBe(SHORT);
		expect(short?.cardBytes).toBe(SHORT.length);
		const none = await t.store.models.page("acme/none", EVERYTHING);
		expect(none?.card).toBeUndefined();
		expect(none?.cardBytes).toBeUndefined();
		expect(await t.store.datasets.page("acme/nothing")).toBeUndefined();
	});
});

describe(`the API's reads on ${ENGINE}`, () => {
	it("never read the card column", async () => {
		const query = vi.spyOn(t.store.db, "query");
		try {
			expect((await t.store.models.record("acme/long"))?.id).toBe("acme/long");
			expect((await t.store.models.records(["acme/long", "acme/short"])).map((r) => r.id)).toEqual([
				"acme/long",
				"acme/short",
			]);
			expect((await t.store.datasets.record("acme/long-set"))?.id).toBe("acme/long-set");
			const sql = query.mock.calls.map((c) => String(c[0]));
			expect(sql.length).toBeGreaterThan(0);
			for (const text of sql) expect(text).not.toMatch(/\bcard\b/);
		} finally {
			query.mockRestore();
		}
	});
});
