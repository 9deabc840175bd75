// The CAS service under hostile requests: Xet tokens are scoped to one repository and its rights (another
// repository's token, an expired or forged one, a read token used to write are refused), objects that are not what
// they say (a xorb under another name, a truncated one, a shard naming a missing xorb or claiming a file hash or a
// sha256 its chunks do not make) are a 400 with nothing kept and the repository unchanged, and xorb range URLs serve
// only the range they were signed for.
import { createHash } from "node:crypto";
import { hashFromString, hashToString, xetHashReady } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltXorb, buildXorb, chunksOf, fileShard, splitmix } from "../../store/test/helpers/xet-data.js";
import { XetTokens } from "../src/xet-tokens.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
let owner = "";
let reader = "";
let stranger = "";
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const data = splitmix(300_000, 21n);
let xorb: BuiltXorb;

async function call(method: string, path: string, token?: string, body?: Uint8Array | string, headers = {}) {
	const res = await fetch(path.startsWith("http") ? path : `${hub.url}${path}`, {
		method,
		headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
		...(body === undefined ? {} : { body: typeof body === "string" ? body : Buffer.from(body) }),
	});
	const bytes = Buffer.from(await res.arrayBuffer());
	return { status: res.status, headers: res.headers, bytes, text: bytes.toString("utf8") };
}

/** A Xet token from the hub's token route, as the clients ask for it. */
async function xetToken(repo: string, kind: "read" | "write", hubToken?: string) {
	const r = await call("GET", `/api/models/${repo}/xet-${kind}-token/main`, hubToken);
	return {
		status: r.status,
		token: r.headers.get("x-xet-access-token") ?? "",
		body: r.status === 200 ? JSON.parse(r.text) : undefined,
	};
}

const counts = async () =>
	(
		await hub.store.db.query<{ x: number; f: number }>(
			"SELECT (SELECT count(*)::int FROM xet_xorbs) AS x, (SELECT count(*)::int FROM xet_files) AS f",
		)
	).rows[0];

const commitLfs = (repo: string, token: string, sha: string, size: number) =>
	call(
		"POST",
		`/api/models/${repo}/commit/main`,
		token,
		[
			JSON.stringify({ key: "header", value: { summary: "weights" } }),
			JSON.stringify({ key: "lfsFile", value: { path: "model.bin", algo: "sha256", oid: sha, size } }),
		].join("\n"),
		{ "Content-Type": "application/x-ndjson" },
	);

beforeAll(async () => {
	await xetHashReady();
	hub = await startHubServer();
	const { accounts, tokens } = hub.store;
	for (const name of ["olga", "rita", "sam"]) await accounts.createUser({ name, password: `${name}'s password` });
	owner = (await tokens.create({ owner: "olga", name: "w", role: "write" })).token;
	reader = (await tokens.create({ owner: "rita", name: "r", role: "read" })).token;
	stranger = (await tokens.create({ owner: "sam", name: "w", role: "write" })).token;
	for (const [name, priv, token] of [
		["model", false, owner],
		["secret", true, owner],
	] as const)
		expect((await call("POST", "/api/repos/create", token, JSON.stringify({ name, private: priv }))).status).toBe(200);
	expect((await call("POST", "/api/repos/create", stranger, JSON.stringify({ name: "mine" }))).status).toBe(200);
	xorb = buildXorb(chunksOf(data), ["lz4", "none"]);
}, 60_000);
afterAll(async () => {
	await hub?.close();
});

