// Runs many JavaScript snippets in one Node process, one after the other, each in its own folder with its output
// captured: usage `node --import ./redirect.mjs run_snippets.mjs JOBS.json RESULTS.json`, JOBS.json holding
// [{id, file, cwd, env}]. Only for snippets that use no client library: a library's process-level behaviour (such as
// timers that let Node exit early) only shows when a snippet runs alone, so those run as processes of their own.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { format } from "node:util";

const [jobsFile, resultsFile] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile, "utf8"));
const writeOut = process.stdout.write;
const log = console.log;
let current;

process.on("unhandledRejection", (e) => {
	if (current) current.error ??= describe(e);
});

function describe(e) {
	return String(e?.stack ?? e)
		.split("\n")
		.filter((l) => !/^\s+at /.test(l))
		.join(" | ");
}

const timeout = (ms) => new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms));

const results = [];
for (const job of jobs) {
	current = { id: job.id, stdout: "", error: null };
	const saved = { ...process.env };
	Object.assign(process.env, job.env);
	process.chdir(job.cwd);
	process.stdout.write = (chunk, ...rest) => {
		current.stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
		rest.find((f) => typeof f === "function")?.();
		return true;
	};
	console.log = (...args) => {
		current.stdout += `${format(...args)}\n`;
	};
	try {
		await Promise.race([import(pathToFileURL(job.file).href), timeout(60_000)]);
	} catch (e) {
		current.error ??= describe(e);
	}
	process.stdout.write = writeOut;
	console.log = log;
	for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
	Object.assign(process.env, saved);
	results.push(current);
}
writeFileSync(resultsFile, JSON.stringify(results));
process.exit(0);
