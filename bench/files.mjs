// File routes benchmark: one generated 2 GB repository file served by `modelhub serve` (a child process), against
// `cat` reading the same blob; 32 concurrent ranged downloads; the server's RSS at idle and during both; the time of
// a second, unchanged import of the repository. Everything lives in a temporary folder under /tmp, removed at the end.
// Run from the repository root after `npm run build:lib`: `node bench/files.mjs` (BENCH_FILE_MB=2048 by default).
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLI = join(ROOT, "packages/cli/bin/modelhub.js");
const MB = Number(process.env.BENCH_FILE_MB ?? 2048);
const SIZE = MB * 1024 * 1024;
const work = mkdtempSync(join(tmpdir(), "modelhub-bench-files-"));
const repo = join(work, "repos", "bench", "big-model");
const db = join(work, "store");
const site = join(work, "site");

const fmt = (n, d = 1) => n.toFixed(d);
const rssMb = (pid) => {
	const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
	return m ? Number(m[1]) / 1024 : Number.NaN;
};

async function writeBigFile(path) {
	const block = Buffer.alloc(16 * 1024 * 1024);
	const out = createWriteStream(path);
	for (let written = 0, i = 0; written < SIZE; i++) {
		// Each block differs (a counter hashed into its first bytes), so nothing compresses or deduplicates.
		createHash("sha256").update(String(i)).digest().copy(block);
		const n = Math.min(block.length, SIZE - written);
		if (!out.write(n === block.length ? block : block.subarray(0, n))) await new Promise((r) => out.once("drain", r));
		written += n;
	}
	await new Promise((r, j) => out.end((e) => (e ? j(e) : r())));
}

function timeCommand(file, args) {
	const t0 = process.hrtime.bigint();
	const out = execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
	return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, out };
}

function ranged(url, start, end) {
	return new Promise((resolve, reject) => {
		const req = request(url, { headers: { Range: `bytes=${start}-${end}` } }, (res) => {
			let got = 0;
			res.on("data", (c) => {
				got += c.length;
			});
			res.on("end", () =>
				res.statusCode === 206 && got === end - start + 1
					? resolve(got)
					: reject(new Error(`status ${res.statusCode}, ${got} bytes for ${start}-${end}`)),
			);
			res.on("error", reject);
		});
		req.on("error", reject);
		req.end();
	});
}

