// Xet storage in the store: xorbs checked and kept beside the blobs, shards checked against them before their files
// are registered, files committed and read back (whole and by range) from their xorbs, deduplication limited to what
// the caller may read, hostile objects refused with nothing kept, and garbage collection of what no revision needs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	ANONYMOUS,
	type Caller,
	collectGarbage,
	LocalBlobStore,
	MerkleBuilder,
	RepoWriter,
	type Store,
	sha256Of,
	XetRefusal,
	type XetScope,
	XetStore,
} from "../src/index.js";
import { chunkHash, hashFromString, hashToString, parseShard, xetHashReady, xorbHash } from "../src/xet/index.js";
import { openTestStore, type TestStore } from "./helpers/store.js";
import { type BuiltXorb, buildXorb, chunksOf, fileShard, splitmix } from "./helpers/xet-data.js";

let t: TestStore;
let store: Store;
let dir: string;
let blobs: LocalBlobStore;
let xet: XetStore;
let writer: RepoWriter;
let alice: Caller;
let bob: Caller;

const data = splitmix(900_000, 11n);
let chunks: Uint8Array[];
let first: BuiltXorb;
let second: BuiltXorb;
const model = { type: "model" as const, id: "alice/model" };
const secret = { type: "model" as const, id: "alice/secret" };
const bobs = { type: "model" as const, id: "bob/other" };

async function* stream(bytes: Uint8Array, piece = 10_000) {
	for (let p = 0; p < bytes.length; p += piece) yield bytes.subarray(p, p + piece);
}

async function collect(source: AsyncIterable<Uint8Array> | undefined): Promise<Buffer> {
	const out: Uint8Array[] = [];
	for await (const c of source ?? []) out.push(c);
	return Buffer.concat(out);
}

const counts = async () => {
	const r = await store.db.query<{ x: number; f: number }>(
		"SELECT (SELECT count(*)::int FROM xet_xorbs) AS x, (SELECT count(*)::int FROM xet_files) AS f",
	);
	return r.rows[0];
};

beforeAll(async () => {
	await xetHashReady();
	t = await openTestStore();
	store = t.store;
	dir = mkdtempSync(join(tmpdir(), "modelhub-xet-"));
	blobs = new LocalBlobStore(dir);
	xet = new XetStore(store.db, blobs);
	writer = new RepoWriter(store, blobs, xet);
	for (const name of ["alice", "bob"]) await store.accounts.createUser({ name, password: `${name}'s password` });
	alice = (await store.accounts.callerOf("alice", { name: "t", role: "write" })) as Caller;
	bob = (await store.accounts.callerOf("bob", { name: "t", role: "write" })) as Caller;
	await writer.create(model, { private: false }, "alice");
	await writer.create(secret, { private: true }, "alice");
	await writer.create(bobs, { private: false }, "bob");
	chunks = chunksOf(data);
	const half = Math.floor(chunks.length / 2);
	first = buildXorb(chunks.slice(0, half), ["lz4", "bg4"]);
	second = buildXorb(chunks.slice(half), ["none", "lz4"]);
}, 120_000);

afterAll(async () => {
	await t?.cleanup();
	rmSync(dir, { recursive: true, force: true });
});

const scope = (caller: Caller, repo = model): XetScope => ({ caller, repo });

describe("the merkle tree built as chunks come", () => {
	it("gives the same roots as the whole-list computation, for every count of chunks", () => {
		const nodes = Array.from({ length: 300 }, (_, i) => ({ hash: chunkHash(Uint8Array.of(i & 255, i >> 8)), size: i }));
		for (const n of [1, 2, 3, 9, 10, 11, 40, 81, 300]) {
			const b = new MerkleBuilder();
			for (const node of nodes.slice(0, n)) b.push(node);
			expect(hashToString(b.root())).toBe(hashToString(xorbHash(nodes.slice(0, n))));
		}
	});
});

