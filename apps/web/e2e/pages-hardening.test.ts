// Pages under hostile requests: a Host header cannot make a cached page tell later visitors another address; HEAD
// answers with GET's headers; a control character in a list parameter is a 400 naming it, in a model's address a 404.
import { mkdtempSync, rmSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopServer } from "@modelhub/server";
import { importEvents, openBlobStore, openStore, readFolder, repoFilesPreparer, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder } from "../../../packages/store/test/helpers/repos.js";
import { SITE_DIR } from "./browser";
import { longCard } from "./cards";

let dir: string;
let store: Store;
let server: Server;
let port: number;
const HOSTED = "acme/hosted";

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-pages-"));
	store = await openStore({ dir });
	// Any host is accepted here, so that caches keyed by the origin (not a refusal) are what keeps hosts apart.
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store, address: { allowedHosts: ["*"] } });
	port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
			let body = "";
			res.setEncoding("utf8");
			res.on("data", (c: string) => {
				body += c;
			});
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
		});
		req.on("error", reject);
		req.end();
	});
}

describe("the render cache", () => {
	it("never carries one request's Host to another visitor", async () => {
		const id = "openai-community/gpt2";
		const evil = await get(`/${id}`, { Host: "attacker.example" });
		expect(evil.status).toBe(200);
		for (let i = 0; i < 3; i++) {
			const page = await get(`/${id}`, { Host: `127.0.0.1:${port}` });
			expect(page.status).toBe(200);
			expect(page.body).not.toContain("attacker.example");
			const data = await get(`/${id}.data`, { Host: `127.0.0.1:${port}` });
			expect(data.body).not.toContain("attacker.example");
		}
	});

	it("keys a hosted model's page by the origin its snippets name", async () => {
		const repos = repoFolder();
		repos.write(HOSTED, {
			"README.md": "---\nlibrary_name: transformers\npipeline_tag: text-generation\n---\n# Hosted\n",
			"config.json": '{"model_type":"gpt2","architectures":["GPT2LMHeadModel"]}',
		});
		await importEvents(store, readFolder(repos.root), {
			prepare: repoFilesPreparer(store, openBlobStore(store.dataDir, {})),
		});
		repos.cleanup();
		const one = await get(`/${HOSTED}`, { Host: "one.example" });
		expect(one.body).toContain("http://one.example");
		const two = await get(`/${HOSTED}`, { Host: "two.example" });
		expect(two.body).toContain("http://two.example");
		expect(two.body).not.toContain("one.example");
	});
});

describe("HEAD on a rendered page", () => {
	it("answers with the GET's status, type, length, ETag and CSP, and no body", async () => {
		for (const path of ["/models", "/openai-community/gpt2", "/libraries"]) {
			const got = await get(path);
			const head = await get(path, {}, "HEAD");
			expect([path, head.status]).toEqual([path, got.status]);
			for (const h of ["content-type", "content-length", "etag", "content-security-policy"])
				expect([path, h, head.headers[h]]).toEqual([path, h, got.headers[h]]);
			expect(head.body).toBe("");
		}
	});
});

describe("control characters", () => {
	it("in a list parameter are a 400 naming it, in a model's address a 404", async () => {
		for (const name of ["author", "task", "library", "q", "tag"]) {
			const res = await get(`/models?${name}=a%00b`);
			expect([name, res.status]).toEqual([name, 400]);
			expect(res.body).toContain(`${name} holds a control character`);
		}
		expect((await get("/acme/x%00y")).status).toBe(404);
		expect((await get("/acme%00/x")).status).toBe(404);
	});
});

describe("a card of megabytes", () => {
	it("shows its beginning, says how long it is and links the whole README.md", async () => {
		const card = longCard(5_000_000);
		await store.writer.upsert([{ record: { id: "acme/huge-card", author: "acme", tags: [] }, card }]);
		const page = await get("/acme/huge-card");
		expect(page.status).toBe(200);
		expect(page.body).toContain("Section 1 of the card");
		expect(page.body).not.toContain("Section 5000 of the card");
		expect(page.body).toContain("The card is 5.0 MB, longer than a page shows");
		expect(page.body).toContain('href="https://huggingface.co/acme/huge-card/blob/main/README.md"');
		expect(page.body.length).toBeLessThan(2_000_000);
	});

	it("of a repository held here links the whole README.md file, which downloads whole", async () => {
		const card = longCard(1_500_000);
		const repos = repoFolder();
		repos.write("acme/hosted-long", { "README.md": card, "config.json": '{"model_type":"gpt2"}' });
		await importEvents(store, readFolder(repos.root), {
			prepare: repoFilesPreparer(store, openBlobStore(store.dataDir, {})),
		});
		repos.cleanup();
		const page = await get("/acme/hosted-long");
		expect(page.status).toBe(200);
		expect(page.body).toContain("The card is 1.5 MB, longer than a page shows");
		const href = /href="(\/acme\/hosted-long\/resolve\/main\/README\.md)"/.exec(page.body)?.[1];
		expect(href).toBeDefined();
		const file = await get(href ?? "");
		expect(file.status).toBe(200);
		expect(file.body).toBe(card);
	});
});
