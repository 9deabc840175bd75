// Accounts, tokens, sessions and the policy's view of the catalogue, on both engines: names shared by users and
// organizations, secrets stored only as hashes, tokens refused at once when revoked or expired, and private models
// that no list, count, facet or suggestion shows to anyone who may not see them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	AccountError,
	ANONYMOUS,
	type Caller,
	can,
	EVERYTHING,
	type RepoAccess,
	type Store,
	visible,
} from "../src/index.js";
import { openTestStore, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;

beforeAll(async () => {
	t = await openTestStore();
	store = t.store;
	await store.accounts.createUser({ name: "alice", password: "correct horse battery", displayName: "Alice" });
	await store.accounts.createUser({ name: "bob", password: "another good one" });
	await store.accounts.createUser({ name: "root", password: "admin password!", admin: true });
	await store.accounts.createOrg({ name: "acme", displayName: "Acme Labs" });
	await store.accounts.createOrg({ name: "other" });
	await store.accounts.setMember("acme", "alice", "write");
	await store.accounts.setMember("other", "bob", "admin");
	const rec = (id: string, extra: Record<string, unknown> = {}) => ({ record: { id, tags: ["tagx"], ...extra } });
	await store.writer.upsert([
		rec("acme/secret", { private: true, pipeline_tag: "fill-mask", downloads: 50 }),
		rec("acme/public", { pipeline_tag: "fill-mask", downloads: 10 }),
		rec("other/hidden", {
			private: true,
			pipeline_tag: "fill-mask",
			downloads: 70,
			tags: ["tagx", "base_model:finetune:acme/public"],
		}),
		rec("alice/mine", { private: true, downloads: 5, tags: ["base_model:finetune:acme/public"] }),
	]);
	await store.writer.refreshFacets();
});
afterAll(async () => {
	await t?.cleanup();
});

const callerOf = async (name: string) => (await store.accounts.callerOf(name)) as Caller;

describe("accounts", () => {
	it("share one namespace, whatever the case, and refuse bad names and passwords with a reason", async () => {
		await expect(store.accounts.createOrg({ name: "Alice" })).rejects.toThrow(/taken/);
		await expect(store.accounts.createUser({ name: "ACME", password: "long enough" })).rejects.toThrow(/taken/);
		for (const name of [
			"",
			"a/b",
			"../x",
			"x".repeat(97),
			"ünï",
			"api",
			"tasks",
			"a\u0000b",
			"x--y",
			"'; DROP TABLE accounts; --",
		])
			await expect(store.accounts.createUser({ name, password: "long enough" })).rejects.toBeInstanceOf(AccountError);
		for (const password of ["short", "x".repeat(2000), "with\u0007bell!"])
			await expect(store.accounts.createUser({ name: "carol", password })).rejects.toThrow(/password/);
	});

	it("keep passwords only as memory-hard hashes, and check them", async () => {
		const r = await store.db.query<{ password_hash: string }>(
			"SELECT password_hash FROM accounts WHERE name = 'alice'",
		);
		const hash = r.rows[0]?.password_hash ?? "";
		expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
		expect(hash).not.toContain("correct horse");
		expect((await store.accounts.checkPassword("alice", "correct horse battery"))?.name).toBe("alice");
		expect(await store.accounts.checkPassword("alice", "wrong")).toBeUndefined();
		expect(await store.accounts.checkPassword("nobody", "correct horse battery")).toBeUndefined();
		expect(await store.accounts.checkPassword("acme", "")).toBeUndefined();
	});
});

describe("tokens", () => {
	it("are shown once, stored as hashes, and stand for their user with their role", async () => {
		const { token, info } = await store.tokens.create({ owner: "alice", name: "laptop", role: "read" });
		expect(token).toMatch(/^hf_mh[A-Za-z0-9]{44}$/);
		const stored = await store.db.query<{ hash: string }>("SELECT hash FROM tokens WHERE id = $1", [info.id]);
		expect(stored.rows[0]?.hash).not.toContain(token.slice(5));
		const caller = await store.tokens.check(token);
		expect(caller).toMatchObject({ kind: "user", name: "alice", token: { name: "laptop", role: "read" } });
		expect(caller?.orgs.get("acme")).toBe("write");
		expect((await store.tokens.list("alice"))[0]?.lastUsedAt).not.toBeNull();
	});

	it("are refused at once when revoked or expired, and when malformed or unknown", async () => {
		const { token } = await store.tokens.create({ owner: "bob", name: "ci", role: "write" });
		expect(await store.tokens.check(token)).toBeDefined();
		expect(await store.tokens.revoke("bob", "ci")).toBe(true);
		expect(await store.tokens.check(token)).toBeUndefined();
		const soon = await store.tokens.create({
			owner: "bob",
			name: "soon",
			role: "read",
			expiresAt: new Date(Date.now() + 300),
		});
		expect(await store.tokens.check(soon.token)).toBeDefined();
		await new Promise((r) => setTimeout(r, 400));
		expect(await store.tokens.check(soon.token)).toBeUndefined();
		for (const bad of ["", "hf_mh", `hf_mh${"A".repeat(44)}`, "x".repeat(5000), "hf_mh' OR 1=1 --"])
			expect(await store.tokens.check(bad)).toBeUndefined();
		await expect(store.tokens.create({ owner: "nobody", name: "x", role: "read" })).rejects.toThrow(/no user/);
		await expect(store.tokens.create({ owner: "acme", name: "x", role: "read" })).rejects.toThrow(/no user/);
	});
});

describe("sessions", () => {
	it("open for a user, carry a CSRF token, and end", async () => {
		const { id, session } = await store.sessions.create("alice");
		expect(session.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect((await store.sessions.check(id))?.caller.name).toBe("alice");
		const stored = await store.db.query<{ hash: string }>("SELECT hash FROM sessions");
		expect(stored.rows.map((r) => r.hash)).not.toContain(id);
		await store.sessions.endAll("alice");
		expect(await store.sessions.check(id)).toBeUndefined();
	});
});

describe("what each caller sees of the catalogue", () => {
	const ids = async (caller: Caller) =>
		(await store.models.list({ limit: 50 }, visible(caller))).models.map((m) => m.id).sort();

	it("lists private models only to their owner, their organization's members and admins", async () => {
		expect(await ids(ANONYMOUS)).toEqual(["acme/public"]);
		expect(await ids(await callerOf("alice"))).toEqual(["acme/public", "acme/secret", "alice/mine"]);
		expect(await ids(await callerOf("bob"))).toEqual(["acme/public", "other/hidden"]);
		expect(await ids(await callerOf("root"))).toEqual(["acme/public", "acme/secret", "alice/mine", "other/hidden"]);
	});

	it("counts, facets, children and suggestions never count a model the caller may not see", async () => {
		const anon = visible(ANONYMOUS);
		const alice = visible(await callerOf("alice"));
		expect((await store.models.count({}, anon)).value).toBe(1);
		expect((await store.models.count({ pipelineTag: "fill-mask" }, anon)).value).toBe(1);
		expect((await store.models.count({ pipelineTag: "fill-mask" }, alice)).value).toBe(2);
		expect((await store.models.count({ tags: ["tagx"] }, anon)).value).toBe(1);
		expect((await store.models.count({ search: "secret" }, anon)).value).toBe(0);
		expect((await store.models.count({}, EVERYTHING)).value).toBe(4);
		const task = async (v: typeof anon) =>
			(await store.models.facets("pipeline_tag", v)).find((f) => f.value === "fill-mask")?.count;
		expect(await task(anon)).toBe(1);
		expect(await task(alice)).toBe(2);
		expect(await task(visible(await callerOf("root")))).toBe(3);
		expect((await store.models.facets("author", anon)).map((f) => f.value)).toEqual(["acme"]);
		expect(await store.models.childrenCounts("acme/public", anon)).toEqual({});
		expect(await store.models.childrenCounts("acme/public", alice)).toEqual({ finetune: 1 });
		expect((await store.models.page("acme/public", visible(await callerOf("bob"))))?.children).toEqual({ finetune: 1 });
		expect(await store.models.similarIds("acme/secrets", anon)).toEqual(["acme/public"]);
		expect(await store.models.similarIds("acme/secrets", alice)).toContain("acme/secret");
		expect(await store.models.visibleIds(["acme/secret", "acme/public"], anon)).toEqual(["acme/public"]);
		const first = await store.models.firstPageWithTotal({ search: "acme" }, anon);
		expect([first.page.models.map((m) => m.id), first.total.value]).toEqual([["acme/public"], 1]);
	});
});

describe("the policy", () => {
	const repo = async (id: string, caller: Caller) =>
		(await store.repos.access({ type: "model", id }, caller)) as RepoAccess | null;

	it("hides a private repository as if it did not exist, for every action", async () => {
		const bob = await callerOf("bob");
		for (const action of ["read", "read-files", "write", "manage"] as const) {
			expect(can(ANONYMOUS, action, await repo("acme/secret", ANONYMOUS))).toEqual({ ok: false, denial: "not-found" });
			expect(can(bob, action, await repo("acme/secret", bob))).toEqual({ ok: false, denial: "not-found" });
			expect(can(bob, action, await repo("acme/nothing", bob))).toEqual({ ok: false, denial: "not-found" });
		}
	});

	it("lets writers write, readers only read, and a read token never write", async () => {
		const alice = await callerOf("alice");
		const access = await repo("acme/secret", alice);
		expect(can(alice, "write", access).ok).toBe(true);
		expect(can(alice, "manage", access)).toEqual({ ok: false, denial: "forbidden" });
		const readToken = { ...alice, token: { name: "t", role: "read" as const } };
		expect(can(readToken, "read", access).ok).toBe(true);
		expect(can(readToken, "write", access)).toEqual({ ok: false, denial: "forbidden" });
		await store.accounts.setMember("acme", "bob", "read");
		const bob = await callerOf("bob");
		expect(can(bob, "read", await repo("acme/secret", bob)).ok).toBe(true);
		expect(can(bob, "write", await repo("acme/secret", bob))).toEqual({ ok: false, denial: "forbidden" });
		await store.accounts.removeMember("acme", "bob");
		expect(can(ANONYMOUS, "write", await repo("acme/public", ANONYMOUS))).toEqual({ ok: false, denial: "sign-in" });
	});

	it("opens a gated repository's files only once access is granted", async () => {
		await store.writer.upsert([{ record: { id: "acme/gated", tags: [], gated: "manual" } }]);
		const bob = await callerOf("bob");
		expect(can(bob, "read", await repo("acme/gated", bob)).ok).toBe(true);
		expect(can(bob, "read-files", await repo("acme/gated", bob))).toEqual({ ok: false, denial: "gated" });
		expect(await store.accessRequests.request({ type: "model", id: "acme/gated" }, "bob", "manual")).toBe("pending");
		expect(can(bob, "read-files", await repo("acme/gated", bob)).ok).toBe(false);
		await store.accessRequests.decide({ type: "model", id: "acme/gated" }, "bob", "accepted", "alice");
		expect(can(bob, "read-files", await repo("acme/gated", bob)).ok).toBe(true);
		const alice = await callerOf("alice");
		expect(can(alice, "read-files", await repo("acme/gated", alice)).ok).toBe(true);
		expect(can(ANONYMOUS, "read-files", await repo("acme/gated", ANONYMOUS))).toEqual({ ok: false, denial: "gated" });
	});
});
