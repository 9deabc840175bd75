import { type ModelRecord, ownerOf, type RepoRef } from "@modelhub/core";
import type { RecordWriter } from "../catalog/records.js";
import type { RepoRecord } from "../catalog/repo-row.js";
import type { RepoCatalogWriter } from "../catalog/repo-writer.js";
import type { Db } from "../db/types.js";
import { gatingOf } from "./access.js";

/** Why a repository cannot be created, moved or changed as asked; the kind says how the API answers. */
export class RepoError extends Error {
	constructor(
		message: string,
		readonly kind: "exists" | "not-found" | "invalid",
	) {
		super(message);
	}
}

/** A repository's settings as the write API and the settings page change them. */
export interface RepoSettings {
	private?: boolean;
	/** false, or how access is granted: `auto` at once, `manual` by its owners. */
	gated?: false | "auto" | "manual";
}

/** One type's catalogue of records, as making, moving and deleting repositories writes it. */
interface RecordTable {
	table: "models" | "datasets" | "spaces";
	put(record: RepoRecord, card: string | undefined, tx: Db): Promise<void>;
	remove(id: string, tx: Db): Promise<boolean>;
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
		private readonly repoRecords: Record<"dataset" | "space", RepoCatalogWriter>,
	) {}

	/** The catalogue a type's records live in (each type has its own table). */
	private tableOf(type: RepoRef["type"]): RecordTable {
		if (type === "model")
			return {
				table: "models",
				put: (record, card, tx) => this.records.put(record as ModelRecord, card, tx),
				remove: (id, tx) => this.records.remove(id, tx),
			};
		const writer = this.repoRecords[type];
		return {
			table: type === "dataset" ? "datasets" : "spaces",
			put: (record, card, tx) => writer.put(record, card, tx),
			remove: (id, tx) => writer.remove(id, tx),
		};
	}

	/** Makes an empty repository's record; refuses an id that is taken. */
	async create(ref: RepoRef, options: { private: boolean; license?: string; sdk?: string }): Promise<void> {
		const records = this.tableOf(ref.type);
		await this.db.transaction(async (tx) => {
			const taken = await tx.query(`SELECT 1 FROM ${records.table} WHERE lower(id) = lower($1)`, [ref.id]);
			if (taken.rows.length) throw new RepoError(`You already created this ${ref.type} repo: ${ref.id}`, "exists");
			const now = new Date().toISOString();
			const tags = [
				...(ref.type === "space" && options.sdk ? [options.sdk] : []),
				...(options.license ? [`license:${options.license}`] : []),
			];
			await records.put(
				{
					id: ref.id,
					author: ownerOf(ref.id),
					private: options.private,
					gated: false,
					...(ref.type === "space" ? {} : { downloads: 0 }),
					likes: 0,
					tags,
					createdAt: now,
					lastModified: now,
					siblings: [],
					...(ref.type === "space" && options.sdk ? { sdk: options.sdk } : {}),
				},
				undefined,
				tx,
			);
			// An id that was moved away is free again: its redirect goes.
			await tx.query("DELETE FROM repo_redirects WHERE repo_type = $1 AND from_id = $2", [ref.type, ref.id]);
		});
	}

	/**
	 * Deletes a repository: its record, commits, refs, access requests, the redirects to it, and what its upload
	 * sessions received.
	 */
	async delete(ref: RepoRef): Promise<void> {
		const records = this.tableOf(ref.type);
		await this.db.transaction(async (tx) => {
			if (!(await records.remove(ref.id, tx))) throw new RepoError(`Repository not found: ${ref.id}`, "not-found");
			const args = [ref.type, ref.id];
			await tx.query("DELETE FROM refs WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM revisions WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM access_requests WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM repo_redirects WHERE repo_type = $1 AND to_id = $2", args);
			// What its upload sessions received is no right of a later repository of the same name: the objects and
			// xorbs it was sent are forgotten, and its uploads in progress are left to gc, claimed by no repository.
			await tx.query("DELETE FROM received_objects WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM xet_xorb_repos WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("UPDATE uploads SET repo_id = '' WHERE repo_type = $1 AND repo_id = $2", args);
		});
	}

	/** Moves a repository to another id; the old id redirects to the new one. */
	async move(from: RepoRef, to: RepoRef): Promise<void> {
		if (from.type !== to.type) throw new RepoError("a repository keeps its type when it moves", "invalid");
		const records = this.tableOf(from.type);
		await this.db.transaction(async (tx) => {
			const r = await tx.query<StoredRow>(`SELECT record, card FROM ${records.table} WHERE id = $1`, [from.id]);
			const row = r.rows[0];
			if (!row) throw new RepoError(`Repository not found: ${from.id}`, "not-found");
			const taken = await tx.query(`SELECT 1 FROM ${records.table} WHERE lower(id) = lower($1) AND id <> $2`, [
				to.id,
				from.id,
			]);
			if (taken.rows.length) throw new RepoError(`${to.id} already exists`, "exists");
			const record = JSON.parse(row.record) as Record<string, unknown>;
			await records.remove(from.id, tx);
			await records.put({ ...record, id: to.id, author: ownerOf(to.id) }, row.card ?? undefined, tx);
			const args = [from.type, from.id, to.id];
			// Files and refs follow their revisions (their keys cascade the update).
			await tx.query("UPDATE revisions SET repo_id = $3 WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("UPDATE access_requests SET repo_id = $3 WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("UPDATE repo_redirects SET to_id = $3 WHERE repo_type = $1 AND to_id = $2", args);
			// What its upload sessions received goes with it (a deleted repository's left nothing under the new id).
			for (const table of ["received_objects", "xet_xorb_repos"]) {
				await tx.query(`DELETE FROM ${table} WHERE repo_type = $1 AND repo_id = $2`, [to.type, to.id]);
				await tx.query(`UPDATE ${table} SET repo_id = $3 WHERE repo_type = $1 AND repo_id = $2`, args);
			}
			await tx.query("UPDATE uploads SET repo_id = $3 WHERE repo_type = $1 AND repo_id = $2", args);
			await tx.query("DELETE FROM repo_redirects WHERE repo_type = $1 AND from_id = $2", [to.type, to.id]);
			await tx.query("INSERT INTO repo_redirects (repo_type, from_id, to_id) VALUES ($1, $2, $3)", args);
		});
	}

	/**
	 * Changes a repository's visibility or gating (its facet counts and the catalogue's version with it, so that every
	 * count and kept page follows at once); answers the settings it has now.
	 */
	async settings(ref: RepoRef, change: RepoSettings): Promise<Required<RepoSettings>> {
		const records = this.tableOf(ref.type);
		return this.db.transaction(async (tx) => {
			const r = await tx.query<StoredRow>(`SELECT record, card FROM ${records.table} WHERE id = $1`, [ref.id]);
			const row = r.rows[0];
			if (!row) throw new RepoError(`Repository not found: ${ref.id}`, "not-found");
			const record = JSON.parse(row.record) as RepoRecord;
			if (change.private !== undefined) record.private = change.private;
			if (change.gated !== undefined) record.gated = change.gated;
			await records.put(record, row.card ?? undefined, tx);
			return { private: record.private === true, gated: gatingOf(record.gated) };
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
