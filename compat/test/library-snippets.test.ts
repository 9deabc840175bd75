// Every Python library snippet Modelhub prints for models it hosts, run for real: tiny models built by the libraries
// (compat/python/build_models.py) are imported with `modelhub import`, served by `modelhub serve`, and each Python
// snippet of `modelhub snippets <id> --json` runs with HF_ENDPOINT pointing at the server and only the packages its
// `pip install` line brings in (compat/python/run_snippets.py). The only edit before running is the one a user
// makes: a sample image or audio URL replaced with a local file.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_SNIPPETS } from "../../packages/core/src/libraries/snippets/index.js";
import { venvPython } from "./helpers/hub.js";
import { EXPECTED, NOT_RUNNABLE, NOT_RUNNABLE_SNIPPETS } from "./helpers/snippet-expectations.js";
import {
	buildModels,
	freePort,
	hfEndpoint,
	type InstallResult,
	installArgs,
	type Job,
	type JobResult,
	modelhub,
	runSnippets,
	type Snippet,
	serve,
	wheelIndex,
	withLocalSamples,
} from "./helpers/snippet-run.js";

const SETUP_TIMEOUT = 15 * 60_000;

interface ModelRun {
	id: string;
	library: string;
	snippets: Snippet[];
	/** Where the snippet set's `export HF_ENDPOINT=…` line points. */
	endpoint: string | undefined;
	/** Jobs for the runnable Python snippets; `index` is the snippet's place among the model's Python snippets. */
	jobs: (Job & { index: number; replaced: string[] })[];
	skipped: { index: number; reason: string }[];
}

const python = venvPython();
let dir: string;
let server: ChildProcess | undefined;
const models: ModelRun[] = [];
const results = new Map<string, JobResult>();
let installs: InstallResult[] = [];
let hubUrl = "";

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-snippets-"));
	const repos = join(dir, "repos");
	const db = join(dir, "db");
	const ids = await buildModels(python, repos);
	await modelhub("import", repos, "--db", db);
	// The snippets name the hub's address, which is known once a port is chosen for it
	const url = `http://127.0.0.1:${await freePort()}`;
	hubUrl = url;
	for (const id of ids) {
		const out = JSON.parse(await modelhub("snippets", id, "--json", "--db", db, "--hub-url", url)) as {
			library: string;
			snippets: Snippet[];
		};
		const install = installArgs(out.snippets);
		const run: ModelRun = {
			id,
			library: out.library,
			snippets: out.snippets,
			endpoint: hfEndpoint(out.snippets),
			jobs: [],
			skipped: [],
		};
		pythonOf(out.snippets).forEach((code, index) => {
			const reason = NOT_RUNNABLE_SNIPPETS.find((n) => n.id === id && n.code.test(code))?.reason;
			if (reason) run.skipped.push({ index, reason });
			else run.jobs.push({ name: `${id.replace("/", "--")}-${index}`, index, install, ...withLocalSamples(code) });
		});
		models.push(run);
	}
	const hub = await serve(db, Number(new URL(url).port));
	server = hub.process;
	const index = await wheelIndex(python);
	const ran = await runSnippets(
		python,
		join(dir, "run"),
		models.flatMap((m) => m.jobs),
		{
			HF_ENDPOINT: hub.url,
			HF_HOME: join(dir, "hf-home"),
			HF_HUB_DISABLE_TELEMETRY: "1",
			...(index ? { PIP_INDEX_URL: index } : {}),
		},
	);
	installs = ran.installs;
	for (const r of ran.jobs) results.set(r.name, r);
	printSummary();
}, SETUP_TIMEOUT);

afterAll(() => {
	server?.kill("SIGTERM");
	if (dir) rmSync(dir, { recursive: true, force: true });
});

function pythonOf(snippets: readonly Snippet[]): string[] {
	return snippets.filter((s) => s.language === "python").map((s) => s.content);
}

