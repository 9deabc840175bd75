import { join } from "node:path";
import type { BlobStore } from "./blob-store.js";
import { FallbackBlobStore } from "./fallback.js";
import { type LinkMode, LocalBlobStore } from "./local.js";
import { S3BlobStore } from "./s3.js";
import { s3ConfigFromEnv } from "./s3-client.js";

export {
	type BlobStore,
	type ByteRange,
	type DirectBlobs,
	type DirectUpload,
	isSha256,
	type ObjectSpace,
	PutMismatchError,
	type PutOutcome,
	UploadMissingError,
} from "./blob-store.js";
export { FallbackBlobStore } from "./fallback.js";
export { collectGarbage, DEFAULT_GC_GRACE_HOURS, type GcOptions, type GcSummary } from "./gc.js";
export { type LinkMode, LocalBlobStore } from "./local.js";
export { type MigrateProgress, migrateBlobs } from "./migrate.js";
export { S3BlobStore } from "./s3.js";
export { type S3Config, S3Error, s3ConfigFromEnv } from "./s3-client.js";
export { finishStagedUploads } from "./staged.js";
export { findBlob, type StoredFile, storedBlob } from "./stored-file.js";
export { UNFINISHED_AGE_MS, type Unfinished } from "./unfinished.js";

/**
 * A blob store from one setting: `s3://bucket/prefix` (an S3-compatible bucket, with the standard AWS variables:
 * AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), else a directory.
 */
export function blobStoreAt(
	where: string,
	env: Record<string, string | undefined>,
	mode: LinkMode = "clone",
): BlobStore {
	return where.startsWith("s3://") ? new S3BlobStore(s3ConfigFromEnv(where, env)) : new LocalBlobStore(where, mode);
}

/**
 * The blob store of a hub, from its settings: `MODELHUB_BLOBS` (a directory or `s3://bucket/prefix`), else
 * `<dataDir>/blobs`, the same for both engines; `MODELHUB_BLOBS_FALLBACK` (while moving to a bucket: the old
 * directory, read for blobs the new store does not hold yet). Opening it removes the partial files that writers
 * killed mid-write left there. `MODELHUB_BLOB_LINK` says how imports bring files into a directory: `clone` (default:
 * a copy-on-write clone where the file system has them, else a copy), `link` (hard links too — only for sources that
 * are never overwritten in place), `copy`. Throws a one-line error naming a bad setting.
 */
export function openBlobStore(dataDir: string, env: Record<string, string | undefined>): BlobStore {
	const where = env.MODELHUB_BLOBS || join(dataDir, "blobs");
	const mode = env.MODELHUB_BLOB_LINK;
	if (mode !== undefined && mode !== "" && mode !== "clone" && mode !== "link" && mode !== "copy")
		throw new Error(`MODELHUB_BLOB_LINK must be clone, link or copy, not ${JSON.stringify(mode)}`);
	const primary = blobStoreAt(where, env, (mode || "clone") as LinkMode);
	const fallback = env.MODELHUB_BLOBS_FALLBACK;
	const blobs = fallback ? new FallbackBlobStore(primary, blobStoreAt(fallback, env)) : primary;
	// What a killed import left half-written goes now; `gc` reports it.
	blobs.removeUnfinished?.().catch(() => {});
	return blobs;
}
