// The Xet protocol's pure parts against test vectors: chunk boundaries (xet-core's chunking tests), the merkle hashes
// of xorbs and files (xet-core's reference hashes), the hash-to-string conversion (the spec's example and xet-core's),
// whole-file hashes recorded from the real hf_xet 1.6.0 wheel (`hf_xet.hash_files`), LZ4 and byte grouping, xorbs
// (checked whole, refused when their name, size or bytes are wrong), shards (written and read back).
import { beforeAll, describe, expect, it } from "vitest";
import {
	COMPRESSION,
	chunkHash,
	chunkRecord,
	chunkSizes,
	fileHash,
	hashFromString,
	hashToString,
	lz4DecodeFrame,
	parseShard,
	readXorb,
	verificationHash,
	writeShard,
	XetFormatError,
	xetHashReady,
	xorbHash,
} from "../src/xet/index.js";
import { bg4Regroup, bg4Split } from "../src/xet/lz4.js";
import { buildXorb, chunksOf, lz4Block, lz4Frame, splitmix } from "./helpers/xet-data.js";

beforeAll(() => xetHashReady());

function boundaries(sizes: number[]): number[] {
	let at = 0;
	return sizes.map((s) => {
		at += s;
		return at;
	});
}

describe("content-defined chunking", () => {
	it("cuts xet-core's 1 MB SplitMix64 reference data where xet-core does", () => {
		const data = splitmix(1_000_000, 0n);
		expect([data[0], data[127], data[111111]]).toEqual([175, 132, 118]);
		expect(boundaries(chunkSizes(data))).toEqual([
			84493, 134421, 144853, 243318, 271793, 336457, 467529, 494581, 582000, 596735, 616815, 653164, 678202, 724510,
			815591, 827760, 958832, 991092, 1000000,
		]);
	});

	it("cuts constant data at the 128 KiB maximum, and a short file as one chunk", () => {
		expect(boundaries(chunkSizes(new Uint8Array(1_000_000).fill(59)))).toEqual([
			131072, 262144, 393216, 524288, 655360, 786432, 917504, 1000000,
		]);
		expect(chunkSizes(new Uint8Array(63))).toEqual([63]);
		expect(chunkSizes(new Uint8Array(0))).toEqual([]);
	});

	it("finds the same boundaries whatever the size of the pieces it is fed", async () => {
		const { Chunker } = await import("../src/xet/chunking.js");
		const data = splitmix(256_000, 1n);
		const whole = chunkSizes(data);
		for (const step of [1, 37, 255, 70_000]) {
			const c = new Chunker();
			const sizes: number[] = [];
			for (let p = 0; p < data.length; p += step) sizes.push(...c.update(data.subarray(p, p + step)));
			const last = c.finish();
			if (last) sizes.push(last);
			expect(sizes).toEqual(whole);
		}
	});
});

