import type { ByteSource } from "@modelhub/core";
import type { BlobStore } from "../blobs/blob-store.js";
import { ViewerError } from "./types.js";

/**
 * A blob of the store as a byte source: each read is one ranged read of the blob (`BlobStore.read` with a range),
 * gathered into one buffer, and given up after `timeoutMs` (the stream is destroyed).
 */
export function blobByteSource(blobs: BlobStore, sha256: string, size: number, timeoutMs = 10_000): ByteSource {
	return {
		size,
		read(offset, length) {
			const end = Math.min(size, offset + length);
			if (end <= offset) return Promise.resolve(new Uint8Array(0));
			return new Promise<Uint8Array>((resolve, reject) => {
				const out = new Uint8Array(end - offset);
				let got = 0;
				const stream = blobs.read(sha256, { start: offset, end: end - 1 });
				const timer = setTimeout(() => {
					stream.destroy();
					reject(new ViewerError("timeout", `reading bytes ${offset}–${end - 1} took longer than ${timeoutMs} ms`));
				}, timeoutMs);
				stream.on("data", (chunk: Uint8Array) => {
					const n = Math.min(chunk.length, out.length - got);
					out.set(chunk.subarray(0, n), got);
					got += n;
				});
				stream.on("error", (e) => {
					clearTimeout(timer);
					reject(e);
				});
				stream.on("end", () => {
					clearTimeout(timer);
					resolve(got === out.length ? out : out.subarray(0, got));
				});
			});
		},
	};
}

/**
 * One answer's reads: each bounded in time, all together bounded in bytes and by the answer's deadline. Every engine
 * reads through this, so no answer reads more than its budget or waits on a read forever.
 */
export class Budget {
	private bytes = 0;
	readonly deadline: number;
	constructor(
		readonly source: ByteSource,
		readonly what: string,
		private readonly limits: { readTimeoutMs: number; answerTimeoutMs: number; maxAnswerBytes: number },
	) {
		this.deadline = Date.now() + limits.answerTimeoutMs;
	}

	get size(): number {
		return this.source.size;
	}

	/** Bytes `[start, end)` of the file (fewer at its end). */
	async read(start: number, end: number): Promise<Uint8Array> {
		end = Math.min(end, this.source.size);
		if (end <= start) return new Uint8Array(0);
		this.bytes += end - start;
		if (this.bytes > this.limits.maxAnswerBytes)
			throw new ViewerError(
				"too-large",
				`${this.what}: this answer would read more than ${mib(this.limits.maxAnswerBytes)} of the file`,
			);
		this.check();
		const left = Math.max(1, Math.min(this.limits.readTimeoutMs, this.deadline - Date.now()));
		let timer: ReturnType<typeof setTimeout> | undefined;
		try {
			return await Promise.race([
				this.source.read(start, end - start),
				new Promise<never>((_, reject) => {
					timer = setTimeout(
						() => reject(new ViewerError("timeout", `${this.what}: a read of the file took longer than ${left} ms`)),
						left,
					);
				}),
			]);
		} finally {
			clearTimeout(timer);
		}
	}

	/** Throws once the answer's time is up. */
	check(): void {
		if (Date.now() > this.deadline)
			throw new ViewerError(
				"timeout",
				`${this.what}: the answer took longer than ${this.limits.answerTimeoutMs} ms and was given up`,
			);
	}

	get bytesRead(): number {
		return this.bytes;
	}
}

export const mib = (n: number): string => `${Math.round((n / 1048576) * 10) / 10} MiB`;
