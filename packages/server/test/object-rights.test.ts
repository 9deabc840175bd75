// A hash is not a capability. Knowing a stored object's sha256 (a gated repository's tree shows it to anyone) or a
// Xet hash never gives its bytes: a commit may name an object only when its repository's upload session received it
// or the committer may read a repository that holds it; the LFS batch API, `verify` and the Xet service answer an
// outsider the same for a private object as for an unknown one; a right revoked after a xorb URL was handed out
// stops that URL at once; and a private file in a bucket is never handed out as a presigned URL, which no one could
// revoke.
import { createHash, randomBytes } from "node:crypto";
import { blobStoreAt, hashToString, xetHashReady } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3 } from "../../../scripts/s3-server.mjs";
import { buildXorb, chunksOf, fileShard, splitmix } from "../../store/test/helpers/xet-data.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const LFS = "application/vnd.git-lfs+json";

/** A client of one hub, with the requests these tests make. */
function client(hub: () => HubServer) {
	async function call(method: string, path: string, token?: string, body?: unknown, type = "application/json") {
		const res = await fetch(path.startsWith("http") ? path : `${hub().url}${path}`, {
			method,
			redirect: "manual",
			headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "Content-Type": type },
			...(body === undefined
				? {}
				: {
						body:
							typeof body === "string" ? body : body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body),
					}),
		});
		const bytes = Buffer.from(await res.arrayBuffer());
		return { status: res.status, headers: res.headers, bytes, text: bytes.toString("utf8") };
	}
	const batch = async (repo: string, token: string | undefined, oid: string, size: number) => {
		const r = await call(
			"POST",
			`/${repo}.git/info/lfs/objects/batch`,
			token,
			{ operation: "upload", transfers: ["basic"], objects: [{ oid, size }], hash_algo: "sha256" },
			LFS,
		);
		expect(r.status).toBe(200);
		return JSON.parse(r.text).objects[0] as { oid: string; actions?: { upload: { href: string } } };
	};
	return {
		call,
		batch,
		/** Uploads bytes through the LFS batch API as the clients do (nothing sent when the hub says it has them). */
		async lfsUpload(repo: string, token: string, bytes: Uint8Array): Promise<void> {
			const o = await batch(repo, token, sha256(bytes), bytes.length);
			if (o.actions) expect((await call("PUT", o.actions.upload.href, undefined, bytes, LFS)).status).toBe(200);
		},
		verify: (repo: string, token: string, oid: string, size: number) =>
			call("POST", `/${repo}.git/info/lfs/objects/verify`, token, { oid, size }, LFS),
		commit: (repo: string, token: string, ...lines: unknown[]) =>
			call(
				"POST",
				`/api/models/${repo}/commit/main`,
				token,
				[{ key: "header", value: { summary: "add" } }, ...lines].map((l) => JSON.stringify(l)).join("\n"),
				"application/x-ndjson",
			),
		lfsLine: (path: string, oid: string, size?: number) => ({
			key: "lfsFile",
			value: { path, algo: "sha256", oid, ...(size === undefined ? {} : { size }) },
		}),
		create: (token: string, name: string, extra: Record<string, unknown> = {}) =>
			call("POST", "/api/repos/create", token, { name, ...extra }),
		xetToken: async (repo: string, kind: "read" | "write", token?: string) =>
			(await call("GET", `/api/models/${repo}/xet-${kind}-token/main`, token)).headers.get("x-xet-access-token") ?? "",
	};
}

