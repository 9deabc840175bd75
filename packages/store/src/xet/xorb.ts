import { MAX_CHUNK } from "./chunking.js";
import { chunkHash, type Hash, hashToString, sameHash, xorbHash } from "./hash.js";
import { bg4Regroup, Lz4Error, lz4DecodeFrame } from "./lz4.js";
import { StreamReader, u24le, u32le, XetFormatError } from "./reader.js";

/**
 * Xorbs (hub-docs `docs/xet/xorb.md`): a series of chunks, each an 8-byte header (version 0, compressed size as 3
 * little-endian bytes, compression scheme, uncompressed size as 3 bytes) and its compressed bytes. The reference client
 * appends a footer (xet-core's `XorbObjectInfoV1`: "XETBLOB", version 1, the xorb's hash, its chunk hashes, the chunk
 * boundaries packed and unpacked, then the footer's length as a u32); a chunk header never starts with "X", so where
 * the chunks end and a footer begins is never in doubt. A footer, when there is one, must agree with the chunks.
 */

/** The most bytes a xorb may have: 64 MiB of chunks, plus its footer. */
export const MAX_XORB_BYTES = 64 * 1024 * 1024 + 512 * 1024;
export const MAX_XORB_CHUNKS = 8 * 1024;
/** A compressed chunk may be a little larger than its data (the client should then store it uncompressed). */
const MAX_PACKED = MAX_CHUNK + 64 * 1024;
export const CHUNK_HEADER = 8;

export const COMPRESSION = { none: 0, lz4: 1, bg4lz4: 2 } as const;

/** One chunk of a xorb, as its index records it. */
export interface XorbChunk {
	hash: Hash;
	/** Where its header starts in the xorb. */
	offset: number;
	/** Its header and compressed bytes. */
	packed: number;
	/** Its uncompressed size. */
	size: number;
}

export interface ParsedXorb {
	hash: Hash;
	chunks: XorbChunk[];
	/** Bytes of chunks (where the footer starts, if there is one). */
	chunkBytes: number;
	/** All its bytes. */
	size: number;
}

const FOOTER_IDENT = "XETBLOB";
const HASHES_IDENT = "XBLBHSH";
const BOUNDARIES_IDENT = "XBLBBND";
const ascii = (b: Uint8Array, p: number, n: number) => String.fromCharCode(...b.subarray(p, p + n));

/** A chunk's uncompressed bytes from its compression scheme and packed bytes. */
export function unpackChunk(scheme: number, packed: Uint8Array, size: number): Uint8Array {
	try {
		switch (scheme) {
			case COMPRESSION.none:
				if (packed.length !== size) throw new XetFormatError("an uncompressed chunk's sizes differ");
				return packed;
			case COMPRESSION.lz4:
				return lz4DecodeFrame(packed, size);
			case COMPRESSION.bg4lz4:
				return bg4Regroup(lz4DecodeFrame(packed, size));
			default:
				throw new XetFormatError(`unknown chunk compression scheme ${scheme}`);
		}
	} catch (e) {
		if (e instanceof Lz4Error) throw new XetFormatError(`a chunk does not decompress: ${e.message}`);
		throw e;
	}
}

/** A chunk header's fields, checked against the protocol's limits. */
export function chunkHeader(h: Uint8Array): { packedData: number; scheme: number; size: number } {
	if (h[0] !== 0) throw new XetFormatError(`unknown chunk header version ${h[0]}`);
	const packedData = u24le(h, 1);
	const scheme = h[4] as number;
	const size = u24le(h, 5);
	if (size === 0 || size > MAX_CHUNK) throw new XetFormatError(`a chunk of ${size} bytes (1 to ${MAX_CHUNK} allowed)`);
	if (packedData > MAX_PACKED) throw new XetFormatError(`a compressed chunk of ${packedData} bytes`);
	return { packedData, scheme, size };
}

/**
 * Reads a xorb as it arrives and checks it whole: every chunk decompressed and hashed, the xorb's hash computed from
 * them and compared with `expected` (its name), a footer compared with what the chunks say. Memory: one chunk at a time
 * plus the chunks' hashes. `onChunk` sees each chunk's uncompressed bytes (for callers that need them).
 */
