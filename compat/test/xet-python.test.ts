// Xet with the real clients: huggingface_hub + hf_xet 1.6.0 upload a folder through Xet (chunks deduplicated, xorbs
// and a shard sent to the hub's CAS service), then snapshot_download gets it back by reconstruction, an install without
// hf_xet gets it from plain `resolve`, and curl gets it (whole and by range): all byte-identical. A "fine-tune" of the
// same weights in another repository sends only the chunks it changed.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
const script = join(import.meta.dirname, "python", "xet_client.py");

let hub: HubServer;
let home: string;
let token = "";
const requests: string[] = [];
const weights = Buffer.alloc(6 * 1024 * 1024);
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function client(args: string[], spec: Record<string, unknown>, hfHome: string) {
	const file = join(home, `spec-${Math.random().toString(36).slice(2)}.json`);
	writeFileSync(file, JSON.stringify({ token, ...spec }));
	const env: NodeJS.ProcessEnv = {
		...process.env,
		HF_HOME: hfHome,
		HF_HUB_DISABLE_TELEMETRY: "1",
		HF_ENDPOINT: hub.url,
	};
	delete env.HF_HUB_DISABLE_XET;
	delete env.HF_TOKEN;
	const { stdout } = await run(python, [script, args[0] as string, file, ...args.slice(1)], {
		env,
		maxBuffer: 1 << 24,
	});
	return JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
}

async function xorbBytes(): Promise<number> {
	const r = await hub.store.db.query<{ n: string }>("SELECT coalesce(sum(size), 0)::bigint AS n FROM xet_xorbs");
	return Number(r.rows[0]?.n);
}

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-xet-python-"));
	hub = await startHubServer({ log: (line) => requests.push(line) });
	await hub.store.accounts.createUser({ name: "writer", password: "writer's password" });
	token = (await hub.store.tokens.create({ owner: "writer", name: "laptop", role: "write" })).token;
	// Weights-like bytes: random, so that only deduplication (not compression) can spare sending them again.
	let state = 1;
	for (let i = 0; i < weights.length; i++) {
		state = (state * 1103515245 + 12345) >>> 0;
		weights[i] = state >>> 24;
	}
}, 60_000);
afterAll(async () => {
	await hub?.close();
	rmSync(home, { recursive: true, force: true });
});

it("uploads through Xet and downloads back byte for byte: by reconstruction, without hf_xet, and with curl", async () => {
	const folder = join(home, "base");
	mkdirSync(folder);
	writeFileSync(join(folder, "model.safetensors"), weights);
	writeFileSync(join(folder, "config.json"), '{"model_type": "gpt2"}');
	const up = await client(["upload"], { repo: "writer/base", folder }, join(home, "hf-up"));
	expect(up.xet_available).toBe(true);
	expect(await hub.blobs.size(sha(weights))).toBeUndefined(); // kept as xorbs, not as a blob
	expect(requests.some((l) => l.startsWith("POST /api/cas/v1/xorbs/default/"))).toBe(true);

	requests.length = 0;
	const byXet = await client(["download"], { repo: "writer/base", cache: join(home, "c1") }, join(home, "hf-d1"));
	expect(byXet.xet_available).toBe(true);
	expect(byXet.files["model.safetensors"]).toBe(sha(weights));
	expect(requests.some((l) => /^GET \/api\/cas\/v[12]\/reconstructions\//.test(l))).toBe(true);
	expect(requests.some((l) => l.startsWith("GET /api/cas/fetch/"))).toBe(true);
	expect(requests.some((l) => /^GET \/writer\/base\/resolve\/.*model\.safetensors/.test(l))).toBe(false);

	requests.length = 0;
	const plain = await client(
		["download", "--no-hf-xet"],
		{ repo: "writer/base", cache: join(home, "c2") },
		join(home, "hf-d2"),
	);
	expect(plain.xet_available).toBe(false);
	expect(plain.files).toEqual(byXet.files);
	expect(requests.some((l) => l.includes("/api/cas/"))).toBe(false);

	const url = `${hub.url}/writer/base/resolve/main/model.safetensors`;
	const out = join(home, "curl.bin");
	await run("curl", ["-sSf", "-H", `Authorization: Bearer ${token}`, "-o", out, url]);
	const { readFileSync } = await import("node:fs");
	expect(sha(readFileSync(out))).toBe(sha(weights));
	const { stdout: head } = await run("curl", ["-sSfI", url]);
	expect(head).toMatch(/x-xet-hash: [0-9a-f]{64}/i);
	expect(head).toMatch(new RegExp(`etag: "${sha(weights)}"`, "i"));
	const { stdout: part } = await run("curl", ["-sSf", "-r", "1000000-1000099", url], { encoding: "buffer" });
	expect(Buffer.compare(part, weights.subarray(1_000_000, 1_000_100))).toBe(0);
}, 300_000);

it("stores a fine-tune of stored weights at the cost of the chunks it changed", async () => {
	const tuned = Buffer.from(weights);
	// 5% of the bytes changed, in a few places, as a fine-tune changes some tensors and not others.
	for (const at of [0.1, 0.4, 0.7])
		tuned.fill(7, Math.floor(weights.length * at), Math.floor(weights.length * (at + 0.0167)));
	const folder = join(home, "tuned");
	mkdirSync(folder);
	writeFileSync(join(folder, "model.safetensors"), tuned);
	const before = await xorbBytes();
	requests.length = 0;
	await client(["upload"], { repo: "writer/tuned", folder }, join(home, "hf-up2"));
	const stored = (await xorbBytes()) - before;
	expect(requests.some((l) => l.startsWith("GET /api/cas/v1/chunks/"))).toBe(true);
	expect(stored).toBeLessThan(0.15 * tuned.length);
	const back = await client(["download"], { repo: "writer/tuned", cache: join(home, "c3") }, join(home, "hf-d3"));
	expect(back.files["model.safetensors"]).toBe(sha(tuned));
}, 300_000);
