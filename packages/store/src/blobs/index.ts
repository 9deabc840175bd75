import { join } from "node:path";
import type { BlobStore } from "./blob-store.js";
import { type LinkMode, LocalBlobStore } from "./local.js";

export {
	type BlobStore,
	type ByteRange,
	isSha256,
	type ObjectSpace,
	PutMismatchError,
	type PutOutcome,
} from "./blob-store.js";
export { collectGarbage, DEFAULT_GC_GRACE_HOURS, type GcOptions, type GcSummary } from "./gc.js";
export { type LinkMode, LocalBlobStore } from "./local.js";
export { UNFINISHED_AGE_MS, type Unfinished } from "./unfinished.js";

/**
 * The blob store of a hub, from its settings: `MODELHUB_BLOBS` (a directory), else `<dataDir>/blobs`, the same for
 * both engines. Opening it removes the partial files that writers killed mid-write left there.
 * `MODELHUB_BLOB_LINK` says how imports bring files in: `clone` (default: a copy-on-write clone where
 * the file system has them, else a copy), `link` (hard links too — only for sources that are never overwritten in
 * place), `copy`. Throws a one-line error naming a bad setting.
 */
export function openBlobStore(dataDir: string, env: Record<string, string | undefined>): BlobStore {
	const dir = env.MODELHUB_BLOBS || join(dataDir, "blobs");
	const mode = env.MODELHUB_BLOB_LINK;
	if (mode !== undefined && mode !== "" && mode !== "clone" && mode !== "link" && mode !== "copy")
		throw new Error(`MODELHUB_BLOB_LINK must be clone, link or copy, not ${JSON.stringify(mode)}`);
	const blobs = new LocalBlobStore(dir, (mode || "clone") as LinkMode);
	// What a killed import left half-written goes now; `gc` reports it.
	blobs.removeUnfinished().catch(() => {});
	return blobs;
}
