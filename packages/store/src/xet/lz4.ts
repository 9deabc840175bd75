/**
 * Decoding of the LZ4 frame format, which Xet chunks are compressed with (the reference client writes them with
 * `lz4_flex`'s frame encoder), into an output of a size known in advance: a chunk header states its uncompressed
 * size, and a stream that would write one byte more (or less) is refused, so a hostile chunk can never make the server
 * allocate more than that. Written here rather than taken from npm: `lz4js` (pure JS) is unmaintained and allocates
 * as the stream says, `lz4-napi` and `lz4` are native builds; the decoder is small, and being ours it is strict about
 * what it accepts (block sizes, reserved bits, references before the start of an independent block).
 *
 * Checksums (xxHash32) are skipped, not checked: the chunk's BLAKE3 hash is checked after decoding, which no
 * corruption survives.
 */

export class Lz4Error extends Error {}

const MAGIC = 0x184d2204;
const BLOCK_MAX = [0, 0, 0, 0, 64 * 1024, 256 * 1024, 1024 * 1024, 4 * 1024 * 1024];

const u32 = (b: Uint8Array, p: number) =>
	((b[p] as number) | ((b[p + 1] as number) << 8) | ((b[p + 2] as number) << 16) | ((b[p + 3] as number) << 24)) >>> 0;

/** Decodes one or more LZ4 frames into exactly `size` bytes. */
export function lz4DecodeFrame(input: Uint8Array, size: number): Uint8Array {
	const out = new Uint8Array(size);
	let o = 0;
	let p = 0;
	while (p < input.length || p === 0) {
		if (p + 7 > input.length) throw new Lz4Error("truncated LZ4 frame header");
		if (u32(input, p) !== MAGIC) throw new Lz4Error("not an LZ4 frame");
		p += 4;
		const flg = input[p++] as number;
		const bd = input[p++] as number;
		if (flg >> 6 !== 1) throw new Lz4Error("unknown LZ4 frame version");
		if (flg & 0b10 || bd & 0b10001111) throw new Lz4Error("reserved bits set in the LZ4 frame descriptor");
		const independent = (flg & 0b100000) !== 0;
		const blockChecksum = (flg & 0b10000) !== 0;
		const contentSize = (flg & 0b1000) !== 0;
		const contentChecksum = (flg & 0b100) !== 0;
		const dictId = (flg & 0b1) !== 0;
		if (dictId) throw new Lz4Error("LZ4 frames with a dictionary are not taken");
		const blockMax = BLOCK_MAX[(bd >> 4) & 7] as number;
		if (!blockMax) throw new Lz4Error("unknown LZ4 block size");
		if (contentSize) p += 8;
		p += 1; // the descriptor's checksum
		if (p > input.length) throw new Lz4Error("truncated LZ4 frame header");
		const frameStart = o;
		for (;;) {
			if (p + 4 > input.length) throw new Lz4Error("truncated LZ4 block");
			const word = u32(input, p);
			p += 4;
			if (word === 0) break;
			const stored = (word & 0x80000000) !== 0;
			const length = word & 0x7fffffff;
			if (length > blockMax) throw new Lz4Error("an LZ4 block larger than its frame allows");
			if (p + length > input.length) throw new Lz4Error("truncated LZ4 block");
			const blockStart = o;
			if (stored) {
				if (o + length > size) throw new Lz4Error("the LZ4 data is longer than announced");
				out.set(input.subarray(p, p + length), o);
				o += length;
			} else o = decodeBlock(input, p, p + length, out, o, independent ? blockStart : frameStart);
			if (o - blockStart > blockMax) throw new Lz4Error("an LZ4 block decodes past its frame's block size");
			p += length;
			if (blockChecksum) p += 4;
		}
		if (contentChecksum) p += 4;
		if (p > input.length) throw new Lz4Error("truncated LZ4 frame");
		if (p === input.length) break;
	}
	if (o !== size) throw new Lz4Error(`the LZ4 data decodes to ${o} bytes, not the ${size} announced`);
	return out;
}

/**
 * Decodes one LZ4 block from `input[p, end)` into `out` at `o`; answers the new output position. A match may reach
 * back to `floor` at most (the start of the block for independent blocks, else the start of the frame).
 */
function decodeBlock(input: Uint8Array, p: number, end: number, out: Uint8Array, o: number, floor: number): number {
	const limit = out.length;
	for (;;) {
		if (p >= end) throw new Lz4Error("truncated LZ4 sequence");
		const token = input[p++] as number;
		let literals = token >> 4;
		if (literals === 15) {
			let b: number;
			do {
				if (p >= end) throw new Lz4Error("truncated LZ4 literal length");
				b = input[p++] as number;
				literals += b;
			} while (b === 255);
		}
		if (p + literals > end) throw new Lz4Error("LZ4 literals run past the block");
		if (o + literals > limit) throw new Lz4Error("the LZ4 data is longer than announced");
		out.set(input.subarray(p, p + literals), o);
		p += literals;
		o += literals;
		if (p === end) return o; // the last sequence has literals only
		if (p + 2 > end) throw new Lz4Error("truncated LZ4 match offset");
		const offset = (input[p] as number) | ((input[p + 1] as number) << 8);
		p += 2;
		if (offset === 0 || o - offset < floor) throw new Lz4Error("an LZ4 match refers before the start of its data");
		let length = (token & 15) + 4;
		if ((token & 15) === 15) {
			let b: number;
			do {
				if (p >= end) throw new Lz4Error("truncated LZ4 match length");
				b = input[p++] as number;
				length += b;
			} while (b === 255);
		}
		if (o + length > limit) throw new Lz4Error("the LZ4 data is longer than announced");
		let from = o - offset;
		if (offset >= length) {
			out.copyWithin(o, from, from + length);
			o += length;
		}
		// An overlapping match repeats the last `offset` bytes.
		else for (const stop = o + length; o < stop; ) out[o++] = out[from++] as number;
	}
}

/**
 * Undoes byte grouping (`ByteGrouping4LZ4`, after the LZ4 step): the data was split into four groups holding the 1st,
 * 2nd, 3rd and 4th byte of every 4, the remainder's bytes going to the first groups one each.
 */
export function bg4Regroup(grouped: Uint8Array): Uint8Array {
	const n = grouped.length;
	const split = Math.floor(n / 4);
	const rem = n % 4;
	const sizes = [split + (rem > 0 ? 1 : 0), split + (rem > 1 ? 1 : 0), split + (rem > 2 ? 1 : 0), split];
	const out = new Uint8Array(n);
	let start = 0;
	for (let g = 0; g < 4; g++) {
		const size = sizes[g] as number;
		for (let i = 0; i < size; i++) out[4 * i + g] = grouped[start + i] as number;
		start += size;
	}
	return out;
}

/** The inverse of `bg4Regroup` (for tests and tools that write xorbs). */
export function bg4Split(data: Uint8Array): Uint8Array {
	const n = data.length;
	const out = new Uint8Array(n);
	let w = 0;
	for (let g = 0; g < 4; g++) for (let i = g; i < n; i += 4) out[w++] = data[i] as number;
	return out;
}
