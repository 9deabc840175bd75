/** An object that is not what the protocol says it must be: the client's fault, answered with a 4xx. */
export class XetFormatError extends Error {}

/**
 * Reads exact numbers of bytes from a stream of pieces, holding only what has arrived and not yet been taken (at most
 * the largest single read plus one piece), and refusing a stream longer than `max` bytes as it arrives.
 */
export class StreamReader {
	private readonly it: AsyncIterator<Uint8Array>;
	private pieces: Uint8Array[] = [];
	private held = 0;
	private done = false;
	/** Bytes taken so far. */
	position = 0;
	/** Bytes that arrived so far. */
	received = 0;

	constructor(
		source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
		private readonly max: number,
		private readonly what = "the object",
	) {
		this.it =
			Symbol.asyncIterator in source
				? (source as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]()
				: (async function* () {
						yield* source as Iterable<Uint8Array>;
					})();
	}

	/** Pulls pieces until `n` bytes are held or the stream ends. */
	private async fill(n: number): Promise<void> {
		while (this.held < n && !this.done) {
			const next = await this.it.next();
			if (next.done) {
				this.done = true;
				break;
			}
			const piece = next.value;
			this.received += piece.length;
			if (this.received > this.max) throw new XetFormatError(`${this.what} is larger than ${this.max} bytes`);
			if (piece.length) {
				this.pieces.push(piece);
				this.held += piece.length;
			}
		}
	}

	/** Up to `n` bytes from the current position, without taking them (fewer only at the end of the stream). */
	async peek(n: number): Promise<Uint8Array> {
		await this.fill(n);
		return this.gather(Math.min(n, this.held), false);
	}

	/** Exactly `n` bytes; a stream that ends first is truncated. */
	async read(n: number): Promise<Uint8Array> {
		await this.fill(n);
		if (this.held < n) throw new XetFormatError(`${this.what} is truncated`);
		return this.gather(n, true);
	}

	/** Everything left, at most `limit` bytes (more is an error). */
	async rest(limit: number): Promise<Uint8Array> {
		await this.fill(limit + 1);
		if (this.held > limit) throw new XetFormatError(`${this.what} has more bytes than its format allows`);
		return this.gather(this.held, true);
	}

	async atEnd(): Promise<boolean> {
		await this.fill(1);
		return this.held === 0;
	}

	private gather(n: number, take: boolean): Uint8Array {
		const first = this.pieces[0];
		let out: Uint8Array;
		if (first && first.length >= n) out = first.subarray(0, n);
		else {
			out = new Uint8Array(n);
			let w = 0;
			for (const p of this.pieces) {
				if (w >= n) break;
				const part = p.subarray(0, n - w);
				out.set(part, w);
				w += part.length;
			}
		}
		if (take) {
			let left = n;
			while (left > 0) {
				const p = this.pieces[0] as Uint8Array;
				if (p.length <= left) {
					this.pieces.shift();
					left -= p.length;
				} else {
					this.pieces[0] = p.subarray(left);
					left = 0;
				}
			}
			this.held -= n;
			this.position += n;
		}
		return out;
	}
}

export const u24le = (b: Uint8Array, p: number): number =>
	(b[p] as number) | ((b[p + 1] as number) << 8) | ((b[p + 2] as number) << 16);
export const u32le = (b: Uint8Array, p: number): number =>
	((b[p] as number) | ((b[p + 1] as number) << 8) | ((b[p + 2] as number) << 16) | ((b[p + 3] as number) << 24)) >>> 0;
/** A little-endian u64 that must fit a JavaScript number exactly. */
export function u64le(b: Uint8Array, p: number): number {
	const lo = u32le(b, p);
	const hi = u32le(b, p + 4);
	if (hi >= 0x200000) throw new XetFormatError("a 64-bit field is too large");
	return hi * 0x100000000 + lo;
}
