/** Invariants of the embedded model catalogue (packages/catalog/models/<org>/<name>.json). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { applicableLibraries } from "../src/libraries/applicable.js";
import { getLibrary } from "../src/libraries/registry.js";
import { LIBRARY_SNIPPETS } from "../src/libraries/snippets/index.js";
import { type ModelRecord, parseModelRecord } from "../src/model.js";
import { isPipelineTag } from "../src/pipelines.js";
import { listTasks } from "../src/tasks/index.js";

const MODELS = fileURLToPath(new URL("../../catalog/models/", import.meta.url));
const MIN_RECORDS = 150;

interface Entry {
	/** "<org>/<name>" as given by the file's place on disk. */
	path: string;
	record?: ModelRecord;
	error?: string;
}

function loadEntries(): Entry[] {
	const entries: Entry[] = [];
	for (const org of readdirSync(MODELS, { withFileTypes: true })) {
		if (!org.isDirectory()) continue;
		for (const file of readdirSync(join(MODELS, org.name))) {
			if (!file.endsWith(".json")) continue;
			const path = `${org.name}/${file.slice(0, -".json".length)}`;
			let data: unknown;
			try {
				data = JSON.parse(readFileSync(join(MODELS, org.name, file), "utf8"));
			} catch (e) {
				entries.push({ path, error: `invalid JSON: ${(e as Error).message}` });
				continue;
			}
			const parsed = parseModelRecord(data);
			entries.push(parsed.ok ? { path, record: parsed.value } : { path, error: parsed.error });
		}
	}
	return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const entries = loadEntries();
const records = entries.flatMap((e) => (e.record ? [e.record] : []));

/** Hub repository ids: one owner, one name, each of letters, digits, "-", "_" and "." (no leading separator). */
const REPO_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*$/;

describe("model catalogue", () => {
	it("holds enough records", () => {
		expect(records.length).toBeGreaterThanOrEqual(MIN_RECORDS);
	});

	it("every file is a record parseModelRecord accepts", () => {
		const bad = entries.filter((e) => e.error).map((e) => `${e.path}: ${e.error}`);
		expect(bad).toEqual([]);
	});

	it("every file is named after its record's id, and ids look like org/name", () => {
		const bad = entries
			.filter((e) => e.record && (e.record.id !== e.path || !REPO_ID.test(e.record.id)))
			.map((e) => `${e.path}: id ${JSON.stringify(e.record?.id)}`);
		expect(bad).toEqual([]);
	});

	it("ids are unique regardless of case", () => {
		const seen = new Map<string, string>();
		const clashes: string[] = [];
		for (const r of records) {
			const key = r.id.toLowerCase();
			const other = seen.get(key);
			if (other) clashes.push(`${other} / ${r.id}`);
			else seen.set(key, r.id);
		}
		expect(clashes).toEqual([]);
	});

	it("every pipeline_tag is a known pipeline", () => {
		const bad = records
			.filter((r) => r.pipeline_tag !== undefined && !isPipelineTag(r.pipeline_tag))
			.map((r) => `${r.id}: ${r.pipeline_tag}`);
		expect(bad).toEqual([]);
	});

	it("every library_name is in the library registry", () => {
		const bad = records
			.filter((r) => r.library_name !== undefined && !getLibrary(r.library_name))
			.map((r) => `${r.id}: ${r.library_name}`);
		expect(bad).toEqual([]);
	});

	// A task is covered by a catalogue model carrying its pipeline tag, or by a catalogue model its own page lists
	// (no public repository is tagged image-text-to-image or image-text-to-video yet; their pages list editing and
	// video models whose own tag is image-to-image or text-to-video).
	it("every task with a page has at least one catalogue model", () => {
		const pages = listTasks().filter((t) => !t.isPlaceholder);
		expect(pages.length).toBe(47);
		const ids = new Set(records.map((r) => r.id));
		const tagged = new Set(records.map((r) => r.pipeline_tag));
		const missing = pages.filter((t) => !tagged.has(t.id) && !t.models.some((m) => ids.has(m.id))).map((t) => t.id);
		expect(missing).toEqual([]);
	});

	// FlexTab has a generator (its documented loader) but no public model repository could be found: it is listed
	// here by name so that any other gap still fails.
	const WITHOUT_PUBLIC_MODEL = ["flextab"];
	it("every library with a snippet generator applies to at least one catalogue model", () => {
		const keys = Object.keys(LIBRARY_SNIPPETS);
		expect(keys.length).toBeGreaterThan(100);
		const covered = new Set(records.flatMap((r) => applicableLibraries(r)));
		const missing = keys.filter((key) => !covered.has(key) && !WITHOUT_PUBLIC_MODEL.includes(key)).sort();
		expect(missing).toEqual([]);
		expect(WITHOUT_PUBLIC_MODEL.filter((key) => covered.has(key))).toEqual([]);
	});

	it("a caller that changes the snippets it was given changes nobody else's (shared ones are frozen)", () => {
		for (const record of records) {
			for (const key of applicableLibraries(record)) {
				const generate = LIBRARY_SNIPPETS[key];
				if (!generate) continue;
				const first = generate(record);
				const expected = JSON.stringify(first);
				for (const snippet of first) {
					try {
						(snippet as { content: string }).content = "changed";
					} catch {
						// A frozen snippet refuses the change: that is the point.
					}
				}
				expect(JSON.stringify(generate(record)), `${key} for ${record.id}`).toBe(expected);
			}
		}
	});

	// Popularity figures are facts from a source, never made up: every record that has any is listed in SOURCES.md
	// with the figures as the source displays them (refresh.mjs replaces both with an API's exact values).
	it("every download and like count is the one SOURCES.md gives for it, with its source", () => {
		const sources = readFileSync(join(MODELS, "../SOURCES.md"), "utf8");
		const listed = new Map(
			[...sources.matchAll(/^\| ([^|]+?) \| ([^|]+?) \| ([^|]+?) \| [^|]+? \| (https:\/\/\S+) \|$/gm)].map((m) => [
				m[1],
				{ downloads: m[2], likes: m[3] },
			]),
		);
		const shown = (n: unknown) => {
			if (typeof n !== "number" || n === 0) return "—";
			if (n >= 1e6) return `${Number((n / 1e6).toPrecision(3))}M`;
			if (n >= 1e3) return `${Number((n / 1e3).toPrecision(3))}k`;
			return String(n);
		};
		const withFigures = records.filter((r) => Number(r.downloads ?? 0) > 0 || Number(r.likes ?? 0) > 0);
		expect(withFigures.length).toBeGreaterThan(10);
		const unsourced = withFigures
			.filter((r) => {
				const l = listed.get(r.id);
				return !l || l.downloads !== shown(r.downloads) || l.likes !== shown(r.likes);
			})
			.map((r) => `${r.id}: ${shown(r.downloads)} / ${shown(r.likes)}`);
		expect(unsourced).toEqual([]);
	});
});
