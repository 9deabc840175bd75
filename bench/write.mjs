/**
 * `node bench/write.mjs [--size GB] [--small N] [--large-repo N] [--only lfs|commits] [--runs N] [--client curl|node]`:
 * the write API's budgets, against `modelhub serve`
 * in its own process (needs `npm run build`), on loopback:
 *   - a file of SIZE GB (default 2) uploaded through LFS `basic` (one streamed PUT), against writing it to disk with
 *     `cp`, with the server's RSS sampled during the upload (budget: ≥ 70 % of cp's speed, RSS + ≤ 100 MB);
 *   - a commit of N small files (default 1,000) in one request (budget ≤ 5 s);
 *   - one small commit to a repository of N files (default 10,000) (budget ≤ 2 s).
 * The data is generated under /tmp and deleted afterwards. `--only` runs one part (`lfs`: the upload; `commits`: the
 * two commits). `--runs N` (default 1) times cp and the upload back to back N times, each run with a new file and
 * the load average beside it: on a shared machine one pair of figures says little. `--client curl` (default) sends
 * the upload from a curl process, `--client node` from this process with Node's http client (which costs 1–4 CPU
 * seconds per 2 GB here against curl's 0.8, on the two cores the hub has).
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openStore } from "@modelhub/store";
import { serve } from "./lib/hub.mjs";
import { cpuSeconds, load } from "./lib/machine.mjs";

const { values } = parseArgs({
	options: {
		size: { type: "string", default: "2" },
		small: { type: "string", default: "1000" },
		"large-repo": { type: "string", default: "10000" },
		only: { type: "string" },
		client: { type: "string", default: "curl" },
		runs: { type: "string", default: "1" },
	},
});
const size = Math.round(Number(values.size) * 1024 ** 3);
const small = Math.min(Number(values.small), 100_000);
const largeRepo = Math.min(Number(values["large-repo"]), 100_000);
const runs = Number(values.runs);
if (!(size > 0)) throw new Error(`--size must be a positive number of GB, not ${values.size}`);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be 1–20, not ${values.runs}`);
if (values.only !== undefined && values.only !== "lfs" && values.only !== "commits")
	throw new Error(`--only must be lfs or commits, not ${values.only}`);
if (values.client !== "curl" && values.client !== "node")
	throw new Error(`--client must be curl or node, not ${values.client}`);
if (values.client === "curl" && spawnSync("curl", ["--version"]).status !== 0)
	throw new Error("--client curl: no curl on this machine (try --client node)");
const doLfs = values.only !== "commits";
const doCommits = values.only !== "lfs";

const tmp = mkdtempSync(join(tmpdir(), "modelhub-bench-write-"));
const rssMb = (pid) => {
	const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
	return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** Writes `bytes` of pseudo-random data (fast: one random block repeated with a counter) and returns its sha256. */
async function makeFile(path, bytes) {
	const block = randomBytes(1 << 20); // a new block each call: each run uploads an object the hub does not have
	const hash = createHash("sha256");
	const out = createWriteStream(path);
	for (let written = 0, n = 0; written < bytes; n++) {
		const chunk = Buffer.from(block.subarray(0, Math.min(block.length, bytes - written)));
		chunk.writeUInt32LE(n, 0);
		hash.update(chunk);
		written += chunk.length;
		if (!out.write(chunk)) await new Promise((r) => out.once("drain", r));
	}
	await new Promise((r) => out.end(r));
	return hash.digest("hex");
}

/** CPU the last curl used (user, system; µs). */
let curlCpu = { user: 0, system: 0 };

/**
 * The upload sent by curl, a process of its own (the default): a lean sender, so that the figure is the hub's. Run
 * under bash, whose `times` prints the CPU its children used.
 */
async function putWithCurl(href, source) {
	const script = 'curl -sS -o /dev/null -w "%{http_code}\\n" -H "Expect:" -T "$1" "$2" && times';
	const child = spawn("bash", ["-c", script, "bash", source, href], { stdio: ["ignore", "pipe", "inherit"] });
	let out = "";
	child.stdout.on("data", (d) => {
		out += d;
	});
	const code = await new Promise((r) => child.once("exit", r));
	const [status, , children = ""] = out.trim().split("\n");
	if (code !== 0 || status !== "200") throw new Error(`curl PUT: exit ${code}, status ${status}`);
	const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
	curlCpu = { user: (seconds[0] ?? Number.NaN) * 1e6, system: (seconds[1] ?? Number.NaN) * 1e6 };
}

