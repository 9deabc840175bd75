// The "use this dataset" snippets run with the real libraries (the venv's datasets, pandas, polars, dask, duckdb),
// printed for a Modelhub hub that hosts the repositories: made by pandas, imported into the hub, each snippet printed
// from the record the hub derived and serves (its card's configs included).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { DATASET_SNIPPETS, type DatasetRecord } from "@modelhub/core";
import { importRepoEvents, readFolder, repoFilesPreparer } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
const script = (name: string) => join(import.meta.dirname, "python", name);

let dir: string;
let server: HubServer;
let hub: string;
const log: string[] = [];

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-dataset-snippets-"));
	await run(python, [script("make_datasets.py"), join(dir, "repos")]);
	server = await startHubServer({ seedSamples: false, log: (l) => log.push(l) });
	const rejected: string[] = [];
	await importRepoEvents(server.store, "dataset", readFolder(join(dir, "repos"), "dataset"), {
		prepare: repoFilesPreparer(server.store, server.blobs),
		onRejected: (r) => rejected.push(`${r.origin}: ${r.reason}`),
	});
	expect(rejected).toEqual([]);
	hub = server.url;
}, 120_000);
afterAll(async () => {
	await server?.close();
	rmSync(dir, { recursive: true, force: true });
});

/** The record the hub serves for a dataset: what its pages print the snippets from. */
async function record(id: string, files: string[]): Promise<DatasetRecord> {
	const r = await fetch(`${hub}/api/datasets/${id}`);
	expect([id, r.status]).toEqual([id, 200]);
	const found = (await r.json()) as DatasetRecord & { siblings: { rfilename: string }[] };
	expect(found.siblings.map((s) => s.rfilename).sort()).toEqual(expect.arrayContaining(files));
	return found;
}

async function runPython(code: string, home: string): Promise<{ ok: boolean; out: string }> {
	try {
		const { stdout } = await run(python, ["-c", code], {
			env: { ...process.env, HF_ENDPOINT: hub, HF_HOME: home, HF_HUB_DISABLE_TELEMETRY: "1", HF_HUB_DISABLE_XET: "1" },
			timeout: 120_000,
			maxBuffer: 1 << 24,
		});
		return { ok: true, out: stdout };
	} catch (e) {
		const err = e as { stderr?: string; message: string };
		return { ok: false, out: (err.stderr ?? err.message).trim().split("\n").slice(-3).join(" | ") };
	}
}

it("every library's snippets load the datasets from the hub they were printed for", async () => {
	const records = await Promise.all([
		record("acme/reviews", [
			"data/train-00000-of-00002.parquet",
			"data/train-00001-of-00002.parquet",
			"data/test-00000-of-00001.parquet",
		]),
		record("acme/translations", ["en/train.tsv", "en/test.tsv", "fr/all.tsv"]),
		record("acme/qa", ["train.jsonl", "validation.jsonl"]),
	]);
	expect((records[1]?.cardData as { configs?: unknown[] } | undefined)?.configs).toHaveLength(2);
	const home = mkdtempSync(join(dir, "hf-home-"));
	const results: { name: string; ok: boolean; out: string }[] = [];
	const jobs: { name: string; code: string }[] = [];
	for (const r of records)
		for (const [library, generate] of Object.entries(DATASET_SNIPPETS))
			for (const [i, s] of generate(r, { hubUrl: hub }).entries()) {
				const name = `${r.id} ${library}.${i}`;
				if (s.language === "bash") {
					// the shell snippets point the clients at the hub: HF_ENDPOINT, which every run here has
					expect(s.content, name).toContain(`export HF_ENDPOINT='${hub}'`);
					continue;
				}
				jobs.push({ name, code: s.content });
			}
	// two at a time: each run imports its library afresh
	for (let i = 0; i < jobs.length; i += 2)
		results.push(
			...(await Promise.all(
				jobs.slice(i, i + 2).map(async (j) => ({ name: j.name, ...(await runPython(j.code, home)) })),
			)),
		);
	if (process.env.SHOW_SNIPPET_RUNS) {
		for (const r of results) console.log(`== ${r.name} ${r.ok}\n${r.out}`);
		console.log([...new Set(log.map((l) => l.replace(/ \d+(\.\d+)?ms$/, "").replace(/acme\/\w+/, "{id}")))].join("\n"));
	}
	const failed = results.filter((r) => !r.ok && !r.name.includes(" duckdb."));
	expect(failed.map((r) => `${r.name}: ${r.out}`)).toEqual([]);
	const out = (name: string) => results.find((r) => r.name === name)?.out ?? "";
	expect(out("acme/reviews datasets.1")).toMatch(/train: Dataset\(\{[\s\S]*num_rows: 60/);
	expect(out("acme/reviews datasets.2")).toContain("'text': 'good 0'");
	expect(out("acme/translations datasets.1")).toMatch(/test: Dataset\(\{[\s\S]*num_rows: 5/);
	expect(out("acme/qa datasets.2")).toContain("'text': 'question 0'");
	for (const id of ["acme/reviews", "acme/translations", "acme/qa"])
		for (const library of ["pandas.1", "polars.0", "polars.1", "dask.1"])
			expect(out(`${id} ${library}`), `${id} ${library}`).toMatch(/text/);
	// DuckDB reads URLs through its httpfs extension, which it downloads on first use: not possible on this machine
	for (const r of results.filter((x) => x.name.includes(" duckdb.")))
		expect(r.ok ? "ran" : r.out, r.name).toMatch(/ran|httpfs/i);
}, 600_000);
