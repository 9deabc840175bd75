// Files in a bucket, served by several hub processes: one throwaway PostgreSQL, one S3-compatible server (s3rver, in
// this process, on 127.0.0.2) and hub processes (`startServer` in child processes, scripts/hub-process.mjs). Prints:
//   - the upload of a generated file by presigned multipart (the parts PUT straight to the bucket, 4 at a time), its
//     time against `cp` of the same file, and the hub's RSS and CPU during the parts and during the completion (where
//     the hub reads the staged object back to hash it, then has the bucket copy it into place);
//   - its download with curl from /resolve: redirected to the bucket, proxied by the hub (--proxy-files), and from a
//     hub on a local directory; the hub process's CPU time per GB in each mode;
//   - 32 concurrent ranged downloads through two hub processes (by redirect), errors and each one's RSS.
// Run from the repository root after `npm run build:lib`: `node bench/s3.mjs` (BENCH_FILE_MB=2048 by default).
// Everything it makes lives under a temporary folder in /tmp, removed at the end.
import { execFile, execFileSync, fork } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startPostgres } from "../scripts/pg-cluster.mjs";
import { startS3 } from "../scripts/s3-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MB = Number(process.env.BENCH_FILE_MB ?? 2048);
const SIZE = MB * 1024 * 1024;
const GB = SIZE / 1e9;
const PART = 64 * 1024 * 1024;
const work = mkdtempSync(join(tmpdir(), "modelhub-bench-s3-"));
const REPO = "bench/big";
const fmt = (n, d = 1) => n.toFixed(d);
const TICK = 100; // clock ticks per second in /proc (USER_HZ)

const rssMb = (pid) => {
	const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
	return m ? Number(m[1]) / 1024 : Number.NaN;
};
/** User + system CPU seconds of a process so far. */
const cpu = (pid) => {
	const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
	return (Number(fields[11]) + Number(fields[12])) / TICK;
};
const selfCpu = () => {
	const u = process.cpuUsage();
	return (u.user + u.system) / 1e6;
};

/** Samples the RSS of some processes until stopped; resolves to each one's peak. */
function sampleRss(pids) {
	const peak = Object.fromEntries(pids.map((p) => [p, rssMb(p)]));
	const timer = setInterval(() => {
		for (const p of pids) peak[p] = Math.max(peak[p], rssMb(p));
	}, 50);
	return () => {
		clearInterval(timer);
		return peak;
	};
}

async function writeBigFile(path) {
	const block = Buffer.alloc(16 * 1024 * 1024);
	const out = createWriteStream(path);
	const hash = createHash("sha256");
	for (let written = 0, i = 0; written < SIZE; i++) {
		createHash("sha256").update(String(i)).digest().copy(block);
		const n = Math.min(block.length, SIZE - written);
		const bytes = n === block.length ? block : block.subarray(0, n);
		hash.update(bytes);
		if (!out.write(bytes)) await new Promise((r) => out.once("drain", r));
		written += n;
	}
	await new Promise((r, j) => out.end((e) => (e ? j(e) : r())));
	return hash.digest("hex");
}

function startHub(env) {
	const child = fork(join(ROOT, "scripts", "hub-process.mjs"), [], {
		env: { ...process.env, ...env },
		stdio: ["ignore", "inherit", "inherit", "ipc"],
	});
	return new Promise((resolve, reject) => {
		child.once("exit", (code) => reject(new Error(`a hub process exited (${code})`)));
		child.on("message", (m) => {
			if (m.url) resolve({ url: m.url, pid: child.pid, child });
		});
	});
}

const seconds = (t0) => Number(process.hrtime.bigint() - t0) / 1e9;

function timeCommand(file, args) {
	const t0 = process.hrtime.bigint();
	execFileSync(file, args, { stdio: ["ignore", "ignore", "inherit"] });
	return seconds(t0);
}

/** The same without blocking this process (the S3 server runs in it). */
function timeCommandAsync(file, args) {
	const t0 = process.hrtime.bigint();
	return new Promise((resolve, reject) =>
		execFile(file, args, { maxBuffer: 1 << 20 }, (e) => (e ? reject(e) : resolve(seconds(t0)))),
	);
}

/** PUTs bytes [start, end) of a file to a URL; resolves to the answer's ETag. */
function putSlice(url, file, start, end) {
	return new Promise((resolve, reject) => {
		const req = request(url, { method: "PUT", headers: { "Content-Length": String(end - start) } }, (res) => {
			res.resume();
			res.on("end", () =>
				res.statusCode === 200 ? resolve(res.headers.etag) : reject(new Error(`part: status ${res.statusCode}`)),
			);
		});
		req.on("error", reject);
		createReadStream(file, { start, end: end - 1, highWaterMark: 1 << 20 }).pipe(req);
	});
}

