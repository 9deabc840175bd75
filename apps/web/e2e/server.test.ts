import { mkdtempSync, rmSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPipeline } from "@modelhub/core";
import { startServer, stopServer } from "@modelhub/server";
import { EVERYTHING, openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DIR } from "./browser";

let dbDir: string;
let store: Store;
let server: Server;
let base: string;
let down = false;
const log: string[] = [];

// A store that can be made unreachable: every method (its parts' too) rejects while `down` is set, as a lost
// database connection does.
function flaky<T extends object>(target: T): T {
	return new Proxy(target, {
		get(t, prop, receiver) {
			const value = Reflect.get(t, prop, receiver);
			// The store's parts (its SQL handle, catalogue, revisions…) fail with it.
			if (typeof value === "object" && value !== null) return flaky(value);
			if (typeof value !== "function") return value;
			return (...args: unknown[]) =>
				down
					? Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))
					: value.apply(t, args);
		},
	});
}

beforeAll(async () => {
	dbDir = mkdtempSync(join(tmpdir(), "modelhub-serve-"));
	store = await openStore({ dir: dbDir });
	server = await startServer({
		dir: SITE_DIR,
		port: 0,
		host: "127.0.0.1",
		store: flaky(store),
		log: (l) => log.push(l),
	});
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dbDir, { recursive: true, force: true });
});

/** A raw request, so paths reach the server exactly as written (fetch would normalise `..`). */
function raw(path: string, method = "GET"): Promise<number> {
	return new Promise((resolve, reject) => {
		const req = request(`${base}/`, { method, path }, (res) => {
			res.resume();
			resolve(res.statusCode ?? 0);
		});
		req.on("error", reject);
		req.end();
	});
}

