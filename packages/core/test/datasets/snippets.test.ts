import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATASET_SNIPPETS, type DatasetRecord } from "../../src/datasets/index.js";
import { fixtureSuite, readCases } from "../helpers/fixtures.js";
import { HOSTILE_TEXTS, hostileText, MARKER } from "../helpers/hostile.js";
import { formatFailures, type SnippetCheck, validateSnippets } from "../helpers/validate.js";

const ROOT = fileURLToPath(new URL("../fixtures/datasets", import.meta.url));

interface Input {
	record: DatasetRecord;
	hubUrl?: string;
}

// Fixtures: <case>/input.json ({record, hubUrl?}) → <library>.<i>.<ext>, every library's snippets for the record.
fixtureSuite<Input>("dataset snippet fixtures", ROOT, (input) =>
	Object.entries(DATASET_SNIPPETS).flatMap(([library, generate]) =>
		generate(input.record, { hubUrl: input.hubUrl }).map((s, i) => ({
			name: `${library}.${i}`,
			language: s.language,
			content: s.content,
		})),
	),
);

const cases = readCases<Input>(ROOT);

/** The record with `text` in its id, every path (as a folder in front) and the card's names and paths. */
function poisoned(record: DatasetRecord, text: string): DatasetRecord {
	const siblings = Array.isArray(record.siblings)
		? (record.siblings as { rfilename: string }[]).map((s) => ({ rfilename: `${text}/${s.rfilename}` }))
		: record.siblings;
	const card = JSON.parse(JSON.stringify(record.cardData ?? {})) as { configs?: Record<string, unknown>[] };
	for (const c of card.configs ?? []) {
		c.config_name = `${c.config_name}${text}`;
		if (typeof c.data_dir === "string") c.data_dir = `${text}/${c.data_dir}`;
		if (typeof c.data_files === "string") c.data_files = `${text}/${c.data_files}`;
		if (Array.isArray(c.data_files))
			c.data_files = c.data_files.map((d: { split: string; path: string } | string) =>
				typeof d === "string" ? `${text}/${d}` : { ...d, path: `${text}/${d.path}` },
			);
	}
	return { ...record, id: `${record.id}${text}`, siblings, cardData: card };
}

function checks(text: string, label: string): SnippetCheck[] {
	const out: SnippetCheck[] = [];
	for (const c of cases) {
		const record = poisoned(c.input.record, text);
		for (const [library, generate] of Object.entries(DATASET_SNIPPETS))
			for (const [i, s] of generate(record, { hubUrl: c.input.hubUrl }).entries())
				out.push({
					name: `${c.name} ${label} ${library}.${i}`,
					language: s.language,
					content: s.content,
					payload: MARKER,
				});
	}
	return out;
}

describe("dataset snippet generators", () => {
	it("hostile ids, paths and config names stay inside string literals (Python ast, bash -n)", async () => {
		const all = HOSTILE_TEXTS.flatMap((t, n) => checks(t, `hostile#${n}`));
		// the paths still name data files, so the table libraries' code (not their fallback) is what is checked
		expect(all.filter((c) => c.content.includes("hf://datasets/")).length).toBeGreaterThan(50);
		expect(formatFailures(await validateSnippets(all))).toBe("");
	}, 120_000);

	it("random hostile texts", async () => {
		const all = fc.sample(hostileText, { numRuns: 10, seed: 5 }).flatMap((t, n) => checks(t, `random#${n}`));
		expect(formatFailures(await validateSnippets(all))).toBe("");
	}, 120_000);

	it("never throw, whatever the record holds", () => {
		const junk: unknown[] = [
			{ id: "a/b" },
			{ id: 5, siblings: "x", cardData: { configs: 3 } },
			{ id: "a/b", siblings: [null, 1, { rfilename: 7 }, { rfilename: "x.csv" }], cardData: { configs: [null] } },
			{},
		];
		for (const r of junk)
			for (const [library, generate] of Object.entries(DATASET_SNIPPETS)) {
				expect(() => generate(r as DatasetRecord), library).not.toThrow();
				expect(() => generate(r as DatasetRecord, { hubUrl: "javascript:alert(1)" }), library).not.toThrow();
			}
	});

	it("an address that is not an http(s) hub is never written (the public Hub's hf:// paths instead)", () => {
		const record = cases.find((c) => c.name === "sharded-parquet")?.input.record as DatasetRecord;
		const out = DATASET_SNIPPETS.polars(record, { hubUrl: "http://x\n/os.system('x')" });
		expect(out.map((s) => s.content).join()).not.toContain("os.system");
		expect(out[0]?.content).toContain("hf://datasets/acme/reviews/");
	});
});
