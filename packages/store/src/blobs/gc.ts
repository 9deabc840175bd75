import type { Db } from "../db/types.js";
import { XetStore } from "../xet/store.js";
import type { BlobStore } from "./blob-store.js";

export interface GcOptions {
	/** Also drop revisions no ref names (older imports), so their files can go too. */
	pruneRevisions?: boolean;
}

export interface GcSummary {
	revisionsRemoved: number;
	blobsRemoved: number;
	/** Xet xorbs removed (their bytes are counted in `bytesFreed`). */
	xorbsRemoved: number;
	bytesFreed: number;
}

/**
 * Removes the blobs no revision names (and, with `pruneRevisions`, first the revisions no ref names), and the Xet
 * files and xorbs no kept revision needs (those younger than a day are kept: an upload may be under way). Run it
 * while no import writes to the same store: a blob put by a running import is named by its revision only when that
 * repository is done.
 */
export async function collectGarbage(store: { db: Db }, blobs: BlobStore, options: GcOptions = {}): Promise<GcSummary> {
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
	const named = await db.query<{ sha256: string }>("SELECT DISTINCT sha256 FROM revision_files");
	const keep = new Set(named.rows.map((r) => r.sha256));
	let blobsRemoved = 0;
	let bytesFreed = 0;
	for await (const blob of blobs.list()) {
		if (keep.has(blob.sha256)) continue;
		await blobs.delete(blob.sha256);
		blobsRemoved++;
		bytesFreed += blob.size;
	}
	await db.query(
		"DELETE FROM file_hashes h WHERE NOT EXISTS (SELECT 1 FROM revision_files f WHERE f.sha256 = h.sha256)",
	);
	// Files uploaded through Xet: those no revision names go, then the xorbs no remaining file needs.
	const xet = await new XetStore(db, blobs).collectGarbage();
	return { revisionsRemoved, blobsRemoved, xorbsRemoved: xet.xorbsRemoved, bytesFreed: bytesFreed + xet.bytesFreed };
}
