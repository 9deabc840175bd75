// What a shared cache (a proxy, a CDN) may keep, through real requests: every answer about a private or gated
// repository — its files (resolve, raw, a 304), its record, tree, paths-info, refs, commits, revision — is for the
// asker's own cache only (`Cache-Control: private`, `Vary: Authorization, Cookie`), decided once from the repository;
// a public repository keeps its cacheable answers, and a private repository still answers a stranger exactly as a
// missing one (no header tells them apart).
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder } from "../../store/test/helpers/repos.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const repos = repoFolder();
const tokens: Record<string, string> = {};

interface Answer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
	const { port } = new URL(hub.url);
	return new Promise((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
			let text = "";
			res.setEncoding("utf8");
			res.on("data", (c: string) => {
				text += c;
			});
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
		});
		req.on("error", reject);
		req.end(body);
	});
}

const as = (user: string) => ({ Authorization: `Bearer ${tokens[user]}` });

/** The caching headers of an answer, lowercased and trimmed. */
const caching = (a: Answer) => ({
	cacheControl: String(a.headers["cache-control"] ?? ""),
	vary: String(a.headers.vary ?? "")
		.split(",")
		.map((v) => v.trim().toLowerCase())
		.filter(Boolean),
});

function expectPrivate(what: string, a: Answer): void {
	const { cacheControl, vary } = caching(a);
	expect([what, a.status < 500, cacheControl.split(",")[0]?.trim()]).toEqual([what, true, "private"]);
	expect(cacheControl, what).not.toMatch(/\bpublic\b|s-maxage/);
	expect(vary, what).toEqual(expect.arrayContaining(["authorization", "cookie"]));
}

beforeAll(async () => {
	hub = await startHubServer();
	const files = { "README.md": "---\nlicense: mit\n---\n# A model\n", "config.json": '{"model_type":"gpt2"}' };
	for (const id of ["acme/secret", "acme/gated", "acme/open"]) repos.write(id, files);
	await hub.importRepos(repos.root);
	for (const [id, extra] of [
		["acme/secret", { private: true }],
		["acme/gated", { gated: "manual" }],
	] as const) {
		const record = await hub.store.models.record(id);
		await hub.store.writer.upsert([{ record: { ...record, id, ...extra } }]);
	}
	const { accounts } = hub.store;
	for (const name of ["alice", "bob", "eve"]) await accounts.createUser({ name, password: `${name}'s password` });
	await accounts.createOrg({ name: "acme" });
	await accounts.setMember("acme", "alice", "admin");
	for (const name of ["alice", "bob", "eve"])
		tokens[name] = (await hub.store.tokens.create({ owner: name, name: "t", role: "read" })).token;
	// Bob may read the gated repository's files.
	await hub.store.accessRequests.request({ type: "model", id: "acme/gated" }, "bob", "auto");
}, 120_000);
afterAll(async () => {
	await hub.close();
	repos.cleanup();
});

/** Every route that answers with a repository's bytes or JSON, for repository `id`. */
const routes = (id: string) => [
	["GET", `/${id}/resolve/main/config.json`],
	["HEAD", `/${id}/resolve/main/config.json`],
	["GET", `/${id}/raw/main/config.json`],
	["GET", `/${id}/resolve/main/nope.json`],
	["GET", `/api/models/${id}`],
	["GET", `/api/models/${id}/revision/main`],
	["GET", `/api/models/${id}/tree/main`],
	["GET", `/api/models/${id}/refs`],
	["GET", `/api/models/${id}/commits/main`],
];

describe("a private repository", () => {
	it("is answered for its reader's cache only, on every route, a 304 and a missing file too", async () => {
		for (const [method, path] of routes("acme/secret"))
			expectPrivate(`${method} ${path}`, await call(method as string, path as string, as("alice")));
		const info = await call(
			"POST",
			"/api/models/acme/secret/paths-info/main",
			{ ...as("alice"), "Content-Type": "application/json" },
			JSON.stringify({ paths: ["config.json"], expand: true }),
		);
		expectPrivate("paths-info", info);
		const first = await call("GET", "/acme/secret/resolve/main/config.json", as("alice"));
		// The route's own directives are kept: the asker's cache revalidates as before.
		expect(caching(first).cacheControl).toBe("private, max-age=0, must-revalidate");
		const again = await call("GET", "/acme/secret/resolve/main/config.json", {
			...as("alice"),
			"If-None-Match": String(first.headers.etag),
		});
		expect(again.status).toBe(304);
		expectPrivate("304", again);
	});

	it("answers a stranger exactly as a missing repository, headers included", async () => {
		for (const [method, path] of routes("acme/secret")) {
			const hidden = await call(method as string, path as string, as("eve"));
			const missing = await call(method as string, (path as string).replace("acme/secret", "acme/absent"), as("eve"));
			expect([path, hidden.status, caching(hidden)]).toEqual([path, missing.status, caching(missing)]);
		}
	});
});

describe("a gated repository", () => {
	it("is answered for the asker's cache only: its record to anyone, its files to whoever was granted them", async () => {
		expectPrivate("record, anonymous", await call("GET", "/api/models/acme/gated"));
		expectPrivate("tree, anonymous", await call("GET", "/api/models/acme/gated/tree/main"));
		for (const [method, path] of routes("acme/gated"))
			expectPrivate(`${method} ${path}`, await call(method as string, path as string, as("bob")));
	});
});

describe("a public repository", () => {
	it("keeps answers a shared cache may keep", async () => {
		const file = await call("GET", "/acme/open/resolve/main/config.json", as("bob"));
		expect(caching(file).cacheControl).toBe("public, max-age=0, must-revalidate");
		expect(caching(file).vary).not.toContain("authorization");
		const record = await call("GET", "/api/models/acme/open");
		expect(caching(record).cacheControl).not.toMatch(/private/);
	});
});
