// The Hub's JS client reads a repository from Modelhub with `hubUrl`: listModels, modelInfo, listFiles,
// fileDownloadInfo, downloadFile and snapshotDownload (byte for byte in the client's own cache layout, at main and at
// an older commit), plus a download cut off halfway and resumed with `curl -C -`.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { downloadFile, fileDownloadInfo, listFiles, listModels, modelInfo, snapshotDownload } from "@huggingface/hub";
import { gitBlobId, isLfs } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gguf, safetensors } from "../../packages/store/test/helpers/repos.js";
import { type TwoRevisions, twoRevisions } from "./helpers/repos.js";

const run = promisify(execFile);
const ID = "acme/mixed";
/** A 3 MB file with no repeating runs, for the resume test. */
const bigBytes = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 7 + (i >> 10)) % 251));

let t: TwoRevisions;
let cache: string;

beforeAll(async () => {
	cache = mkdtempSync(join(tmpdir(), "modelhub-js-cache-"));
	t = await twoRevisions(
		ID,
		(_dir, repos) => {
			repos.write(ID, {
				"README.md": "---\nlibrary_name: transformers\n---\n# Mixed\n",
				"config.json": '{"model_type":"llama","architectures":["LlamaForCausalLM"]}',
				"model.safetensors": safetensors({ w: { dtype: "F16", shape: [256] } }),
				"gguf/tiny-Q8_0.gguf": gguf(),
				"onnx/deep/model.onnx": "onnx bytes",
				"big.dat": bigBytes,
			});
		},
		(repos) => repos.write(ID, { "config.json": '{"model_type":"llama","architectures":["LlamaForCausalLM"],"v":2}' }),
	);
}, 300_000);
afterAll(async () => {
	await t?.cleanup();
	rmSync(cache, { recursive: true, force: true });
});

function files(dir: string): Map<string, Buffer> {
	const out = new Map<string, Buffer>();
	for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
		const p = join(dir, f);
		if (statSync(p).isFile()) out.set(relative(dir, p).split("\\").join("/"), readFileSync(p));
	}
	return out;
}

const digests = (dir: string) =>
	Object.fromEntries([...files(dir)].map(([p, b]) => [p, createHash("sha256").update(b).digest("hex")]));

/** The name the Hub's cache layout gives a file's blob. */
const blobName = (path: string, bytes: Buffer) =>
	isLfs(path, bytes.length) ? createHash("sha256").update(bytes).digest("hex") : gitBlobId(bytes);

describe("@huggingface/hub with hubUrl", () => {
	it("lists and describes the model at both revisions", async () => {
		const hubUrl = t.hub.url;
		const ids: string[] = [];
		for await (const m of listModels({ search: { owner: "acme" }, hubUrl, limit: 10 })) ids.push(m.name);
		expect(ids).toContain(ID);
		const info = await modelInfo({ name: ID, hubUrl, additionalFields: ["sha"] });
		expect(info.sha).toBe(t.main);
		const old = await modelInfo({ name: ID, hubUrl, revision: t.first, additionalFields: ["sha"] });
		expect(old.sha).toBe(t.first);
		const listed: string[] = [];
		for await (const f of listFiles({ repo: ID, hubUrl, recursive: true })) if (f.type === "file") listed.push(f.path);
		expect(listed.sort()).toEqual([...files(t.mainDir).keys()].sort());
	});

	it("fileDownloadInfo and downloadFile give the size, the ETag and the bytes; missing files are null", async () => {
		const hubUrl = t.hub.url;
		const weights = readFileSync(join(t.mainDir, "model.safetensors"));
		const info = await fileDownloadInfo({ repo: ID, path: "model.safetensors", hubUrl });
		expect(info).toMatchObject({ size: weights.length, etag: `"${blobName("model.safetensors", weights)}"` });
		const blob = await downloadFile({ repo: ID, path: "gguf/tiny-Q8_0.gguf", hubUrl, revision: t.first });
		expect(Buffer.from(await (blob as Blob).arrayBuffer())).toEqual(
			readFileSync(join(t.firstDir, "gguf/tiny-Q8_0.gguf")),
		);
		expect(await fileDownloadInfo({ repo: ID, path: "nope.bin", hubUrl })).toBeNull();
		expect(await downloadFile({ repo: ID, path: "nope.bin", hubUrl })).toBeNull();
	});

	it("snapshotDownload reproduces both revisions byte for byte in the Hub's cache layout", async () => {
		for (const [rev, dir, sha] of [
			["main", t.mainDir, t.main],
			[t.first, t.firstDir, t.first],
		] as const) {
			const folder = await snapshotDownload({ repo: ID, revision: rev, cacheDir: cache, hubUrl: t.hub.url });
			expect(folder).toBe(join(cache, "models--acme--mixed", "snapshots", sha));
			// Compared by digest: a deep comparison of megabyte buffers takes the test runner tens of seconds.
			expect(digests(folder)).toEqual(digests(dir));
			// Each snapshot file is a link to its blob, named as the Hub's cache names it.
			for (const [path, bytes] of files(dir))
				expect(readlinkSync(join(folder, path)).split("/").pop(), path).toBe(blobName(path, bytes));
		}
		expect(readFileSync(join(cache, "models--acme--mixed", "refs", "main"), "utf8")).toBe(t.main);
	});
});

describe("curl", () => {
	it("resumes a download cut off halfway with -C - to a byte-identical file", async () => {
		const out = join(cache, "big.dat");
		const url = `${t.hub.url}/${ID}/resolve/main/big.dat`;
		// A download cut off after its first megabyte or so leaves part of the file.
		await new Promise<void>((resolve, reject) => {
			get(url, (res) => {
				const file = createWriteStream(out);
				let got = 0;
				res.on("data", (chunk: Buffer) => {
					if (got >= 1_000_000) return;
					file.write(chunk);
					got += chunk.length;
					if (got >= 1_000_000) {
						res.destroy();
						file.end(() => resolve());
					}
				});
			}).on("error", reject);
		});
		const partial = statSync(out).size;
		expect(partial).toBeGreaterThan(0);
		expect(partial).toBeLessThan(bigBytes.length);
		await run("curl", ["-s", "-f", "-L", "-C", "-", "-o", out, url]);
		expect(readFileSync(out).equals(bigBytes)).toBe(true);
	});
});
