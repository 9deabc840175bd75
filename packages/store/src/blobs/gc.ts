import type { Db } from "../db/types.js";
import type { Uploads } from "../git/uploads.js";
import { RepoObjects } from "../repos/objects.js";
import { XetStore } from "../xet/store.js";
import type { BlobStore } from "./blob-store.js";

export interface GcOptions {
	/** Also drop revisions no ref names (older imports), so their files can go too. */
	pruneRevisions?: boolean;
	/**
	 * Blobs stored and multipart uploads begun less than this many hours ago are left alone: a client that uploaded a
	 * large file through LFS names it in its commit only afterwards. Default 24.
	 */
	graceHours?: number;
}

export interface GcSummary {
	revisionsRemoved: number;
	blobsRemoved: number;
	/** Partial files that imports killed mid-write left (removed when the blob store was opened, or now). */
	unfinishedRemoved: number;
	/** Xet xorbs removed. */
	xorbsRemoved: number;
	/** The bytes of the blobs, the xorbs and the partial files removed. */
	bytesFreed: number;
	/** Multipart uploads begun before the grace period and never completed, dropped with their parts. */
	uploadsAborted: number;
}

export const DEFAULT_GC_GRACE_HOURS = 24;

/**
 * Removes the blobs no revision names (and, with `pruneRevisions`, first the revisions no ref names), the Xet files
 * and xorbs no kept revision needs, the parts of multipart uploads never completed, and the partial files of imports
 * killed mid-write. Blobs, xorbs and uploads younger than the grace period stay (uploads awaiting their commit). Run it
 * while no import writes to the same store: a blob put by a running import is named by its revision only when that
 * repository is done.
 */
export async function collectGarbage(
	store: { db: Db; uploads: Uploads },
	blobs: BlobStore,
	options: GcOptions = {},
): Promise<GcSummary> {
	const { db } = store;
	const graceHours = options.graceHours ?? DEFAULT_GC_GRACE_HOURS;
	const cutoff = Date.now() - graceHours * 3600_000;
	let uploadsAborted = 0;
	for (const u of await store.uploads.stale(graceHours)) {
		if (u.storageRef !== undefined && blobs.direct) await blobs.direct.abortUpload({ id: u.id, ref: u.storageRef });
		else await blobs.abortParts(u.id);
		await store.uploads.end(u.id);
		uploadsAborted++;
	}
	let revisionsRemoved = 0;
	if (options.pruneRevisions) {
		const r = await db.query(
			`DELETE FROM revisions v WHERE NOT EXISTS (SELECT 1 FROM refs r
				WHERE r.repo_type = v.repo_type AND r.repo_id = v.repo_id AND r.sha = v.sha)
			 RETURNING sha`,
		);
		revisionsRemoved = r.rows.length;
	}
	const named = await db.query<{ sha256: string }>("SELECT DISTINCT sha256 FROM revision_files");
	const keep = new Set(named.rows.map((r) => r.sha256));
	let blobsRemoved = 0;
	let bytesFreed = 0;
	for await (const blob of blobs.list()) {
		if (keep.has(blob.sha256) || blob.stored.getTime() > cutoff) continue;
		await blobs.delete(blob.sha256);
		blobsRemoved++;
		bytesFreed += blob.size;
	}
	await db.query(
		"DELETE FROM file_hashes h WHERE NOT EXISTS (SELECT 1 FROM revision_files f WHERE f.sha256 = h.sha256)",
	);
	// Receipts of uploads too old to be committed (their objects, unless named, go below or went already).
	await new RepoObjects(db).forgetExpired();
	// Files uploaded through Xet: those no revision names go, then the xorbs no remaining file needs.
	const xet = await new XetStore(db, blobs).collectGarbage(graceHours);
	const unfinished = (await blobs.removeUnfinished?.()) ?? { files: 0, bytes: 0 };
	return {
		revisionsRemoved,
		blobsRemoved,
		xorbsRemoved: xet.xorbsRemoved,
		unfinishedRemoved: unfinished.files,
		bytesFreed: bytesFreed + xet.bytesFreed + unfinished.bytes,
		uploadsAborted,
	};
}