describe("on a hub with its files in a local directory", () => {
	let hub: HubServer;
	const c = client(() => hub);
	let alice = "";
	let mallory = "";
	let bob = "";
	let sam = "";
	const gated = randomBytes(40_000);
	const secret = randomBytes(30_000);
	const open = randomBytes(20_000);

	beforeAll(async () => {
		await xetHashReady();
		hub = await startHubServer();
		const { accounts, tokens } = hub.store;
		for (const name of ["alice", "mallory", "bob", "sam"])
			await accounts.createUser({ name, password: `${name}'s password` });
		await accounts.createOrg({ name: "team" });
		await accounts.setMember("team", "alice", "admin");
		await accounts.setMember("team", "sam", "write");
		alice = (await tokens.create({ owner: "alice", name: "w", role: "write" })).token;
		mallory = (await tokens.create({ owner: "mallory", name: "w", role: "write" })).token;
		bob = (await tokens.create({ owner: "bob", name: "w", role: "write" })).token;
		sam = (await tokens.create({ owner: "sam", name: "w", role: "write" })).token;
		expect((await c.create(alice, "gated")).status).toBe(200);
		expect((await c.call("PUT", "/api/models/alice/gated/settings", alice, { gated: "manual" })).status).toBe(200);
		expect((await c.create(alice, "secret", { private: true })).status).toBe(200);
		expect((await c.create(alice, "open")).status).toBe(200);
		expect((await c.create(mallory, "loot")).status).toBe(200);
		for (const [repo, bytes] of [
			["alice/gated", gated],
			["alice/secret", secret],
			["alice/open", open],
		] as const) {
			await c.lfsUpload(repo, alice, bytes);
			expect((await c.commit(repo, alice, c.lfsLine("w.bin", sha256(bytes), bytes.length))).status).toBe(200);
		}
	}, 60_000);
	afterAll(async () => {
		await hub?.close();
	});

	const refusal = /was never uploaded to this repository/;

	it("a commit cannot republish a gated or private file by naming its sha256", async () => {
		// The gated repository's tree is public: the oid is there for anyone to read.
		const tree = JSON.parse((await c.call("GET", "/api/models/alice/gated/tree/main")).text) as {
			path: string;
			lfs?: { oid: string };
		}[];
		expect(tree.find((e) => e.path === "w.bin")?.lfs?.oid).toBe(sha256(gated));
		for (const bytes of [gated, secret]) {
			const r = await c.commit("mallory/loot", mallory, c.lfsLine("g.bin", sha256(bytes), bytes.length));
			expect([r.status, r.text]).toEqual([400, expect.stringMatching(refusal)]);
			// A copy names no size: refused in the same words.
			const copy = await c.commit("mallory/loot", mallory, c.lfsLine("g.bin", sha256(bytes)));
			expect([copy.status, copy.text]).toEqual([400, expect.stringMatching(refusal)]);
		}
		// Refused exactly as an object nobody ever stored.
		const unknown = randomBytes(40_000);
		const u = await c.commit("mallory/loot", mallory, c.lfsLine("g.bin", sha256(unknown), unknown.length));
		expect([u.status, u.text.replace(sha256(unknown), "OID")]).toEqual([
			400,
			(await c.commit("mallory/loot", mallory, c.lfsLine("g.bin", sha256(gated), gated.length))).text
				.replace(sha256(gated), "OID")
				.replace(String(gated.length), String(unknown.length)),
		]);
		expect((await c.call("GET", "/mallory/loot/resolve/main/g.bin")).status).toBe(404);
	});

	it("a commit may name a file its committer can read, and a copy takes its source's size", async () => {
		const r = await c.commit("mallory/loot", mallory, c.lfsLine("copy-of-open.bin", sha256(open)));
		expect(r.status).toBe(200);
		const got = await c.call("GET", "/mallory/loot/resolve/main/copy-of-open.bin");
		expect([got.status, sha256(got.bytes)]).toEqual([200, sha256(open)]);
		// A copy inside the owner's own private repository (CommitOperationCopy sends no size).
		expect((await c.commit("alice/secret", alice, c.lfsLine("again.bin", sha256(secret)))).status).toBe(200);
		const again = await c.call("GET", "/alice/secret/resolve/main/again.bin", alice);
		expect([again.status, again.bytes.length]).toEqual([200, secret.length]);
		// Once granted access to the gated repository, its files are hers to read, and so to name.
		expect(
			(await c.call("POST", "/api/models/alice/gated/user-access-request/grant", alice, { user: "mallory" })).status,
		).toBe(200);
		expect((await c.commit("mallory/loot", mallory, c.lfsLine("g.bin", sha256(gated), gated.length))).status).toBe(200);
		expect(
			(
				await c.call("POST", "/api/models/alice/gated/user-access-request/handle", alice, {
					user: "mallory",
					status: "rejected",
				})
			).status,
		).toBe(200);
	});

	it("the LFS batch API and verify answer an outsider the same for a private object as for an unknown one", async () => {
		const unknown = randomBytes(30_000);
		const privately = await c.batch("mallory/loot", mallory, sha256(secret), secret.length);
		const nowhere = await c.batch("mallory/loot", mallory, sha256(unknown), unknown.length);
		expect(privately.actions?.upload.href).toMatch(/^http/);
		expect(Object.keys(privately).sort()).toEqual(Object.keys(nowhere).sort());
		const v1 = await c.verify("mallory/loot", mallory, sha256(secret), secret.length);
		const v2 = await c.verify("mallory/loot", mallory, sha256(unknown), unknown.length);
		expect([v1.status, v1.headers.get("x-error-code")]).toEqual([v2.status, v2.headers.get("x-error-code")]);
		expect(v1.status).toBe(404);
		// The owner is told her own object is there.
		expect((await c.batch("alice/secret", alice, sha256(secret), secret.length)).actions).toBeUndefined();
		expect((await c.verify("alice/secret", alice, sha256(secret), secret.length)).status).toBe(200);
	});

	it("someone who has the bytes and sends them may commit them, whoever else holds them", async () => {
		// Mallory happens to hold the very bytes of the private file: she proves it by sending them, hashed as they come.
		await c.lfsUpload("mallory/loot", mallory, secret);
		expect((await c.verify("mallory/loot", mallory, sha256(secret), secret.length)).status).toBe(200);
		expect((await c.commit("mallory/loot", mallory, c.lfsLine("mine.bin", sha256(secret), secret.length))).status).toBe(
			200,
		);
		// Bytes that do not hash to the oid are refused and grant nothing.
		const other = randomBytes(1000);
		const o = await c.batch("mallory/loot", mallory, sha256(other), other.length);
		const wrong = Buffer.from(other);
		wrong[0] = (wrong[0] ?? 0) ^ 1;
		expect((await c.call("PUT", o.actions?.upload.href as string, undefined, wrong, LFS)).status).toBe(400);
		expect((await c.commit("mallory/loot", mallory, c.lfsLine("x.bin", sha256(other), other.length))).status).toBe(400);
	});

	it("what a deleted repository received is no right of a new repository of the same name", async () => {
		const bytes = randomBytes(25_000);
		expect((await c.create(alice, "x", { organization: "team" })).status).toBe(200);
		await c.lfsUpload("team/x", alice, bytes);
		expect((await c.call("DELETE", "/api/repos/delete", alice, { name: "x", organization: "team" })).status).toBe(200);
		expect((await c.create(sam, "x", { organization: "team" })).status).toBe(200);
		const r = await c.commit("team/x", sam, c.lfsLine("taken.bin", sha256(bytes), bytes.length));
		expect([r.status, r.text]).toEqual([400, expect.stringMatching(refusal)]);
		// Nor does a committed file of a deleted repository stay nameable.
		expect((await c.create(alice, "gone")).status).toBe(200);
		await c.lfsUpload("alice/gone", alice, bytes);
		expect((await c.commit("alice/gone", alice, c.lfsLine("f.bin", sha256(bytes), bytes.length))).status).toBe(200);
		expect((await c.call("DELETE", "/api/repos/delete", alice, { name: "gone" })).status).toBe(200);
		const late = await c.commit("alice/open", alice, c.lfsLine("f.bin", sha256(bytes)));
		expect([late.status, late.text]).toEqual([400, expect.stringMatching(refusal)]);
	});

	it("Xet: an outsider's xorb upload is 'inserted' as for a new one, and a file of a private repository cannot be committed by hash", async () => {
		const data = splitmix(120_000, 77n);
		const xorb = buildXorb(chunksOf(data));
		const name = hashToString(xorb.hash);
		const write = await c.xetToken("alice/secret", "write", alice);
		const first = await c.call("POST", `/api/cas/v1/xorbs/default/${name}`, write, xorb.bytes);
		expect([first.status, JSON.parse(first.text)]).toEqual([200, { was_inserted: true }]);
		const shard = fileShard([{ xorb, from: 0, to: xorb.chunks.length }], sha256(data));
		expect((await c.call("POST", "/api/cas/v1/shards", write, shard)).status).toBe(200);
		expect((await c.commit("alice/secret", alice, c.lfsLine("x.bin", sha256(data), data.length))).status).toBe(200);
		// Alice sends it again: it is not new to her repository.
		const again = await c.call("POST", `/api/cas/v1/xorbs/default/${name}`, write, xorb.bytes);
		expect(JSON.parse(again.text)).toEqual({ was_inserted: false });
		// Mallory names the file by its sha256: refused.
		const r = await c.commit("mallory/loot", mallory, c.lfsLine("x.bin", sha256(data), data.length));
		expect([r.status, r.text]).toEqual([400, expect.stringMatching(refusal)]);
		// A shard of hers naming Alice's xorb is refused, and her deduplication query learns nothing.
		const hers = await c.xetToken("mallory/loot", "write", mallory);
		const theft = await c.call("POST", "/api/cas/v1/shards", hers, shard);
		expect([theft.status, theft.text]).toEqual([400, expect.stringMatching(/never uploaded/)]);
		const chunk = hashToString(xorb.chunks[0]?.hash as Uint8Array);
		expect((await c.call("GET", `/api/cas/v1/chunks/default/${chunk}`, hers)).status).toBe(404);
		// Sending the xorb's bytes herself is answered as for a xorb nobody had.
		const sent = await c.call("POST", `/api/cas/v1/xorbs/default/${name}`, hers, xorb.bytes);
		expect([sent.status, JSON.parse(sent.text)]).toEqual([200, { was_inserted: true }]);
	});

	it("a xorb URL handed out while access was granted stops serving the moment the access is taken back", async () => {
		const data = splitmix(90_000, 5n);
		const xorb = buildXorb(chunksOf(data));
		const write = await c.xetToken("alice/gated", "write", alice);
		await c.call("POST", `/api/cas/v1/xorbs/default/${hashToString(xorb.hash)}`, write, xorb.bytes);
		const shard = fileShard([{ xorb, from: 0, to: xorb.chunks.length }], sha256(data));
		expect((await c.call("POST", "/api/cas/v1/shards", write, shard)).status).toBe(200);
		expect((await c.commit("alice/gated", alice, c.lfsLine("xet.bin", sha256(data), data.length))).status).toBe(200);
		const xetHash = (await c.call("HEAD", "/alice/gated/resolve/main/xet.bin", alice)).headers.get("x-xet-hash");
		expect(
			(await c.call("POST", "/api/models/alice/gated/user-access-request/grant", alice, { user: "bob" })).status,
		).toBe(200);
		const read = await c.xetToken("alice/gated", "read", bob);
		const plan = JSON.parse((await c.call("GET", `/api/cas/v2/reconstructions/${xetHash}`, read)).text);
		const url = plan.xorbs[hashToString(xorb.hash)][0].url as string;
		expect((await c.call("GET", url)).status).toBe(206);
		// The URL stands for Bob on this repository: it is no key to another one's path.
		expect((await c.call("GET", url.replace("/alice/gated/", "/alice/open/"))).status).toBe(403);
		await c.call("POST", "/api/models/alice/gated/user-access-request/handle", alice, {
			user: "bob",
			status: "rejected",
		});
		const after = await c.call("GET", url);
		expect([after.status, after.headers.get("x-error-code")]).toEqual([403, "GatedRepo"]);
		// The owner's own URL, and one for a public repository's anonymous reader, keep working.
		const own = await c.xetToken("alice/gated", "read", alice);
		const ownPlan = JSON.parse((await c.call("GET", `/api/cas/v2/reconstructions/${xetHash}`, own)).text);
		expect((await c.call("GET", ownPlan.xorbs[hashToString(xorb.hash)][0].url)).status).toBe(206);
	});
});

