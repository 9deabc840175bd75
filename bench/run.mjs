/**
 * `npm run bench`: ours against the peer packages on the same inputs, then the web build's figures. Each section runs
 * in a fresh Node process of its own (ours and the peer interleaved inside it), so that the heap and JIT state one
 * section leaves behind cannot slow the next. Prints the tables and writes results/latest.json (every figure and
 * sample) and results/latest.md (the tables).
 *
 * Environment: BENCH_ONLY=library,inference,gguf,bundle,web runs some sections only (written to results/partial.*
 * instead); BENCH_SKIP_WEB_BUILD=1 measures the existing web build without rebuilding (no build time is reported).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { load, waitForWebBuilds } from "./lib/machine.mjs";
import { markdownTable, textTable } from "./lib/report.mjs";
import { sinkValue } from "./lib/timing.mjs";
import { runBundle } from "./suites/bundle.mjs";
import { runGguf } from "./suites/gguf.mjs";
import { runInferenceSnippets } from "./suites/inference-snippets.mjs";
import { runLibrarySnippets } from "./suites/library-snippets.mjs";
import { runWebAssets } from "./suites/web-assets.mjs";

const SECTIONS = {
	library: runLibrarySnippets,
	inference: runInferenceSnippets,
	gguf: runGguf,
	bundle: runBundle,
	web: () => runWebAssets({ build: process.env.BENCH_SKIP_WEB_BUILD !== "1" }),
};

// In a child: run the one section named by BENCH_SECTION and write its result to BENCH_OUT.
const childSection = process.env.BENCH_SECTION;
if (childSection) {
	try {
		const section = await SECTIONS[childSection]();
		writeFileSync(process.env.BENCH_OUT, JSON.stringify({ ...section, sink: sinkValue() }));
		process.exit(0);
	} catch (e) {
		console.error(`bench: the ${childSection} section failed: ${e instanceof Error ? e.message : String(e)}`);
		process.exit(1);
	}
}

/** Runs one section in a fresh process; its progress messages go to our stderr. Stops the run if it fails. */
function runSection(name) {
	const scratch = mkdtempSync(join(tmpdir(), "modelhub-bench-"));
	const out = join(scratch, "section.json");
	const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
		env: { ...process.env, BENCH_SECTION: name, BENCH_OUT: out },
		stdio: ["ignore", "inherit", "inherit"],
	});
	const text = child.status === 0 ? readFileSync(out, "utf8") : undefined;
	rmSync(scratch, { recursive: true, force: true });
	if (text === undefined) {
		console.error(`bench: stopped after the ${name} section failed (exit ${child.status ?? child.signal})`);
		process.exit(1);
	}
	return JSON.parse(text);
}

const only = process.env.BENCH_ONLY?.split(",")
	.map((s) => s.trim())
	.filter(Boolean);
for (const name of only ?? []) {
	if (!Object.hasOwn(SECTIONS, name)) {
		console.error(`bench: unknown section "${name}" in BENCH_ONLY (known: ${Object.keys(SECTIONS).join(", ")})`);
		process.exit(2);
	}
}

const require = createRequire(import.meta.url);
const version = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")).version;
const peerVersion = (pkg) => {
	try {
		return version(pkg);
	} catch {
		// Packages whose "exports" hide package.json: read it next to the resolved entry.
		const entry = require.resolve(pkg);
		const dir = entry.slice(0, entry.lastIndexOf("/node_modules/") + "/node_modules/".length) + pkg;
		return JSON.parse(readFileSync(`${dir}/package.json`, "utf8")).version;
	}
};

const started = performance.now();
const results = {
	date: new Date().toISOString(),
	node: process.version,
	machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGB: Math.round(totalmem() / 2 ** 30) },
	peers: Object.fromEntries(
		["@huggingface/tasks", "@huggingface/inference", "@huggingface/gguf", "esbuild"].map((p) => [p, peerVersion(p)]),
	),
	sections: {},
};
const markdown = [`Run ${results.date}, Node ${results.node}, ${results.machine.cpus} × ${results.machine.cpu}.`];

for (const name of Object.keys(SECTIONS)) {
	if (only && !only.includes(name)) continue;
	if (name !== "web") await waitForWebBuilds(`the ${name} section`);
	const loadBefore = load();
	const t0 = performance.now();
	const section = runSection(name);
	const seconds = (performance.now() - t0) / 1000;
	results.sections[section.key] = { ...section.data, seconds, loadAverage: { before: loadBefore, after: load() } };
	results.sink = (results.sink ?? 0) + section.sink;
	for (const t of section.tables) {
		console.log(`\n${textTable(t.title, t.header, t.rows)}`);
		markdown.push(markdownTable(t.title, t.header, t.rows));
	}
	console.log(`(${name}: ${seconds.toFixed(1)} s)`);
}

results.seconds = (performance.now() - started) / 1000;
const dir = new URL("./results/", import.meta.url);
mkdirSync(dir, { recursive: true });
// A partial run (BENCH_ONLY) never replaces the figures of the last full run.
const base = only ? "partial" : "latest";
writeFileSync(new URL(`${base}.json`, dir), `${JSON.stringify(results, null, "\t")}\n`);
writeFileSync(new URL(`${base}.md`, dir), `${markdown.join("\n\n")}\n`);
console.log(`\nbench: ${results.seconds.toFixed(1)} s; wrote bench/results/${base}.json and bench/results/${base}.md`);
