import { stat } from "node:fs/promises";
import type { BlobStore } from "../blobs/blob-store.js";
import type { Db } from "../db/types.js";
import type { ImportItem, RepoFile } from "../import/types.js";
import { hashFile } from "./hash.js";
import { commitId, gitBlobId, isLfs, lfsPointer, treeIds } from "./ids.js";
import { type RevisionFile, recordFiles } from "./revisions.js";

interface Cached {
	source: string;
	size: string;
	mtime_ns: string;
	ino: string;
	sha256: string;
	git_oid: string | null;
}

/** What keeping one repository's files did, for the import's report. */
export interface KeptFiles {
	sha: string;
	/** Files whose bytes were read (new or changed since the last import). */
	hashed: number;
	/** Blobs that were not in the store yet. */
	stored: number;
}

/**
 * Keeps a repository's files beside its record: hashes each file (or takes its hashes from `file_hashes` when its
 * size, modification time and inode are those seen before), puts new content in the blob store, records the revision
 * (its commit id comes from the files alone, so an unchanged repository keeps its id) and points `main` at it. The
 * record gets `sha`, the siblings' blob ids, `createdAt` (its first revision) and `lastModified` (this revision).
 */
export async function keepRepoFiles(
	db: Db,
	blobs: BlobStore,
	item: ImportItem,
	report?: (kept: KeptFiles) => void,
): Promise<ImportItem> {
	const files = item.files ?? [];
	const modelId = item.record.id;
	const type = item.repoType ?? "model";
	const cached = await db.query<Cached>(
		"SELECT source, size, mtime_ns, ino, sha256, git_oid FROM file_hashes WHERE source = ANY($1::text[])",
		[files.map((f) => f.source)],
	);
	const known = new Map(cached.rows.map((r) => [r.source, r]));
	const kept: RevisionFile[] = [];
	// Sources hashed this time, to remember for the next import.
	const seen: { file: RepoFile; mtime: string; ino: string; sha256: string; gitOid: string | null }[] = [];
	let hashed = 0;
	let stored = 0;
	for (const file of files) {
		const s = await stat(file.source, { bigint: true });
		const size = Number(s.size);
		const lfs = isLfs(file.path, size);
		const mtime = s.mtimeNs.toString();
		const ino = s.ino.toString();
		const hit = known.get(file.source);
		let sha256: string;
		let gitOid: string | null;
		const reusable =
			hit &&
			Number(hit.size) === size &&
			hit.mtime_ns === mtime &&
			hit.ino === ino &&
			(lfs || hit.git_oid !== null) &&
			(await blobs.size(hit.sha256)) === size;
		if (reusable && hit) {
			sha256 = hit.sha256;
			gitOid = hit.git_oid;
		} else {
			let h: Awaited<ReturnType<typeof hashFile>>;
			try {
				h = await hashFile(file.source, size, !lfs);
			} catch (e) {
				throw new Error(`${file.path}: ${(e as Error).message}`);
			}
			hashed++;
			sha256 = h.sha256;
			gitOid = h.gitOid ?? null;
			if ((await blobs.putFile(sha256, file.source)) !== "present") stored++;
			seen.push({ file, mtime, ino, sha256, gitOid });
		}
		kept.push({
			path: file.path,
			size,
			sha256,
			blobId: lfs ? gitBlobId(lfsPointer(sha256, size)) : (gitOid as string),
			lfs,
		});
	}
	const tree = treeIds(kept.map((f) => ({ path: f.path, oid: f.blobId }))).get("") as string;
	const sha = commitId(tree);
	const dates = await db.transaction(async (tx) => {
		for (const s of seen)
			await tx.query(
				`INSERT INTO file_hashes (source, size, mtime_ns, ino, sha256, git_oid) VALUES ($1, $2, $3, $4, $5, $6)
				 ON CONFLICT (source) DO UPDATE SET size = $2, mtime_ns = $3, ino = $4, sha256 = $5, git_oid = $6`,
				[s.file.source, s.file.size, s.mtime, s.ino, s.sha256, s.gitOid],
			);
		// The revision's parent is the commit main pointed at before this import, when there was one.
		const created = await tx.query<{ sha: string }>(
			`INSERT INTO revisions (repo_type, repo_id, sha, tree_oid, parent, author, summary)
			 SELECT $4, $1, $2, $3,
				(SELECT sha FROM refs WHERE repo_type = $4 AND repo_id = $1 AND name = 'main'), 'modelhub import', 'Import'
			 ON CONFLICT (repo_type, repo_id, sha) DO NOTHING RETURNING sha`,
			[modelId, sha, tree, type],
		);
		if (created.rows.length)
			await tx.query(
				`INSERT INTO revision_files (repo_type, repo_id, sha, path, size, sha256, blob_id, lfs)
				 SELECT $4, $1, $2, f.path, f.size, f.sha256, f.blob_id, f.lfs
				 FROM jsonb_to_recordset($3::jsonb) AS f(path text, size bigint, sha256 text, blob_id text, lfs boolean)`,
				[modelId, sha, JSON.stringify(kept.map((f) => ({ ...f, blob_id: f.blobId }))), type],
			);
		await tx.query(
			`INSERT INTO refs (repo_type, repo_id, name, sha) VALUES ($3, $1, 'main', $2)
			 ON CONFLICT (repo_type, repo_id, name) DO UPDATE SET sha = $2`,
			[modelId, sha, type],
		);
		const r = await tx.query<{ first: Date | string; this: Date | string }>(
			`SELECT min(created_at) AS first, max(created_at) FILTER (WHERE sha = $2) AS this
			 FROM revisions WHERE repo_type = $3 AND repo_id = $1`,
			[modelId, sha, type],
		);
		return r.rows[0] as { first: Date | string; this: Date | string };
	});
	report?.({ sha, hashed, stored });
	const record = {
		...item.record,
		sha,
		createdAt: new Date(dates.first).toISOString(),
		lastModified: new Date(dates.this).toISOString(),
		...recordFiles(kept),
	};
	return { ...item, record };
}
