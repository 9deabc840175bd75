// A model whose repository was imported with its files: the page links each file to its download on this hub, and
// the snippets point the Hub's clients at this hub (HF_ENDPOINT / hubUrl) with the address the page was asked for.
// Such a model, and one made through the API, is published here: its page writes no call to the inference service.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, stopServer } from "@modelhub/server";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DIR } from "./browser.js";

const CLI = fileURLToPath(new URL("../../../packages/cli/bin/modelhub.js", import.meta.url));
let dir: string;
let store: Store;
let server: Server;
let base: string;
const HOSTILE = "# Notes\n<script>alert(1)</script> & 'quotes' \"too\"\n";
const CONFIG = JSON.stringify({ architectures: ["BertForMaskedLM"], model_type: "bert" });

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-hosted-"));
	const repo = join(dir, "repos", "acme", "tiny-bert");
	mkdirSync(join(repo, "sub dir"), { recursive: true });
	writeFileSync(join(repo, "README.md"), "---\nlibrary_name: transformers\npipeline_tag: fill-mask\n---\n# Tiny\n");
	writeFileSync(join(repo, "config.json"), CONFIG);
	writeFileSync(join(repo, "sub dir", "notes #1.txt"), "hello");
	writeFileSync(join(repo, "tokenizer.model"), Buffer.from([0, 1, 2, 255]));
	writeFileSync(join(repo, "hostile.md"), HOSTILE);
	writeFileSync(join(repo, "latin1.txt"), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
	writeFileSync(join(repo, "big.txt"), "x".repeat(300_000));
	execFileSync(process.execPath, [CLI, "import", join(dir, "repos"), "--db", join(dir, "db")], { stdio: "pipe" });
	store = await openStore({ dir: join(dir, "db"), seed: false });
	await store.writer.upsert([
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
	it("links files a browser shows to their page and the rest to their download", async () => {
		const html = await (await fetch(`${base}/acme/tiny-bert`)).text();
		const link = (path: string) => html.match(new RegExp(`<a href="/acme/tiny-bert/\\w+/main/${path}"[^>]*>`))?.[0];
		expect(link("config.json")).toBe('<a href="/acme/tiny-bert/blob/main/config.json">');
		expect(link("README.md")).toBe('<a href="/acme/tiny-bert/blob/main/README.md">');
		expect(link("sub%20dir/notes%20%231.txt")).toBe('<a href="/acme/tiny-bert/blob/main/sub%20dir/notes%20%231.txt">');
		expect(link("tokenizer.model")).toBe('<a href="/acme/tiny-bert/resolve/main/tokenizer.model" download="">');
		const file = await fetch(`${base}/acme/tiny-bert/resolve/main/sub%20dir/notes%20%231.txt`);
		expect(await file.text()).toBe("hello");
		const shown = await fetch(`${base}/acme/tiny-bert/resolve/main/README.md`);
		expect(shown.headers.get("content-type")).toBe("text/plain; charset=utf-8");
		expect(shown.headers.get("x-content-type-options")).toBe("nosniff");
	});

	it("shows a file on its page, highlighted, with its raw bytes a link away", async () => {
		const res = await fetch(`${base}/acme/tiny-bert/blob/main/config.json`);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain("<h1>config.json</h1>");
		expect(html).toContain('<span class="hljs-attr">&quot;model_type&quot;</span>');
		expect(html).toContain('href="/acme/tiny-bert/resolve/main/config.json"');
		expect(html).toContain('href="/acme/tiny-bert"');
		expect(html).toContain('href="/acme/tiny-bert/tree/main"');
		const notes = await (await fetch(`${base}/acme/tiny-bert/blob/main/sub%20dir/notes%20%231.txt`)).text();
		expect(notes).toContain("<h1>sub dir/notes #1.txt</h1>");
		expect(notes).toMatch(/<code>hello<\/code>/);
		// Text a browser would run is shown as text, never as markup: the highlighted block's text is the file's.
		const hostile = await (await fetch(`${base}/acme/tiny-bert/blob/main/hostile.md`)).text();
		expect(hostile).not.toContain("<script>alert(1)");
		const block = /<pre class="hljs"[^>]*><code>(.*?)<\/code><\/pre>/s.exec(hostile)?.[1] ?? "";
		const shownText = block
			.replace(/<[^>]+>/g, "")
			.replace(/&(lt|gt|quot|#x27|#39|amp);/g, (_m, e: string) =>
				e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : e === "amp" ? "&" : "'",
			);
		expect(shownText).toBe(HOSTILE);
		// Bytes that are not UTF-8 text, and a file too large to show, are offered for download instead.
		expect(await (await fetch(`${base}/acme/tiny-bert/blob/main/latin1.txt`)).text()).toContain("not UTF-8 text");
		expect(await (await fetch(`${base}/acme/tiny-bert/blob/main/big.txt`)).text()).toContain("too large to show");
	});

	it("sends a file page of weights to its folder's page, and 404s a file or revision it lacks", async () => {
		const weights = await fetch(`${base}/acme/tiny-bert/blob/main/tokenizer.model`, { redirect: "manual" });
		expect(weights.status).toBe(302);
		expect(weights.headers.get("location")).toBe("/acme/tiny-bert/tree/main");
		for (const path of [
			"/acme/tiny-bert/blob/main/nope.json",
			"/acme/tiny-bert/blob/v9/config.json",
			"/acme/none/blob/main/a.md",
		]) {
			const missing = await fetch(`${base}${path}`);
			expect([path, missing.status]).toEqual([path, 404]);
			expect(await missing.text()).toContain("</html>");
		}
		expect((await fetch(`${base}/acme/tiny-bert/blob/main/%2e%2e/config.json`)).status).toBe(400);
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

describe("the inference service and this hub's token", () => {
	/** The hub's token variable read the way a snippet would read it, in any language (as the page escapes it). */
	const READS_HUB_TOKEN = /\$\{?HF_TOKEN\b|environ\[\W*HF_TOKEN\b|env\.HF_TOKEN\b/;

	it("shows no inference-service call for a model published here through the API, and says why", async () => {
		await store.accounts.createUser({ name: "alice", password: "alice's password" });
		const { token } = await store.tokens.create({ owner: "alice", name: "laptop", role: "write" });
		const auth = { Authorization: `Bearer ${token}` };
		const created = await fetch(`${base}/api/repos/create`, {
			method: "POST",
			headers: { ...auth, "Content-Type": "application/json" },
			body: JSON.stringify({ name: "sorter", organization: "alice", type: "model" }),
		});
		expect(created.status).toBe(200);
		const lines = [
			{ key: "header", value: { summary: "a classifier" } },
			...Object.entries({
				"README.md": "---\nlibrary_name: transformers\npipeline_tag: text-classification\n---\n# Sorter\n",
				"config.json": JSON.stringify({ model_type: "bert", architectures: ["BertForSequenceClassification"] }),
			}).map(([path, text]) => ({
				key: "file",
				value: { path, encoding: "base64", content: Buffer.from(text).toString("base64") },
			})),
		];
		const commit = await fetch(`${base}/api/models/alice/sorter/commit/main`, {
			method: "POST",
			headers: { ...auth, "Content-Type": "application/x-ndjson" },
			body: lines.map((l) => JSON.stringify(l)).join("\n"),
		});
		expect(commit.status).toBe(200);
		expect((await (await fetch(`${base}/api/models/alice/sorter`)).json()).pipeline_tag).toBe("text-classification");
		// Made through the API, and imported with its files: both published here, neither known to the service.
		for (const id of ["alice/sorter", "acme/tiny-bert"]) {
			const html = await (await fetch(`${base}/${id}`)).text();
			expect([id, html.includes("router.huggingface.co")]).toEqual([id, false]);
			expect([id, html.includes("This model is published on this hub only")]).toEqual([id, true]);
			expect([id, READS_HUB_TOKEN.exec(html)?.[0]]).toEqual([id, undefined]);
		}
	});

	it("gives a catalogue model the service's call with its own token variable, never the hub's", async () => {
		const html = await (await fetch(`${base}/acme/record-only`)).text();
		expect(html).toContain("https://router.huggingface.co/hf-inference/models/acme/record-only");
		expect(html).toContain("HF_INFERENCE_TOKEN");
		expect(READS_HUB_TOKEN.exec(html)?.[0]).toBeUndefined();
	});
});
