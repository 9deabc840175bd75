import type { Readable } from "node:stream";

/** How a blob got into the store. */
export type PutOutcome = "present" | "cloned" | "linked" | "copied" | "written";

/** Bytes given to `putStream` that are not what was announced: another hash, or another size. */
export class PutMismatchError extends Error {
	constructor(
		readonly expected: { sha256: string; size: number },
		readonly actual: { sha256: string; size: number },
	) {
		super(
			actual.size !== expected.size
				? `the upload has ${actual.size} bytes where ${expected.size} were announced`
				: `the upload's sha256 is ${actual.sha256}, not the announced ${expected.sha256}`,
		);
	}
}

/** An inclusive byte range, as HTTP's `Range` names it. */
export interface ByteRange {
	start: number;
	end: number;
}

/**
 * Content-addressed storage of repository files, keyed by the sha256 of their bytes. Every method maps onto one
 * request of an S3-compatible object store (HeadObject, PutObject or a multipart upload, GetObject with `Range`,
 * ListObjectsV2, DeleteObject), so a bucket can take the local directory's place without touching the callers.
 */
export interface BlobStore {
	/** Where the blobs are, for messages: a directory, or a bucket URL. */
	readonly location: string;
	/** The blob's size, or undefined when the store does not hold it. */
	size(sha256: string): Promise<number | undefined>;
	/** Stores the file at `source`, whose sha256 the caller computed; a blob already held is left as it is. */
	putFile(sha256: string, source: string): Promise<PutOutcome>;
	/**
	 * Stores bytes as they arrive, hashing them on the way: kept under `sha256` only when they hash to it and number
	 * `size`, else refused with a `PutMismatchError` and nothing kept. A stream that fails or ends early keeps nothing.
	 * A blob already held is left as it is (the stream is still read and checked).
	 */
	putStream(
		sha256: string,
		size: number,
		source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	): Promise<PutOutcome>;
	/**
	 * Stores bytes whose hash nobody announced (a file sent from a browser's form): written as they arrive, hashed on
	 * the way, and kept under the sha256 they turn out to have. More than `maxSize` bytes are refused
	 * (`PutMismatchError`) and nothing kept; a stream that fails or is cut keeps nothing.
	 */
	putHashing(source: AsyncIterable<Uint8Array>, maxSize: number): Promise<{ sha256: string; size: number }>;
	/**
	 * Keeps one part of a multipart upload (at most `maxSize` bytes; more is refused and nothing kept); its answer is
	 * the part's ETag, which completing the upload names it by.
	 */
	putPart(uploadId: string, part: number, maxSize: number, source: AsyncIterable<Uint8Array>): Promise<string>;
	/**
	 * Joins an upload's parts, in order, into the blob `sha256` of `size` bytes: refused (`PutMismatchError`) when they
	 * do not hash to it, or when a part's ETag is not the one given. The parts are gone afterwards either way.
	 */
	completeParts(
		uploadId: string,
		sha256: string,
		size: number,
		parts: { part: number; etag: string }[],
	): Promise<PutOutcome>;
	/** Drops an upload's parts (an upload that will not be completed). */
	abortParts(uploadId: string): Promise<void>;
	/** A stream of the blob's bytes (or of one range of them); it honours backpressure. */
	read(sha256: string, range?: ByteRange): Readable;
	/** Every blob held, in no particular order. */
	list(): AsyncIterable<{ sha256: string; size: number }>;
	delete(sha256: string): Promise<void>;
}

/** Whether a string is a sha256 in lowercase hex: the only keys a blob store accepts. */
export const isSha256 = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);
