// The front door: every route in the table names an action the policy decides on; the router parses a repository
// once and asks the policy before any handler runs; one id grammar decides what is a repository everywhere; the
// origin the hub writes comes from configuration, never from an unchecked Host header.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "@modelhub/server";
import { ACTIONS, checkRecord, EVERYTHING, openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Addresses } from "../src/config.js";
import type { Hub } from "../src/context.js";
import { Router, type RouteSpec } from "../src/router/router.js";
import { routeTable } from "../src/router/table.js";
import { Pages } from "../src/routes/pages.js";

let dir: string;
let store: Store;
let server: Server;
let base: string;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-front-"));
	store = await openStore({ dir: join(dir, "db"), seed: false });
	await store.writer.upsert([
		{ record: { id: "acme/_x", tags: [], downloads: 3 } },
		{ record: { id: "acme/tiny", tags: [], downloads: 5 } },
	]);
	server = await startServer({ port: 0, host: "127.0.0.1", store });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await new Promise<void>((ok) => server?.close(() => ok()));
	await store?.close();
	rmSync(dir, { recursive: true, force: true });
});

/** One request with the path and headers sent exactly as written (no URL normalisation, any Host). */
function raw(path: string, headers: Record<string, string> = {}, method = "GET") {
	const { port } = new URL(base);
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

describe("the route table", () => {
	const hub = { store: {} as Store, blobs: {}, addresses: new Addresses({}, "127.0.0.1"), log() {} } as unknown as Hub;

	it("has no route without an action the policy knows, and no route without a method", async () => {
		const router = new Router(routeTable(await Pages.create(undefined, undefined)), hub);
		expect(router.table.length).toBeGreaterThan(5);
		for (const route of router.table) {
			expect(ACTIONS, route.name).toContain(route.action);
			expect(route.methods.length, route.name).toBeGreaterThan(0);
		}
		expect(new Set(router.table.map((r) => r.name)).size).toBe(router.table.length);
	});

	it("asks the policy before the handler runs: a refused action never reaches it", async () => {
		let ran = 0;
		const specs: RouteSpec[] = [
			{
				name: "test.admin",
				methods: ["GET"],
				pattern: "/admin-only",
				action: "admin",
				kind: "api",
				handle: async (ctx) => {
					ran++;
					ctx.res.end("ran");
				},
			},
		];
		const router = new Router(specs, { ...hub, store });
		const s = createServer((req, res) => router.dispatch(req, res));
		await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
		const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/admin-only`);
		expect(res.status).toBe(401);
		expect(res.headers.get("x-error-code")).toBe("Unauthorized");
		expect(ran).toBe(0);
		await new Promise<void>((ok) => s.close(() => ok()));
	});
});

describe("the route table", () => {
	it("names each route once, and no two routes answer the same method and pattern", async () => {
		const table = routeTable(await Pages.create(undefined, undefined));
		const names = table.map((r) => r.name);
		expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
		const keys = table.flatMap((r) => r.methods.map((m) => `${m} ${r.pattern} ${r.when ? r.name : ""}`));
		expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
	});
});

describe("a management page", () => {
	const hub = { store: {} as Store, blobs: {}, addresses: new Addresses({}, "127.0.0.1"), log() {} } as unknown as Hub;

	it("is in the table with the manage action, and renders every denial as a missing page (deniedAsMissing)", async () => {
		const table = routeTable(await Pages.create(undefined, undefined));
		const page = table.find((r) => r.name === "model.access-requests-page");
		expect([page?.action, page?.kind, page?.deniedAsMissing, page?.methods]).toEqual([
			"manage",
			"page",
			true,
			["GET", "HEAD", "POST"],
		]);
		expect(table.find((r) => r.name === "model.ask-access-page")?.action).toBe("read");

		const seen: (string | null | undefined)[] = [];
		const spec = (name: string, deniedAsMissing: boolean): RouteSpec => ({
			name,
			methods: ["GET"],
			pattern: `/{repo}/${name}`,
			type: "model",
			action: "manage",
			kind: "page",
			deniedAsMissing,
			handle: async (ctx) => {
				seen.push(ctx.access === null ? null : ctx.access?.id);
				ctx.res.end("rendered");
			},
		});
		const router = new Router([spec("hidden", true), spec("plain", false)], { ...hub, store });
		const s = createServer((req, res) => router.dispatch(req, res));
		await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
		const at = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
		// A visitor may not manage acme/tiny: the hidden page's handler renders it as missing (access null)...
		expect((await fetch(`${at}/acme/tiny/hidden`)).status).toBe(200);
		expect((await fetch(`${at}/acme/nothing/hidden`)).status).toBe(200);
		expect(seen).toEqual([null, null]);
		// ...where a page route without the flag answers the denial itself (sign in), without its handler.
		expect((await fetch(`${at}/acme/tiny/plain`)).status).toBe(401);
		expect(seen).toHaveLength(2);
		await new Promise<void>((ok) => s.close(() => ok()));
	});
});

describe("one id grammar", () => {
	const cases: [string, boolean][] = [
		["acme/tiny", true],
		["acme/_x", true],
		["a/b", true],
		["acme/..", false],
		["acme/a..b", false],
		["acme/-x", false],
		["acme/x.", false],
		["acme/x.git", false],
		["tasks/x", false],
		["api/x", false],
		["datasets/x", false],
		["acme/ünï", false],
		[`acme/${"x".repeat(96)}`, true],
		[`acme/${"x".repeat(97)}`, false],
		["acme", false],
		["acme/x/y", false],
	];

	it("is the importer's: a record is accepted exactly when its id is a repository id", () => {
		for (const [id, valid] of cases) expect([id, checkRecord({ id, tags: [] }).ok]).toEqual([id, valid]);
	});

	it("is the routes': a valid id that is not stored and an invalid one are both not found, never an error", async () => {
		for (const [id, valid] of cases) {
			if (id.split("/").length !== 2 || id === "acme/tiny" || id === "acme/_x") continue;
			const path = `/api/models/${id.split("/").map(encodeURIComponent).join("/")}`;
			const res = await raw(path);
			expect([id, res.status, res.headers["x-error-code"]]).toEqual([id, 404, "RepoNotFound"]);
			const file = await raw(`/${id.split("/").map(encodeURIComponent).join("/")}/resolve/main/config.json`);
			// An id that can be a repository but is not stored is not found; one that cannot be is a bad request (or, under
			// /api/, an address no API route has).
			if (valid) expect([id, file.status, file.headers["x-error-code"]]).toEqual([id, 404, "RepoNotFound"]);
			else expect([id, file.status]).toEqual([id, id.startsWith("api/") ? 404 : 400]);
		}
	});

	it("serves what it accepts: a stored id the old grammars disagreed on is listed, shown and answered alike", async () => {
		const listed = (await store.models.list({}, EVERYTHING)).models.map((m) => m.id);
		expect(listed).toContain("acme/_x");
		expect((await raw("/api/models/acme/_x")).status).toBe(200);
	});

	it("holds for every record the hub ships with", async () => {
		const { loadCatalog } = await import("@modelhub/catalog");
		const rejected = loadCatalog()
			.map((r: unknown) => [(r as { id: string }).id, checkRecord(r)] as const)
			.filter(([, c]) => !c.ok);
		expect(rejected).toEqual([]);
	});
});

describe("the hub's origin", () => {
	it("is refused for a Host the configuration does not accept, and never reaches a Link header", async () => {
		const evil = await raw("/api/models?limit=1", { Host: "attacker.example" });
		expect(evil.status).toBe(400);
		expect(evil.body).not.toContain('attacker.example"');
		const good = await raw("/api/models?limit=1", { Host: `localhost:${new URL(base).port}` });
		expect(good.status).toBe(200);
		expect(String(good.headers.link)).toMatch(new RegExp(`^<http://localhost:${new URL(base).port}/api/models\\?`));
	});

	it("is the public URL when one is configured, whatever Host a request names", async () => {
		const s = await startServer({
			port: 0,
			host: "127.0.0.1",
			store,
			address: { publicUrl: "https://hub.example.org" },
		});
		const port = (s.address() as AddressInfo).port;
		const res = await new Promise<{ link: unknown; status: number }>((resolve, reject) => {
			const req = request(
				{ host: "127.0.0.1", port, path: "/api/models?limit=1", headers: { Host: "attacker.example" } },
				(r) => {
					r.resume();
					r.on("end", () => resolve({ link: r.headers.link, status: r.statusCode ?? 0 }));
				},
			);
			req.on("error", reject);
			req.end();
		});
		expect(res.status).toBe(200);
		expect(String(res.link)).toMatch(/^<https:\/\/hub\.example\.org\/api\/models\?/);
		await new Promise<void>((ok) => s.close(() => ok()));
	});

	it("takes X-Forwarded-* only from a trusted proxy", async () => {
		const headers = { "X-Forwarded-Host": "attacker.example", "X-Forwarded-Proto": "https" };
		const direct = await raw("/api/models?limit=1", headers);
		expect(String(direct.headers.link)).toMatch(/^<http:\/\/127\.0\.0\.1:/);
		const s = await startServer({
			port: 0,
			host: "127.0.0.1",
			store,
			address: { trustProxy: true, allowedHosts: ["hub.internal"] },
		});
		const port = (s.address() as AddressInfo).port;
		const viaProxy = (host: string) =>
			new Promise<{ link: unknown; status: number }>((resolve, reject) => {
				const req = request(
					{
						host: "127.0.0.1",
						port,
						path: "/api/models?limit=1",
						headers: { "X-Forwarded-Host": host, "X-Forwarded-Proto": "https" },
					},
					(r) => {
						r.resume();
						r.on("end", () => resolve({ link: r.headers.link, status: r.statusCode ?? 0 }));
					},
				);
				req.on("error", reject);
				req.end();
			});
		expect(String((await viaProxy("hub.internal")).link)).toMatch(/^<https:\/\/hub\.internal\/api\/models\?/);
		expect((await viaProxy("attacker.example")).status).toBe(400);
		await new Promise<void>((ok) => s.close(() => ok()));
	});
});