describe("Xet tokens", () => {
	it("are handed out with the CAS address, in the headers and the body the clients read", async () => {
		const t = await xetToken("olga/model", "write", owner);
		expect(t.status).toBe(200);
		expect(t.body).toEqual({ casUrl: `${hub.url}/api/cas`, accessToken: t.token, exp: expect.any(Number) });
		const r = await call("GET", "/api/models/olga/model/xet-write-token/main", owner);
		expect(r.headers.get("x-xet-cas-url")).toBe(`${hub.url}/api/cas`);
		expect(Number(r.headers.get("x-xet-token-expiration"))).toBeGreaterThan(Date.now() / 1000);
	});

	it("follow the policy: no write token without write access, no token at all for a repository one cannot see", async () => {
		expect((await xetToken("olga/model", "write", reader)).status).toBe(403);
		expect((await xetToken("olga/model", "write", stranger)).status).toBe(403);
		expect((await xetToken("olga/model", "write")).status).toBe(401);
		expect((await xetToken("olga/model", "read")).status).toBe(200);
		expect((await xetToken("olga/secret", "read", stranger)).status).toBe(404);
	});

	it("refuse a read token used to write, an expired, a forged and a missing one, keeping nothing", async () => {
		const before = await counts();
		const path = `/api/cas/v1/xorbs/default/${hashToString(xorb.hash)}`;
		const read = (await xetToken("olga/model", "read", owner)).token;
		expect((await call("POST", path, read, xorb.bytes)).status).toBe(403);
		const keys = await XetTokens.open(hub.store);
		const expired = keys.issue({
			user: "olga",
			repo: { type: "model", id: "olga/model" },
			scope: "write",
			expires: Math.floor(Date.now() / 1000) - 1,
		});
		expect((await call("POST", path, expired, xorb.bytes)).status).toBe(401);
		const write = (await xetToken("olga/model", "write", owner)).token;
		expect((await call("POST", path, `${write.slice(0, -2)}xx`, xorb.bytes)).status).toBe(401);
		expect((await call("POST", path, undefined, xorb.bytes)).status).toBe(401);
		expect((await call("POST", path, owner, xorb.bytes)).status).toBe(401); // a Hub token is no Xet token
		expect(await counts()).toEqual(before);
		expect(await hub.blobs.xorbs.size(hashToString(xorb.hash))).toBeUndefined();
	});
});

describe("objects that are not what they say", () => {
	it("refuses a xorb under another name and a truncated xorb, keeping nothing", async () => {
		const write = (await xetToken("olga/model", "write", owner)).token;
		const other = hashToString(hashFromString("ab".repeat(32)));
		const wrong = await call("POST", `/api/cas/v1/xorbs/default/${other}`, write, xorb.bytes);
		expect(wrong.status).toBe(400);
		expect(wrong.text).toMatch(/not to its name/);
		const name = hashToString(xorb.hash);
		const cut = await call("POST", `/api/cas/v1/xorbs/default/${name}`, write, xorb.bytes.subarray(0, 5000));
		expect(cut.status).toBe(400);
		expect((await call("POST", "/api/cas/v1/xorbs/default/nothex", write, xorb.bytes)).status).toBe(400);
		expect(await counts()).toEqual({ x: 0, f: 0 });
		expect(await hub.blobs.xorbs.size(name)).toBeUndefined();
	});

	it("refuses shards naming a missing xorb or a file hash or sha256 their chunks do not make; the repository is unchanged", async () => {
		const write = (await xetToken("olga/model", "write", owner)).token;
		const terms = [{ xorb, from: 0, to: xorb.chunks.length }];
		const missing = await call("POST", "/api/cas/v1/shards", write, fileShard(terms, sha256(data)));
		expect([missing.status, missing.text]).toEqual([400, expect.stringMatching(/never uploaded/)]);
		const ok = await call("POST", `/api/cas/v1/xorbs/default/${hashToString(xorb.hash)}`, write, xorb.bytes);
		expect([ok.status, JSON.parse(ok.text)]).toEqual([200, { was_inserted: true }]);
		const lying = fileShard(terms, sha256(data), { fileHash: hashFromString("cd".repeat(32)) });
		expect((await call("POST", "/api/cas/v2/shards", write, lying)).status).toBe(400);
		const wrongSha = fileShard(terms, sha256(data.subarray(1)));
		expect((await call("POST", "/api/cas/v1/shards", write, wrongSha)).status).toBe(400);
		expect((await call("POST", "/api/cas/v1/shards", write, Buffer.from("not a shard"))).status).toBe(400);
		expect((await counts())?.f).toBe(0);
		const refused = await commitLfs("olga/model", owner, sha256(data), data.length);
		expect(refused.status).toBe(400);
		const files = JSON.parse((await call("GET", "/api/models/olga/model/tree/main", owner)).text) as { path: string }[];
		expect(files.map((f) => f.path)).toEqual([".gitattributes"]);
	});

	it("takes the honest shard (v2 answers NDJSON), after which the commit and every download work", async () => {
		const write = (await xetToken("olga/model", "write", owner)).token;
		const shard = fileShard([{ xorb, from: 0, to: xorb.chunks.length }], sha256(data), { withXorbs: [xorb] });
		const r = await call("POST", "/api/cas/v2/shards", write, shard);
		expect([r.status, r.text]).toEqual([200, '{"type":"result","result":1}\n']);
		expect((await commitLfs("olga/model", owner, sha256(data), data.length)).status).toBe(200);
		const whole = await call("GET", "/olga/model/resolve/main/model.bin");
		expect(whole.status).toBe(200);
		expect(sha256(whole.bytes)).toBe(sha256(data));
		expect(whole.headers.get("etag")).toBe(`"${sha256(data)}"`);
		expect(whole.headers.get("x-xet-hash")).toMatch(/^[0-9a-f]{64}$/);
		expect(whole.headers.get("link")).toMatch(
			/\/api\/models\/olga\/model\/xet-read-token\/[0-9a-f]{40}>; rel="xet-auth"/,
		);
		const part = await call("GET", "/olga/model/resolve/main/model.bin", undefined, undefined, {
			Range: "bytes=100000-200000",
		});
		expect([part.status, part.headers.get("content-range")]).toEqual([206, `bytes 100000-200000/${data.length}`]);
		expect(Buffer.compare(part.bytes, Buffer.from(data.subarray(100000, 200001)))).toBe(0);
	});
});

