// Xet benchmark (prints figures; never a timed test): a generated safetensors-like file (1 GiB by default) uploaded by
// the real huggingface_hub through LFS (HF_HUB_DISABLE_XET=1) and through Xet (hf_xet), to the same in-process hub:
// time and bytes the server received; then a "fine-tune" (5% of its tensors rewritten) uploaded through Xet to another
// repository: bytes sent and bytes stored; then downloads: hf_xet by reconstruction, plain `resolve` of the Xet file
// (rebuilt by the server) and of the LFS blob. Everything lives under /tmp and is removed at the end.
// Run from the repository root after `npm run build:lib`: `node bench/xet.mjs` (BENCH_XET_MB=1024; MODELHUB_VENV).
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { get } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { startServer, stopServer } = await import(join(ROOT, "packages/server/dist/index.js"));
const { openStore, openBlobStore } = await import(join(ROOT, "packages/store/dist/index.js"));
const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(ROOT, ".venv"), "bin", "python");
const MB = Number(process.env.BENCH_XET_MB ?? 1024);
const work = mkdtempSync(join(tmpdir(), "modelhub-bench-xet-"));
const fmtMB = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** A safetensors file: a JSON header naming BF16 tensors of a few MiB each, then their bytes (random). */
function writeWeights(path) {
	const tensor = 4 * 1024 * 1024;
	const count = Math.floor((MB * 1024 * 1024) / tensor);
	const header = { __metadata__: { format: "pt" } };
	for (let i = 0; i < count; i++)
		header[`layers.${i}.weight`] = { dtype: "BF16", shape: [tensor / 2], data_offsets: [i * tensor, (i + 1) * tensor] };
	const json = Buffer.from(JSON.stringify(header));
	const len = Buffer.alloc(8);
	len.writeBigUInt64LE(BigInt(json.length));
	const fd = openSync(path, "w");
	writeSync(fd, len);
	writeSync(fd, json);
	for (let i = 0; i < count; i++) writeSync(fd, randomBytes(tensor));
	closeSync(fd);
	return { dataStart: 8 + json.length, tensor, count };
}

/** Rewrites 5% of the tensors (spread over the file) with new values, as a fine-tune changes some layers. */
function fineTune(from, to, layout) {
	copyFileSync(from, to);
	const fd = openSync(to, "r+");
	const changed = Math.max(1, Math.round(layout.count * 0.05));
	for (let k = 0; k < changed; k++) {
		const i = Math.floor(((k + 0.5) * layout.count) / changed);
		writeSync(fd, randomBytes(layout.tensor), 0, layout.tensor, layout.dataStart + i * layout.tensor);
	}
	closeSync(fd);
	return changed;
}

const store = await openStore({ dir: join(work, "store"), seed: false });
const blobs = openBlobStore(join(work, "store"), {});
const server = await startServer({ port: 0, host: "127.0.0.1", store, blobs });
const url = `http://127.0.0.1:${server.address().port}`;
const sockets = new Set();
let closedBytes = 0;
server.on("connection", (s) => {
	sockets.add(s);
	s.on("close", () => {
		closedBytes += s.bytesRead;
		sockets.delete(s);
	});
});
/** Bytes the server has received so far, on every connection (request lines, headers and bodies). */
const received = () => closedBytes + [...sockets].reduce((n, s) => n + s.bytesRead, 0);

await store.accounts.createUser({ name: "bench", password: "bench password" });
const token = (await store.tokens.create({ owner: "bench", name: "bench", role: "write" })).token;

function env(transfer, home) {
	const e = {
		...process.env,
		HF_HOME: join(work, home),
		HF_HUB_DISABLE_TELEMETRY: "1",
		HF_ENDPOINT: url,
		HF_TOKEN: token,
	};
	if (transfer === "lfs") e.HF_HUB_DISABLE_XET = "1";
	else delete e.HF_HUB_DISABLE_XET;
	return e;
}

