/**
 * The path a user takes, for library-snippets.test.ts: model repositories imported with `modelhub import`, served by
 * `modelhub serve`, snippets printed by `modelhub snippets <id> --json`, each Python snippet run by the real library
 * (compat/python/run_snippets.py) with HF_ENDPOINT pointing at the server.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);
const CLI = join(process.cwd(), "packages/cli/bin/modelhub.js");
const PYTHON_DIR = join(process.cwd(), "compat/python");
const BIG = 64 * 1024 * 1024;

export interface Snippet {
	language: string;
	content: string;
}

/** Runs the modelhub command; its stdout. */
export async function modelhub(...args: string[]): Promise<string> {
	const { stdout } = await exec(process.execPath, [CLI, ...args], { maxBuffer: BIG });
	return stdout;
}

/** Builds the tiny models under `dir` (one org/name folder each); their ids. */
export async function buildModels(python: string, dir: string): Promise<string[]> {
	const { stdout } = await exec(python, [join(PYTHON_DIR, "build_models.py"), dir], {
		maxBuffer: BIG,
		env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1" },
	});
	return stdout
		.split("\n")
		.filter((line) => line.startsWith("{"))
		.map((line) => (JSON.parse(line) as { id: string }).id);
}

/** A loopback port free right now: the snippets name the hub's address before `modelhub serve` holds the store. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => resolve(port));
		});
	});
}

/** `modelhub serve` (the built hub, `npm test` builds it first) on a loopback port; resolves once it prints its address. */
export function serve(db: string, port: number): Promise<{ url: string; process: ChildProcess }> {
	const args = [CLI, "serve", "--port", String(port), "--host", "127.0.0.1", "--db", db, "--quiet"];
	const child = spawn(process.execPath, args);
	return new Promise((resolve, reject) => {
		let out = "";
		let err = "";
		child.stdout.on("data", (chunk: Buffer) => {
			out += chunk.toString();
			const url = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
			if (url) resolve({ url, process: child });
		});
		child.stderr.on("data", (chunk: Buffer) => {
			err += chunk.toString();
		});
		child.on("exit", (code) => reject(new Error(`modelhub serve exited ${code}: ${err.trim()}`)));
	});
}

/** The address a snippet set's `export HF_ENDPOINT=…` line points the Python libraries at, if it has one. */
export function hfEndpoint(snippets: readonly Snippet[]): string | undefined {
	for (const s of snippets) {
		if (s.language !== "bash") continue;
		const m = /^export HF_ENDPOINT=(["']?)(\S+)\1$/m.exec(s.content);
		if (m) return m[2];
	}
	return undefined;
}

/** The packages of a snippet set's `pip install` lines (options such as -U left out, shell quotes removed). */
export function installArgs(snippets: readonly Snippet[]): string[] {
	const args: string[] = [];
	for (const s of snippets) {
		if (s.language !== "bash") continue;
		for (const line of s.content.split("\n")) {
			const words = line.trim().split(/\s+/);
			if (words[0] !== "pip" || words[1] !== "install") continue;
			for (const word of words.slice(2)) if (!word.startsWith("-")) args.push(word.replace(/^(["'])(.*)\1$/, "$2"));
		}
	}
	return args;
}

/** Sample inputs on the internet and the local file a user would use instead (run_snippets.py writes them). */
const SAMPLE_FILES: readonly [RegExp, string][] = [
	[/https?:\/\/[^\s"']+\.(?:jpe?g|png)/g, "sample.jpg"],
	[/https?:\/\/[^\s"']+\.(?:flac|wav|mp3)/g, "sample.wav"],
];

/** The only edit made before running: a sample image or audio URL replaced with a local file. */
export function withLocalSamples(code: string): { code: string; replaced: string[] } {
	const replaced: string[] = [];
	let out = code;
	for (const [pattern, file] of SAMPLE_FILES) {
		out = out.replace(pattern, (url) => {
			replaced.push(`${url} → ${file}`);
			return file;
		});
	}
	return { code: out, replaced };
}

export interface Job {
	name: string;
	code: string;
	install: string[];
}

export interface JobResult {
	name: string;
	exit: number;
	stdout: string;
	stderr: string;
	seconds: number;
}

export interface InstallResult {
	install: string[];
	resolved: string[];
	error: string | null;
	absent: string[];
	installed: string[];
}

/** The local wheel index pip is configured with (its first extra-index-url), if any. */
export async function wheelIndex(python: string): Promise<string | undefined> {
	try {
		const { stdout } = await exec(python, ["-m", "pip", "config", "get", "global.extra-index-url"]);
		return stdout.trim().split(/\s+/)[0] || undefined;
	} catch {
		return undefined;
	}
}

/** Runs the jobs with compat/python/run_snippets.py (two at a time) in `env`. */
export async function runSnippets(
	python: string,
	workdir: string,
	jobs: readonly Job[],
	env: Record<string, string>,
): Promise<{ installs: InstallResult[]; jobs: JobResult[] }> {
	mkdirSync(workdir, { recursive: true });
	const spec = join(workdir, "jobs.json");
	const results = join(workdir, "results.json");
	writeFileSync(spec, JSON.stringify({ workdir, parallel: 2, timeout: 300, jobs }));
	await exec(python, [join(PYTHON_DIR, "run_snippets.py"), spec, results], {
		maxBuffer: BIG,
		env: { ...process.env, ...env },
	});
	return JSON.parse(readFileSync(results, "utf8"));
}
