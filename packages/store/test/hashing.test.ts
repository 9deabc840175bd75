import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SLAB_BYTES } from "../src/blobs/hashing.js";
import { LocalBlobStore, PutMismatchError } from "../src/index.js";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Bytes that differ at every position (a slab hashed twice, or skipped, or out of order changes the digest). */
function bytesOf(length: number, seed: number): Buffer {
	const out = Buffer.alloc(length);
	let x = seed >>> 0 || 1;
	for (let i = 0; i < length; i++) {
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		out[i] = x & 0xff;
	}
	return out;
}

/** A socket's worth of odd-sized chunks (never a slab's boundary), each a fresh buffer as a stream gives them. */
async function* chunked(bytes: Uint8Array, size = 65_537, cutAfter = Number.POSITIVE_INFINITY) {
	for (let at = 0; at < bytes.length; at += size) {
		if (at >= cutAfter) throw new Error("the client went away");
		yield Buffer.from(bytes.subarray(at, at + size));
		await new Promise((r) => setImmediate(r));
	}
}

/** Every regular file under a folder (the blob store's temporary files are what a failed upload must not leave). */
function filesUnder(dir: string): string[] {
	const out: string[] = [];
	for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
		if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
	return out;
}

let dir: string;
let blobs: LocalBlobStore;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-hashing-"));
	blobs = new LocalBlobStore(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const leftovers = () => filesUnder(join(dir, "tmp")).filter((f) => !f.endsWith(".lock"));

describe("uploads hashed on a worker thread while written", () => {
	const big = bytesOf(5 * SLAB_BYTES + 12_345, 1);

	it("keep the bytes whole under their sha256 (many slabs, odd chunks; and a stream smaller than a slab)", async () => {
		expect(await blobs.putStream(sha(big), big.length, chunked(big))).toBe("written");
		expect(sha(readFileSync(join(dir, "sha256", sha(big).slice(0, 2), sha(big))))).toBe(sha(big));
		const small = bytesOf(SLAB_BYTES - 1, 2);
		expect(await blobs.putStream(sha(small), small.length, chunked(small, 4096))).toBe("written");
		expect(await blobs.size(sha(small))).toBe(small.length);
		expect(leftovers()).toEqual([]);
	});

	it("refuse a wrong sha256 or size and keep nothing", async () => {
		const wrong = await blobs.putStream("a".repeat(64), big.length, chunked(big)).catch((e) => e);
		expect(wrong).toBeInstanceOf(PutMismatchError);
		expect((wrong as PutMismatchError).message).toContain(sha(big));
		const short = await blobs.putStream(sha(big), big.length + 1, chunked(big)).catch((e) => e);
		expect(short).toBeInstanceOf(PutMismatchError);
		const long = await blobs.putStream(sha(big), big.length - 1, chunked(big)).catch((e) => e);
		expect(long).toBeInstanceOf(PutMismatchError);
		expect(await blobs.size(sha(big))).toBeUndefined();
		expect(await blobs.size("a".repeat(64))).toBeUndefined();
		expect(leftovers()).toEqual([]);
	});

	it("cut mid-way leave nothing, and the next upload of the same bytes is whole", async () => {
		const cut = blobs.putStream(sha(big), big.length, chunked(big, 65_537, 3 * SLAB_BYTES));
		await expect(cut).rejects.toThrow("the client went away");
		expect(await blobs.size(sha(big))).toBeUndefined();
		expect(leftovers()).toEqual([]);
		expect(await blobs.putStream(sha(big), big.length, chunked(big))).toBe("written");
		expect(statSync(join(dir, "sha256", sha(big).slice(0, 2), sha(big))).size).toBe(big.length);
	});

	it("several at once each get their own digest", async () => {
		const files = [3, 4, 5, 6].map((seed, i) => bytesOf(2 * SLAB_BYTES + i * 1000, seed));
		const outcomes = await Promise.all(files.map((f, i) => blobs.putStream(sha(f), f.length, chunked(f, 16_384 + i))));
		expect(outcomes).toEqual(["written", "written", "written", "written"]);
		for (const f of files) expect(await blobs.size(sha(f))).toBe(f.length);
	});

	it("unannounced bytes and multipart parts are hashed the same way", async () => {
		expect(await blobs.putHashing(chunked(big), big.length)).toEqual({ sha256: sha(big), size: big.length });
		const over = await blobs.putHashing(chunked(bytesOf(2 * SLAB_BYTES, 7)), SLAB_BYTES).catch((e) => e);
		expect(over).toBeInstanceOf(PutMismatchError);
		const part = bytesOf(3 * SLAB_BYTES + 1, 8);
		expect(await blobs.putPart("upload-0001", 1, part.length, chunked(part))).toBe(sha(part));
		await blobs.abortParts("upload-0001");
		expect(leftovers()).toEqual([]);
	});
});
