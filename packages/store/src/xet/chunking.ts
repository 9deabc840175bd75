import { GEAR_HI, GEAR_LO } from "./gear-table.js";

/**
 * Content-defined chunking as the Xet protocol specifies it (hub-docs `docs/xet/chunking.md`): a gear hash
 * `h = (h << 1) + TABLE[byte]` (64-bit, wrapping) over the bytes of the current chunk; a chunk ends where the hash's top
 * 16 bits are zero, never before 8 KiB and always at 128 KiB; the hash starts again from zero after each boundary. The
 * 64-bit hash is kept as two 32-bit halves.
 *
 * The first `MIN_CHUNK - 65` bytes of a chunk are not hashed at all: a gear hash depends only on the last 64 bytes it
 * saw, so by the first place a boundary may be taken the hash is the same as if every byte had been (the spec's
 * "cut-point skipping").
 */

export const TARGET_CHUNK = 64 * 1024;
export const MIN_CHUNK = 8 * 1024;
export const MAX_CHUNK = 128 * 1024;
/** The top 16 bits of the hash, as a mask on its high half. */
const MASK_HI = 0xffff0000;
const SKIP = MIN_CHUNK - 64 - 1;

/** Splits a stream of bytes into chunks, fed piece by piece; it holds no bytes, only its position and hash. */
export class Chunker {
	private hi = 0;
	private lo = 0;
	/** Bytes of the current chunk seen so far. */
	private size = 0;

	/** Feeds the next bytes; answers the sizes of the chunks that end within them, in order. */
	update(data: Uint8Array): number[] {
		const ends: number[] = [];
		let hi = this.hi;
		let lo = this.lo;
		let size = this.size;
		let i = 0;
		const n = data.length;
		while (i < n) {
			if (size < SKIP) {
				// Bytes no boundary test can depend on: stepped over.
				const step = Math.min(SKIP - size, n - i);
				size += step;
				i += step;
				continue;
			}
			const b = data[i] as number;
			const shiftedLo = (lo << 1) >>> 0;
			hi = (((hi << 1) | (lo >>> 31)) + (GEAR_HI[b] as number)) >>> 0;
			const sum = shiftedLo + (GEAR_LO[b] as number);
			if (sum > 0xffffffff) hi = (hi + 1) >>> 0;
			lo = sum >>> 0;
			size++;
			i++;
			if (size >= MAX_CHUNK || (size >= MIN_CHUNK && (hi & MASK_HI) === 0)) {
				ends.push(size);
				size = 0;
				hi = 0;
				lo = 0;
			}
		}
		this.hi = hi;
		this.lo = lo;
		this.size = size;
		return ends;
	}

	/** The size of the last chunk, at the end of the stream (undefined when the stream ended on a boundary). */
	finish(): number | undefined {
		const last = this.size;
		this.size = 0;
		this.hi = 0;
		this.lo = 0;
		return last > 0 ? last : undefined;
	}
}

/** The sizes of the chunks of a whole buffer. */
export function chunkSizes(data: Uint8Array): number[] {
	const c = new Chunker();
	const sizes = c.update(data);
	const last = c.finish();
	if (last !== undefined) sizes.push(last);
	return sizes;
}
