// What a hostile or careless client can do to the API and file routes: control characters and malformed cursors are
// 400s naming the parameter (never a 503), `If-Range` and unknown range units follow RFC 9110, a limit past the
// largest page is served a page at a time and says so, JSON is compressed and validated, HEAD answers as GET does,
// another origin's script may read, and slow clients are cut off without slowing anyone else.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder, safetensors } from "../../store/test/helpers/repos.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const repos = repoFolder();
const BIG = Buffer.alloc(50_000, 7);
const CONFIG = '{"model_type":"gpt2"}';

beforeAll(async () => {
	hub = await startHubServer({ limits: { headersTimeout: 1_000 } });
	repos.write("acme/tiny", {
		"config.json": CONFIG,
		"model.safetensors": safetensors({ w: { dtype: "F32", shape: [10] } }),
		"big.dat": BIG,
	});
	await hub.importRepos(repos.root);
	await hub.store.writer.upsert(
		Array.from({ length: 30 }, (_, i) => ({ record: { id: `bulk/model-${i}`, tags: [], downloads: i } })),
	);
}, 120_000);
afterAll(async () => {
	await hub.close();
	repos.cleanup();
});

const get = (path: string, init?: RequestInit) => fetch(`${hub.url}${path}`, init);

describe("bad parameters", () => {
	it("answers a control character in any text parameter with a 400 naming it", async () => {
		for (const name of ["author", "search", "pipeline_tag", "library", "filter", "expand", "cursor"]) {
			const res = await get(`/api/models?${name}=a%00b`);
			expect([name, res.status]).toEqual([name, 400]);
			expect(((await res.json()) as { error: string }).error).toContain(name);
		}
	});

	it("answers a cursor holding a decimal or a huge number with a 400, not a 503", async () => {
		for (const value of [1.5, 1e300]) {
			const cursor = Buffer.from(JSON.stringify([value, 3])).toString("base64url");
			const res = await get(`/api/models?cursor=${cursor}`);
			expect([value, res.status]).toEqual([value, 400]);
			expect(((await res.json()) as { error: string }).error).toMatch(/cursor/);
		}
	});

	it("serves a limit past 1000 a page at a time, and says so", async () => {
		const res = await get("/api/models?limit=5000");
		expect(res.status).toBe(200);
		expect(res.headers.get("x-limit-clamped")).toMatch(/^1000 \(asked 5000\)/);
		expect((await get("/api/models?limit=1000")).headers.get("x-limit-clamped")).toBeNull();
	});
});

describe("ranges", () => {
	const path = "/acme/tiny/resolve/main/big.dat";
	const etag = async () => (await get(path, { method: "HEAD" })).headers.get("etag") as string;

	it("honours If-Range only for the file's current ETag; a stale one gets the whole file", async () => {
		const current = await get(path, { headers: { Range: "bytes=0-9", "If-Range": await etag() } });
		expect(current.status).toBe(206);
		expect((await current.arrayBuffer()).byteLength).toBe(10);
		for (const stale of [`"${"0".repeat(64)}"`, "Wed, 21 Oct 2015 07:28:00 GMT", `W/${await etag()}`]) {
			const res = await get(path, { headers: { Range: "bytes=0-9", "If-Range": stale } });
			expect([stale, res.status]).toEqual([stale, 200]);
			expect(Buffer.from(await res.arrayBuffer())).toEqual(BIG);
		}
	});

	it("ignores a range in a unit it does not know", async () => {
		const res = await get(path, { headers: { Range: "items=0-5" } });
		expect(res.status).toBe(200);
		expect(res.headers.get("content-range")).toBeNull();
		expect((await res.arrayBuffer()).byteLength).toBe(BIG.length);
	});
});

describe("JSON answers", () => {
	it("are compressed for a client that takes it, and revalidated by ETag", async () => {
		const res = await get("/api/models?limit=30&full=true", { headers: { "Accept-Encoding": "gzip" } });
		expect(res.status).toBe(200);
		expect(res.headers.get("content-encoding")).toBe("gzip");
		const etag = res.headers.get("etag");
		expect(etag).toMatch(/^"[\w-]+"$/);
		const again = await get("/api/models?limit=30&full=true", { headers: { "If-None-Match": etag as string } });
		expect(again.status).toBe(304);
	});

	it("answer HEAD with GET's headers and no body", async () => {
		const got = await get("/api/models/acme/tiny");
		const head = await get("/api/models/acme/tiny", { method: "HEAD" });
		for (const h of ["content-type", "content-length", "etag"])
			expect([h, head.headers.get(h)]).toEqual([h, got.headers.get(h)]);
		expect(await head.text()).toBe("");
	});
});

describe("another origin", () => {
	it("may read the API and download files, and is answered a preflight", async () => {
		const origin = { Origin: "https://elsewhere.example" };
		const list = await get("/api/models?limit=1", { headers: origin });
		expect(list.headers.get("access-control-allow-origin")).toBe("*");
		expect(list.headers.get("access-control-expose-headers")).toMatch(/Link/);
		const file = await get("/acme/tiny/resolve/main/config.json", { headers: origin });
		expect(file.headers.get("access-control-allow-origin")).toBe("*");
		expect(file.headers.get("access-control-expose-headers")).toMatch(/X-Repo-Commit/);
		const pre = await get("/api/models/acme/tiny/paths-info/main", {
			method: "OPTIONS",
			headers: {
				...origin,
				"Access-Control-Request-Method": "POST",
				"Access-Control-Request-Headers": "authorization, content-type",
			},
		});
		expect(pre.status).toBe(204);
		expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
		expect(pre.headers.get("access-control-allow-headers")).toBe("authorization, content-type");
		// Never with credentials: a signed-in visitor's cookies are not another site's to use.
		expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
	});
});

describe("slow clients", () => {
	it("are cut off after the headers timeout, and 300 of them do not slow a normal request", async () => {
		const slow: Socket[] = [];
		let closed = 0;
		const { port } = new URL(hub.url);
		await Promise.all(
			Array.from(
				{ length: 300 },
				() =>
					new Promise<void>((resolve, reject) => {
						const s = connect(Number(port), "127.0.0.1", () => {
							s.write("GET /api/models HTTP/1.1\r\nHost: 127.0.0.1\r\n");
							resolve();
						});
						s.on("error", () => {});
						s.on("close", () => closed++);
						s.resume();
						s.once("error", reject);
						slow.push(s);
					}),
			),
		);
		const times: number[] = [];
		for (let i = 0; i < 30; i++) {
			const t = performance.now();
			expect((await get("/api/models/acme/tiny")).status).toBe(200);
			times.push(performance.now() - t);
		}
		times.sort((a, b) => a - b);
		expect(times[Math.floor(times.length * 0.99)]).toBeLessThan(100);
		// The timeout (1 s here) is checked every second: every slow client is gone within a few.
		const deadline = Date.now() + 5_000;
		while (closed < slow.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
		expect(closed).toBe(slow.length);
		for (const s of slow) s.destroy();
	});
});
