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
	/** Every blob held, in no particular order, with when it was last stored (written, linked or copied in). */
	list(): AsyncIterable<{ sha256: string; size: number; stored: Date }>;
	delete(sha256: string): Promise<void>;
	/**
	 * Present when clients can reach the bytes themselves (a bucket): downloads are redirected to presigned URLs and
	 * uploads go to the bucket without passing through the hub.
	 */
	readonly direct?: DirectBlobs;
	/**
	 * Removes what writers killed mid-write left behind (partial files; for S3, incomplete multipart uploads), never a
	 * live writer's; returns how many files and bytes it removed since the store was opened.
	 */
	removeUnfinished?(): Promise<{ files: number; bytes: number }>;
	/** Xet xorbs: objects of their own namespace (`xorb/` in a bucket), keyed by their Xet hash, never by a sha256. */
	readonly xorbs: ObjectSpace;
}

/**
 * A namespace of objects named by a hash that only their content can check (a xorb's hash is a merkle tree over its
 * decompressed chunks): `put` hands the bytes, as they are written, to a `check` that reads them all and throws when
 * they are not what their name says; only then is the object kept under its name. The same requests as blobs (one
 * each) in an S3-compatible store.
 */
export interface ObjectSpace {
	size(name: string): Promise<number | undefined>;
	/** Stores the object unless it is held already ("present": the bytes are still read and checked). */
	put(
		name: string,
		source: AsyncIterable<Uint8Array>,
		check: (bytes: AsyncIterable<Uint8Array>) => Promise<void>,
	): Promise<"present" | "written">;
	read(name: string, range?: ByteRange): Readable;
	/** Every object, with its size and when it was written (ms since the epoch). */
	list(): AsyncIterable<{ name: string; size: number; modified: number }>;
	delete(name: string): Promise<void>;
}

/** An upload that clients send straight to the store, as `DirectBlobs.startUpload` opened it. */
export interface DirectUpload {
	/** The hub's id of the upload (the `uploads` table's). */
	id: string;
	/** The store's own handle of it (a bucket's multipart upload id; empty for a single PUT). */
	ref: string;
	sha256: string;
	size: number;
}

/** Presigned access to a bucket (see `BlobStore.direct`). */
export interface DirectBlobs {
	/**
	 * A URL that GETs the blob (ranges work there), valid for `ttlSeconds`, answered with these headers' values;
	 * undefined when this blob is to be read through the hub (see FallbackBlobStore).
	 */
	readUrl(
		sha256: string,
		options: { ttlSeconds: number; filename?: string; contentType?: string },
	): Promise<string | undefined>;
	/**
	 * Opens an upload staged under `uploadId` until `finishUpload` checks it: one URL for a single PUT of the whole
	 * object, or — when `partSize` is below `size` — one URL per part, in order. URLs are valid for `ttlSeconds`.
	 */
	startUpload(
		uploadId: string,
		size: number,
		partSize: number,
		ttlSeconds: number,
	): Promise<{ ref: string; url?: string; partUrls?: string[] }>;
	/**
	 * Checks the staged bytes (a multipart upload: joined from `parts` first) against the upload's sha256 and size and
	 * keeps them as that blob; a `PutMismatchError` (and the staged bytes dropped) when they do not match, an
	 * `UploadMissingError` (and the upload kept) when nothing was sent yet.
	 */
	finishUpload(upload: DirectUpload, parts?: { part: number; etag: string }[]): Promise<PutOutcome>;
	/** Drops whatever an upload staged. */
	abortUpload(upload: Pick<DirectUpload, "id" | "ref">): Promise<void>;
}

/** `finishUpload` of an upload whose bytes were never sent (or not all of them). */
export class UploadMissingError extends Error {}

/** Whether a string is a sha256 in lowercase hex: the only keys a blob store accepts. */
export const isSha256 = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);
