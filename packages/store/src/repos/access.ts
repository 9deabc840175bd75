import { ownerOf, type RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";
import type { RepoAccess } from "../policy/policy.js";

/** The catalogue table that holds each type's records (datasets and spaces have none yet). */
const TABLES: Partial<Record<RepoRef["type"], string>> = { model: "models" };

/** The stored `gated` column (the record's value as JSON) as the policy reads it. */
function gatedOf(text: string | null): RepoAccess["gated"] {
	if (text === null) return false;
	const v = JSON.parse(text) as unknown;
	if (v === "manual") return "manual";
	return v === true || v === "auto" ? "auto" : false;
}

/** Reads what the policy needs to know of a repository. */
export class Repositories {
	constructor(private readonly db: Db) {}

	/** A repository's owner and access settings, or null when there is no such repository. */
	async access(ref: RepoRef): Promise<RepoAccess | null> {
		const table = TABLES[ref.type];
		if (!table) return null;
		const r = await this.db.query<{ author: string; private: boolean; gated: string | null }>(
			`SELECT author, private, gated FROM ${table} WHERE id = $1`,
			[ref.id],
		);
		const row = r.rows[0];
		if (!row) return null;
		return { ...ref, owner: ownerOf(ref.id), private: row.private === true, gated: gatedOf(row.gated) };
	}
}
