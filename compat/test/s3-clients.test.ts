// The real clients against a Modelhub whose files are in an S3-compatible bucket (s3rver on 127.0.0.2, the hub on
// 127.0.0.1): huggingface_hub uploads (LFS multipart to presigned part URLs) and downloads by redirect, byte for
// byte, its cache named as the Hub names it; @huggingface/hub uploads (never calling verify) and downloads; curl -L
// follows the redirect and resumes a cut download with -C -.
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createRepo, downloadFile, snapshotDownload, uploadFiles } from "@huggingface/hub";
import { blobStoreAt } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";
import { type S3Server, startS3 } from "../../scripts/s3-server.mjs";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
const MiB = 1024 ** 2;
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

let s3: S3Server;
let hub: HubServer;
let token = "";
let work: string;

beforeAll(async () => {
	s3 = await startS3();
	hub = await startHubServer({
		blobs: blobStoreAt(s3.env.MODELHUB_BLOBS as string, s3.env),
		limits: { lfsPartSize: 5 * MiB },
	});
	await hub.store.accounts.createUser({ name: "dev", password: "dev's password" });
	token = (await hub.store.tokens.create({ owner: "dev", name: "w", role: "write" })).token;
	work = mkdtempSync(join(tmpdir(), "modelhub-s3-clients-"));
}, 60_000);
afterAll(async () => {
	await hub?.close();
	await s3?.stop();
	if (work) rmSync(work, { recursive: true, force: true });
});

it("huggingface_hub uploads to the bucket and downloads from it by redirect, byte for byte", async () => {
	const big = randomBytes(12 * MiB + 5);
	const small = randomBytes(70_000);
	writeFileSync(join(work, "big.bin"), big);
	writeFileSync(join(work, "small.bin"), small);
	writeFileSync(
		join(work, "spec.json"),
		JSON.stringify({ repo: "dev/py-s3", token, big: join(work, "big.bin"), small: join(work, "small.bin") }),
	);
	const home = join(work, "hf-home");
	const { stdout } = await run(
		python,
		[join(import.meta.dirname, "..", "python", "s3_client.py"), join(work, "spec.json")],
		{
			env: {
				...process.env,
				HF_HOME: home,
				HF_HUB_DISABLE_TELEMETRY: "1",
				HF_HUB_DISABLE_XET: "1",
				HF_ENDPOINT: hub.url,
			},
			maxBuffer: 1 << 24,
		},
	);
	const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
	expect(found.download).toBe(sha256(big));
	expect(found.snapshot).toEqual({
		"weights/model.safetensors": sha256(big),
		"tokenizer.bin": sha256(small),
		"config.json": sha256(Buffer.from('{"model_type": "gpt2"}\n')),
	});
	// Large files are cached under their sha256, as the Hub names them (the ETag on the redirect).
	expect(found.cache_blobs).toContain(sha256(big));
	expect(found.cache_blobs).toContain(sha256(small));
	// The bytes went to the bucket, not through the hub.
	expect(await hub.blobs.size(sha256(big))).toBe(big.length);
	expect(hub.blobs.location).toMatch(/^s3:\/\//);
}, 300_000);

it("@huggingface/hub uploads (without verify) and downloads by redirect", async () => {
	const repo = "dev/js-s3";
	const big = randomBytes(11 * MiB + 3);
	const small = randomBytes(2000);
	const credentials = { accessToken: token };
	await createRepo({ repo, hubUrl: hub.url, credentials });
	await uploadFiles({
		repo,
		hubUrl: hub.url,
		credentials,
		files: [
			{ path: "model.bin", content: new Blob([big]) },
			{ path: "extra.bin", content: new Blob([small]) },
		],
	});
	const got = await downloadFile({ repo, path: "model.bin", hubUrl: hub.url, credentials });
	expect(sha256(Buffer.from(await (got as Blob).arrayBuffer()))).toBe(sha256(big));
	const folder = await snapshotDownload({ repo, hubUrl: hub.url, credentials, cacheDir: join(work, "js-cache") });
	expect(sha256(readFileSync(join(folder, "extra.bin")))).toBe(sha256(small));
	expect(sha256(readFileSync(join(folder, "model.bin")))).toBe(sha256(big));
}, 300_000);

it("curl -L downloads by redirect and resumes a cut download with -C -", async () => {
	const url = `${hub.url}/dev/py-s3/resolve/main/weights/model.safetensors`;
	const out = join(work, "curl.bin");
	await run("curl", ["-sSfL", "-o", out, url]);
	const whole = readFileSync(out);
	truncateSync(out, 3 * MiB + 17);
	await run("curl", ["-sSfL", "-C", "-", "-o", out, url]);
	expect(sha256(readFileSync(out))).toBe(sha256(whole));
	const { stdout } = await run("curl", ["-sSI", url]);
	expect(stdout).toMatch(/^HTTP\/1\.1 302/);
	expect(stdout).toMatch(/x-linked-size: 12582917/i);
}, 120_000);

it("with --proxy-files the same clients go through the hub: uploads in parts into the bucket, downloads proxied", async () => {
	const proxied = await startHubServer({
		blobs: blobStoreAt(s3.env.MODELHUB_BLOBS as string, s3.env),
		limits: { lfsPartSize: 5 * MiB },
		proxyFiles: true,
	});
	try {
		await proxied.store.accounts.createUser({ name: "dev", password: "dev's password" });
		const credentials = {
			accessToken: (await proxied.store.tokens.create({ owner: "dev", name: "w", role: "write" })).token,
		};
		const repo = "dev/proxied";
		const big = randomBytes(11 * MiB + 1);
		await createRepo({ repo, hubUrl: proxied.url, credentials });
		await uploadFiles({
			repo,
			hubUrl: proxied.url,
			credentials,
			files: [{ path: "model.bin", content: new Blob([big]) }],
		});
		const url = `${proxied.url}/${repo}/resolve/main/model.bin`;
		const res = await fetch(url, {
			redirect: "manual",
			headers: { Authorization: `Bearer ${credentials.accessToken}` },
		});
		expect(res.status).toBe(200);
		expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(big));
		const ranged = await fetch(url, {
			headers: { Range: "bytes=100-199", Authorization: `Bearer ${credentials.accessToken}` },
		});
		expect(ranged.status).toBe(206);
		expect(Buffer.from(await ranged.arrayBuffer()).equals(big.subarray(100, 200))).toBe(true);
		expect(await proxied.blobs.size(sha256(big))).toBe(big.length);
	} finally {
		await proxied.close();
	}
}, 120_000);
