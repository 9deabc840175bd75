// Who may see and fetch what, through real requests: a private repository answers exactly like a missing one on every
// route to anyone who may not see it; a gated one's files need granted access (GatedRepo); tokens are checked on every
// request, refused at once when revoked, never logged; whoami and the access-request API answer the Hub's shapes.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder } from "../../store/test/helpers/repos.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const repos = repoFolder();
const logged: string[] = [];
const tokens: Record<string, string> = {};

async function makePrivate(id: string, extra: Record<string, unknown> = {}) {
	const record = await hub.store.models.record(id);
	if (!record) throw new Error(`no ${id}`);
	await hub.store.writer.upsert([{ record: { ...record, ...extra } }]);
}

beforeAll(async () => {
	hub = await startHubServer({ log: (l) => logged.push(l), errorLog: (l) => logged.push(l) });
	const files = { "README.md": "---\nlicense: mit\n---\n# A model\n", "config.json": '{"model_type":"gpt2"}' };
	repos.write("acme/secret", files);
	repos.write("acme/gated", files);
	repos.write("acme/open", files);
	await hub.importRepos(repos.root);
	await makePrivate("acme/secret", { private: true });
	await makePrivate("acme/gated", { gated: "manual" });
	const { accounts } = hub.store;
	await accounts.createUser({
		name: "alice",
		password: "alice's password",
		displayName: "Alice A.",
		email: "a@example.org",
	});
	await accounts.createUser({ name: "bob", password: "bob's password" });
	await accounts.createUser({ name: "eve", password: "eve's password" });
	await accounts.createOrg({ name: "acme", displayName: "Acme" });
	await accounts.createOrg({ name: "evilcorp" });
	await accounts.setMember("acme", "alice", "admin");
	await accounts.setMember("evilcorp", "eve", "admin");
	for (const [user, role] of [
		["alice", "write"],
		["bob", "read"],
		["eve", "write"],
	] as const)
		tokens[user] = (await hub.store.tokens.create({ owner: user, name: `${user}-token`, role })).token;
	tokens.aliceRead = (await hub.store.tokens.create({ owner: "alice", name: "read-only", role: "read" })).token;
}, 120_000);
afterAll(async () => {
	await hub.close();
	repos.cleanup();
});