/** A ranged GET that follows one redirect; resolves to the bytes received, rejects on a wrong status or length. */
function ranged(url, start, end, hops = 1) {
	return new Promise((resolve, reject) => {
		const req = request(url, { headers: { Range: `bytes=${start}-${end}` } }, (res) => {
			if (res.statusCode === 302 && hops > 0) {
				res.resume();
				ranged(res.headers.location, start, end, hops - 1).then(resolve, reject);
				return;
			}
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
	const postgres = await startPostgres({ fsync: "off" });
	const s3 = await startS3();
	const hubs = [];
	try {
		const admin = new pg.Client(postgres.url);
		await admin.connect();
		await admin.query("CREATE DATABASE hub");
		await admin.end();
		const databaseUrl = postgres.url.replace(/\/postgres$/, "/hub");
		const { openStore, LocalBlobStore } = await import("@modelhub/store");
		const store = await openStore({ dir: join(work, "store"), databaseUrl, seed: false });
		await store.accounts.createUser({ name: "bench", password: "bench password" });
		const token = (await store.tokens.create({ owner: "bench", name: "w", role: "write" })).token;
		const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };

		console.log(`generating a ${MB} MB file in ${work}…`);
		const file = join(work, "model.bin");
		const sha256 = await writeBigFile(file);

		const env = { DATABASE_URL: databaseUrl, ...s3.env, TEST_LFS_PART_SIZE: String(PART) };
		const [a, b] = await Promise.all([startHub(env), startHub(env)]);
		const proxied = await startHub({ ...env, MODELHUB_PROXY_FILES: "1" });
		const localDir = join(work, "local-blobs");
		const local = await startHub({ DATABASE_URL: databaseUrl, MODELHUB_BLOBS: localDir });
		hubs.push(a, b, proxied, local);
		await fetch(`${a.url}/api/repos/create`, { method: "POST", headers: auth, body: JSON.stringify({ name: "big" }) });

		// Upload by presigned multipart, through A.
		console.log("uploading by presigned multipart…");
		const cpTime = timeCommand("cp", [file, join(work, "copy.bin")]);
		rmSync(join(work, "copy.bin"));
		const idle = { a: rssMb(a.pid), b: rssMb(b.pid) };
		const stopUp = sampleRss([a.pid]);
		const cpuA0 = cpu(a.pid);
		const t0 = process.hrtime.bigint();
		const batch = await (
			await fetch(`${a.url}/bench/big.git/info/lfs/objects/batch`, {
				method: "POST",
				headers: auth,
				body: JSON.stringify({
					operation: "upload",
					transfers: ["basic", "multipart"],
					objects: [{ oid: sha256, size: SIZE }],
				}),
			})
		).json();
		const action = batch.objects[0].actions.upload;
		const chunk = Number(action.header.chunk_size);
		const count = Math.ceil(SIZE / chunk);
		const etags = new Array(count);
		let nextPart = 0;
		await Promise.all(
			Array.from({ length: 4 }, async () => {
				while (nextPart < count) {
					const p = nextPart++;
					etags[p] = await putSlice(action.header[String(p + 1)], file, p * chunk, Math.min(SIZE, (p + 1) * chunk));
				}
			}),
		);
		const partsTime = seconds(t0);
		const cpuParts = cpu(a.pid) - cpuA0;
		const peakParts = stopUp()[a.pid];
		const stopDone = sampleRss([a.pid]);
		const t1 = process.hrtime.bigint();
		const done = await fetch(action.href, {
			method: "POST",
			body: JSON.stringify({ oid: sha256, parts: etags.map((etag, i) => ({ partNumber: i + 1, etag })) }),
		});
		if (done.status !== 200) throw new Error(`completion: ${done.status} ${await done.text()}`);
		const completeTime = seconds(t1);
		const cpuComplete = cpu(a.pid) - cpuA0 - cpuParts;
		const peakComplete = stopDone()[a.pid];
		const committed = await fetch(`${a.url}/api/models/${REPO}/commit/main`, {
			method: "POST",
			headers: { ...auth, "Content-Type": "application/x-ndjson" },
			body: [
				JSON.stringify({ key: "header", value: { summary: "weights" } }),
				JSON.stringify({ key: "lfsFile", value: { path: "model.bin", algo: "sha256", oid: sha256, size: SIZE } }),
			].join("\n"),
		});
		if (committed.status !== 200) throw new Error(`commit: ${committed.status} ${await committed.text()}`);
		// The same file in the local directory, for the hub that serves from one.
		await new LocalBlobStore(localDir).putFile(sha256, file);

		// Downloads with curl: redirect (A), proxied, local directory.
		console.log("downloading…");
		const url = (hub) => `${hub.url}/${REPO}/resolve/main/model.bin`;
		const modes = [];
		for (const [name, hub] of [
			["redirect to the bucket (curl -L)", a],
			["proxied by the hub (--proxy-files)", proxied],
			["local directory", local],
		]) {
			const hubCpu0 = cpu(hub.pid);
			const s3Cpu0 = selfCpu();
			const stop = sampleRss([hub.pid]);
			const idleRss = rssMb(hub.pid);
			const time = await timeCommandAsync("curl", ["-sSfL", "-o", "/dev/null", url(hub)]);
			const peak = stop()[hub.pid];
			modes.push({
				name,
				rate: SIZE / 1e6 / time,
				hubCpuPerGb: (cpu(hub.pid) - hubCpu0) / GB,
				s3CpuPerGb: name.startsWith("local") ? 0 : (selfCpu() - s3Cpu0) / GB,
				rss: `${fmt(idleRss, 0)} → ${fmt(peak, 0)} MB`,
			});
		}
		const check = createHash("sha256");
		for await (const c of (await fetch(url(b))).body) check.update(c);
		const identical = check.digest("hex") === sha256;

		// 32 concurrent ranged downloads through two hub processes, by redirect.
		console.log("32 concurrent ranged downloads through two hub processes…");
		const idleRanged = { a: rssMb(a.pid), b: rssMb(b.pid) };
		const stopRanged = sampleRss([a.pid, b.pid]);
		const parts = 32;
		const piece = Math.floor(SIZE / parts);
		const t2 = process.hrtime.bigint();
		const results = await Promise.allSettled(
			Array.from({ length: parts }, (_, i) =>
				ranged(url(i % 2 ? b : a), i * piece, i === parts - 1 ? SIZE - 1 : (i + 1) * piece - 1),
			),
		);
		const rangedTime = seconds(t2);
		const peaks = stopRanged();
		const errors = results.filter((r) => r.status === "rejected");
		const rangedBytes = results.reduce((n, r) => n + (r.status === "fulfilled" ? r.value : 0), 0);

		console.log("");
		console.log(`| figure (${MB} MB file, loopback, s3rver) | value |`);
		console.log("| --- | --- |");
		console.log(`| \`cp\` of the file | ${fmt(cpTime, 1)} s (${fmt(SIZE / 1e6 / cpTime, 0)} MB/s) |`);
		console.log(
			`| upload by presigned multipart: ${count} parts of ${chunk / 2 ** 20} MiB, 4 at a time, to the bucket | ${fmt(partsTime, 1)} s (${fmt(SIZE / 1e6 / partsTime, 0)} MB/s, ${fmt(partsTime / cpTime, 1)}× cp) |`,
		);
		console.log(
			`| … completion: CompleteMultipartUpload, the hub hashes the staged object, CopyObject into place | ${fmt(completeTime, 1)} s |`,
		);
		console.log(
			`| hub A during the parts: CPU, RSS | ${fmt(cpuParts, 2)} s CPU; RSS ${fmt(idle.a, 0)} → peak ${fmt(peakParts, 0)} MB |`,
		);
		console.log(
			`| hub A during the completion: CPU, RSS | ${fmt(cpuComplete, 2)} s CPU (${fmt(cpuComplete / GB, 2)} s/GB); peak ${fmt(peakComplete, 0)} MB |`,
		);
		for (const m of modes)
			console.log(
				`| download, ${m.name} | ${fmt(m.rate, 0)} MB/s; hub CPU ${fmt(m.hubCpuPerGb, 3)} s/GB${m.s3CpuPerGb ? ` (s3rver ${fmt(m.s3CpuPerGb, 2)} s/GB)` : ""}; hub RSS ${m.rss} |`,
			);
		console.log(`| download through hub B byte-identical to the upload | ${identical ? "yes" : "NO"} |`);
		console.log(
			`| 32 concurrent ranged downloads, alternating A and B (redirect) | ${errors.length} errors, ${fmt(rangedBytes / 1e6 / rangedTime, 0)} MB/s total |`,
		);
		console.log(
			`| RSS of A and B: idle → peak during them | A ${fmt(idleRanged.a, 0)} → ${fmt(peaks[a.pid], 0)} MB (+${fmt(peaks[a.pid] - idleRanged.a, 0)}); B ${fmt(idleRanged.b, 0)} → ${fmt(peaks[b.pid], 0)} MB (+${fmt(peaks[b.pid] - idleRanged.b, 0)}) |`,
		);
		console.log("");
		console.log(
			`load average at the end: ${loadavg()
				.map((l) => l.toFixed(1))
				.join(" ")} (2 cores)`,
		);
		for (const e of errors) console.log(`ranged error: ${e.reason.message}`);
		await store.close();
	} finally {
		for (const h of hubs) h.child.kill("SIGTERM");
		await s3.stop();
		postgres.stop();
	}
}

process.once("SIGTERM", () => process.exit(143));
process.once("SIGINT", () => process.exit(130));
try {
	mkdirSync(work, { recursive: true });
	await main();
} finally {
	rmSync(work, { recursive: true, force: true });
}