describe("modelhub serve", () => {
	it("renders /libraries per request with each library's count of stored models", async () => {
		const counts = new Map(
			(await store.models.facets("library_name", EVERYTHING, { limit: 10_000 })).map((f) => [f.value, f.count]),
		);
		const transformers = counts.get("transformers") ?? 0;
		expect(transformers).toBeGreaterThan(1);
		const res = await fetch(`${base}/libraries`);
		expect(res.status).toBe(200);
		const html = await res.text();
		const shown = (key: string) =>
			new RegExp(`<a href="/models\\?library=${key}"[^>]*>(\\d+)</a>`).exec(html)?.[1] ?? "none";
		expect(shown("transformers")).toBe(String(transformers));
		// GGUF repositories count under llama.cpp's entry, as the store files them.
		expect(shown("llama-cpp-python")).toBe(String(counts.get("llama-cpp-python") ?? "none"));
	});

	it("renders a model page compressed, with security headers and a CSP that allows only its own scripts", async () => {
		const res = await fetch(`${base}/meta-llama/Llama-3.1-8B-Instruct`, { headers: { "accept-encoding": "br" } });
		expect(res.status).toBe(200);
		expect(res.headers.get("content-encoding")).toBe("br");
		expect(res.headers.get("x-content-type-options")).toBe("nosniff");
		expect(res.headers.get("x-frame-options")).toBe("DENY");
		expect(res.headers.get("referrer-policy")).toBeTruthy();
		const csp = res.headers.get("content-security-policy") ?? "";
		expect(csp).toContain("frame-ancestors 'none'");
		expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
		expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe");
		expect(await res.text()).toContain("meta-llama/Llama-3.1-8B-Instruct");
	});

	it("sends a Hub list URL (its parameter names, its sort names) on to the same list here", async () => {
		const res = await fetch(`${base}/models?search=bert&pipeline_tag=fill-mask&sort=trending&p=2`, {
			redirect: "manual",
		});
		expect(res.status).toBe(301);
		expect(res.headers.get("location")).toBe("/models?q=bert&task=fill-mask&sort=trendingScore");
		const list = await (await fetch(`${base}${res.headers.get("location")}`)).text();
		expect(list).toContain("google-bert/bert-base-uncased");
		expect(list).not.toContain("meta-llama/Llama-3.1-8B-Instruct");
		// Each row names its task as the task pages do (the server writes the name: the page ships no table of them).
		expect(list).toContain(`<td data-label="Task">${getPipeline("fill-mask")?.label}</td>`);
		expect(list).not.toContain('<td data-label="Task">fill-mask</td>');
	});

	it("answers the Hub's page of an owner (/{owner}) with its repositories, and 404s an owner with none", async () => {
		const res = await fetch(`${base}/meta-llama`, { redirect: "manual" });
		expect(res.status).toBe(200);
		expect(await res.text()).toContain('href="/meta-llama/Llama-3.1-8B-Instruct"');
		const list = await (await fetch(`${base}/models?author=meta-llama`)).text();
		expect(list).toContain("meta-llama/Llama-3.1-8B-Instruct");
		for (const path of ["/no-such-owner-here", "/bad%20owner", "/meta-llama/x/y/z"]) {
			const missing = await fetch(`${base}${path}`, { redirect: "manual" });
			expect([path, missing.status]).toEqual([path, 404]);
		}
	});

	it("revalidates HTML with its ETag (304) and caches hashed assets for a year", async () => {
		const first = await fetch(`${base}/models?q=bert`);
		const etag = first.headers.get("etag");
		expect(etag).toBeTruthy();
		expect(first.headers.get("cache-control")).toBe("no-cache");
		const again = await fetch(`${base}/models?q=bert`, { headers: { "if-none-match": etag ?? "" } });
		expect(again.status).toBe(304);
		const asset = (await first.text()).match(/\/assets\/[\w-]+\.js/)?.[0];
		expect(asset).toBeTruthy();
		const a = await fetch(base + asset);
		expect(a.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
		const prerendered = await fetch(`${base}/tasks`);
		const tag = prerendered.headers.get("etag") ?? "";
		expect((await fetch(`${base}/tasks`, { headers: { "if-none-match": tag } })).status).toBe(304);
	});

	it("answers 405 to methods pages do not take, 404 to path traversal in four encodings, 431 to a 70 kB URL", async () => {
		const post = await fetch(`${base}/`, { method: "POST", body: "x" });
		expect(post.status).toBe(405);
		expect(post.headers.get("allow")).toBe("GET, HEAD");
		for (const path of [
			"/../../etc/passwd",
			"/..%2f..%2fetc%2fpasswd",
			"/%2e%2e/%2e%2e/etc/passwd",
			"/..%252f..%252fetc%252fpasswd",
		])
			expect(await raw(path), path).toBe(404);
		expect(await raw(`/${"a".repeat(70_000)}`)).toBe(431);
	});

	it("renders a model page again when an import changes its record (the render cache is keyed by its digest)", async () => {
		const path = "/openai-community/gpt2";
		const before = await (await fetch(base + path)).text();
		expect(await (await fetch(base + path)).text()).toBe(before);
		const stored = await store.models.get("openai-community/gpt2");
		if (!stored) throw new Error("the shipped catalogue has no openai-community/gpt2");
		await store.writer.upsert([{ record: stored.record, card: "# Re-imported card\n\nFresh text." }]);
		const after = await (await fetch(base + path)).text();
		expect(after).toContain("Fresh text.");
		expect(before).not.toContain("Fresh text.");
	});

	it("logs one line per request", async () => {
		const before = log.length;
		await fetch(`${base}/tasks`);
		await new Promise((r) => setTimeout(r, 50));
		expect(log.slice(before)).toEqual([expect.stringMatching(/^GET \/tasks 200 [\d.]+ms [0-9a-f-]{36}$/)]);
	});

	it("answers 503 while the store is unreachable and recovers when it comes back", async () => {
		down = true;
		try {
			const res = await fetch(`${base}/meta-llama/Llama-3.1-8B-Instruct`);
			expect(res.status).toBe(503);
			expect(await res.text()).toContain("The model catalogue is unavailable");
			expect((await fetch(`${base}/models`)).status).toBe(503);
			expect((await fetch(`${base}/api/models`)).status).toBe(503);
			// Prerendered pages do not need the store.
			expect((await fetch(`${base}/tasks`)).status).toBe(200);
		} finally {
			down = false;
		}
		expect((await fetch(`${base}/meta-llama/Llama-3.1-8B-Instruct`)).status).toBe(200);
	});

	it("finishes a request in flight when stopped", async () => {
		const other = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store });
		const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/models?q=llama`;
		const pending = fetch(url);
		await new Promise((r) => setTimeout(r, 5));
		const stopped = stopServer(other, 5000);
		expect((await pending).status).toBe(200);
		await stopped;
		await expect(fetch(url)).rejects.toThrow();
	});
});