export async function readXorb(
	source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	expected?: Hash,
	onChunk?: (bytes: Uint8Array, index: number) => void,
): Promise<ParsedXorb> {
	const r = new StreamReader(source, MAX_XORB_BYTES, "the xorb");
	const chunks: XorbChunk[] = [];
	let footer: Uint8Array | undefined;
	for (;;) {
		const head = await r.peek(CHUNK_HEADER);
		if (head.length === 0) break;
		if (head[0] === FOOTER_IDENT.charCodeAt(0)) {
			footer = await r.rest(MAX_XORB_CHUNKS * 44 + 256);
			break;
		}
		if (head.length < CHUNK_HEADER) throw new XetFormatError("the xorb is truncated in a chunk header");
		if (chunks.length >= MAX_XORB_CHUNKS) throw new XetFormatError(`a xorb may hold at most ${MAX_XORB_CHUNKS} chunks`);
		const offset = r.position;
		const { packedData, scheme, size } = chunkHeader(await r.read(CHUNK_HEADER));
		const bytes = unpackChunk(scheme, await r.read(packedData), size);
		onChunk?.(bytes, chunks.length);
		chunks.push({ hash: chunkHash(bytes), offset, packed: CHUNK_HEADER + packedData, size });
	}
	if (chunks.length === 0) throw new XetFormatError("the xorb holds no chunk");
	const hash = xorbHash(chunks);
	if (expected && !sameHash(hash, expected))
		throw new XetFormatError(
			`the xorb's chunks hash to ${hashToString(hash)}, not to its name ${hashToString(expected)}`,
		);
	const chunkBytes = footer ? r.position - footer.length : r.position;
	if (footer) checkFooter(footer, hash, chunks);
	return { hash, chunks, chunkBytes, size: r.position };
}

/** A reference client's footer must describe exactly the chunks before it. */
function checkFooter(f: Uint8Array, hash: Hash, chunks: readonly XorbChunk[]): void {
	const bad = (why: string): never => {
		throw new XetFormatError(`the xorb's footer ${why}`);
	};
	const n = chunks.length;
	const length = 40 + 12 + 32 * n + 12 + 8 * n + 12 + 16;
	if (f.length !== length + 4) bad(`has ${f.length} bytes where ${length + 4} were expected for ${n} chunks`);
	if (u32le(f, length) !== length) bad("states a wrong length");
	if (ascii(f, 0, 7) !== FOOTER_IDENT || f[7] !== 1) bad("is not a version 1 footer");
	if (!sameHash(f.subarray(8, 40), hash)) bad("names another xorb hash");
	let p = 40;
	if (ascii(f, p, 7) !== HASHES_IDENT || f[p + 7] !== 0 || u32le(f, p + 8) !== n) bad("has a bad hash section");
	p += 12;
	for (const c of chunks) {
		if (!sameHash(f.subarray(p, p + 32), c.hash)) bad("lists another chunk hash");
		p += 32;
	}
	const boundaries = p;
	if (ascii(f, p, 7) !== BOUNDARIES_IDENT || f[p + 7] !== 1 || u32le(f, p + 8) !== n) bad("has a bad boundary section");
	p += 12;
	let packedEnd = 0;
	for (const c of chunks) {
		packedEnd = c.offset + c.packed;
		if (u32le(f, p) !== packedEnd) bad("lists another chunk boundary");
		p += 4;
	}
	let unpackedEnd = 0;
	for (const c of chunks) {
		unpackedEnd += c.size;
		if (u32le(f, p) !== unpackedEnd) bad("lists another unpacked boundary");
		p += 4;
	}
	if (u32le(f, p) !== n || u32le(f, p + 4) !== length - 40 || u32le(f, p + 8) !== length - boundaries)
		bad("has bad trailing fields");
}

/** Writes a chunk: its header and packed bytes (for tests, tools and benchmarks that make xorbs). */
export function chunkRecord(scheme: number, packed: Uint8Array, size: number): Uint8Array {
	const out = new Uint8Array(CHUNK_HEADER + packed.length);
	out[0] = 0;
	out[1] = packed.length & 255;
	out[2] = (packed.length >> 8) & 255;
	out[3] = (packed.length >> 16) & 255;
	out[4] = scheme;
	out[5] = size & 255;
	out[6] = (size >> 8) & 255;
	out[7] = (size >> 16) & 255;
	out.set(packed, CHUNK_HEADER);
	return out;
}
