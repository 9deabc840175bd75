import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "@modelhub/server";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let dir: string;
let store: Store;
let server: Server;
let base: string;

const rec = (id: string, extra: Record<string, unknown> = {}) => ({ id, author: id.split("/")[0], tags: [], ...extra });

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-api-"));
	store = await openStore({ dir: join(dir, "db"), seed: false });
	const records = [
		rec("meta-llama/Llama-3.1-8B-Instruct", {
			pipeline_tag: "text-generation",
			library_name: "transformers",
			tags: ["transformers", "conversational"],
			downloads: 500,
			likes: 30,
			config: { model_type: "llama" },
			siblings: [{ rfilename: "config.json" }],
			sha: "a".repeat(40),
		}),
		...Array.from({ length: 25 }, (_, i) =>
			rec(`org/model-${String(i).padStart(2, "0")}`, { downloads: i, pipeline_tag: "fill-mask", tags: ["bert"] }),
		),
	];
	await store.writer.upsert(records.map((record) => ({ record })));
	await store.writer.refreshFacets();
	server = await startServer({ dir: mkdtempSync(join(dir, "site-")), port: 0, host: "127.0.0.1", store });
	base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
	await new Promise<void>((ok) => server?.close(() => ok()));
	await store?.close();
	rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

describe("/api/models", () => {
	it("lists in the Hub's short shape, most downloaded first, with the next page in an absolute Link", async () => {
		const res = await get("/api/models?limit=10");
		expect(res.status).toBe(200);
		expect(res.headers.get("content-type")).toMatch(/^application\/json/);
		const body = (await res.json()) as Record<string, unknown>[];
		expect(body).toHaveLength(10);
		expect(body[0]).toMatchObject({
			id: "meta-llama/Llama-3.1-8B-Instruct",
			pipeline_tag: "text-generation",
			library_name: "transformers",
			downloads: 500,
			likes: 30,
			private: false,
		});
		expect(body[0]?._id).toMatch(/^[0-9a-f]{24}$/);
		expect(body[0]).not.toHaveProperty("config");
		const link = res.headers.get("link") ?? "";
		expect(link).toMatch(new RegExp(`^<${base}/api/models\\?limit=10&cursor=[A-Za-z0-9_-]+>; rel="next"$`));
	});

	it("pages through every model exactly once by following Link", async () => {
		const seen: string[] = [];
		let next: string | undefined = `${base}/api/models?limit=7&sort=likes&direction=1`;
		while (next) {
			const res: Response = await fetch(next);
			seen.push(...((await res.json()) as { id: string }[]).map((m) => m.id));
			next = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
		}
		expect(seen).toHaveLength(26);
		expect(new Set(seen).size).toBe(26);
	});

	it("filters by search, author, pipeline_tag, library and repeated filter tags", async () => {
		const ids = async (q: string) =>
			((await (await get(`/api/models?${q}`)).json()) as { id: string }[]).map((m) => m.id);
		expect(await ids("search=llama%203.1")).toEqual(["meta-llama/Llama-3.1-8B-Instruct"]);
		expect(await ids("author=meta-llama")).toEqual(["meta-llama/Llama-3.1-8B-Instruct"]);
		expect(await ids("pipeline_tag=fill-mask&limit=3")).toEqual(["org/model-24", "org/model-23", "org/model-22"]);
		expect(await ids("library=transformers&filter=conversational&filter=transformers")).toHaveLength(1);
		expect(await ids("filter=bert,conversational")).toEqual([]);
	});

	it("returns whole records with full=true, config with config=true, and only the expanded fields with expand", async () => {
		const full = (await (await get("/api/models?search=llama&full=true")).json()) as Record<string, unknown>[];
		expect(full[0]).toMatchObject({ siblings: [{ rfilename: "config.json" }], sha: "a".repeat(40) });
		expect(full[0]).not.toHaveProperty("config");
		const withConfig = (await (await get("/api/models?search=llama&config=true")).json()) as Record<string, unknown>[];
		expect(withConfig[0]?.config).toEqual({ model_type: "llama" });
		const expanded = (await (await get("/api/models?search=llama&expand[]=downloads&expand[]=sha")).json()) as object[];
		expect(Object.keys(expanded[0] ?? {}).sort()).toEqual(["_id", "downloads", "id", "sha"]);
	});

	it("answers malformed parameters 400 naming the parameter, without internals", async () => {
		for (const [q, name] of [
			["limit=abc", "limit"],
			["limit=-1", "limit"],
			["sort=size", "sort"],
			["sort=constructor", "sort"],
			["direction=up", "direction"],
			["cursor=%27%3B--", "cursor"],
			["full=maybe", "full"],
		]) {
			const res = await get(`/api/models?${q}`);
			expect(res.status, q).toBe(400);
			const body = (await res.json()) as { error: string };
			expect(body.error).toContain(name);
			expect(body.error).not.toMatch(/SELECT|syntax|at .*:\d+/);
		}
	});

	it("takes the Hub's older order names as the orders they stand for", async () => {
		for (const [older, field] of [
			["trending", "trendingScore"],
			["modified", "lastModified"],
			["created", "createdAt"],
		]) {
			const byOlder = await (await get(`/api/models?sort=${older}&limit=5`)).text();
			expect(byOlder).toBe(await (await get(`/api/models?sort=${field}&limit=5`)).text());
			expect(byOlder).not.toBe(await (await get("/api/models?sort=downloads&limit=5")).text());
		}
	});

	it("caps limit at 1000", async () => {
		const res = await get("/api/models?limit=100000");
		expect(res.status).toBe(200);
		expect(((await res.json()) as unknown[]).length).toBe(26);
	});
});

