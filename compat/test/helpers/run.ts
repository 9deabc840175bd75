/** Runs the jobs: bash and Node snippets as processes (a few at a time), Python snippets batched in two interpreters. */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Job } from "./jobs.js";

export interface Outcome {
	job: Job;
	stdout: string;
	/** Why the run failed (exit status and stderr, or the Python exception), or undefined. */
	error?: string;
}

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const REDIRECT = fileURLToPath(new URL("../../runners/redirect.mjs", import.meta.url));
const PY_RUNNER = fileURLToPath(new URL("../../runners/run_snippets.py", import.meta.url));
const JS_RUNNER = fileURLToPath(new URL("../../runners/run_snippets.mjs", import.meta.url));

/** JavaScript flavours that use no client library: they run batched in one process. */
const BATCHED_JS = new Set(["js/fetch", "js/openai"]);

/** The venv's Python: $MODELHUB_VENV/bin/python, else the repository's .venv. */
export function python(): string {
	const venv = process.env.MODELHUB_VENV ?? join(ROOT, ".venv");
	const bin = join(venv, "bin", "python");
	if (!existsSync(bin)) throw new Error(`no Python venv at ${venv} (set MODELHUB_VENV)`);
	return bin;
}

function exec(command: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number) {
	return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
		const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (d: Buffer) => {
			stdout += d.toString();
		});
		child.stderr.on("data", (d: Buffer) => {
			stderr += d.toString();
		});
		const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
		child.on("close", (code) => {
			clearTimeout(timer);
			resolve({ code, stdout, stderr });
		});
	});
}

/** The telling lines of a failed run's stderr: no stack frames, no progress meters, no runtime banner. */
function essence(stderr: string): string {
	const lines = stderr
		.split(/\r?\n|\r/)
		.map((l) => l.trim())
		.filter((l) => l !== "" && !/^at |^Node\.js v|^\^+$|^[\d\s.:%kMG-]+$|% Total|Dload/.test(l));
	return lines.slice(0, 6).join(" | ").slice(0, 800);
}

async function runProcess(job: Job, origin: string): Promise<Outcome> {
	const env = { ...job.env, MODELHUB_STANDIN: origin };
	const r =
		job.runner === "bash"
			? await exec("bash", ["-e", "-o", "pipefail", job.file], job.dir, env, 60_000)
			: await exec(process.execPath, ["--import", REDIRECT, job.file], job.dir, env, 60_000);
	const error = r.code === 0 ? undefined : `exit ${r.code}: ${essence(r.stderr)}`;
	return { job, stdout: r.stdout, ...(error ? { error } : {}) };
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
	const out: R[] = new Array(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const i = next++;
			out[i] = await work(items[i] as T);
		}
	};
	await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
	return out;
}

/** Runs jobs one after the other in one interpreter (a batch runner reading a job file, writing a result file). */
async function runBatch(
	jobs: Job[],
	origin: string,
	workDir: string,
	name: string,
	command: [string, ...string[]],
): Promise<Outcome[]> {
	if (jobs.length === 0) return [];
	const jobsFile = join(workDir, `${name}-jobs.json`);
	const resultsFile = join(workDir, `${name}-results.json`);
	writeFileSync(jobsFile, JSON.stringify(jobs.map((j) => ({ id: j.id, file: j.file, cwd: j.dir, env: j.env }))));
	const [bin, ...args] = command;
	const r = await exec(bin, [...args, jobsFile, resultsFile], workDir, { MODELHUB_STANDIN: origin }, 240_000);
	if (r.code !== 0) throw new Error(`the ${name} runner failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
	const results = JSON.parse(readFileSync(resultsFile, "utf8")) as {
		id: string;
		stdout: string;
		error: string | null;
	}[];
	const byId = new Map(results.map((x) => [x.id, x]));
	return jobs.map((job) => {
		const x = byId.get(job.id);
		if (!x) return { job, stdout: "", error: `the ${name} runner returned no result` };
		return { job, stdout: x.stdout, ...(x.error ? { error: x.error } : {}) };
	});
}

/** Wall-clock seconds each group of runs took, for the test's report. */
export const timings: Record<string, number> = {};

async function timed<T>(name: string, work: Promise<T>): Promise<T> {
	const start = performance.now();
	const out = await work;
	timings[name] = Math.round(performance.now() - start) / 1000;
	return out;
}

const halves = <T>(items: T[]): [T[], T[]] => [
	items.slice(0, Math.ceil(items.length / 2)),
	items.slice(Math.ceil(items.length / 2)),
];

/**
 * Runs every job, all groups at once: curl and the JS client library as processes (four at a time), the other JS
 * snippets batched in two Node processes, the Python ones batched in two interpreters.
 */
export async function runJobs(jobs: Job[], origin: string, workDir: string): Promise<Outcome[]> {
	const [py1, py2] = halves(jobs.filter((j) => j.runner === "python"));
	const [js1, js2] = halves(jobs.filter((j) => BATCHED_JS.has(j.flavour)));
	const alone = jobs.filter((j) => j.runner !== "python" && !BATCHED_JS.has(j.flavour));
	const node: [string, ...string[]] = [process.execPath, "--import", REDIRECT, JS_RUNNER];
	const groups = await Promise.all([
		timed(
			"processes",
			pool(alone, 4, (j) => runProcess(j, origin)),
		),
		timed("node#1", runBatch(js1, origin, workDir, "node-1", node)),
		timed("node#2", runBatch(js2, origin, workDir, "node-2", node)),
		timed("python#1", runBatch(py1, origin, workDir, "python-1", [python(), PY_RUNNER])),
		timed("python#2", runBatch(py2, origin, workDir, "python-2", [python(), PY_RUNNER])),
	]);
	return groups.flat();
}