async function main() {
	mkdirSync(repo, { recursive: true });
	mkdirSync(site);
	writeFileSync(join(site, "index.html"), "<!doctype html><title>bench</title>");
	writeFileSync(join(repo, "config.json"), '{"model_type":"llama","architectures":["LlamaForCausalLM"]}');
	writeFileSync(join(repo, "README.md"), "---\nlicense: mit\n---\n# Bench\n");
	console.log(`generating a ${MB} MB file in ${work}…`);
	await writeBigFile(join(repo, "model.bin"));

	const importArgs = [CLI, "import", join(work, "repos"), "--db", db];
	const first = timeCommand(process.execPath, importArgs);
	const second = timeCommand(process.execPath, importArgs);
	const secondSummary = second.out.trim().split("\n").pop();
	// The same unchanged re-import in this process, store already open: the import's own work without Node's and
	// PGlite's start-up.
	const { importEvents, openBlobStore, openStore, readFolder, repoFilesPreparer } = await import("@modelhub/store");
	const tOpen = process.hrtime.bigint();
	const store = await openStore({ dir: db, seed: false });
	const openSeconds = Number(process.hrtime.bigint() - tOpen) / 1e9;
	const tImport = process.hrtime.bigint();
	await importEvents(store, readFolder(join(work, "repos")), {
		prepare: repoFilesPreparer(store, openBlobStore(store.dataDir, {})),
	});
	const importSeconds = Number(process.hrtime.bigint() - tImport) / 1e9;
	await store.close();

	const server = spawn(process.execPath, [CLI, "serve", "--port", "0", "--dir", site, "--db", db], {
		stdio: ["ignore", "pipe", "inherit"],
	});
	const base = await new Promise((resolve, reject) => {
		server.stdout.on("data", (d) => {
			const m = /serving (http:\/\/\S+)/.exec(String(d));
			if (m) resolve(m[1]);
		});
		server.once("exit", (code) => reject(new Error(`serve exited with ${code}`)));
	});
	try {
		const url = `${base}/bench/big-model/resolve/main/model.bin`;
		await fetch(`${base}/api/models/bench/big-model`).then((r) => r.json());
		const idle = rssMb(server.pid);
		let peak = idle;
		const sampler = setInterval(() => {
			peak = Math.max(peak, rssMb(server.pid));
		}, 50);

		const blobDir = join(db, "blobs", "sha256");
		const blobPath = execFileSync("find", [blobDir, "-type", "f", "-size", `+${MB - 1}M`], { encoding: "utf8" }).trim();
		// From the disk: the file's pages are dropped from the page cache before each reader (dd's nocache advice,
		// for this one file only), so both read the disk.
		const dropCache = () => execFileSync("dd", [`if=${blobPath}`, "iflag=nocache", "count=0", "status=none"]);
		dropCache();
		const catCold = timeCommand("sh", ["-c", `cat '${blobPath}' > /dev/null`]);
		dropCache();
		const curlCold = timeCommand("curl", ["-s", "-f", "-o", "/dev/null", url]);
		// From memory: the page cache warm for both.
		timeCommand("sh", ["-c", `cat '${blobPath}' > /dev/null`]);
		const cat = timeCommand("sh", ["-c", `cat '${blobPath}' > /dev/null`]);
		const curl = timeCommand("curl", ["-s", "-f", "-o", "/dev/null", url]);
		const peakDownload = peak;

		peak = idle;
		const parts = 32;
		const chunk = Math.floor(SIZE / parts);
		const t0 = process.hrtime.bigint();
		const results = await Promise.allSettled(
			Array.from({ length: parts }, (_, i) => ranged(url, i * chunk, i === parts - 1 ? SIZE - 1 : (i + 1) * chunk - 1)),
		);
		const rangedSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
		clearInterval(sampler);
		const errors = results.filter((r) => r.status === "rejected");
		const rangedBytes = results.reduce((n, r) => n + (r.status === "fulfilled" ? r.value : 0), 0);

		const catRate = SIZE / 1e6 / cat.seconds;
		const curlRate = SIZE / 1e6 / curl.seconds;
		console.log("");
		console.log(`| figure | value | budget |`);
		console.log(`| --- | --- | --- |`);
		console.log(`| first import of a ${MB} MB repository (CLI, wall) | ${fmt(first.seconds)} s | — |`);
		console.log(`| second import, unchanged (CLI, wall) | ${fmt(second.seconds, 2)} s | < 5 s |`);
		console.log(
			`| of which: opening the store / the import itself (in process) | ${fmt(openSeconds, 2)} s / ${fmt(importSeconds, 2)} s | — |`,
		);
		const catColdRate = SIZE / 1e6 / catCold.seconds;
		const curlColdRate = SIZE / 1e6 / curlCold.seconds;
		const pct = (a, b) => `${fmt((100 * a) / b, 0)}% of cat`;
		console.log(`| \`cat blob > /dev/null\`, from disk | ${fmt(catColdRate, 0)} MB/s | — |`);
		console.log(
			`| \`curl\` from /resolve, from disk | ${fmt(curlColdRate, 0)} MB/s (${pct(curlColdRate, catColdRate)}) | ≥ 80% |`,
		);
		console.log(`| \`cat blob > /dev/null\`, page cache warm | ${fmt(catRate, 0)} MB/s | — |`);
		console.log(
			`| \`curl\` from /resolve, page cache warm | ${fmt(curlRate, 0)} MB/s (${pct(curlRate, catRate)}) | — |`,
		);
		console.log(
			`| 32 concurrent ranged downloads | ${errors.length} errors, ${fmt(rangedBytes / 1e6 / rangedSeconds, 0)} MB/s total | 0 errors |`,
		);
		console.log(`| server RSS idle | ${fmt(idle, 0)} MB | — |`);
		console.log(
			`| server RSS peak during the download | ${fmt(peakDownload, 0)} MB (+${fmt(peakDownload - idle, 0)}) | ≤ idle + 100 MB |`,
		);
		console.log(
			`| server RSS peak during the ranged downloads | ${fmt(peak, 0)} MB (+${fmt(peak - idle, 0)}) | ≤ idle + 100 MB |`,
		);
		console.log("");
		console.log(
			`load average at the end: ${loadavg()
				.map((l) => l.toFixed(1))
				.join(" ")} (2 cores)`,
		);
		console.log(`second import said: ${secondSummary}`);
		for (const e of errors) console.log(`ranged error: ${e.reason.message}`);
	} finally {
		server.kill("SIGTERM");
		await new Promise((r) => server.once("exit", r));
	}
}

try {
	await main();
} finally {
	rmSync(work, { recursive: true, force: true });
}
