/**
 * Libraries that cannot be installed here (no wheel in the local index) are checked against facts read from their
 * source: facts/<library>.json lists, with the release and source file each was read from, the modules, classes,
 * functions, methods and keyword arguments the snippets may use. The data libraries of the "use this dataset"
 * snippets (datasets, pandas, polars, dask, duckdb) have tables too, read from the wheels installed here (a table
 * names its wheel where the wheel records no full commit); their snippets also run for real in the compat suite. Every Python snippet of such a library (its fixture
 * cases and every catalogue model of the library) must use only those names: facts/check_names.py walks the
 * snippets' syntax trees in one python3 process.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DATASET_SNIPPETS, type DatasetRecord } from "../../src/datasets/index.js";
import { LIBRARY_SNIPPETS } from "../../src/libraries/snippets/index.js";
import type { ModelRecord } from "../../src/model.js";
import { resolveRecord } from "../helpers/catalog.js";
import { readCases } from "../helpers/fixtures.js";

const FACTS = fileURLToPath(new URL("./facts/", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../fixtures/libraries/", import.meta.url));
const DATASET_FIXTURES = fileURLToPath(new URL("../fixtures/datasets/", import.meta.url));
const CATALOG = fileURLToPath(new URL("../../../catalog/models/", import.meta.url));
const CHECKER = join(FACTS, "check_names.py");

interface Fact {
	source: string;
	kwargs?: string[] | "any";
	returns?: string | string[];
}
interface Table {
	library: string;
	repository: string;
	release: string;
	commit?: string;
	/** The wheel the facts were read from, for a table without a commit. */
	wheel?: string;
	names: Record<string, Fact>;
}
interface Case {
	name: string;
	library: string;
	content: string;
}
interface Problem {
	name: string;
	line?: number;
	message: string;
}

const tables: Table[] = readdirSync(FACTS)
	.filter((f) => f.endsWith(".json"))
	.map((f) => JSON.parse(readFileSync(join(FACTS, f), "utf8")) as Table);
const facts = Object.fromEntries(tables.map((t) => [t.library, t]));

function catalogue(): ModelRecord[] {
	const records: ModelRecord[] = [];
	for (const org of readdirSync(CATALOG, { withFileTypes: true })) {
		if (!org.isDirectory()) continue;
		for (const file of readdirSync(join(CATALOG, org.name))) {
			if (file.endsWith(".json")) records.push(JSON.parse(readFileSync(join(CATALOG, org.name, file), "utf8")));
		}
	}
	return records;
}

/** The Python snippets of a library: of its fixture cases and of every catalogue model of the library. */
function snippetsOf(library: string, models: ModelRecord[]): Case[] {
	if (library in DATASET_SNIPPETS) return datasetSnippetsOf(library as keyof typeof DATASET_SNIPPETS);
	const generate = LIBRARY_SNIPPETS[library];
	if (!generate) throw new Error(`facts table for "${library}", a library without a snippet generator`);
	const records: [string, ModelRecord][] = [
		...readCases<ModelRecord>(join(FIXTURES, library)).map((c): [string, ModelRecord] => [
			`fixture ${c.name}`,
			resolveRecord(c.input),
		]),
		...models.filter((m) => m.library_name === library).map((m): [string, ModelRecord] => [`catalogue ${m.id}`, m]),
	];
	return records.flatMap(([name, record]) =>
		generate(record)
			.map((s, i) => ({ name: `${library} ${name} snippet ${i}`, library, language: s.language, content: s.content }))
			.filter((s) => s.language === "python")
			.map(({ language: _, ...c }) => c),
	);
}

/** The Python snippets of a data library for every dataset fixture, on the public Hub and on another hub. */
function datasetSnippetsOf(library: keyof typeof DATASET_SNIPPETS): Case[] {
	const generate = DATASET_SNIPPETS[library];
	return readCases<{ record: DatasetRecord }>(DATASET_FIXTURES).flatMap((c) =>
		[undefined, "http://127.0.0.1:4173"].flatMap((hubUrl) =>
			generate(c.input.record, { hubUrl })
				.filter((s) => s.language === "python")
				.map((s, i) => ({
					name: `${library} dataset fixture ${c.name} ${hubUrl ?? "hub"} snippet ${i}`,
					library,
					content: s.content,
				})),
		),
	);
}

function check(cases: Case[], table: Record<string, Table> = facts): Problem[] {
	const res = spawnSync("python3", [CHECKER], {
		input: JSON.stringify({ facts: table, cases }),
		encoding: "utf8",
		maxBuffer: 64 * 1024 * 1024,
	});
	if (res.status !== 0) throw new Error(`python3 ${CHECKER} failed: ${res.stderr}`);
	return JSON.parse(res.stdout) as Problem[];
}

describe("library facts tables", () => {
	it("cover twenty-five libraries, each fact with the release, commit (or wheel) and source file it was read from", () => {
		expect(tables.length).toBe(25);
		for (const t of tables) {
			expect(t.release, t.library).not.toBe("");
			if (t.wheel) expect(t.wheel, t.library).toMatch(/^[\w.+-]+\.whl$/);
			else expect(t.commit, t.library).toMatch(/^[0-9a-f]{40}(; [0-9a-f]{40})?$/);
			for (const [name, fact] of Object.entries(t.names)) expect(fact.source, `${t.library} ${name}`).not.toBe("");
		}
	});

	it("every Python snippet of those libraries uses only names and keyword arguments in its table", () => {
		const models = catalogue();
		const cases = tables.flatMap((t) => snippetsOf(t.library, models));
		for (const t of tables)
			expect(
				cases.some((c) => c.library === t.library),
				t.library,
			).toBe(true);
		const problems = check(cases).map((p) => `${p.name}${p.line ? `:${p.line}` : ""}: ${p.message}`);
		expect(problems).toEqual([]);
	});

	it("the check finds a name, a method and a keyword argument the library does not have", () => {
		const content = [
			"import torch",
			"from diffusers import DiffusionPipeline, NoSuchPipeline",
			'pipe = DiffusionPipeline.from_pretrained("org/model", torch_dtype=torch.bfloat16, colour="red")',
			"pipe.no_such_method()",
			'image = pipe("a cat", no_such_argument=1).images[0]',
		].join("\n");
		const problems = check([{ name: "bad", library: "diffusers", content }]).map((p) => p.message);
		expect(problems).toEqual([
			"diffusers.NoSuchPipeline is not in the facts table",
			"diffusers.DiffusionPipeline.from_pretrained takes no keyword argument colour",
			"diffusers.DiffusionPipeline.no_such_method is not in the facts table",
			"diffusers.DiffusionPipeline.__call__ takes no keyword argument no_such_argument",
		]);
	});
});
