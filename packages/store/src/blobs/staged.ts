import type { RepoRef } from "@modelhub/core";
import type { Uploads } from "../git/uploads.js";
import { type BlobStore, PutMismatchError, UploadMissingError } from "./blob-store.js";

/**
 * Finishes the single-PUT uploads staged in a bucket for one object by one repository's upload session (the JS client
 * never calls `verify`, so a commit naming the object is the first the hub hears of it): the newest one whose bytes
 * are there and hash right becomes the blob. A staged upload that does not match is dropped; one not sent yet is left
 * for later. Resolves to whether one of them was finished — the repository's session then received the object, which
 * another repository's upload, or the blob being held already, never is.
 */
export async function finishStagedUploads(
	uploads: Uploads,
	blobs: BlobStore,
	repo: RepoRef,
	sha256: string,
	size: number,
): Promise<boolean> {
	const direct = blobs.direct;
	if (!direct) return false;
	for (const u of await uploads.pending(repo, sha256, size)) {
		if (u.storageRef !== "") continue;
		try {
			await direct.finishUpload({ id: u.id, ref: "", sha256, size });
			await uploads.end(u.id);
			return true;
		} catch (e) {
			if (e instanceof UploadMissingError) continue;
			if (e instanceof PutMismatchError) {
				await uploads.end(u.id);
				continue;
			}
			throw e;
		}
	}
	return false;
}
