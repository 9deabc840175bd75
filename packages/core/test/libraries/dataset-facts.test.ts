/**
 * The data libraries of the "use this dataset" snippets (datasets, pandas, polars, dask, duckdb) have facts tables
 * (facts/<library>.json), read from the wheels installed here, with the release and commit (or wheel) and the source
 * file of each name. Every Python snippet of every dataset fixture, for the public Hub and for another hub, must use
 * only those names and keyword arguments (and huggingface_hub's, from the library facts): check_facts.py (the library snippets' checker) walks their syntax trees.
 * The same snippets also run for real in the compat suite.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DATASET_SNIPPETS, type DatasetRecord } from "../../src/datasets/index.js";
import { HUGGINGFACE_HUB } from "../../src/libraries/facts/shared/huggingface-hub.js";
import { readCases } from "../helpers/fixtures.js";

const FACTS = fileURLToPath(new URL("./facts/", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../fixtures/datasets/", import.meta.url));
const CHECKER = fileURLToPath(new URL("./check_facts.py", import.meta.url));

interface Table {
	library: string;
	repository: string;
	release: string;
	commit?: string;
	/** The wheel the facts were read from, for a table without a commit. */
	wheel?: string;
	names: Record<string, { source: string; kwargs?: string[] | "any" }>;
}
interface Case {
	name: string;
	library: string;
	language: string;
	content: string;
}

const tables: Table[] = readdirSync(FACTS)
	.filter((f) => f.endsWith(".json"))
	.map((f) => JSON.parse(readFileSync(join(FACTS, f), "utf8")) as Table);

function snippetsOf(library: keyof typeof DATASET_SNIPPETS): Case[] {
	const generate = DATASET_SNIPPETS[library];
	return readCases<{ record: DatasetRecord }>(FIXTURES).flatMap((c) =>
		[undefined, "http://127.0.0.1:4173"].flatMap((hubUrl) =>
			generate(c.input.record, { hubUrl })
				.filter((s) => s.language === "python")
				.map((s, i) => ({
					name: `${library} dataset fixture ${c.name} ${hubUrl ?? "hub"} snippet ${i}`,
					library,
					language: "python",
					content: s.content,
				})),
		),
	);
}

function check(cases: Case[], list: Table[] = tables): string[] {
	// huggingface_hub's file system opens files on another hub for the libraries that do not honour HF_ENDPOINT.
	const facts = Object.fromEntries(
		list.map((t) => [t.library, { names: { ...HUGGINGFACE_HUB.names, ...t.names }, commands: {}, installs: {} }]),
	);
	const res = spawnSync("python3", [CHECKER], {
		input: JSON.stringify({ facts, cases }),
		encoding: "utf8",
		maxBuffer: 64 * 1024 * 1024,
	});
	if (res.status !== 0) throw new Error(`python3 ${CHECKER} failed: ${res.stderr}`);
	return (JSON.parse(res.stdout) as { name: string; line?: number; message: string }[]).map(
		(p) => `${p.name}${p.line ? `:${p.line}` : ""}: ${p.message}`,
	);
}

describe("data library facts", () => {
	it("cover every data library with snippets, each fact with its release, commit (or wheel) and source file", () => {
		expect(tables.map((t) => t.library).sort()).toEqual(Object.keys(DATASET_SNIPPETS).sort());
		for (const t of tables) {
			expect(t.release, t.library).not.toBe("");
			if (t.wheel) expect(t.wheel, t.library).toMatch(/^[\w.+-]+\.whl$/);
			else expect(t.commit, t.library).toMatch(/^[0-9a-f]{40}(; [0-9a-f]{40})?$/);
			for (const [name, fact] of Object.entries(t.names)) expect(fact.source, `${t.library} ${name}`).not.toBe("");
		}
	});

	it("every Python snippet of those libraries uses only names and keyword arguments in its table", () => {
		const cases = tables.flatMap((t) => snippetsOf(t.library as keyof typeof DATASET_SNIPPETS));
		for (const t of tables)
			expect(
				cases.some((c) => c.library === t.library),
				t.library,
			).toBe(true);
		expect(check(cases)).toEqual([]);
	}, 60_000);

	it("the check finds a function and a keyword argument a data library does not have", () => {
		const content = [
			"import pandas as pd",
			'df = pd.read_parquet("hf://datasets/org/name/data.parquet")',
			'df2 = pd.read_csv("x.csv", sepp=",")',
			'pd.read_everything("x")',
		].join("\n");
		const problems = check([{ name: "bad", library: "pandas", language: "python", content }]);
		expect(problems.some((p) => /read_csv.*sepp/.test(p))).toBe(true);
		expect(problems.some((p) => /read_everything/.test(p))).toBe(true);
	});
});
