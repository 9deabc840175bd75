// A model whose repository was imported with its files: the page links each file to its download on this hub, and
// the snippets point the Hub's clients at this hub (HF_ENDPOINT / hubUrl) with the address the page was asked for.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CatalogStore, openStore } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServer } from "../../../packages/cli/src/server.js";
import { SITE_DIR } from "./browser.js";

const CLI = fileURLToPath(new URL("../../../packages/cli/bin/modelhub.js", import.meta.url));
let dir: string;
let store: CatalogStore;
let server: Server;
let base: string;
const CONFIG = JSON.stringify({ architectures: ["BertForMaskedLM"], model_type: "bert" });

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-hosted-"));
	const repo = join(dir, "repos", "acme", "tiny-bert");
	mkdirSync(join(repo, "sub dir"), { recursive: true });
	writeFileSync(join(repo, "README.md"), "---\nlibrary_name: transformers\npipeline_tag: fill-mask\n---\n# Tiny\n");
	writeFileSync(join(repo, "config.json"), CONFIG);
	writeFileSync(join(repo, "sub dir", "notes #1.txt"), "hello");
	writeFileSync(join(repo, "tokenizer.model"), Buffer.from([0, 1, 2, 255]));
	execFileSync(process.execPath, [CLI, "import", join(dir, "repos"), "--db", join(dir, "db")], { stdio: "pipe" });
	store = await openStore({ dir: join(dir, "db"), seed: false });
	await store.upsert([
		{
			record: {
				id: "acme/record-only",
				library_name: "transformers",
				pipeline_tag: "fill-mask",
				transformersInfo: { auto_model: "AutoModelForMaskedLM", pipeline_tag: "fill-mask" },
			},
		},
	]);
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	if (server) await stopServer(server);
	await store?.close();
	rmSync(dir, { recursive: true, force: true });
});

describe("a model whose files this hub holds", () => {
	it("links each file to its download, and the link downloads the bytes", async () => {
		const html = await (await fetch(`${base}/acme/tiny-bert`)).text();
		expect(html).toContain('href="/acme/tiny-bert/resolve/main/config.json"');
		expect(html).toContain('href="/acme/tiny-bert/resolve/main/sub%20dir/notes%20%231.txt"');
		const file = await fetch(`${base}/acme/tiny-bert/resolve/main/sub%20dir/notes%20%231.txt`);
		expect(await file.text()).toBe("hello");
		expect(await (await fetch(`${base}/acme/tiny-bert/resolve/main/config.json`)).text()).toBe(CONFIG);
	});

	it("lets the browser show JSON and text files in place and saves the rest", async () => {
		const html = await (await fetch(`${base}/acme/tiny-bert`)).text();
		const link = (path: string) => html.match(new RegExp(`<a href="/acme/tiny-bert/resolve/main/${path}"[^>]*>`))?.[0];
		expect(link("config.json")).toBe('<a href="/acme/tiny-bert/resolve/main/config.json">');
		expect(link("README.md")).toBe('<a href="/acme/tiny-bert/resolve/main/README.md">');
		expect(link("tokenizer.model")).toBe('<a href="/acme/tiny-bert/resolve/main/tokenizer.model" download="">');
		const shown = await fetch(`${base}/acme/tiny-bert/resolve/main/README.md`);
		expect(shown.headers.get("content-type")).toBe("text/plain; charset=utf-8");
		expect(shown.headers.get("x-content-type-options")).toBe("nosniff");
		expect(shown.headers.get("content-disposition")).toBeNull();
		// A Hub link to the file's page, with its host changed, lands on the same file.
		const page = await fetch(`${base}/acme/tiny-bert/blob/main/config.json`);
		expect(page.url).toBe(`${base}/acme/tiny-bert/resolve/main/config.json`);
		expect(await page.text()).toBe(CONFIG);
	});

	it("writes snippets that point the clients at this hub", async () => {
		const html = await (await fetch(`${base}/acme/tiny-bert`)).text();
		expect(html).toContain("HF_ENDPOINT");
		expect(html).toContain(base);
	});

	it("leaves models known only by their record with today's snippets", async () => {
		const res = await fetch(`${base}/acme/record-only`);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain("pipeline(");
		expect(html.includes("HF_ENDPOINT") || html.includes("/resolve/main/")).toBe(false);
	});
});
