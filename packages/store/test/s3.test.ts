import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3 } from "../../../scripts/s3-server.mjs";
import {
	blobStoreAt,
	collectGarbage,
	FallbackBlobStore,
	finishStagedUploads,
	LocalBlobStore,
	migrateBlobs,
	PutMismatchError,
	type S3BlobStore,
	type Store,
	UploadMissingError,
} from "../src/index.js";
import { hashToString, readXorb, xetHashReady } from "../src/xet/index.js";
import { openTestStore, type TestStore } from "./helpers/store.js";
import { buildXorb, chunksOf, splitmix } from "./helpers/xet-data.js";

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const MiB = 1024 ** 2;

async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const c of stream) chunks.push(c as Buffer);
	return Buffer.concat(chunks);
}

let s3: S3Server;
let blobs: S3BlobStore;
let t: TestStore;
let store: Store;

beforeAll(async () => {
	s3 = await startS3();
	blobs = blobStoreAt(s3.env.MODELHUB_BLOBS as string, s3.env) as S3BlobStore;
	t = await openTestStore();
	store = t.store;
	await xetHashReady();
});
afterAll(async () => {
	await t?.cleanup();
	await s3?.stop();
});

describe("S3 blob store (s3rver)", () => {
	it("keeps bytes that hash to their key, in one PUT or in parts, and reads ranges of them", async () => {
		const small = randomBytes(1000);
		const large = randomBytes(40 * MiB + 123);
		expect(await blobs.putStream(sha(small), small.length, [small])).toBe("written");
		expect(await blobs.putStream(sha(large), large.length, [large.subarray(0, 7e6), large.subarray(7e6)])).toBe(
			"written",
		);
		expect(await blobs.size(sha(large))).toBe(large.length);
		expect((await bytesOf(blobs.read(sha(large)))).equals(large)).toBe(true);
		expect(
			(await bytesOf(blobs.read(sha(large), { start: 5, end: 20 * MiB }))).equals(large.subarray(5, 20 * MiB + 1)),
		).toBe(true);
		expect(await blobs.putStream(sha(small), small.length, [small])).toBe("present");
		const listed = [];
		for await (const b of blobs.list()) listed.push(b);
		expect(listed.map((b) => [b.sha256, b.size]).sort()).toEqual(
			[
				[sha(small), 1000],
				[sha(large), large.length],
			].sort(),
		);
		expect(listed.every((b) => b.stored instanceof Date && !Number.isNaN(b.stored.getTime()))).toBe(true);
		await blobs.delete(sha(large));
		expect(await blobs.size(sha(large))).toBeUndefined();
	});

	it("refuses bytes that do not hash to the announced sha256, and nothing appears under it", async () => {
		const bytes = randomBytes(20 * MiB);
		const wrong = sha(randomBytes(8));
		await expect(blobs.putStream(wrong, bytes.length, [bytes])).rejects.toBeInstanceOf(PutMismatchError);
		await expect(blobs.putStream(wrong, 10, [bytes.subarray(0, 10)])).rejects.toBeInstanceOf(PutMismatchError);
		await expect(blobs.putStream(sha(bytes), bytes.length + 1, [bytes])).rejects.toBeInstanceOf(PutMismatchError);
		expect(await blobs.size(wrong)).toBeUndefined();
		expect(await blobs.size(sha(bytes))).toBeUndefined();
	});

	it("presigned downloads carry ranges and the file name", async () => {
		const bytes = randomBytes(3000);
		await blobs.putStream(sha(bytes), bytes.length, [bytes]);
		const url = await blobs.direct.readUrl(sha(bytes), { ttlSeconds: 60, filename: "model.safetensors" });
		expect(url).toContain("X-Amz-Signature=");
		const r = await fetch(url as string, { headers: { Range: "bytes=10-19" } });
		expect(r.status).toBe(206);
		expect(r.headers.get("content-range")).toBe("bytes 10-19/3000");
		expect(r.headers.get("content-disposition")).toContain('filename="model.safetensors"');
		expect(Buffer.from(await r.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
	});

	it("a presigned multipart upload becomes the blob only once the hub has hashed it", async () => {
		const bytes = randomBytes(12 * MiB + 5);
		const part = 5 * MiB;
		const up = await blobs.direct.startUpload("multipart0000001", bytes.length, part, 600);
		expect(up.partUrls).toHaveLength(3);
		const parts = [];
		for (const [i, url] of (up.partUrls ?? []).entries()) {
			const r = await fetch(url, { method: "PUT", body: bytes.subarray(i * part, (i + 1) * part) });
			expect(r.status).toBe(200);
			parts.push({ part: i + 1, etag: r.headers.get("etag") ?? "" });
		}
		expect(await blobs.size(sha(bytes))).toBeUndefined();
		const upload = { id: "multipart0000001", ref: up.ref, sha256: sha(bytes), size: bytes.length };
		expect(await blobs.direct.finishUpload(upload, parts)).toBe("written");
		expect((await bytesOf(blobs.read(sha(bytes)))).equals(bytes)).toBe(true);
		// A completion sent again finds the work done.
		expect(await blobs.direct.finishUpload(upload, parts)).toBe("present");
	});

	it("a staged single PUT with wrong bytes is refused and dropped; one not sent yet is left for later", async () => {
		const bytes = randomBytes(4000);
		const up = await blobs.direct.startUpload("basic00000000001", bytes.length, 5 * MiB, 600);
		const upload = { id: "basic00000000001", ref: "", sha256: sha(bytes), size: bytes.length };
		await expect(blobs.direct.finishUpload(upload)).rejects.toBeInstanceOf(UploadMissingError);
		const bad = Buffer.from(bytes);
		bad[0] = (bad[0] ?? 0) ^ 1;
		expect((await fetch(up.url as string, { method: "PUT", body: bad })).status).toBe(200);
		await expect(blobs.direct.finishUpload(upload)).rejects.toBeInstanceOf(PutMismatchError);
		expect(await blobs.size(sha(bytes))).toBeUndefined();
		await expect(blobs.direct.finishUpload(upload)).rejects.toBeInstanceOf(UploadMissingError);
	});

	it("a commit's check finishes the staged uploads of its object (clients that never call verify)", async () => {
		const bytes = randomBytes(5000);
		const repo = { type: "model" as const, id: "acme/staged" };
		const up = await blobs.direct.startUpload("a".repeat(32), bytes.length, 5 * MiB, 600);
		await store.uploads.begin({
			id: "a".repeat(32),
			repo,
			sha256: sha(bytes),
			size: bytes.length,
			partSize: bytes.length,
			storageRef: up.ref,
		});
		expect(await finishStagedUploads(store.uploads, blobs, repo, sha(bytes), bytes.length)).toBe(false);
		await fetch(up.url as string, { method: "PUT", body: bytes });
		// Another repository's commit naming the object never finishes this repository's upload.
		const other = { type: "model" as const, id: "mallory/copy" };
		expect(await finishStagedUploads(store.uploads, blobs, other, sha(bytes), bytes.length)).toBe(false);
		expect(await blobs.size(sha(bytes))).toBeUndefined();
		expect(await finishStagedUploads(store.uploads, blobs, repo, sha(bytes), bytes.length)).toBe(true);
		expect(await blobs.size(sha(bytes))).toBe(bytes.length);
		expect(await store.uploads.get("a".repeat(32))).toBeUndefined();
	});

	it("keeps a browser's upload under the sha256 it turns out to have; one over its limit leaves nothing", async () => {
		const bytes = randomBytes(3 * MiB + 7);
		const from = async function* (b: Buffer) {
			for (let i = 0; i < b.length; i += MiB) yield b.subarray(i, i + MiB);
		};
		expect(await blobs.putHashing(from(bytes), 10 * MiB)).toEqual({ sha256: sha(bytes), size: bytes.length });
		expect((await bytesOf(blobs.read(sha(bytes)))).equals(bytes)).toBe(true);
		const big = randomBytes(2 * MiB);
		await expect(blobs.putHashing(from(big), MiB)).rejects.toBeInstanceOf(PutMismatchError);
		expect(await blobs.size(sha(big))).toBeUndefined();
		await blobs.delete(sha(bytes));
	});

	it("keeps a Xet xorb under its hash only once its bytes were checked; reads ranges, lists and deletes it", async () => {
		const x = buildXorb(chunksOf(splitmix(300_000, 5n)));
		const name = hashToString(x.hash);
		const check = async (bytes: AsyncIterable<Uint8Array>) => {
			await readXorb(bytes, x.hash);
		};
		// Bytes that are not the xorb its name says: refused, and nothing appears.
		const lie = Buffer.from(x.bytes);
		lie[lie.length >> 1] = (lie[lie.length >> 1] as number) ^ 1;
		await expect(
			blobs.xorbs.put(
				name,
				(async function* () {
					yield lie;
				})(),
				check,
			),
		).rejects.toThrow();
		expect(await blobs.xorbs.size(name)).toBeUndefined();
		expect(
			await blobs.xorbs.put(
				name,
				(async function* () {
					yield x.bytes;
				})(),
				check,
			),
		).toBe("written");
		expect(await blobs.xorbs.size(name)).toBe(x.bytes.length);
		expect(
			(await bytesOf(blobs.xorbs.read(name, { start: 10, end: 99 }))).equals(Buffer.from(x.bytes.subarray(10, 100))),
		).toBe(true);
		expect(
			await blobs.xorbs.put(
				name,
				(async function* () {
					yield x.bytes;
				})(),
				check,
			),
		).toBe("present");
		const listed = [];
		for await (const o of blobs.xorbs.list()) listed.push(o);
		expect(listed.map((o) => [o.name, o.size])).toEqual([[name, x.bytes.length]]);
		// Blobs and xorbs keep to their own namespaces.
		for await (const b of blobs.list()) expect(b.sha256).not.toBe(name);

		// A hub moving to the bucket: its xorbs are copied (checked again), and read from the old directory until then.
		const dir = new LocalBlobStore(join(store.dataDir, "xorb-blobs"));
		const y = buildXorb(chunksOf(splitmix(200_000, 6n)));
		const yName = hashToString(y.hash);
		await dir.xorbs.put(
			yName,
			(async function* () {
				yield y.bytes;
			})(),
			async (bytes) => {
				await readXorb(bytes, y.hash);
			},
		);
		const moving = new FallbackBlobStore(blobs, dir);
		expect((await bytesOf(moving.xorbs.read(yName))).equals(Buffer.from(y.bytes))).toBe(true);
		const moved = await migrateBlobs(dir, blobs);
		expect(moved.copied).toBe(1);
		expect(await blobs.xorbs.size(yName)).toBe(y.bytes.length);
		await blobs.xorbs.delete(name);
		await blobs.xorbs.delete(yName);
		expect(await blobs.xorbs.size(name)).toBeUndefined();
	});

	it("gc aborts uploads never completed, and keeps young unnamed blobs within the grace window", async () => {
		const bytes = randomBytes(12 * MiB);
		const repo = { type: "model" as const, id: "acme/gc" };
		const id = "b".repeat(32);
		const up = await blobs.direct.startUpload(id, bytes.length, 5 * MiB, 600);
		await fetch((up.partUrls ?? [])[0] as string, { method: "PUT", body: bytes.subarray(0, 5 * MiB) });
		await store.uploads.begin({
			id,
			repo,
			sha256: sha(bytes),
			size: bytes.length,
			partSize: 5 * MiB,
			storageRef: up.ref,
		});
		await store.db.query("UPDATE uploads SET created_at = now() - interval '3 days' WHERE id = $1", [id]);
		const kept = await collectGarbage(store, blobs, { graceHours: 1 });
		expect(kept.uploadsAborted).toBe(1);
		expect(kept.blobsRemoved).toBe(0);
		const gone = await collectGarbage(store, blobs, { graceHours: 0 });
		expect(gone.blobsRemoved).toBeGreaterThan(0);
		const left = [];
		for await (const b of blobs.list()) left.push(b);
		expect(left).toEqual([]);
	});

	it("migrate copies a directory's blobs to the bucket; a fallback store reads what is not there yet", async () => {
		const dir = new LocalBlobStore(join(store.dataDir, "old-blobs"));
		const a = randomBytes(100);
		const b = randomBytes(200);
		await dir.putStream(sha(a), a.length, [a]);
		const target = blobStoreAt("s3://modelhub/migrated", s3.env);
		const first = await migrateBlobs(dir, target);
		expect(first).toMatchObject({ copied: 1, bytesCopied: 100, passes: 2 });
		await dir.putStream(sha(b), b.length, [b]);
		const both = new FallbackBlobStore(target, dir);
		expect((await bytesOf(both.read(sha(b)))).equals(b)).toBe(true);
		expect(await both.direct?.readUrl(sha(b), { ttlSeconds: 60 })).toBeUndefined();
		expect(await both.direct?.readUrl(sha(a), { ttlSeconds: 60 })).toContain("X-Amz-Signature=");
		const second = await migrateBlobs(dir, target);
		expect(second).toMatchObject({ copied: 1, bytesCopied: 200, passes: 2 });
		expect((await bytesOf(target.read(sha(b)))).equals(b)).toBe(true);
	});
});