describe("hashes", () => {
	it("writes hashes as the protocol does: each 8-byte group as a little-endian number", () => {
		const bytes = Uint8Array.from({ length: 32 }, (_, i) => i);
		// The spec's example (docs/xet/api.md), whose printed string lost the "10" of its third group.
		expect(hashToString(bytes)).toBe("07060504030201000f0e0d0c0b0a090817161514131211101f1e1d1c1b1a1918");
		const raw = Uint8Array.from([
			22, 175, 58, 132, 4, 75, 131, 214, 190, 153, 138, 66, 226, 3, 153, 242, 204, 86, 80, 234, 249, 153, 80, 99, 159,
			80, 65, 138, 236, 231, 149, 78,
		]);
		expect(hashToString(raw)).toBe("d6834b04843aaf16f29903e2428a99be635099f9ea5056cc4e95e7ec8a41509f");
		expect(hashFromString(hashToString(raw))).toEqual(raw);
	});

	it("computes xet-core's reference xorb and file hashes", () => {
		const h1 = hashFromString("cfc5d07f6f03c29bbf424132963fe08d19a37d5757aaf520bf08119f05cd56d6");
		const h2 = hashFromString("c3e67584b5c4fc2a89837ec39e40f2c8a6bb0b2987ac94cd4b31e5fbdd210a72");
		const h3 = hashFromString("0d2beb91b9196929a5ddec9f6e306924ddf4a24268e3e59fd8464738d525af37");
		const zero = new Uint8Array(32);
		const cases: [{ hash: Uint8Array; size: number }[], string, string][] = [
			[[], "0".repeat(64), "0".repeat(64)],
			[[{ hash: zero, size: 0 }], "0".repeat(64), "638a6bc391964a85939d48f008e8bdbae6a7975e7ca2d87a3ce2492f4e4d8a4c"],
			[
				[{ hash: h1, size: 100 }],
				"cfc5d07f6f03c29bbf424132963fe08d19a37d5757aaf520bf08119f05cd56d6",
				"8e16257caa3fe079d484d872a8975264b2ff683b0d6db9028cc7c0f968a45661",
			],
			[
				[
					{ hash: h1, size: 100 },
					{ hash: h2, size: 200 },
					{ hash: h3, size: 300 },
				],
				"71ec1275fca074724e2dd666921b3277c7cee603e4d025bcab2d4050015be2bc",
				"54e55dccc6653c612bdb5576c5d3cb34bb31bc4e100248abccf4c908b3ef7715",
			],
			[
				Array.from({ length: 4 }, () => ({ hash: h1, size: 100 })),
				"89f2ada89ff8c96763c6b25010e6dd76a4c05b1466207633ea559acf2093211b",
				"2cdba690d0e09563596e0cda626d43eb4c96ef1e994fe72d9b2f5a83cfcd36dd",
			],
			[
				[
					{ hash: h1, size: 100 },
					{ hash: h2, size: 200 },
					{ hash: h1, size: 100 },
					{ hash: h2, size: 200 },
				],
				"90f8313ef12df385d237a067aded02562c35ded12116e32eba401dbc86c38031",
				"284ea045e5a579e99c21ec597c20de1fc0c09e7168162aac00db8f61b3d82dbb",
			],
		];
		for (const [chunks, xorb, file] of cases) {
			expect(hashToString(xorbHash(chunks))).toBe(xorb);
			expect(hashToString(fileHash(chunks))).toBe(file);
		}
	});

	it("hashes whole files as the hf_xet wheel does (chunking, chunk hashes, merkle tree, string form)", () => {
		const fileOf = (data: Uint8Array) =>
			hashToString(fileHash(chunksOf(data).map((c) => ({ hash: chunkHash(c), size: c.length }))));
		// Recorded with hf_xet 1.6.0: hash_files() of the same bytes written to disk.
		expect(fileOf(splitmix(1_000_000, 0n))).toBe("3d17b2d7d64a0e011b6717a52d9a16bd2c3f05b743fa8adf52a7d75dafab6d89");
		expect(fileOf(splitmix(3_000_000, 1n))).toBe("1a8f790de85780dc69cb6c006b41f9f8eb75b05722dd3b3dded5e2d1014e62e5");
		expect(fileOf(new TextEncoder().encode("hello xet"))).toBe(
			"7fe64ee1a188b9b2297a7637697fa23c5a98fe8020b9a69084269b2d15711637",
		);
		expect(fileOf(new Uint8Array(0))).toBe("0".repeat(64));
	});

	it("makes a term's verification hash from its chunks' raw hashes", () => {
		const a = chunkHash(new Uint8Array([1]));
		const b = chunkHash(new Uint8Array([2]));
		expect(verificationHash([a, b])).not.toEqual(verificationHash([b, a]));
		expect(verificationHash([a, b])).toHaveLength(32);
	});
});

