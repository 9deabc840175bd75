import { join } from "node:path";
import type { ImportItem } from "../import/types.js";
import type { CatalogStore } from "../store.js";
import type { BlobStore } from "./blob-store.js";
import { type LinkMode, LocalBlobStore } from "./local-blobs.js";
import { type KeptFiles, keepRepoFiles } from "./prepare.js";

export { type BlobStore, type ByteRange, isSha256, type PutOutcome } from "./blob-store.js";
export { collectGarbage, type GcOptions, type GcSummary } from "./gc.js";
export { commitId, gitBlobId, isLfs, LFS_THRESHOLD, lfsPointer, treeIds } from "./git-ids.js";
export { type LinkMode, LocalBlobStore } from "./local-blobs.js";
export type { KeptFiles } from "./prepare.js";
export { type FileView, pointerSize, type Revision, type RevisionFile, Revisions, siblingOf } from "./revisions.js";
export { UNFINISHED_AGE_MS, type Unfinished } from "./unfinished.js";

/**
 * The blob store of a catalogue: `$MODELHUB_BLOBS`, else `<dataDir>/blobs`, the same for both engines. Opening it
 * removes the partial files that writers killed mid-write left there.
 * `MODELHUB_BLOB_LINK` says how imports bring files in: `clone` (default: a copy-on-write clone where the file system
 * has them, else a copy), `link` (hard links too — only for sources that are never overwritten in place), `copy`.
 */
export function openBlobStore(
	store: Pick<CatalogStore, "dataDir">,
	env: Record<string, string | undefined>,
): BlobStore {
	const dir = env.MODELHUB_BLOBS || join(store.dataDir, "blobs");
	const mode = env.MODELHUB_BLOB_LINK;
	if (mode !== undefined && mode !== "" && mode !== "clone" && mode !== "link" && mode !== "copy")
		throw new Error(`MODELHUB_BLOB_LINK must be clone, link or copy, not ${JSON.stringify(mode)}`);
	const blobs = new LocalBlobStore(dir, (mode || "clone") as LinkMode);
	// What a killed import left half-written goes now; `gc` reports it.
	blobs.removeUnfinished().catch(() => {});
	return blobs;
}

/** The `prepare` hook of `importEvents` for sources that carry files: keeps them in `blobs`. */
export function repoFilesPreparer(
	store: Pick<CatalogStore, "db">,
	blobs: BlobStore,
	report?: (kept: KeptFiles) => void,
): (item: ImportItem) => Promise<ImportItem> {
	return (item) => keepRepoFiles(store.db, blobs, item, report);
}