describe("xorbs and shards", () => {
	it("refuses a xorb under another name and a truncated one, keeping nothing", async () => {
		const before = await counts();
		await expect(xet.putXorb(hashToString(second.hash), stream(first.bytes), scope(alice))).rejects.toThrow(
			/not to its name/,
		);
		await expect(
			xet.putXorb(hashToString(first.hash), stream(first.bytes.subarray(0, first.bytes.length - 100)), scope(alice)),
		).rejects.toThrow(/truncated/);
		expect(await counts()).toEqual(before);
		expect(await blobs.xorbs.size(hashToString(first.hash))).toBeUndefined();
		expect(await blobs.xorbs.size(hashToString(second.hash))).toBeUndefined();
	});

	it("keeps a good xorb once, indexing its chunks", async () => {
		expect(await xet.putXorb(hashToString(first.hash), stream(first.bytes), scope(alice))).toEqual({ inserted: true });
		expect(await xet.putXorb(hashToString(first.hash), stream(first.bytes), scope(alice))).toEqual({ inserted: false });
		expect(await blobs.xorbs.size(hashToString(first.hash))).toBe(first.bytes.length);
		expect(await xet.xorbSize(hashToString(first.hash))).toBe(first.bytes.length);
	});

	it("refuses a shard naming a xorb never uploaded, or claiming a file hash or sha256 its chunks do not make", async () => {
		const sha = sha256Of(data);
		const terms = [
			{ xorb: first, from: 0, to: first.chunks.length },
			{ xorb: second, from: 0, to: second.chunks.length },
		];
		await expect(xet.putShard(fileShard(terms, sha), scope(alice))).rejects.toThrow(/never uploaded/);
		await xet.putXorb(hashToString(second.hash), stream(second.bytes), scope(alice));
		const wrongHash = fileShard(terms, sha, { fileHash: first.hash });
		await expect(xet.putShard(wrongHash, scope(alice))).rejects.toThrow(/make the file hash/);
		await expect(xet.putShard(fileShard(terms, sha256Of(data.subarray(1))), scope(alice))).rejects.toThrow(/sha256/);
		const tampered = parseShard(fileShard(terms, sha));
		expect(tampered.files[0]?.terms[0]?.verification).toBeDefined();
		await expect(xet.putShard(Uint8Array.of(1, 2, 3), scope(alice))).rejects.toThrow(XetRefusal);
		expect((await counts())?.f).toBe(0);
		// Bob never sent these xorbs and no repository he can read holds them: for him they do not exist.
		await expect(xet.putShard(fileShard(terms, sha), scope(bob, bobs))).rejects.toThrow(/never uploaded/);
	});

	it("registers a good shard, which a commit can then name like an LFS object", async () => {
		const sha = sha256Of(data);
		const shard = fileShard(
			[
				{ xorb: first, from: 0, to: first.chunks.length },
				{ xorb: second, from: 0, to: second.chunks.length },
			],
			sha,
			{ withXorbs: [first, second] },
		);
		expect(await xet.putShard(shard, scope(alice))).toEqual({ files: 1, inserted: 1 });
		expect(await xet.putShard(shard, scope(alice))).toEqual({ files: 1, inserted: 0 });
		await expect(
			writer.commit({
				repo: model,
				branch: "main",
				author: "alice",
				summary: "weights",
				ops: [{ kind: "lfs", path: "model.bin", sha256: sha, size: data.length }],
			}),
		).resolves.toMatch(/^[0-9a-f]{40}$/);
		await expect(
			writer.commit({
				repo: model,
				branch: "main",
				author: "alice",
				summary: "not uploaded",
				ops: [{ kind: "lfs", path: "other.bin", sha256: sha256Of(data.subarray(5)), size: data.length - 5 }],
			}),
		).rejects.toThrow(/never uploaded/);
	});

	it("reads the file back whole and by ranges, from its xorbs", async () => {
		const file = { sha256: sha256Of(data), size: data.length };
		expect((await collect(await xet.read(file))).equals(Buffer.from(data))).toBe(true);
		for (const [start, end] of [
			[0, 0],
			[1, 70_000],
			[450_000, 450_001],
			[123_456, 899_999],
			[899_999, 899_999],
		] as const) {
			const got = await collect(await xet.read(file, { start, end }));
			expect(got.equals(Buffer.from(data.subarray(start, end + 1)))).toBe(true);
		}
	});

	it("is located once and then read by many ranges, asking the index for a term's chunks once", async () => {
		let queries = 0;
		const counting = new Proxy(store.db, {
			get(target, key) {
				const value = Reflect.get(target, key);
				if (typeof value !== "function") return value;
				return (...args: unknown[]) => {
					if (key === "query") queries++;
					return value.apply(target, args);
				};
			},
		});
		const located = await new XetStore(counting, blobs).locate({ sha256: sha256Of(data), size: data.length });
		if (!located) throw new Error("not located");
		expect(located.size).toBe(data.length);
		const before = queries;
		const ranges = [
			[0, 9],
			[899_990, 899_999],
			[1, 70_000],
			[449_000, 451_000],
			[123_456, 899_999],
			[7, 7],
		] as const;
		for (const [start, end] of ranges) {
			const got = await collect(located.read({ start, end }));
			expect([start, got.equals(Buffer.from(data.subarray(start, end + 1)))]).toEqual([start, true]);
		}
		// Two terms (one per xorb): their chunks' places asked for once each, however many reads follow.
		expect(queries - before).toBe(2);
		expect((await collect(located.read())).equals(Buffer.from(data))).toBe(true);
		// A blob is found as a blob; bytes held neither way are not found.
		await blobs.putStream(sha256Of(data.subarray(0, 1000)), 1000, [data.subarray(0, 1000)]);
		const blob = await xet.locate({ sha256: sha256Of(data.subarray(0, 1000)), size: 1000 });
		expect((await collect(blob?.read({ start: 10, end: 19 }))).equals(Buffer.from(data.subarray(10, 20)))).toBe(true);
		expect(await xet.locate({ sha256: sha256Of(data.subarray(1)), size: data.length - 1 })).toBeUndefined();
	});

	it("answers reconstructions cut to the range asked, with byte ranges of the xorbs", async () => {
		const file = await xet.fileBySha256(sha256Of(data), data.length);
		if (!file) throw new Error("no file");
		const whole = await xet.reconstruction(file);
		expect(whole?.offsetIntoFirstRange).toBe(0);
		expect(whole?.terms.map((term) => term.xorb)).toEqual([hashToString(first.hash), hashToString(second.hash)]);
		expect(whole?.terms.reduce((n, term) => n + term.size, 0)).toBe(data.length);
		expect(whole?.fetch.get(hashToString(first.hash))).toEqual([
			{ chunkStart: 0, chunkEnd: first.chunks.length, byteStart: 0, byteEnd: first.bytes.length - 1 },
		]);
		const part = await xet.reconstruction(file, { start: 500_000, end: 500_010 });
		expect(part?.terms).toHaveLength(1);
		expect(part?.terms[0]?.chunkEnd).toBe((part?.terms[0]?.chunkStart ?? 0) + 1);
		expect(await xet.reconstruction(file, { start: data.length })).toBeUndefined();
	});

	it("answers deduplication for chunks of repositories the caller may read only", async () => {
		const chunk = hashToString(chunkHash(chunks[3] as Uint8Array));
		const shard = await xet.dedupShard(chunk, scope(bob, bobs));
		expect(shard).toBeDefined();
		const parsed = parseShard(shard as Uint8Array);
		expect(parsed.files).toEqual([]);
		// The xorb holding the chunk first, then the other xorbs of the file it belongs to.
		expect(parsed.xorbs.map((x) => hashToString(x.hash))).toEqual([
			hashToString(first.hash),
			hashToString(second.hash),
		]);
		// The chunk hashes are keyed: the raw ones are never handed out.
		expect(parsed.xorbs[0]?.chunks.some((c) => hashToString(c.hash) === chunk)).toBe(false);
		expect(await xet.dedupShard(hashToString(hashFromString("ab".repeat(32))), scope(bob, bobs))).toBeUndefined();
	});

	it("keeps a private repository's chunks to those who may read it", async () => {
		const own = splitmix(40_000, 77n);
		const x = buildXorb(chunksOf(own));
		await xet.putXorb(hashToString(x.hash), stream(x.bytes), scope(alice, secret));
		await xet.putShard(fileShard([{ xorb: x, from: 0, to: x.chunks.length }], sha256Of(own)), scope(alice, secret));
		await writer.commit({
			repo: secret,
			branch: "main",
			author: "alice",
			summary: "secret",
			ops: [{ kind: "lfs", path: "s.bin", sha256: sha256Of(own), size: own.length }],
		});
		const c = hashToString(x.chunks[0]?.hash as Uint8Array);
		expect(await xet.dedupShard(c, scope(alice, model))).toBeDefined();
		expect(await xet.dedupShard(c, scope(bob, bobs))).toBeUndefined();
		expect(await xet.dedupShard(c, scope(ANONYMOUS, model))).toBeUndefined();
		expect((await xet.usableXorbs([hashToString(x.hash)], scope(bob, bobs))).size).toBe(0);
	});

	it("collects the files and xorbs no revision needs once past the grace window, and keeps the others", async () => {
		const lone = splitmix(30_000, 99n);
		const x = buildXorb(chunksOf(lone));
		await xet.putXorb(hashToString(x.hash), stream(x.bytes), scope(alice));
		await xet.putShard(fileShard([{ xorb: x, from: 0, to: x.chunks.length }], sha256Of(lone)), scope(alice));
		let r = await collectGarbage(store, blobs);
		expect(r.xorbsRemoved).toBe(0);
		await store.db.query("UPDATE xet_files SET created_at = now() - interval '2 days'");
		await store.db.query("UPDATE xet_xorbs SET created_at = now() - interval '2 days'");
		r = await collectGarbage(store, blobs);
		expect(r.xorbsRemoved).toBe(1);
		expect(r.bytesFreed).toBeGreaterThanOrEqual(x.bytes.length);
		expect(await blobs.xorbs.size(hashToString(x.hash))).toBeUndefined();
		expect(await blobs.xorbs.size(hashToString(first.hash))).toBe(first.bytes.length);
		const file = { sha256: sha256Of(data), size: data.length };
		expect((await collect(await xet.read(file))).equals(Buffer.from(data))).toBe(true);
	});
});