function passed(id: string, job: ModelRun["jobs"][number]): boolean {
	const r = results.get(job.name);
	const prints = EXPECTED[id]?.[job.index]?.prints;
	return r?.exit === 0 && prints?.test(r.stdout) === true;
}

function printSummary(): void {
	const rows = new Map<string, { run: number; passed: number; notRunnable: number }>();
	for (const m of models) {
		const row = rows.get(m.library) ?? { run: 0, passed: 0, notRunnable: 0 };
		row.run += m.jobs.length;
		row.passed += m.jobs.filter((job) => passed(m.id, job)).length;
		row.notRunnable += m.skipped.length;
		rows.set(m.library, row);
	}
	const lines = ["library snippets run for real (run / passed / not runnable here):"];
	for (const [library, r] of rows) lines.push(`  ${library.padEnd(24)} ${r.run} / ${r.passed} / ${r.notRunnable}`);
	lines.push("not runnable here:");
	for (const m of models) for (const s of m.skipped) lines.push(`  ${m.id} snippet ${s.index}: ${s.reason}`);
	for (const n of NOT_RUNNABLE) lines.push(`  ${n.library}: ${n.reason}`);
	console.log(lines.join("\n"));
}

describe("library snippets run for real against Modelhub", () => {
	it("builds, imports and prints snippets for every model in the expectations table", () => {
		expect(models.map((m) => m.id).sort()).toEqual(Object.keys(EXPECTED).sort());
	});

	it("every library with a snippet generator runs here, or is listed as not runnable with the reason", () => {
		const executed = new Set(models.map((m) => m.library));
		const listed = new Set(
			NOT_RUNNABLE.flatMap((n) => n.library.split(",").map((name) => name.trim().replace(/ \(.*\)$/, ""))),
		);
		expect(Object.keys(LIBRARY_SNIPPETS).filter((k) => !executed.has(k) && !listed.has(k))).toEqual([]);
		expect([...listed].filter((k) => !Object.hasOwn(LIBRARY_SNIPPETS, k))).toEqual([]);
	});

	it("every snippet set points the Python libraries at this hub (export HF_ENDPOINT=…), as the run does", () => {
		for (const m of models) expect(m.endpoint, m.id).toBe(hubUrl);
	});

	it("every install line is accepted by the newest pip of the local index and brings in only packages it holds", () => {
		expect(installs.length).toBeGreaterThan(0);
		for (const i of installs) {
			expect(i.error, `pip install ${i.install.join(" ")}`).toBeNull();
			expect(i.resolved.length, `pip install ${i.install.join(" ")}`).toBeGreaterThan(0);
			expect(i.absent, `pip install ${i.install.join(" ")}: not in the venv`).toEqual([]);
		}
	});

	it.each(Object.keys(EXPECTED))("%s: each Python snippet runs and prints output of its task's shape", (id) => {
		const model = models.find((m) => m.id === id);
		expect(model, `${id} was not built`).toBeDefined();
		if (!model) return;
		const python = pythonOf(model.snippets);
		const expected = EXPECTED[id] ?? [];
		expect(python.length, `${id}: Python snippets\n${python.join("\n---\n")}`).toBe(expected.length);
		python.forEach((code, i) => {
			const e = expected[i];
			if (!e) return;
			expect(code, `${id} snippet ${i} is not the one expected`).toMatch(e.code);
			const job = model.jobs.find((j) => j.index === i);
			if (!job) return; // listed in NOT_RUNNABLE_SNIPPETS, printed in the summary
			const r = results.get(job.name);
			const context = `${id} snippet ${i}\n${job.code}\n--- stdout\n${r?.stdout.slice(-2000)}\n--- stderr\n${r?.stderr}`;
			expect(r?.exit, context).toBe(0);
			expect(r?.stdout, `${context}\nexpected ${e.shape}`).toMatch(e.prints);
		});
	});
});
