import type { Db } from "../db/types.js";
import type { Uploads } from "../git/uploads.js";
import type { BlobStore } from "./blob-store.js";

export interface GcOptions {
	/** Also drop revisions no ref names (older imports), so their files can go too. */
	pruneRevisions?: boolean;
	/**
	 * Keep blobs stored less than this long ago even when no revision names them yet (an upload whose commit is still to
	 * come, on a hub that is serving). Default 0: everything unnamed goes.
	 */
	graceSeconds?: number;
	/** Abort uploads begun more than this long ago and never completed, with what they staged (default 48 h). */
	uploadHours?: number;
}

export interface GcSummary {
	revisionsRemoved: number;
	blobsRemoved: number;
	bytesFreed: number;
	/** Uploads never completed that were aborted (their parts or staged objects dropped). */
	uploadsAborted: number;
}

/**
 * Removes the blobs no revision names (and, with `pruneRevisions`, first the revisions no ref names), and aborts the
 * uploads that were never completed. On a hub that is serving uploads, give a `graceSeconds` longer than an upload
 * takes to be committed: a blob uploaded for a commit still to come is named by no revision yet.
 */
export async function collectGarbage(
	store: { db: Db; uploads: Uploads },
	blobs: BlobStore,
	options: GcOptions = {},
): Promise<GcSummary> {
	const { db } = store;
	let revisionsRemoved = 0;
	if (options.pruneRevisions) {
		const r = await db.query(
			`DELETE FROM revisions v WHERE NOT EXISTS (SELECT 1 FROM refs r
				WHERE r.repo_type = v.repo_type AND r.repo_id = v.repo_id AND r.sha = v.sha)
			 RETURNING sha`,
		);
		revisionsRemoved = r.rows.length;
	}
	let uploadsAborted = 0;
	for (const u of await store.uploads.stale(options.uploadHours ?? 48)) {
		if (u.storageRef !== undefined && blobs.direct) await blobs.direct.abortUpload({ id: u.id, ref: u.storageRef });
		else await blobs.abortParts(u.id);
		await store.uploads.end(u.id);
		uploadsAborted++;
	}
	const named = await db.query<{ sha256: string }>("SELECT DISTINCT sha256 FROM revision_files");
	const keep = new Set(named.rows.map((r) => r.sha256));
	const before = Date.now() - (options.graceSeconds ?? 0) * 1000;
	let blobsRemoved = 0;
	let bytesFreed = 0;
	for await (const blob of blobs.list()) {
		if (keep.has(blob.sha256)) continue;
		if (options.graceSeconds && (blob.modified === undefined || blob.modified > before)) continue;
		await blobs.delete(blob.sha256);
		blobsRemoved++;
		bytesFreed += blob.size;
	}
	await db.query(
		"DELETE FROM file_hashes h WHERE NOT EXISTS (SELECT 1 FROM revision_files f WHERE f.sha256 = h.sha256)",
	);
	return { revisionsRemoved, blobsRemoved, bytesFreed, uploadsAborted };
}
