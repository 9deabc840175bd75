import type { ModelRecord } from "@modelhub/core";
import type { Db } from "../db/types.js";
import { prepareBatch } from "../import/batch.js";
import { checkRecord, toRow } from "./row.js";
import { bumpCatalogVersion } from "./version.js";
import { upsertJsonRows } from "./writer.js";

/**
 * One repository's record at a time, as the write API changes it (created, committed to, its settings changed,
 * moved, deleted): each in one transaction with its facet counts adjusted by what the record adds and takes away, so
 * a commit never recounts the whole catalogue.
 */

interface FacetRow {
	author: string;
	pipeline_tag: string | null;
	library_name: string | null;
	tags: string[];
	private: boolean;
}

/** The facet keys a public row counts under (`kind`, `value`), as the facets table counts them. */
function facetKeys(row: FacetRow | undefined): [string, string][] {
	if (!row || row.private) return [];
	const keys: [string, string][] = [
		["total", ""],
		["author", row.author],
	];
	if (row.pipeline_tag !== null) keys.push(["pipeline_tag", row.pipeline_tag]);
	if (row.library_name !== null) keys.push(["library_name", row.library_name]);
	for (const t of new Set(row.tags)) keys.push(["tag", t]);
	return keys;
}

async function adjustFacets(tx: Db, before: FacetRow | undefined, after: FacetRow | undefined): Promise<void> {
	const delta = new Map<string, number>();
	for (const [k, v] of facetKeys(before)) delta.set(`${k}\0${v}`, (delta.get(`${k}\0${v}`) ?? 0) - 1);
	for (const [k, v] of facetKeys(after)) delta.set(`${k}\0${v}`, (delta.get(`${k}\0${v}`) ?? 0) + 1);
	const changes = [...delta].filter(([, n]) => n !== 0);
	if (!changes.length) return;
	const kinds = changes.map(([key]) => key.slice(0, key.indexOf("\0")));
	const values = changes.map(([key]) => key.slice(key.indexOf("\0") + 1));
	const counts = changes.map(([, n]) => n);
	await tx.query(
		`INSERT INTO facets (kind, value, count) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
		 ON CONFLICT (kind, value) DO UPDATE SET count = facets.count + excluded.count`,
		[kinds, values, counts],
	);
	await tx.query("DELETE FROM facets WHERE count <= 0 AND kind <> 'total'");
}

async function currentRow(tx: Db, id: string): Promise<FacetRow | undefined> {
	const r = await tx.query<FacetRow>(
		"SELECT author, pipeline_tag, library_name, tags, private FROM models WHERE id = $1 FOR UPDATE",
		[id],
	);
	return r.rows[0];
}

export class RecordWriter {
	constructor(private readonly db: Db) {}

	/**
	 * Writes one record (and card) in a transaction of its own, or in `tx`, keeping the facet counts exact; with
	 * `guard`, only when it answers true inside that transaction (a precondition checked under the same locks).
	 */
	async put(
		record: ModelRecord,
		card: string | undefined,
		tx?: Db,
		guard?: (tx: Db) => Promise<boolean>,
	): Promise<void> {
		if (!tx) return this.db.transaction((t) => this.put(record, card, t, guard));
		if (guard && !(await guard(tx))) return;
		const checked = checkRecord(card === undefined ? record : { ...record, readme: card });
		if (!checked.ok) throw new Error(`cannot store ${String(record.id)}: ${checked.error}`);
		const before = await currentRow(tx, record.id);
		const batch = prepareBatch([{ origin: record.id, record: checked.record, card: checked.card }], "json");
		if (typeof batch.payload !== "string") throw new Error("a record is written as JSON rows");
		if (batch.words.length)
			await tx.query("INSERT INTO words SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [batch.words]);
		await upsertJsonRows(tx, batch.payload, 1);
		const row = toRow(checked.record, checked.card);
		await adjustFacets(tx, before, row);
		await bumpCatalogVersion(tx);
	}

	/** Removes a record, if there is one; true when there was. */
	async remove(id: string, tx?: Db): Promise<boolean> {
		if (!tx) return this.db.transaction((t) => this.remove(id, t));
		const before = await currentRow(tx, id);
		if (!before) return false;
		await tx.query("DELETE FROM models WHERE id = $1", [id]);
		await adjustFacets(tx, before, undefined);
		await bumpCatalogVersion(tx);
		return true;
	}
}
