// The write API under bad input and concurrency, with real requests: every malformed commit is a 4xx with the Hub's
// error codes and leaves the branch where it was; uploaded bytes must match what was announced; concurrent commits
// to one branch never lose a change; a read token, a stranger and anonymous callers cannot write; repositories move
// (the old id redirects) and are deleted.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
let owner = "";
let reader = "";
let stranger = "";
const REPO = "team/model";

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function api(method: string, path: string, token: string | undefined, body?: unknown, type = "application/json") {
	const res = await fetch(`${hub.url}${path}`, {
		method,
		headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "Content-Type": type },
		...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
	});
	const text = await res.text();
	return { status: res.status, code: res.headers.get("x-error-code"), text, json: () => JSON.parse(text) };
}

const ndjson = (...lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join("\n");
const header = (summary: string, extra: Record<string, unknown> = {}) => ({
	key: "header",
	value: { summary, ...extra },
});
const file = (path: string, text: string) => ({
	key: "file",
	value: { path, content: Buffer.from(text).toString("base64"), encoding: "base64" },
});
const commitTo = (body: string, token = owner, rev = "main") =>
	api("POST", `/api/models/${REPO}/commit/${rev}`, token, body, "application/x-ndjson");
const head = async () => (await api("GET", `/api/models/${REPO}/revision/main`, owner)).json().sha as string;
const tree = async () =>
	((await api("GET", `/api/models/${REPO}/tree/main?recursive=true`, owner)).json() as { path: string; type: string }[])
		.filter((e) => e.type === "file")
		.map((e) => e.path)
		.sort();

beforeAll(async () => {
	hub = await startHubServer({ limits: { lfsPartSize: 1024 * 1024 } });
	const { accounts, tokens } = hub.store;
	for (const name of ["olga", "rita", "sam"]) await accounts.createUser({ name, password: `${name}'s password` });
	await accounts.createOrg({ name: "team" });
	await accounts.setMember("team", "olga", "admin");
	await accounts.setMember("team", "rita", "write");
	owner = (await tokens.create({ owner: "olga", name: "w", role: "write" })).token;
	reader = (await tokens.create({ owner: "rita", name: "r", role: "read" })).token;
	stranger = (await tokens.create({ owner: "sam", name: "w", role: "write" })).token;
	expect((await api("POST", "/api/repos/create", owner, { name: "model", organization: "team" })).status).toBe(200);
	expect((await commitTo(ndjson(header("first"), file("a.txt", "a\n")))).status).toBe(200);
}, 60_000);
afterAll(async () => {
	await hub?.close();
});

describe("who may write", () => {
	it("refuses anonymous callers, read tokens and strangers, each as the Hub does", async () => {
		const body = ndjson(header("x"), file("x.txt", "x"));
		expect((await commitTo(body, "")).status).toBe(401);
		const read = await commitTo(body, reader);
		expect([read.status, read.code]).toEqual([403, "Forbidden"]);
		const sam = await commitTo(body, stranger);
		expect([sam.status, sam.code]).toEqual([403, "Forbidden"]);
		expect((await api("POST", "/api/repos/create", stranger, { name: "mine", organization: "team" })).status).toBe(403);
		expect((await api("POST", "/api/repos/create", reader, { name: "r", organization: "rita" })).status).toBe(403);
		expect(await tree()).toEqual([".gitattributes", "a.txt"]);
	});
});

describe("bad commits", () => {
	it("are 4xx with a clear message and leave the branch where it was", async () => {
		const before = await head();
		const cases: [string, string, number][] = [
			["../escape", ndjson(header("x"), file("../escape", "x")), 400],
			["absolute", ndjson(header("x"), file("/etc/passwd", "x")), 400],
			[".git", ndjson(header("x"), file(".git/config", "x")), 400],
			["control", ndjson(header("x"), file("a\u0007b", "x")), 400],
			["long", ndjson(header("x"), file("p".repeat(10_000), "x")), 400],
			["duplicate", ndjson(header("x"), file("d.txt", "1"), file("d.txt", "2")), 400],
			["not json", `${JSON.stringify(header("x"))}\n{not json`, 400],
			["no header", ndjson(file("n.txt", "x")), 400],
			["unknown key", ndjson(header("x"), { key: "chmod", value: {} }), 400],
			[
				"never uploaded",
				ndjson(header("x"), {
					key: "lfsFile",
					value: { path: "w.bin", algo: "sha256", oid: "a".repeat(64), size: 10 },
				}),
				400,
			],
			["delete missing", ndjson(header("x"), { key: "deletedFile", value: { path: "nope.txt" } }), 404],
			["file in a file", ndjson(header("x"), file("a.txt/inner", "x")), 409],
			["bad card", ndjson(header("x"), file("README.md", "---\nkey: [unclosed\n---\n")), 400],
		];
		for (const [name, body, status] of cases) {
			const r = await commitTo(body);
			expect([name, r.status]).toEqual([name, status]);
			expect(r.json().error, name).toMatch(/\w/);
			expect(r.text).not.toMatch(/at .*\.(js|ts):\d+/);
		}
		expect(await head()).toBe(before);
		const tag = await api("POST", `/api/models/${REPO}/tag/main`, owner, { tag: "v1" });
		expect(tag.status).toBe(200);
		expect((await commitTo(ndjson(header("x"), file("t.txt", "x")), owner, "v1")).status).toBe(400);
		const missingRev = await commitTo(ndjson(header("x"), file("t.txt", "x")), owner, "no-such-branch");
		expect([missingRev.status, missingRev.code]).toEqual([404, "RevisionNotFound"]);
		expect(await head()).toBe(before);
	});

	it("refuses names that look like others: decomposed (NFD) twins, bidi controls, invisible characters", async () => {
		const composed = "caf\u00e9.txt";
		expect((await commitTo(ndjson(header("NFC"), file(composed, "composed")))).status).toBe(200);
		const before = await head();
		const cases: [string, string, RegExp][] = [
			["cafe\u0301.txt", "NFD beside its NFC twin", /normalization form C \(NFC\)/],
			["x\u202Egnp.exe", "a right-to-left override", /U\+202E/],
			["docs/\u2066a.md", "a bidi isolate in a folder", /U\+2066/],
			["a\u200Bb.txt", "a zero-width space", /U\+200B/],
			["\u061Cx.txt", "the Arabic letter mark", /U\+061C/],
		];
		for (const [path, what, message] of cases) {
			const r = await commitTo(ndjson(header(what), file(path, "x")));
			expect([what, r.status, r.code]).toEqual([what, 400, "BadRequest"]);
			expect(r.json().error).toMatch(message);
			// The message quotes the path escaped: no control in it acts on whoever reads the message.
			expect(r.json().error).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u061c]/);
			const pre = await api("POST", `/api/models/${REPO}/preupload/main`, owner, {
				files: [{ path, size: 1, sample: "eA==" }],
			});
			expect([what, pre.status]).toEqual([what, 400]);
			expect(pre.json().error).toMatch(message);
		}
		expect(await head()).toBe(before);
		expect((await tree()).filter((p) => p.startsWith("caf"))).toEqual([composed]);
	});

	it("refuses a line larger than a commit may carry", async () => {
		const huge = `{"key":"header","value":{"summary":"${"x".repeat(80 * 1024 * 1024)}"}}`;
		const r = await commitTo(huge);
		expect(r.status).toBe(413);
	});
});

