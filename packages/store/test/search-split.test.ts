// A word search read from all its matches asks the words index for its rarer words and the task, and checks its
// common words (a tenth of the catalogue or more, asked as a prefix or a word list) on the rows found. These tests
// check the split itself, and that a search answers the same models and counts whichever way it is read.
import { EVERYTHING, PUBLIC_ONLY } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Search, splitSearch } from "../src/catalog/query.js";
import { openTestStore, type TestStore } from "./helpers/store.js";

const TASK = "\u0001automatic-speech-recognition";

function search(parts: Search["parts"], shares: [string, number][] = []): Search {
	return { tsquery: parts.map((p) => p.text).join(" & "), expanded: [], parts, shares: new Map(shares) };
}

describe("splitSearch", () => {
	const llama = { text: "'llama'", exact: true, share: 0.1 };
	const three = { text: "'3':*", exact: false, share: 0.32 };

	it("checks a common prefix on the rows that the rest of the search and the task find", () => {
		const s = search([llama, three], [[TASK, 0.03]]);
		expect(splitSearch({ pipelineTag: "automatic-speech-recognition" }, s)).toEqual({
			indexed: `'llama' & '${TASK}'`,
			checked: "'3':*",
		});
	});

	it("checks a prefix ten times commoner than the rest on the rows the rest finds, however common it is", () => {
		// "mistral 7b" in text generation: "7b" is a prefix of 6 % of the rows, "mistral" a word of 2.7 %, the task 12 %.
		const mistral = { text: "'mistral'", exact: true, share: 0.027 };
		const seven = { text: "'7b':*", exact: false, share: 0.06 };
		const s = search([mistral, seven], [["\u0001text-generation", 0.12]]);
		expect(splitSearch({ pipelineTag: "text-generation" }, s)).toEqual({
			indexed: "'mistral' & '\u0001text-generation'",
			checked: "'7b':*",
		});
		// A prefix less than ten times commoner than the rest stays in the index, and so does a word list that common.
		const rarer = { ...seven, share: 0.02 };
		expect(
			splitSearch({ pipelineTag: "text-generation" }, search([mistral, rarer], [["\u0001text-generation", 0.12]])),
		).toEqual({ indexed: "('mistral' & '7b':*) & '\u0001text-generation'" });
		const list = { text: "('7b' | '7bit')", exact: false, share: 0.06 };
		expect(
			splitSearch({ pipelineTag: "text-generation" }, search([mistral, list], [["\u0001text-generation", 0.12]])),
		).toEqual({ indexed: "('mistral' & ('7b' | '7bit')) & '\u0001text-generation'" });
	});

	it("takes the commonest words out first, and each only while what stays is narrow", () => {
		// Both prefixes common; without "3" the rest is narrow, without both it is the task alone (a tenth: too wide).
		const llamaPrefix = { text: "'llama':*", exact: false, share: 0.1 };
		const three = { text: "'3':*", exact: false, share: 0.32 };
		const s = search([llamaPrefix, three], [[TASK, 0.03]]);
		expect(splitSearch({ pipelineTag: "automatic-speech-recognition" }, s)).toEqual({
			indexed: `'llama':* & '${TASK}'`,
			checked: "'3':*",
		});
	});

	it("asks the index for everything when the rest would still match too many rows", () => {
		// "llama" alone, or within a task a tenth of the catalogue holds: far more rows than the prefix saves.
		expect(splitSearch({}, search([llama, three]))).toEqual({ indexed: "'llama' & '3':*" });
		const common = search([llama, three], [["\u0001text-generation", 0.12]]);
		expect(splitSearch({ pipelineTag: "text-generation" }, common)).toEqual({
			indexed: `('llama' & '3':*) & '\u0001text-generation'`,
		});
	});

	it("never moves an exact word, a rare word list or the only condition out of the index", () => {
		const rare = { text: "('t5' | 't5x')", exact: false, share: 0.01 };
		const base = { text: "'base'", exact: true, share: 0.4 };
		expect(splitSearch({ pipelineTag: "automatic-speech-recognition" }, search([rare, base]))).toEqual({
			indexed: `(('t5' | 't5x') & 'base') & '${TASK}'`,
		});
		expect(splitSearch({}, search([three]))).toEqual({ indexed: "'3':*" });
	});
});

describe("a search read from its matches", () => {
	let t: TestStore;
	beforeAll(async () => {
		t = await openTestStore();
		// "3" in every second id (a common prefix of six words: no other word of these ids holds a digit), "llama" in a tenth,
		// speech recognition in a thirtieth; some of the matches private.
		const letters = (n: number): string =>
			(n < 26 ? "" : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
		const records = Array.from({ length: 4000 }, (_, i) => ({
			record: {
				id: `team-${letters(i % 50)}/${i % 10 === 0 ? "llama" : "model"}-${i % 4 < 2 ? `3${letters(i % 6)}` : "x"}-${letters(i)}`,
				pipeline_tag: i % 30 === 0 ? "automatic-speech-recognition" : "text-generation",
				downloads: (i * 7919) % 1000,
				likes: i % 13,
				private: i % 240 === 120,
				tags: [],
			},
		}));
		await t.store.writer.upsert(records);
		await t.store.writer.refreshFacets();
		await t.store.db.query("ANALYZE models");
	});
	afterAll(async () => {
		await t?.cleanup();
	});

	it("finds what the plain query finds, in order, with the same total", async () => {
		const q = { search: "llama 3", pipelineTag: "automatic-speech-recognition", sort: "likes" as const, limit: 5 };
		const expanded = await t.store.models.search.expand(q);
		// The statistics make "3" common here, so this query is split (else the test would prove nothing).
		expect(expanded && splitSearch(q, expanded).checked).toBe("'3':*");
		for (const viewer of [EVERYTHING, PUBLIC_ONLY]) {
			const first = await t.store.models.firstPageWithTotal(q, viewer);
			const expected = await t.store.db.query<{ id: string }>(
				`SELECT id FROM models WHERE id ~ '/llama-3' AND pipeline_tag = $1 ${viewer === PUBLIC_ONLY ? "AND NOT private" : ""}
				 ORDER BY likes DESC, seq DESC`,
				[q.pipelineTag],
			);
			expect(first.total).toEqual({ value: expected.rows.length, exact: true });
			expect(first.page.models.map((m) => m.id)).toEqual(expected.rows.slice(0, 5).map((r) => r.id));
			expect(first.page).toEqual(await t.store.models.list(q, viewer));
			expect(first.total).toEqual(await t.store.models.count(q, viewer));
		}
	});
});