/** The upload sent from this process (Node's http client, 1 MiB reads from the file). */
function putWithNode(href, source) {
	return new Promise((resolve, reject) => {
		const url = new URL(href);
		const req = request(
			{
				host: url.hostname,
				port: url.port,
				path: url.pathname + url.search,
				method: "PUT",
				headers: { "Content-Length": size },
			},
			(res) => {
				res.resume();
				res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT answered ${res.statusCode}`))));
			},
		);
		req.on("error", reject);
		createReadStream(source, { highWaterMark: 1 << 20 }).pipe(req);
	});
}

/** One run of the LFS budget: a new file of `size` bytes copied with `cp`, then at once uploaded through LFS basic. */
async function lfsRun(hub, api) {
	const source = join(tmp, "weights.bin");
	const sha = await makeFile(source, size);
	const copy = join(tmp, "copy.bin");
	spawnSync("sync");
	const loadBefore = load();
	let t = performance.now();
	spawnSync("cp", [source, copy]);
	spawnSync("sync");
	const cpSeconds = (performance.now() - t) / 1000;
	rmSync(copy);
	spawnSync("sync");
	const batch = await api(
		"POST",
		"/bench/big.git/info/lfs/objects/batch",
		{ operation: "upload", transfers: ["basic"], objects: [{ oid: sha, size }] },
		"application/vnd.git-lfs+json",
	);
	const href = batch.objects[0].actions.upload.href;
	const before = rssMb(hub.pid);
	let peak = before;
	const sampler = setInterval(() => {
		peak = Math.max(peak, rssMb(hub.pid));
	}, 100);
	const serverCpu = cpuSeconds(hub.pid);
	const clientCpu = process.cpuUsage();
	t = performance.now();
	if (values.client === "curl") await putWithCurl(href, source);
	else await putWithNode(href, source);
	const serverCpuSeconds = cpuSeconds(hub.pid) - serverCpu;
	const client = values.client === "curl" ? curlCpu : process.cpuUsage(clientCpu);
	spawnSync("sync");
	const uploadSeconds = (performance.now() - t) / 1000;
	clearInterval(sampler);
	rmSync(source);
	return {
		gb: +(size / 1024 ** 3).toFixed(2),
		uploadSeconds: +uploadSeconds.toFixed(2),
		cpSeconds: +cpSeconds.toFixed(2),
		uploadMBps: Math.round(size / 1024 ** 2 / uploadSeconds),
		cpMBps: Math.round(size / 1024 ** 2 / cpSeconds),
		shareOfCp: +(cpSeconds / uploadSeconds).toFixed(2),
		// CPU seconds (all threads) spent on the upload by the hub and by this process sending it: what the load
		// average does not change, unlike the MB/s.
		serverCpuSeconds: +serverCpuSeconds.toFixed(2),
		clientCpuSeconds: +((client.user + client.system) / 1e6).toFixed(2),
		loadBefore,
		loadAfter: load(),
		rssBeforeMb: Math.round(before),
		rssPeakMb: Math.round(peak),
		rssGrowthMb: Math.round(peak - before),
	};
}

const figures = { load: load() };
try {
	const db = join(tmp, "db");
	const store = await openStore({ dir: db, seed: false });
	await store.accounts.createUser({ name: "bench", password: "bench password" });
	const { token } = await store.tokens.create({ owner: "bench", name: "bench", role: "write" });
	await store.close();
	const hub = await serve(undefined, db);
	const auth = { Authorization: `Bearer ${token}` };
	// Each call on a connection of its own: the runs block this thread for seconds (cp, sync), past the hub's keep-alive
	// timeout, and a kept connection the hub closed meanwhile was then reused ("other side closed", 1 run in 4).
	const api = (method, path, body, type = "application/json") =>
		new Promise((resolve, reject) => {
			const url = new URL(path, hub.url);
			const data = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
			const req = request(
				url,
				{ method, agent: false, headers: { ...auth, "Content-Type": type, "Content-Length": data.length } },
				(res) => {
					const chunks = [];
					res.on("data", (c) => chunks.push(c));
					res.on("end", () => {
						const text = Buffer.concat(chunks).toString();
						if (res.statusCode < 200 || res.statusCode > 299)
							reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
						else resolve(JSON.parse(text));
					});
				},
			);
			req.on("error", reject);
			req.end(data);
		});
	const measure = async () => {
		if (doLfs) {
			await api("POST", "/api/repos/create", { name: "big", organization: "bench" });
			figures.lfsUpload = [];
			for (let run = 0; run < runs; run++) figures.lfsUpload.push(await lfsRun(hub, api));
		}
		if (!doCommits) return;
		let t;
		const line = (key, value) => JSON.stringify({ key, value });
		const header = (summary) => line("header", { summary });
		const file = (path, text) =>
			line("file", { path, content: Buffer.from(text).toString("base64"), encoding: "base64" });
		// 2. One commit of many small files.
		await api("POST", "/api/repos/create", { name: "small", organization: "bench" });
		const many = [header("many files"), ...Array.from({ length: small }, (_, i) => file(`f/${i}.txt`, `file ${i}\n`))];
		t = performance.now();
		await api("POST", "/api/models/bench/small/commit/main", many.join("\n"), "application/x-ndjson");
		figures.commitSmallFiles = { files: small, seconds: +((performance.now() - t) / 1000).toFixed(2) };
		// 3. A small commit to a repository of many files.
		await api("POST", "/api/repos/create", { name: "large", organization: "bench" });
		const big = [
			header("a large tree"),
			...Array.from({ length: largeRepo }, (_, i) => file(`d${i % 100}/${i}.txt`, `${i}\n`)),
		];
		t = performance.now();
		await api("POST", "/api/models/bench/large/commit/main", big.join("\n"), "application/x-ndjson");
		const firstSeconds = (performance.now() - t) / 1000;
		t = performance.now();
		await api(
			"POST",
			"/api/models/bench/large/commit/main",
			[header("one more"), file("one.txt", "one\n")].join("\n"),
			"application/x-ndjson",
		);
		figures.commitToLargeRepo = {
			files: largeRepo,
			firstCommitSeconds: +firstSeconds.toFixed(2),
			oneFileCommitSeconds: +((performance.now() - t) / 1000).toFixed(2),
		};
	};
	try {
		await measure();
	} finally {
		await hub.stop();
	}
	figures.loadAfter = load();
	console.log(JSON.stringify(figures, null, 2));
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
