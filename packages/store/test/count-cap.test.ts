import { EVERYTHING } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore, type TestStore } from "./helpers/store.js";

let t: TestStore;
beforeAll(async () => {
	t = await openTestStore();
	const records = Array.from({ length: 12 }, (_, i) => ({
		record: { id: `org/llama-${i}`, pipeline_tag: "text-generation", library_name: "transformers", tags: [] },
	}));
	await t.store.writer.upsert(records);
	await t.store.writer.refreshFacets();
});
afterAll(async () => {
	await t?.cleanup();
});

describe("countModels with a cap", () => {
	it("counts exactly up to the cap and labels what lies beyond it an estimate", async () => {
		const q = { search: "llama", library: "transformers" };
		expect(await t.store.models.count(q, EVERYTHING)).toEqual({ value: 12, exact: true });
		expect(await t.store.models.count(q, EVERYTHING, 12)).toEqual({ value: 12, exact: true });
		const capped = await t.store.models.count(q, EVERYTHING, 5);
		expect(capped.exact).toBe(false);
		expect(capped.value).toBeGreaterThan(5);
	});
});
