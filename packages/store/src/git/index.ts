import type { BlobStore } from "../blobs/blob-store.js";
import type { Db } from "../db/types.js";
import type { ImportItem } from "../import/types.js";
import { type KeptFiles, keepRepoFiles } from "./keep-files.js";

export { commitId, gitBlobId, isLfs, LFS_THRESHOLD, lfsPointer, treeIds } from "./ids.js";
export type { KeptFiles } from "./keep-files.js";
export {
	type FileView,
	pointerSize,
	RECORD_SIBLINGS,
	type Revision,
	type RevisionFile,
	Revisions,
	recordFiles,
	siblingOf,
} from "./revisions.js";
export { treeIdsAway } from "./tree-thread.js";

/** The `prepare` hook of `importEvents` for sources that carry files: keeps them in `blobs`. */
export function repoFilesPreparer(
	store: { db: Db },
	blobs: BlobStore,
	report?: (kept: KeptFiles) => void,
): (item: ImportItem) => Promise<ImportItem> {
	return (item) => keepRepoFiles(store.db, blobs, item, report);
}