describe("uploads", () => {
	it("keep bytes only when they match the announced sha256 and size", async () => {
		const bytes = Buffer.from("the real bytes of a weights file\n");
		const batch = async (oid: string, size: number) =>
			(
				await api("POST", `/${REPO}.git/info/lfs/objects/batch`, owner, {
					operation: "upload",
					transfers: ["basic"],
					objects: [{ oid, size }],
				})
			).json().objects[0];
		const put = (href: string, body: Uint8Array) =>
			fetch(href, { method: "PUT", body, duplex: "half" } as RequestInit).then((r) => r.status);
		const wrongHash = await batch("b".repeat(64), bytes.length);
		expect(await put(wrongHash.actions.upload.href, bytes)).toBe(400);
		const wrongSize = await batch(sha256(bytes), bytes.length + 5);
		expect(await put(wrongSize.actions.upload.href, bytes)).toBe(400);
		expect(await hub.blobs.size(sha256(bytes))).toBeUndefined();
		const right = await batch(sha256(bytes), bytes.length);
		// A signature is for one object: tampering with the URL is refused.
		expect(await put(right.actions.upload.href.replace(/sig=[^&]+/, "sig=forged"), bytes)).toBe(403);
		expect(await put(right.actions.upload.href, bytes)).toBe(200);
		expect(await hub.blobs.size(sha256(bytes))).toBe(bytes.length);
		// Held already: the next batch asks for nothing.
		expect((await batch(sha256(bytes), bytes.length)).actions).toBeUndefined();
	});
});