describe("LZ4 frames and byte grouping", () => {
	it("decodes literals, matches and overlapping copies to the exact size announced", () => {
		const text = new TextEncoder().encode("abcabcabcabcabcabcabcabcabc xyz xyz xyz xyz hello hello hello!".repeat(300));
		const runs = new Uint8Array(70_000).fill(7);
		for (const data of [text, runs, splitmix(100_000, 3n), new Uint8Array(20)]) {
			const frame = lz4Frame(data);
			expect(lz4DecodeFrame(frame, data.length)).toEqual(data);
			expect(() => lz4DecodeFrame(frame, data.length - 1)).toThrow();
			expect(() => lz4DecodeFrame(frame, data.length + 1)).toThrow();
		}
		expect(lz4Frame(runs).length).toBeLessThan(1000);
	});

	it("refuses a match that reaches before the start of the data, and a truncated frame", () => {
		// A block whose one sequence copies from offset 4 with nothing written yet.
		const block = Uint8Array.from([0x00, 4, 0, 0x10, 0x41]);
		const frame = Uint8Array.from([0x04, 0x22, 0x4d, 0x18, 0x60, 0x40, 0x82, 5, 0, 0, 0, ...block, 0, 0, 0, 0]);
		expect(() => lz4DecodeFrame(frame, 5)).toThrow(/before the start/);
		const good = lz4Frame(splitmix(5000, 9n));
		expect(() => lz4DecodeFrame(good.subarray(0, good.length - 10), 5000)).toThrow();
		expect(lz4Block(new Uint8Array(3))).toEqual(Uint8Array.from([0x30, 0, 0, 0]));
	});

	it("regroups bytes split in four groups, whatever the remainder", () => {
		for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 8, 1001]) {
			const data = splitmix(n, BigInt(n));
			expect(bg4Regroup(bg4Split(data))).toEqual(data);
		}
		expect(bg4Split(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toEqual(
			Uint8Array.from([1, 5, 9, 2, 6, 3, 7, 4, 8]),
		);
	});
});

describe("xorbs", () => {
	const data = splitmix(600_000, 5n);
	let xorb: ReturnType<typeof buildXorb>;
	beforeAll(async () => {
		await xetHashReady();
		xorb = buildXorb(chunksOf(data), ["lz4", "none", "bg4"]);
	});

	it("reads a xorb of chunks compressed three ways, and finds its name", async () => {
		const pieces = Array.from({ length: Math.ceil(xorb.bytes.length / 1000) }, (_, i) =>
			xorb.bytes.subarray(i * 1000, (i + 1) * 1000),
		);
		const parsed = await readXorb(pieces, xorb.hash);
		expect(parsed.chunks.map((c) => c.size)).toEqual(chunkSizes(data));
		expect(parsed.chunks.map((c) => c.offset)).toEqual(xorb.chunks.map((c) => c.offset));
		expect(parsed.size).toBe(xorb.bytes.length);
		expect(parsed.chunkBytes).toBe(xorb.bytes.length);
	});

	it("refuses a xorb under another name, a truncated one, an empty one and garbage", async () => {
		const other = hashFromString("1".repeat(64));
		await expect(readXorb([xorb.bytes], other)).rejects.toThrow(/not to its name/);
		await expect(readXorb([xorb.bytes.subarray(0, xorb.bytes.length - 3)], xorb.hash)).rejects.toThrow(XetFormatError);
		await expect(readXorb([], xorb.hash)).rejects.toThrow(/no chunk/);
		await expect(readXorb([Uint8Array.from([9, 9, 9, 9, 9, 9, 9, 9, 9])])).rejects.toThrow(/header version/);
		const bomb = chunkRecord(COMPRESSION.lz4, lz4Frame(new Uint8Array(200_000)), 200_000);
		await expect(readXorb([bomb])).rejects.toThrow(/1 to 131072/);
		const flipped = xorb.bytes.slice();
		flipped[20] = (flipped[20] as number) ^ 1;
		await expect(readXorb([flipped], xorb.hash)).rejects.toThrow(XetFormatError);
	});
});

describe("shards", () => {
	it("reads back what it writes, with and without a footer, and refuses damaged ones", () => {
		const h = (s: string) => hashFromString(s.repeat(64));
		const shard = {
			files: [
				{
					hash: h("a"),
					sha256: h("b"),
					terms: [
						{ xorb: h("c"), size: 1000, chunkStart: 0, chunkEnd: 3, verification: h("d") },
						{ xorb: h("e"), size: 10, chunkStart: 5, chunkEnd: 6, verification: h("f") },
					],
				},
			],
			xorbs: [{ hash: h("c"), size: 1000, bytesOnDisk: 900, chunks: [{ hash: h("1"), offset: 0, size: 1000 }] }],
		};
		for (const footer of [false, true]) {
			const bytes = writeShard(shard, { footer });
			expect(parseShard(bytes)).toEqual(shard);
			expect(() => parseShard(bytes.subarray(0, bytes.length - 1))).toThrow(XetFormatError);
		}
		const bytes = writeShard(shard, { footer: false });
		const bad = bytes.slice();
		bad[0] = 0;
		expect(() => parseShard(bad)).toThrow(/header tag/);
		expect(() => parseShard(Uint8Array.from([...bytes, 1]))).toThrow(/after its sections/);
	});
});
