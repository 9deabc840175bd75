import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIBRARY_SNIPPETS } from "../../src/libraries/snippets/index.js";
import type { ModelRecord } from "../../src/model.js";
import { resolveRecord } from "../helpers/catalog.js";
import { fixtureSuite, readCases } from "../helpers/fixtures.js";
import { HOSTILE_TEXTS, hostileText, MARKER, poison } from "../helpers/hostile.js";
import { formatFailures, type SnippetCheck, validateSnippets } from "../helpers/validate.js";

const ROOT = fileURLToPath(new URL("../fixtures/libraries", import.meta.url));
const libraryOf = (caseName: string) => caseName.split("/")[0] ?? "";

// Fixtures: <library>/<case>/input.json → <library>/<case>/<i>.<ext>, one file per snippet. An input is a record,
// or {"$catalog": "org/name"} for a model of the embedded catalogue.
fixtureSuite<ModelRecord>("library snippet fixtures", ROOT, (input, c) => {
	const generate = LIBRARY_SNIPPETS[libraryOf(c.name)];
	if (!generate) throw new Error(`fixture folder ${c.name} names no library with a generator`);
	// An input may name the hub the snippets are printed for: {"$hubUrl": "http://…", …}
	const hubUrl = (input as { $hubUrl?: unknown }).$hubUrl;
	const options = typeof hubUrl === "string" ? { hubUrl } : {};
	return generate(resolveRecord(input), options).map((s, i) => ({
		name: String(i),
		language: s.language,
		content: s.content,
	}));
});

const cases = readCases<ModelRecord>(ROOT).map((c) => ({ ...c, input: resolveRecord(c.input) }));

describe("library snippet generators", () => {
	it("every generator has at least one fixture case", () => {
		const covered = new Set(cases.map((c) => libraryOf(c.name)));
		const missing = Object.keys(LIBRARY_SNIPPETS).filter((k) => !covered.has(k));
		expect(missing).toEqual([]);
	});

	// Every hostile text at once in every string field (one record per case), the 10 kB one on its own, each also
	// with a hostile extra tag: 4 records per case keep the whole suite fast while every escape path is exercised.
	const JOINED = HOSTILE_TEXTS.filter((t) => t.length < 1000).join(" ");
	const LONG = HOSTILE_TEXTS.find((t) => t.length >= 1000) ?? "";
	it("hostile values in every field of every fixture record stay inside string literals", async () => {
		const checks: SnippetCheck[] = [];
		for (const c of cases) {
			const generate = LIBRARY_SNIPPETS[libraryOf(c.name)];
			if (!generate) continue;
			for (const [t, text] of [JOINED, LONG].entries()) {
				const record = poison(c.input as never, text) as unknown as ModelRecord;
				const withTags = { ...record, tags: [...(record.tags ?? []), text] };
				for (const [v, r] of [record, withTags].entries()) {
					for (const [i, s] of generate(r).entries()) {
						checks.push({
							name: `${c.name} hostile#${t}.${v} snippet ${i}`,
							language: s.language,
							content: s.content,
							payload: MARKER,
						});
					}
				}
			}
		}
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	}, 180_000);

	it("random hostile records never break any generator", async () => {
		const checks: SnippetCheck[] = [];
		const samples = fc.sample(hostileText, { numRuns: 12, seed: 1 });
		for (const [n, text] of samples.entries()) {
			for (const c of cases) {
				const generate = LIBRARY_SNIPPETS[libraryOf(c.name)];
				if (!generate || n % 3 !== cases.indexOf(c) % 3) continue;
				const record = poison(c.input as never, text) as unknown as ModelRecord;
				for (const [i, s] of generate(record).entries()) {
					checks.push({
						name: `${c.name} random#${n} snippet ${i}`,
						language: s.language,
						content: s.content,
						payload: MARKER,
					});
				}
			}
		}
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	}, 180_000);

	it("generators are pure: the same record gives the same output whatever ran before", () => {
		const first = cases.map((c) => JSON.stringify(LIBRARY_SNIPPETS[libraryOf(c.name)]?.(c.input)));
		const order =
			fc.sample(
				fc.shuffledSubarray(
					cases.map((_, i) => i),
					{ minLength: cases.length },
				),
				{ numRuns: 1, seed: 3 },
			)[0] ?? [];
		for (const i of order) {
			const c = cases[i];
			if (!c) continue;
			expect(JSON.stringify(LIBRARY_SNIPPETS[libraryOf(c.name)]?.(c.input))).toBe(first[i]);
		}
	});

	it("never throws, even on an empty record", () => {
		for (const [key, generate] of Object.entries(LIBRARY_SNIPPETS)) {
			expect(() => generate({ id: "org/name" }), key).not.toThrow();
			expect(Array.isArray(generate({ id: "org/name", tags: [], config: {} })), key).toBe(true);
		}
	});
});
