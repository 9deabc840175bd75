import { ownerOf, type RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";
import type { Caller, RepoAccess } from "../policy/policy.js";

/** The catalogue table that holds each type's records, and what names its library (datasets and spaces have none). */
const TABLES: Record<RepoRef["type"], { table: string; library: string }> = {
	model: { table: "models", library: "library_name" },
	dataset: { table: "datasets", library: "NULL::text" },
	space: { table: "spaces", library: "NULL::text" },
};

/** A record's `gated` value as the policy reads it (an imported record may say `true`, which the Hub means as `auto`). */
export function gatingOf(value: unknown): RepoAccess["gated"] {
	if (value === "manual") return "manual";
	return value === true || value === "auto" ? "auto" : false;
}

/** The stored `gated` column (the record's value as JSON) as the policy reads it. */
const gatedOf = (text: string | null): RepoAccess["gated"] => (text === null ? false : gatingOf(JSON.parse(text)));

/** Reads what the policy needs to know of a repository. */
export class Repositories {
	constructor(private readonly db: Db) {}

	/**
	 * A repository's owner and access settings, and whether the caller's request for access was accepted (for a
	 * gated one), in one read; null when there is no such repository.
	 */
	async access(ref: RepoRef, caller: Caller): Promise<RepoAccess | null> {
		const { table, library } = TABLES[ref.type];
		const user = caller.kind === "user" ? caller.name : null;
		const r = await this.db.query<{ private: boolean; gated: string | null; granted: boolean; library: string | null }>(
			`SELECT private, gated, ${library} AS library, (gated IS NOT NULL AND $3::text IS NOT NULL AND EXISTS (
				SELECT 1 FROM access_requests WHERE repo_type = $2 AND repo_id = $1 AND account = $3 AND status = 'accepted'
			 )) AS granted
			 FROM ${table} WHERE id = $1`,
			[ref.id, ref.type, user],
		);
		const row = r.rows[0];
		if (!row) return null;
		const access: RepoAccess = {
			...ref,
			owner: ownerOf(ref.id),
			private: row.private === true,
			gated: gatedOf(row.gated),
		};
		if (access.gated) access.granted = row.granted === true;
		if (row.library) access.library = row.library;
		return access;
	}
}
