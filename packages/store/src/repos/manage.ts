import { ownerOf, type RepoRef } from "@modelhub/core";
import type { RecordWriter } from "../catalog/records.js";
import type { Db } from "../db/types.js";

/** Why a repository cannot be created, moved or changed as asked; the kind says how the API answers. */
export class RepoError extends Error {
	constructor(
		message: string,
		readonly kind: "exists" | "not-found" | "invalid",
	) {
		super(message);
	}
}

/** The types whose repositories have a catalogue here (datasets and spaces get theirs with their own pages). */
const CATALOGUED = new Set<RepoRef["type"]>(["model"]);

function catalogued(ref: RepoRef): void {
	if (!CATALOGUED.has(ref.type))
		throw new RepoError(`${ref.type} repositories cannot be made on this hub yet`, "invalid");
}

interface StoredRow {
	record: string;
	card: string | null;
}

/**
 * Making, moving, changing and deleting repositories: each one transaction over the catalogue's record (its facet
 * counts kept exact), the repository's commits, refs and access requests, and the redirects a move leaves behind.
 * Files stay in the blob store until `modelhub gc` finds nothing naming them.
 */
export class RepoAdmin {
	constructor(
		private readonly db: Db,
		private readonly records: RecordWriter,
	) {}

	/** Makes an empty repository's record; refuses an id that is taken. */
	async create(ref: RepoRef, options: { private: boolean; license?: string }): Promise<void> {
		catalogued(ref);
		await this.db.transaction(async (tx) => {
			const taken = await tx.query("SELECT 1 FROM models WHERE lower(id) = lower($1)", [ref.id]);
			if (taken.rows.length) throw new RepoError(`You already created this model repo: ${ref.id}`, "exists");
			const now = new Date().toISOString();
			const tags = options.license ? [`license:${options.license}`] : [];
			await this.records.put(
				{
					id: ref.id,
					author: ownerOf(ref.id),
					private: options.private,
					gated: false,
					downloads: 0,
					likes: 0,
					tags,
					createdAt: now,
					lastModified: now,
					siblings: [],
				},
				undefined,
				tx,
			);
			// An id that was moved away is free again: its redirect goes.
			await tx.query("DELETE FROM repo_redirects WHERE repo_type = $1 AND from_id = $2", [ref.type, ref.id]);
		});
	}

	/** Deletes a repository: its record, commits, refs, access requests and the redirects to it. */
	async delete(ref: RepoRef): Promise<void> {
		catalogued(ref);
		await this.db.transaction(async (tx) => {
			if (!(await this.records.remove(ref.id, tx))) throw new RepoError(`Repository not found: ${ref.id}`, "not-found");
			const args = [ref.type, ref.id];
			await tx.query("DELETE FROM refs WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM revisions WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM access_requests WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM repo_redirects WHERE repo_type = $1 AND to_id = $2", args);
		});
	}

	/** Moves a repository to another id; the old id redirects to the new one. */
	async move(from: RepoRef, to: RepoRef): Promise<void> {
		catalogued(from);
		if (from.type !== to.type) throw new RepoError("a repository keeps its type when it moves", "invalid");
		await this.db.transaction(async (tx) => {
			const r = await tx.query<StoredRow>("SELECT record, card FROM models WHERE id = $1", [from.id]);
			const row = r.rows[0];
			if (!row) throw new RepoError(`Repository not found: ${from.id}`, "not-found");
			const taken = await tx.query("SELECT 1 FROM models WHERE lower(id) = lower($1) AND id <> $2", [to.id, from.id]);
			if (taken.rows.length) throw new RepoError(`${to.id} already exists`, "exists");
			const record = JSON.parse(row.record) as Record<string, unknown>;
			await this.records.remove(from.id, tx);
			await this.records.put(
				{ ...record, id: to.id, author: ownerOf(to.id) } as Parameters<RecordWriter["put"]>[0],
				row.card ?? undefined,
				tx,
			);
			const args = [from.type, from.id, to.id];
			// Files and refs follow their revisions (their keys cascade the update).
			await tx.query("UPDATE revisions SET repo_id = $3 WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("UPDATE access_requests SET repo_id = $3 WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("UPDATE repo_redirects SET to_id = $3 WHERE repo_type = $1 AND to_id = $2", args);
			await tx.query("DELETE FROM repo_redirects WHERE repo_type = $1 AND from_id = $2", [to.type, to.id]);
			await tx.query("INSERT INTO repo_redirects (repo_type, from_id, to_id) VALUES ($1, $2, $3)", args);
		});
	}

	/** Changes a repository's visibility or gating. */
	async settings(ref: RepoRef, change: { private?: boolean; gated?: false | "auto" | "manual" }): Promise<void> {
		catalogued(ref);
		await this.db.transaction(async (tx) => {
			const r = await tx.query<StoredRow>("SELECT record, card FROM models WHERE id = $1", [ref.id]);
			const row = r.rows[0];
			if (!row) throw new RepoError(`Repository not found: ${ref.id}`, "not-found");
			const record = JSON.parse(row.record) as Parameters<RecordWriter["put"]>[0];
			if (change.private !== undefined) record.private = change.private;
			if (change.gated !== undefined) record.gated = change.gated;
			await this.records.put(record, row.card ?? undefined, tx);
		});
	}

	/** Where a moved repository went, if it was moved. */
	async redirect(ref: RepoRef): Promise<string | undefined> {
		const r = await this.db.query<{ to_id: string }>(
			"SELECT to_id FROM repo_redirects WHERE repo_type = $1 AND from_id = $2",
			[ref.type, ref.id],
		);
		return r.rows[0]?.to_id;
	}
}