describe("concurrent commits", () => {
	it("to one branch never lose a change, and a stale parent is refused with 412", async () => {
		const results = await Promise.all(
			Array.from({ length: 8 }, (_, i) => commitTo(ndjson(header(`c${i}`), file(`c/${i}.txt`, `${i}\n`)))),
		);
		expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
		const paths = await tree();
		for (let i = 0; i < 8; i++) expect(paths).toContain(`c/${i}.txt`);
		const parent = await head();
		const [a, b] = await Promise.all([
			commitTo(ndjson(header("a", { parentCommit: parent }), file("race.txt", "a"))),
			commitTo(ndjson(header("b", { parentCommit: parent }), file("race.txt", "b"))),
		]);
		expect([a.status, b.status].sort()).toEqual([200, 412]);
		expect((a.status === 412 ? a : b).code).toBe("PreconditionFailed");
	});
});

describe("repositories", () => {
	it("change visibility, move with a redirect, and are deleted", async () => {
		const settings = await api("PUT", `/api/models/${REPO}/settings`, owner, { private: true });
		expect(settings.status).toBe(200);
		expect((await api("GET", `/api/models/${REPO}`, undefined)).status).toBe(404);
		expect((await api("GET", `/api/models/${REPO}`, owner)).status).toBe(200);
		const move = await api("POST", "/api/repos/move", owner, { fromRepo: REPO, toRepo: "team/renamed" });
		expect(move.status).toBe(200);
		expect((await api("GET", "/api/models/team/renamed/tree/main", owner)).status).toBe(200);
		const old = await fetch(`${hub.url}/api/models/${REPO}`, {
			headers: { Authorization: `Bearer ${owner}` },
			redirect: "manual",
		});
		expect([307, 308, 301]).toContain(old.status);
		expect(old.headers.get("location")).toMatch(/\/api\/models\/team\/renamed$/);
		// A stranger learns nothing from the redirect of a private repository.
		expect((await api("GET", `/api/models/${REPO}`, stranger)).status).toBe(404);
		expect((await api("DELETE", "/api/repos/delete", reader, { name: "renamed", organization: "team" })).status).toBe(
			403,
		);
		expect((await api("DELETE", "/api/repos/delete", owner, { name: "renamed", organization: "team" })).status).toBe(
			200,
		);
		expect((await api("GET", "/api/models/team/renamed", owner)).status).toBe(404);
	});
});

describe("downloads", () => {
	it("count a library's query file once per client and day, into the record's downloads and a daily series", async () => {
		const repo = "team/counted";
		expect((await api("POST", "/api/repos/create", owner, { name: "counted", organization: "team" })).status).toBe(200);
		const body = ndjson(header("files"), file("config.json", '{"model_type":"gpt2"}'), file("notes.txt", "n\n"));
		expect((await api("POST", `/api/models/${repo}/commit/main`, owner, body, "application/x-ndjson")).status).toBe(
			200,
		);
		const get = (path: string, token?: string, method = "GET") =>
			fetch(`${hub.url}/${repo}/resolve/main/${path}`, {
				method,
				headers: token ? { Authorization: `Bearer ${token}` } : {},
			}).then((r) => r.arrayBuffer());
		await get("config.json", undefined, "HEAD");
		await get("config.json");
		await get("config.json");
		await get("notes.txt");
		const downloads = async () => (await api("GET", `/api/models/${repo}`, owner)).json().downloads;
		await new Promise((r) => setTimeout(r, 200));
		expect(await downloads()).toBe(1);
		await get("config.json", reader);
		await new Promise((r) => setTimeout(r, 200));
		expect(await downloads()).toBe(2);
		const series = await hub.store.downloads.series({ type: "model", id: repo });
		expect(series).toHaveLength(30);
		expect(series.at(-1)?.count).toBe(2);
		expect(series.slice(0, -1).every((d) => d.count === 0)).toBe(true);
	});
});