describe("reading through the CAS", () => {
	it("rebuilds files of the token's repository only, from range URLs that serve only their range", async () => {
		const xetHash = (await call("HEAD", "/olga/model/resolve/main/model.bin")).headers.get("x-xet-hash") as string;
		const read = (await xetToken("olga/model", "read")).token;
		const plan = await call("GET", `/api/cas/v2/reconstructions/${xetHash}`, read);
		expect(plan.status).toBe(200);
		const body = JSON.parse(plan.text);
		expect(body.terms.reduce((n: number, t: { unpacked_length: number }) => n + t.unpacked_length, 0)).toBe(
			data.length,
		);
		const fetch = body.xorbs[hashToString(xorb.hash)][0];
		const { start, end } = fetch.ranges[0].bytes;
		const got = await call("GET", fetch.url, undefined, undefined, { Range: `bytes=${start}-${end}` });
		expect([got.status, got.bytes.length]).toEqual([206, end - start + 1]);
		expect(Buffer.compare(got.bytes, Buffer.from(xorb.bytes.subarray(start, end + 1)))).toBe(0);
		const tampered = fetch.url.replace(/upload=\d+-\d+/, `upload=0-${end + 1000}`);
		expect((await call("GET", tampered, undefined, undefined, { Range: "bytes=0-10" })).status).toBe(403);
		const unranged = await call("GET", fetch.url);
		expect([unranged.status, unranged.bytes.length]).toEqual([206, end - start + 1]);
		const v1 = JSON.parse((await call("GET", `/api/cas/v1/reconstructions/${xetHash}`, read)).text);
		expect(Object.keys(v1.fetch_info)).toEqual([hashToString(xorb.hash)]);
		const ranged = await call("GET", `/api/cas/v2/reconstructions/${xetHash}`, read, undefined, {
			Range: `bytes=${data.length}-${data.length + 5}`,
		});
		expect(ranged.status).toBe(416);
		// A token for another repository opens nothing of this one.
		const other = (await xetToken("sam/mine", "read", stranger)).token;
		expect((await call("GET", `/api/cas/v2/reconstructions/${xetHash}`, other)).status).toBe(404);
	});

	it("answers deduplication only for chunks of repositories the caller may read", async () => {
		const chunk = hashToString(xorb.chunks[0]?.hash as Uint8Array);
		const other = (await xetToken("sam/mine", "write", stranger)).token;
		expect((await call("GET", `/api/cas/v1/chunks/default/${chunk}`, other)).status).toBe(200);
		// The same chunk committed only to a private repository: the stranger learns nothing of it.
		const secretData = splitmix(50_000, 33n);
		const secret = buildXorb(chunksOf(secretData));
		const write = (await xetToken("olga/secret", "write", owner)).token;
		await call("POST", `/api/cas/v1/xorbs/default/${hashToString(secret.hash)}`, write, secret.bytes);
		const shard = fileShard([{ xorb: secret, from: 0, to: secret.chunks.length }], sha256(secretData));
		expect((await call("POST", "/api/cas/v1/shards", write, shard)).status).toBe(200);
		expect((await commitLfs("olga/secret", owner, sha256(secretData), secretData.length)).status).toBe(200);
		const secretChunk = hashToString(secret.chunks[0]?.hash as Uint8Array);
		expect((await call("GET", `/api/cas/v1/chunks/default/${secretChunk}`, write)).status).toBe(200);
		expect((await call("GET", `/api/cas/v1/chunks/default/${secretChunk}`, other)).status).toBe(404);
		// Nor can the stranger build a file of his own on the private xorb.
		const theft = await call("POST", "/api/cas/v1/shards", other, shard);
		expect([theft.status, theft.text]).toEqual([400, expect.stringMatching(/never uploaded/)]);
	});
});