function call(method: string, path: string, token?: string, body?: string, cookie?: string) {
	const { port } = new URL(hub.url);
	const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
	if (cookie) headers.Cookie = cookie;
	if (body !== undefined) headers["Content-Type"] = "application/json";
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
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

/** Every route a repository has, for one id. */
const ROUTES = (id: string): [string, string, string?][] => [
	["GET", `/api/models/${id}`],
	["GET", `/api/models/${id}/revision/main`],
	["GET", `/api/models/${id}/tree/main`],
	["GET", `/api/models/${id}/tree/main?recursive=true&expand=true`],
	["POST", `/api/models/${id}/paths-info/main`, '{"paths":["config.json"],"expand":true}'],
	["GET", `/${id}/resolve/main/config.json`],
	["HEAD", `/${id}/resolve/main/config.json`],
	["GET", `/${id}/raw/main/config.json`],
	["GET", `/api/models/${id}/user-access-request/pending`],
	["POST", `/api/models/${id}/user-access-request/grant`, '{"user":"bob"}'],
];

/** An answer with the id in it replaced, so that two ids' answers can be compared byte for byte. */
const neutral = (a: { status: number; headers: Record<string, unknown>; body: string }, id: string) => ({
	status: a.status,
	code: a.headers["x-error-code"],
	message: String(a.headers["x-error-message"] ?? "").replaceAll(id, "ID"),
	body: a.body.replaceAll(id, "ID"),
});

describe("a private repository", () => {
	it("answers exactly like a missing one, on every route, to anyone who may not see it", async () => {
		for (const who of [undefined, tokens.bob, tokens.eve]) {
			for (const [i, [method, path, body]] of ROUTES("acme/secret").entries()) {
				const missing = ROUTES("acme/absent")[i] as [string, string, string?];
				const a = neutral(await call(method, path, who, body), "acme/secret");
				const b = neutral(await call(missing[0], missing[1], who, missing[2]), "acme/absent");
				expect([path, a]).toEqual([path, b]);
				expect([path, a.status]).toEqual([path, 404]);
			}
		}
	});

	it("is seen and downloaded by its organization's members", async () => {
		expect((await call("GET", "/api/models/acme/secret", tokens.alice)).status).toBe(200);
		const file = await call("GET", "/acme/secret/resolve/main/config.json", tokens.alice);
		expect([file.status, file.body]).toEqual([200, '{"model_type":"gpt2"}']);
	});

	it("is left out of lists and searches for everyone else, and listed for members", async () => {
		const ids = async (token?: string) =>
			(JSON.parse((await call("GET", "/api/models?search=acme&limit=100", token)).body) as { id: string }[])
				.map((m) => m.id)
				.sort();
		expect(await ids()).toEqual(["acme/gated", "acme/open"]);
		expect(await ids(tokens.eve)).toEqual(["acme/gated", "acme/open"]);
		expect(await ids(tokens.alice)).toEqual(["acme/gated", "acme/open", "acme/secret"]);
	});
});

describe("a gated repository", () => {
	const path = "/acme/gated/resolve/main/config.json";

	it("shows its record to everyone but its files only after access is granted", async () => {
		expect((await call("GET", "/api/models/acme/gated")).status).toBe(200);
		const anon = await call("GET", path);
		expect([anon.status, anon.headers["x-error-code"]]).toEqual([401, "GatedRepo"]);
		const bob = await call("GET", path, tokens.bob);
		expect([bob.status, bob.headers["x-error-code"]]).toEqual([403, "GatedRepo"]);
		expect(JSON.parse(bob.body).error).toMatch(/ask for access/);
		expect((await call("GET", path, tokens.alice)).status).toBe(200);
	});

	it("has the Hub's access-request API for those who manage it, and no one else", async () => {
		await hub.store.accessRequests.request({ type: "model", id: "acme/gated" }, "bob", "manual", { why: "research" });
		const pending = await call("GET", "/api/models/acme/gated/user-access-request/pending", tokens.alice);
		expect(pending.status).toBe(200);
		expect(JSON.parse(pending.body)).toEqual([
			{
				user: { user: "bob", fullname: "bob" },
				status: "pending",
				timestamp: expect.stringMatching(/^\d{4}-/),
				fields: { why: "research" },
			},
		]);
		// Bob may not handle requests; Alice's read token may not either.
		expect((await call("GET", "/api/models/acme/gated/user-access-request/pending", tokens.bob)).status).toBe(403);
		const withRead = await call(
			"POST",
			"/api/models/acme/gated/user-access-request/handle",
			tokens.aliceRead,
			'{"user":"bob","status":"accepted"}',
		);
		expect([withRead.status, withRead.headers["x-error-code"]]).toEqual([403, "Forbidden"]);
		const accepted = await call(
			"POST",
			"/api/models/acme/gated/user-access-request/handle",
			tokens.alice,
			'{"user":"bob","status":"accepted"}',
		);
		expect(accepted.status).toBe(200);
		expect((await call("GET", path, tokens.bob)).status).toBe(200);
		const rejected = await call(
			"POST",
			"/api/models/acme/gated/user-access-request/handle",
			tokens.alice,
			'{"user":"bob","status":"rejected","rejectionReason":"no"}',
		);
		expect(rejected.status).toBe(200);
		expect((await call("GET", path, tokens.bob)).status).toBe(403);
		const granted = await call(
			"POST",
			"/api/models/acme/gated/user-access-request/grant",
			tokens.alice,
			'{"user":"eve"}',
		);
		expect(granted.status).toBe(200);
		expect((await call("GET", path, tokens.eve)).status).toBe(200);
		for (const bad of ["{", '{"user":3}', '{"user":"bob","status":"maybe"}', '{"user":"nobody","status":"accepted"}']) {
			const r = await call("POST", "/api/models/acme/gated/user-access-request/handle", tokens.alice, bad);
			expect([bad, r.status]).toEqual([bad, bad.includes("nobody") ? 404 : 400]);
		}
	});
});

describe("tokens", () => {
	it("identify their user to whoami-v2 in the Hub's shape", async () => {
		const res = await call("GET", "/api/whoami-v2", tokens.alice);
		expect(res.status).toBe(200);
		expect(JSON.parse(res.body)).toMatchObject({
			type: "user",
			name: "alice",
			fullname: "Alice A.",
			email: "a@example.org",
			orgs: [{ type: "org", name: "acme", fullname: "Acme", roleInOrg: "admin" }],
			auth: { type: "access_token", accessToken: { displayName: "alice-token", role: "write" } },
		});
		for (const token of [undefined, "hf_mhnope", "hf_somethingelse"]) {
			const r = await call("GET", "/api/whoami-v2", token);
			expect([token, r.status, r.headers["content-type"]]).toEqual([token, 401, "application/json; charset=utf-8"]);
		}
	});

	it("are refused at once when revoked, on every route, even public ones", async () => {
		const { token } = await hub.store.tokens.create({ owner: "bob", name: "short-lived", role: "read" });
		expect((await call("GET", "/api/models/acme/open", token)).status).toBe(200);
		await hub.store.tokens.revoke("bob", "short-lived");
		expect((await call("GET", "/api/models/acme/open", token)).status).toBe(401);
		expect((await call("GET", "/acme/open/resolve/main/config.json", token)).status).toBe(401);
	});

	it("never reach a log line or an error message", () => {
		const all = logged.join("\n");
		for (const token of Object.values(tokens)) expect(all).not.toContain(token.slice(5));
	});

	it("sent wrong again and again from one address are refused for a while", async () => {
		let last = 0;
		for (let i = 0; i < 40 && last !== 429; i++)
			last = (await call("GET", "/api/models", `hf_mh${"x".repeat(44)}`)).status;
		expect(last).toBe(429);
		const r = await call("GET", "/api/models", `hf_mh${"y".repeat(44)}`);
		expect([r.status, Number(r.headers["retry-after"]) > 0]).toEqual([429, true]);
		// A good token still passes: the rightful user is never locked out by someone else's guesses.
		expect((await call("GET", "/api/models", tokens.alice)).status).toBe(200);
	});
});

describe("sign-in cookies", () => {
	it("of a live session identify its user; of an ended one are cleared by the answer", async () => {
		const { id } = await hub.store.sessions.create("alice");
		const live = await call("GET", "/api/whoami-v2", undefined, undefined, `mh_session=${id}; mh_user=alice`);
		expect(live.status).toBe(200);
		expect(JSON.parse(live.body).name).toBe("alice");
		expect(live.headers["set-cookie"]).toBeUndefined();
		await hub.store.sessions.end(id);
		for (const path of ["/api/whoami-v2", "/acme/open"]) {
			const ended = await call("GET", path, undefined, undefined, `mh_session=${id}; mh_user=alice`);
			const cleared = (ended.headers["set-cookie"] ?? []) as string[];
			expect(cleared.some((c) => /^mh_session=;.*Max-Age=0/.test(c))).toBe(true);
			expect(cleared.some((c) => /^mh_user=;.*Max-Age=0/.test(c))).toBe(true);
		}
		// A name cookie left without any session is cleared too; a visitor with no cookies gets none.
		const nameOnly = await call("GET", "/acme/open", undefined, undefined, "mh_user=alice");
		expect(String(nameOnly.headers["set-cookie"])).toMatch(/mh_user=;/);
		expect((await call("GET", "/acme/open")).headers["set-cookie"]).toBeUndefined();
	});
});
