import {
	bg4Split,
	COMPRESSION,
	chunkHash,
	chunkRecord,
	chunkSizes,
	fileHash,
	type Hash,
	hashFromString,
	verificationHash,
	writeShard,
	xorbHash,
} from "../../src/xet/index.js";

/**
 * Test data for the Xet protocol: the SplitMix64 bytes xet-core's chunking tests use (portable, so the boundaries
 * they list apply here), a small LZ4 frame writer (greedy matches, so decoding meets literals, matches and overlapping
 * copies), and xorbs built from chunks.
 */

export function splitmix(n: number, seed: bigint): Uint8Array {
	const M = (1n << 64n) - 1n;
	const out = new Uint8Array(n + 8);
	let s = seed;
	for (let w = 0; w < n; w += 8) {
		s = (s + 0x9e3779b97f4a7c15n) & M;
		let z = s;
		z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M;
		z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M;
		z ^= z >> 31n;
		for (let i = 0; i < 8; i++) out[w + i] = Number((z >> BigInt(8 * i)) & 255n);
	}
	return out.subarray(0, n);
}

/** An LZ4 block: greedy 4-byte matches found through a hash table; the last 5 bytes always literals. */
export function lz4Block(src: Uint8Array): Uint8Array {
	const out: number[] = [];
	const table = new Map<number, number>();
	let anchor = 0;
	let i = 0;
	const key = (p: number) =>
		(src[p] as number) |
		((src[p + 1] as number) << 8) |
		((src[p + 2] as number) << 16) |
		((src[p + 3] as number) << 24);
	const lengthBytes = (n: number) => {
		while (n >= 255) {
			out.push(255);
			n -= 255;
		}
		out.push(n);
	};
	const sequence = (literalEnd: number, offset: number, matchLength: number) => {
		const lit = literalEnd - anchor;
		const ml = matchLength - 4;
		out.push((Math.min(lit, 15) << 4) | (offset ? Math.min(ml, 15) : 0));
		if (lit >= 15) lengthBytes(lit - 15);
		for (let p = anchor; p < literalEnd; p++) out.push(src[p] as number);
		if (offset) {
			out.push(offset & 255, offset >> 8);
			if (ml >= 15) lengthBytes(ml - 15);
		}
	};
	while (i + 12 <= src.length) {
		const k = key(i);
		const cand = table.get(k);
		table.set(k, i);
		if (cand !== undefined && i - cand < 65536 && key(cand) === k) {
			let len = 4;
			while (i + len < src.length - 5 && src[cand + len] === src[i + len]) len++;
			sequence(i, i - cand, len);
			i += len;
			anchor = i;
		} else i++;
	}
	sequence(src.length, 0, 0);
	return Uint8Array.from(out);
}

/** An LZ4 frame of independent blocks of at most 64 KiB, no checksums. */
export function lz4Frame(src: Uint8Array): Uint8Array {
	const parts: number[] = [0x04, 0x22, 0x4d, 0x18, 0b01100000, 0x40, 0x82];
	for (let p = 0; p < src.length; p += 65536) {
		const raw = src.subarray(p, Math.min(src.length, p + 65536));
		const packed = lz4Block(raw);
		// A block that does not shrink is stored as it is (the size's high bit says so).
		const stored = packed.length >= raw.length;
		const block = stored ? raw : packed;
		const n = block.length;
		parts.push(n & 255, (n >> 8) & 255, (n >> 16) & 255, ((n >>> 24) & 0x7f) | (stored ? 0x80 : 0));
		for (const b of block) parts.push(b);
	}
	parts.push(0, 0, 0, 0);
	return Uint8Array.from(parts);
}

export type Scheme = "none" | "lz4" | "bg4";

export interface BuiltXorb {
	bytes: Uint8Array;
	hash: Hash;
	chunks: { hash: Hash; size: number; offset: number }[];
}

/** A xorb holding `chunks` (uncompressed bytes each), compressed as asked (cycling when given several). */
export function buildXorb(chunks: Uint8Array[], schemes: Scheme[] = ["lz4"]): BuiltXorb {
	const records: Uint8Array[] = [];
	const meta: BuiltXorb["chunks"] = [];
	let offset = 0;
	for (const [i, c] of chunks.entries()) {
		const s = schemes[i % schemes.length] as Scheme;
		const rec =
			s === "none"
				? chunkRecord(COMPRESSION.none, c, c.length)
				: s === "lz4"
					? chunkRecord(COMPRESSION.lz4, lz4Frame(c), c.length)
					: chunkRecord(COMPRESSION.bg4lz4, lz4Frame(bg4Split(c)), c.length);
		records.push(rec);
		meta.push({ hash: chunkHash(c), size: c.length, offset });
		offset += rec.length;
	}
	const bytes = new Uint8Array(offset);
	let w = 0;
	for (const r of records) {
		bytes.set(r, w);
		w += r.length;
	}
	return { bytes, hash: xorbHash(meta), chunks: meta };
}

/** A file's chunks as the chunker cuts them. */
export function chunksOf(data: Uint8Array): Uint8Array[] {
	const out: Uint8Array[] = [];
	let p = 0;
	for (const s of chunkSizes(data)) {
		out.push(data.subarray(p, p + s));
		p += s;
	}
	return out;
}

/** A shard upload describing one file as terms over built xorbs (verification hashes and sha256 included). */
export function fileShard(
	terms: { xorb: BuiltXorb; from: number; to: number }[],
	sha256hex: string,
	options: { fileHash?: Hash; withXorbs?: BuiltXorb[] } = {},
): Uint8Array {
	const chunks = terms.flatMap((t) => t.xorb.chunks.slice(t.from, t.to));
	return writeShard(
		{
			files: [
				{
					hash: options.fileHash ?? fileHash(chunks),
					sha256: hashFromString(sha256hex),
					terms: terms.map((t) => ({
						xorb: t.xorb.hash,
						size: t.xorb.chunks.slice(t.from, t.to).reduce((n, c) => n + c.size, 0),
						chunkStart: t.from,
						chunkEnd: t.to,
						verification: verificationHash(t.xorb.chunks.slice(t.from, t.to).map((c) => c.hash)),
					})),
				},
			],
			xorbs: (options.withXorbs ?? []).map((x) => ({
				hash: x.hash,
				size: x.chunks.reduce((n, c) => n + c.size, 0),
				bytesOnDisk: x.bytes.length,
				chunks: x.chunks.map((c) => ({ hash: c.hash, offset: c.offset, size: c.size })),
			})),
		},
		{ footer: false },
	);
}