async function upload(transfer, repo, file, home) {
	const code = `
import sys
from huggingface_hub import HfApi
api = HfApi()
api.create_repo(sys.argv[1], exist_ok=True)
api.upload_file(path_or_fileobj=sys.argv[2], path_in_repo="model.safetensors", repo_id=sys.argv[1])
`;
	const before = received();
	const t0 = performance.now();
	await run(python, ["-c", code, repo, file], { env: env(transfer, home), maxBuffer: 1 << 26 });
	return { seconds: (performance.now() - t0) / 1000, bytes: received() - before };
}

async function xorbBytes() {
	const r = await store.db.query("SELECT coalesce(sum(size), 0)::bigint AS n FROM xet_xorbs");
	return Number(r.rows[0].n);
}

function httpDownload(path) {
	return new Promise((resolve, reject) => {
		const t0 = performance.now();
		let n = 0;
		const hash = createHash("sha256");
		get(`${url}${path}`, (res) => {
			res.on("data", (c) => {
				n += c.length;
				hash.update(c);
			});
			res.on("end", () => resolve({ seconds: (performance.now() - t0) / 1000, bytes: n, sha256: hash.digest("hex") }));
			res.on("error", reject);
		}).on("error", reject);
	});
}

async function xetDownload(repo, home) {
	const code = `
import hashlib, sys
from huggingface_hub import hf_hub_download
p = hf_hub_download(sys.argv[1], "model.safetensors", cache_dir=sys.argv[2])
print(p)
`;
	const t0 = performance.now();
	const { stdout } = await run(python, ["-c", code, repo, join(work, `${home}-cache`)], {
		env: env("xet", home),
		maxBuffer: 1 << 26,
	});
	const seconds = (performance.now() - t0) / 1000;
	const path = stdout.trim().split("\n").pop();
	const sha256 = createHash("sha256").update(readFileSync(path)).digest("hex");
	return { seconds, sha256 };
}

try {
	const original = join(work, "model.safetensors");
	const tuned = join(work, "tuned.safetensors");
	const layout = writeWeights(original);
	const size = layout.dataStart + layout.count * layout.tensor;
	const sha = createHash("sha256").update(readFileSync(original)).digest("hex");
	console.log(`file: ${fmtMB(size)} safetensors, ${layout.count} BF16 tensors of ${fmtMB(layout.tensor)} (random)`);

	const lfs = await upload("lfs", "bench/lfs", original, "hf-lfs");
	console.log(`upload via LFS: ${lfs.seconds.toFixed(1)} s, ${fmtMB(lfs.bytes)} received`);
	const xet = await upload("xet", "bench/xet", original, "hf-xet");
	const stored = await xorbBytes();
	console.log(
		`upload via Xet: ${xet.seconds.toFixed(1)} s, ${fmtMB(xet.bytes)} received, ${fmtMB(stored)} of xorbs stored`,
	);

	const changed = fineTune(original, tuned, layout);
	const tune = await upload("xet", "bench/tuned", tuned, "hf-tuned");
	const storedTune = (await xorbBytes()) - stored;
	console.log(
		`fine-tune (${changed} of ${layout.count} tensors rewritten) via Xet: ${tune.seconds.toFixed(1)} s, ` +
			`${fmtMB(tune.bytes)} received (${((100 * tune.bytes) / size).toFixed(1)}% of the file), ` +
			`${fmtMB(storedTune)} stored (${((100 * storedTune) / size).toFixed(1)}%)`,
	);

	const byXet = await xetDownload("bench/xet", "hf-down");
	const rebuilt = await httpDownload("/bench/xet/resolve/main/model.safetensors");
	const blob = await httpDownload("/bench/lfs/resolve/main/model.safetensors");
	for (const [what, r] of [
		["hf_xet download (reconstruction, client side)", byXet],
		["resolve of the Xet file (rebuilt by the server)", rebuilt],
		["resolve of the LFS blob", blob],
	]) {
		if (r.sha256 !== sha) throw new Error(`${what}: the bytes differ`);
		console.log(`${what}: ${r.seconds.toFixed(1)} s, ${(size / 1024 / 1024 / r.seconds).toFixed(0)} MB/s`);
	}
	console.log(
		`load average: ${loadavg()
			.map((l) => l.toFixed(1))
			.join(" ")}`,
	);
} finally {
	await stopServer(server, 1000);
	await store.close();
	rmSync(work, { recursive: true, force: true });
}
