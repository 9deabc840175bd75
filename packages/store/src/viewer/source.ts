import { type ByteSource, firstLine } from "@modelhub/core";
import type { StoredFile } from "../blobs/stored-file.js";
import { Lru } from "./lru.js";
import { ViewerError } from "./types.js";

/** Finds where a file's bytes are kept: `XetStore.locate` (blobs and Xet files), or `findBlob` (blobs only). */
export type LocateFile = (file: { sha256: string; size: number }) => Promise<StoredFile | undefined>;

export interface StoredSourceOptions {
	/** One read's time limit. */
	timeoutMs: number;
	/** Where a read that failed is told why (the visitor is told only that it failed). */
	log?: (line: string) => void;
	/** Files whose place is kept (default 256). */
	keptFiles?: number;
}

/**
 * The viewer's files as byte sources over their stored bytes, however they were uploaded (inline, LFS or Xet): where
 * a file's bytes are is found once and kept for the next answers (a Xet file with its terms and the places of their
 * chunks, so a parquet file read by many small ranges asks the index once per term, not once per read). Each read is
 * one ranged read, gathered into one buffer and given up after `timeoutMs`. A file the store does not hold, or cannot
 * read, is a ViewerError that says so in words; what the store said (a path, an errno) goes to the log only.
 */
export function storedSources(
	locate: LocateFile,
	options: StoredSourceOptions,
): (file: { sha256: string; size: number; path: string }) => ByteSource {
	const found = new Lru<Promise<StoredFile | undefined>>(options.keptFiles ?? 256);
	const where = (file: { sha256: string; size: number }) => {
		const key = `${file.sha256}:${file.size}`;
		let p = found.get(key);
		if (!p) {
			p = locate(file);
			found.set(key, p);
			// A file not found (or not found yet) is looked for again next time.
			p.then((f) => f ?? found.delete(key)).catch(() => found.delete(key));
		}
		return { key, p };
	};
	const failed = (file: { sha256: string; path: string }, e: unknown): ViewerError => {
		options.log?.(`viewer: reading ${file.path} (sha256 ${file.sha256}): ${firstLine(e)}`);
		return new ViewerError("unreadable", "the hub could not read this file's stored bytes (its log says why)");
	};
	return (file) => ({
		size: file.size,
		async read(offset, length) {
			const end = Math.min(file.size, offset + length);
			if (end <= offset) return new Uint8Array(0);
			const { key, p } = where(file);
			let stored: StoredFile | undefined;
			try {
				stored = await p;
			} catch (e) {
				throw failed(file, e);
			}
			if (!stored) throw new ViewerError("missing", "this file's bytes are not stored on this hub: upload it again");
			try {
				return await gather(stored.read({ start: offset, end: end - 1 }), end - offset, options.timeoutMs);
			} catch (e) {
				if (e instanceof ViewerError) throw e;
				// Where the bytes were may be gone (a blob collected, a bucket moved): looked for again next time.
				found.delete(key);
				throw failed(file, e);
			}
		},
	});
}

/** The first `length` bytes of a stream in one buffer (fewer when it ends first); the stream is stopped either way. */
async function gather(source: AsyncIterable<Uint8Array>, length: number, timeoutMs: number): Promise<Uint8Array> {
	const out = new Uint8Array(length);
	let got = 0;
	const chunks = source[Symbol.asyncIterator]();
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(
			() => reject(new ViewerError("timeout", `reading ${length} bytes took longer than ${timeoutMs} ms`)),
			timeoutMs,
		);
	});
	try {
		while (got < length) {
			const next = await Promise.race([chunks.next(), late]);
			if (next.done) break;
			const n = Math.min(next.value.length, length - got);
			out.set(next.value.subarray(0, n), got);
			got += n;
		}
	} finally {
		clearTimeout(timer);
		// A blob's stream is destroyed, a rebuild from xorbs stops: nothing goes on reading for nobody.
		chunks.return?.().catch(() => undefined);
	}
	return got === length ? out : out.subarray(0, got);
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
