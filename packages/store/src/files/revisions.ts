import type { Db } from "../types.js";
import { lfsPointer } from "./git-ids.js";

/** One file of a revision, as the routes and the record's siblings need it. */
export interface RevisionFile {
	path: string;
	size: number;
	/** Names the blob in the blob store. */
	sha256: string;
	/** The id git shows for the file: its own blob id, or its LFS pointer's for LFS files. */
	blobId: string;
	lfs: boolean;
}

export interface Revision {
	sha: string;
	treeOid: string;
	createdAt: Date;
}

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * A repository file as a page shows it (the site's `/{id}/blob/{rev}/{path}`): its text when it is UTF-8 text small
 * enough to show.
 */
export interface FileView {
	id: string;
	/** The revision as the URL names it, and the commit it resolved to. */
	rev: string;
	commit: string;
	path: string;
	size: number;
	text?: string;
	/** Why there is no text: too large to show, or not UTF-8 text. */
	withheld?: "large" | "binary";
}

/** The LFS pointer's size (the Hub's `pointerSize`) of an LFS file. */
export const pointerSize = (f: Pick<RevisionFile, "sha256" | "size">): number =>
	Buffer.byteLength(lfsPointer(f.sha256, f.size));

/** A revision file as a Hub API sibling with its blob ids (`?blobs=true`). */
export function siblingOf(f: RevisionFile): Record<string, unknown> {
	const s: Record<string, unknown> = { rfilename: f.path, size: f.size, blobId: f.blobId };
	if (f.lfs) s.lfs = { sha256: f.sha256, size: f.size, pointerSize: pointerSize(f) };
	return s;
}

interface FileRow {
	path: string;
	size: string | number;
	sha256: string;
	blob_id: string;
	lfs: boolean;
}

const toFile = (r: FileRow): RevisionFile => ({
	path: r.path,
	size: Number(r.size),
	sha256: r.sha256,
	blobId: r.blob_id,
	lfs: r.lfs,
});

/** Reads the revisions and files a model's imports kept. */
export class Revisions {
	constructor(private readonly db: Db) {}

	/**
	 * The commit a revision name points to: a 40-hex commit id the model has, a ref (`main`, a tag, `refs/pr/N`), or
	 * `HEAD` for the default branch; undefined when the model has no such revision.
	 */
	async resolve(modelId: string, rev: string): Promise<Revision | undefined> {
		const name = rev === "HEAD" ? "main" : rev.startsWith("refs/heads/") ? rev.slice("refs/heads/".length) : rev;
		const r = await this.db.query<{ sha: string; tree_oid: string; created_at: Date | string }>(
			COMMIT.test(rev)
				? "SELECT sha, tree_oid, created_at FROM revisions WHERE model_id = $1 AND sha = $2"
				: `SELECT v.sha, v.tree_oid, v.created_at FROM refs r JOIN revisions v USING (model_id, sha)
				   WHERE r.model_id = $1 AND r.name = $2`,
			[modelId, name],
		);
		const row = r.rows[0];
		return row ? { sha: row.sha, treeOid: row.tree_oid, createdAt: new Date(row.created_at) } : undefined;
	}

	/** Whether the catalogue has the model at all (with or without files). */
	async modelExists(modelId: string): Promise<boolean> {
		const r = await this.db.query("SELECT 1 FROM models WHERE id = $1", [modelId]);
		return r.rows.length > 0;
	}

	/** Whether the hub holds any files of the model. */
	async hasFiles(modelId: string): Promise<boolean> {
		const r = await this.db.query("SELECT 1 FROM revisions WHERE model_id = $1 LIMIT 1", [modelId]);
		return r.rows.length > 0;
	}

	/** Every file of a revision, by path. */
	async files(modelId: string, sha: string): Promise<RevisionFile[]> {
		const r = await this.db.query<FileRow>(
			"SELECT path, size, sha256, blob_id, lfs FROM revision_files WHERE model_id = $1 AND sha = $2 ORDER BY path",
			[modelId, sha],
		);
		return r.rows.map(toFile);
	}

	/** One file of a revision. */
	async file(modelId: string, sha: string, path: string): Promise<RevisionFile | undefined> {
		const r = await this.db.query<FileRow>(
			"SELECT path, size, sha256, blob_id, lfs FROM revision_files WHERE model_id = $1 AND sha = $2 AND path = $3",
			[modelId, sha, path],
		);
		return r.rows[0] ? toFile(r.rows[0]) : undefined;
	}

	/** The model's revisions, newest first. */
	async list(modelId: string): Promise<Revision[]> {
		const r = await this.db.query<{ sha: string; tree_oid: string; created_at: Date | string }>(
			"SELECT sha, tree_oid, created_at FROM revisions WHERE model_id = $1 ORDER BY created_at DESC, sha",
			[modelId],
		);
		return r.rows.map((row) => ({ sha: row.sha, treeOid: row.tree_oid, createdAt: new Date(row.created_at) }));
	}

	/** Points a ref (a branch, a tag, `refs/pr/N`) at one of the model's revisions. */
	async setRef(modelId: string, name: string, sha: string): Promise<void> {
		await this.db.query(
			`INSERT INTO refs (model_id, name, sha) VALUES ($1, $2, $3)
			 ON CONFLICT (model_id, name) DO UPDATE SET sha = $3`,
			[modelId, name, sha],
		);
	}
}