describe("on a hub with its files in a bucket", () => {
	let s3: S3Server;
	let hub: HubServer;
	const c = client(() => hub);
	let alice = "";

	beforeAll(async () => {
		s3 = await startS3();
		hub = await startHubServer({ blobs: blobStoreAt(s3.env.MODELHUB_BLOBS as string, s3.env) });
		await hub.store.accounts.createUser({ name: "alice", password: "alice's password" });
		alice = (await hub.store.tokens.create({ owner: "alice", name: "w", role: "write" })).token;
	}, 60_000);
	afterAll(async () => {
		await hub?.close();
		await s3?.stop();
	});

	it("a private or gated file's bytes come through the hub, never as a presigned URL nobody could revoke", async () => {
		const bytes = randomBytes(50_000);
		for (const [name, settings] of [
			["public", {}],
			["private", { private: true }],
			["gated", { gated: "auto" }],
		] as const) {
			expect((await c.create(alice, name)).status).toBe(200);
			if (Object.keys(settings).length)
				expect((await c.call("PUT", `/api/models/alice/${name}/settings`, alice, settings)).status).toBe(200);
			const o = await c.batch(`alice/${name}`, alice, sha256(bytes), bytes.length);
			// Straight to the bucket when the client can reach it: the commit finishes the staged upload.
			if (o.actions) expect((await c.call("PUT", o.actions.upload.href, undefined, bytes, LFS)).status).toBe(200);
			expect((await c.commit(`alice/${name}`, alice, c.lfsLine("w.bin", sha256(bytes), bytes.length))).status).toBe(
				200,
			);
		}
		const pub = await c.call("GET", "/alice/public/resolve/main/w.bin");
		expect(pub.status).toBe(302);
		for (const name of ["private", "gated"]) {
			const r = await c.call("GET", `/alice/${name}/resolve/main/w.bin`, alice);
			expect([r.status, r.headers.get("location"), sha256(r.bytes)]).toEqual([200, null, sha256(bytes)]);
		}
	});
});
