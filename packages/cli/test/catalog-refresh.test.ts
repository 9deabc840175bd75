import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script without types, run by node
import { refresh } from "../../catalog/scripts/refresh.mjs";

const MODELS = fileURLToPath(new URL("../../catalog/models/", import.meta.url));

// A Hub-compatible API that knows one of the two models asked for.
const API: Record<string, unknown> = {
	"/api/models/google-bert/bert-base-uncased?blobs=true": {
		_id: "621ffdc036468d709f174338",
		id: "google-bert/bert-base-uncased",
		downloads: 123,
		likes: 45,
		createdAt: "2022-03-02T23:29:04.000Z",
		lastModified: "2024-02-19T11:06:12.000Z",
		gated: false,
		tags: ["transformers", "fill-mask", "en", "license:apache-2.0"],
		cardData: { license: "apache-2.0", language: "en", widget: [{ text: "long prose" }], "model-index": [] },
		safetensors: { parameters: { F32: 110106428 }, total: 110106428 },
		siblings: [{ rfilename: "config.json", size: 570, blobId: "x" }],
		spaces: ["a/b"],
	},
};

let server: Server;
let base = "";
let dir = "";
beforeAll(async () => {
	server = createServer((req, res) => {
		const body = API[req.url ?? ""];
		res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
		res.end(JSON.stringify(body ?? { error: "Repository not found" }));
	});
	await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	dir = mkdtempSync(join(tmpdir(), "modelhub-refresh-"));
	cpSync(MODELS, dir, { recursive: true });
});
afterAll(async () => {
	await new Promise((r) => server.close(r));
	rmSync(dir, { recursive: true, force: true });
});

describe("the catalogue refresh script", () => {
	it("takes a model's public facts from a Hub-compatible API and keeps the rest", async () => {
		const logged: string[] = [];
		const only = ["google-bert/bert-base-uncased", "openai-community/gpt2"];
		const counts = await refresh({ from: `${base}/`, only, dir, log: (t: string) => logged.push(t) });
		expect(counts).toEqual({ updated: 1, unchanged: 0, missing: 1, failed: 0 });
		expect(logged).toEqual([`openai-community/gpt2: not on ${base} (kept as it is)\n`]);
		const before = JSON.parse(readFileSync(join(MODELS, "google-bert/bert-base-uncased.json"), "utf8"));
		const after = JSON.parse(readFileSync(join(dir, "google-bert/bert-base-uncased.json"), "utf8"));
		expect(after).toMatchObject({
			downloads: 123,
			likes: 45,
			createdAt: "2022-03-02T23:29:04.000Z",
			safetensors: { total: 110106428 },
			siblings: [{ rfilename: "config.json", size: 570 }],
		});
		// Metadata, not prose: no widget texts or evaluation tables; no API-only fields.
		expect(after.cardData).toEqual({ ...before.cardData, license: "apache-2.0", language: "en" });
		for (const key of ["_id", "spaces"]) expect(after).not.toHaveProperty(key);
		expect(after.library_name).toBe(before.library_name);
		// The other record is unchanged on disk.
		expect(readFileSync(join(dir, "openai-community/gpt2.json"), "utf8")).toBe(
			readFileSync(join(MODELS, "openai-community/gpt2.json"), "utf8"),
		);
	});

	it("a second run against the same answers changes nothing", async () => {
		const counts = await refresh({ from: base, only: ["google-bert/bert-base-uncased"], dir, log: () => {} });
		expect(counts).toMatchObject({ updated: 0, unchanged: 1 });
	});
});