describe("/api/models/{owner}/{name}", () => {
	it("returns the whole record with _id", async () => {
		const res = await get("/api/models/meta-llama/Llama-3.1-8B-Instruct");
		expect(res.status).toBe(200);
		const body = (await res.json()) as Record<string, unknown>;
		expect(body).toMatchObject({ id: "meta-llama/Llama-3.1-8B-Instruct", config: { model_type: "llama" } });
		expect(body._id).toMatch(/^[0-9a-f]{24}$/);
	});

	it("answers an unknown id 404 with RepoNotFound and a JSON error", async () => {
		for (const path of ["/api/models/nobody/nothing", "/api/models/%00/x", "/api/models/..%2F../etc"]) {
			const res = await get(path);
			expect(res.status, path).toBe(404);
			expect(res.headers.get("x-error-code")).toBe("RepoNotFound");
			expect(((await res.json()) as { error: string }).error).toMatch(/^Repository not found/);
		}
	});

	it("answers other methods 405 and unknown API routes 404, both in JSON", async () => {
		const post = await get("/api/models", { method: "POST", body: "{}" });
		expect(post.status).toBe(405);
		expect(post.headers.get("allow")).toBe("GET, HEAD");
		const unknown = await get("/api/nothing-here");
		expect(unknown.status).toBe(404);
		expect(((await unknown.json()) as { error: string }).error).toContain("/api/nothing-here");
	});

	it("answers 503 without internals when the store is gone, and keeps serving", async () => {
		const other = await openStore({ dir: join(dir, "gone"), seed: false });
		const s = await startServer({ dir: mkdtempSync(join(dir, "site-")), port: 0, host: "127.0.0.1", store: other });
		await other.close();
		const url = `http://127.0.0.1:${(s.address() as { port: number }).port}/api/models`;
		const res = await fetch(url);
		expect(res.status).toBe(503);
		// With the request's id, which the error log's line names too.
		expect(((await res.json()) as { error: string }).error).toBe(
			`the model catalogue is unavailable right now; try again shortly (request id ${res.headers.get("x-request-id")})`,
		);
		expect((await fetch(url)).status).toBe(503);
		await new Promise<void>((ok) => s.close(() => ok()));
	});
});
