import type { Db } from "../db/types.js";
import { ensureRepoIndexes } from "../migrations/index.js";
import { analyzeRepoTable, repoTableIndexNames } from "../migrations/indexes.js";
import {
	type CatalogType,
	checkRepoRecord,
	type RepoRecord,
	type RepoRow,
	rowJson,
	TABLE_OF,
	toRepoRow,
} from "./repo-row.js";
import type { UpsertCounts } from "./types.js";
import { bumpCatalogVersion } from "./version.js";

/** The facet keys a public row counts under (`kind`, `value`), as `repo_facets` counts them. */
function facetKeys(row: Pick<RepoRow, "author" | "tags" | "private" | "sdk"> | undefined): [string, string][] {
	if (!row || row.private) return [];
	const keys: [string, string][] = [
		["total", ""],
		["author", row.author],
	];
	if (row.sdk !== null) keys.push(["sdk", row.sdk]);
	for (const t of new Set(row.tags)) keys.push(["tag", t]);
	return keys;
}

type FacetRow = Pick<RepoRow, "author" | "tags" | "private" | "sdk">;

/**
 * The writes of a dataset or space catalogue: records upserted by id (in batches for an import, one at a time for
 * the write API, whose facet counts are adjusted by what the record adds and takes away), the facet counts recounted
 * after an import, and a bulk load into an empty table that builds its indexes once at the end.
 */
export class RepoCatalogWriter {
	private readonly table: "datasets" | "spaces";

	constructor(
		private readonly db: Db,
		readonly type: CatalogType,
	) {
		this.table = TABLE_OF[type];
	}

	/**
	 * Inserts or updates rows by id in one statement, with the words their ids are found by; a row whose stored form
	 * is unchanged is not written. Within one call the last row of an id wins.
	 */
	async writeRows(tx: Db, rows: RepoRow[]): Promise<UpsertCounts> {
		const byId = new Map(rows.map((r) => [r.id, r]));
		const words = [...new Set([...byId.values()].flatMap((r) => r.words))];
		if (words.length) await tx.query("INSERT INTO words SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [words]);
		await bumpCatalogVersion(tx);
		const json = JSON.stringify([...byId.values()].map(rowJson));
		const t = this.table;
		const r = await tx.query<{ inserted: boolean }>(
			`INSERT INTO ${t} (id, author, tags, downloads, likes, trending_score, created_at, last_modified, gated, private,
				sdk, links, words, record, card, digest)
			 SELECT id, author, tags, downloads, likes, trending_score, created_at, last_modified, gated, private, sdk, links,
				array_to_tsvector(words), record, card, digest
			 FROM jsonb_to_recordset($1::jsonb) AS x(id text, author text, tags text[], downloads bigint, likes bigint,
				trending_score double precision, created_at timestamptz, last_modified timestamptz, gated text,
				private boolean, sdk text, links text[], words text[], record text, card text, digest text)
			 ON CONFLICT (id) DO UPDATE SET author = excluded.author, tags = excluded.tags, downloads = excluded.downloads,
				likes = excluded.likes, trending_score = excluded.trending_score, created_at = excluded.created_at,
				last_modified = excluded.last_modified, gated = excluded.gated, private = excluded.private,
				sdk = excluded.sdk, links = excluded.links, words = excluded.words, record = excluded.record,
				card = excluded.card, digest = excluded.digest
			 WHERE ${t}.digest <> excluded.digest
			 RETURNING (xmax = 0) AS inserted`,
			[json],
		);
		const inserted = r.rows.filter((row) => row.inserted).length;
		const updated = r.rows.length - inserted;
		return { inserted, updated, unchanged: rows.length - inserted - updated };
	}

	/**
	 * Writes one record (and card) in a transaction of its own, or in `tx`, keeping the facet counts exact; with
	 * `guard`, only when it answers true inside that transaction (a precondition checked under the same locks).
	 */
	async put(
		record: RepoRecord,
		card: string | undefined,
		tx?: Db,
		guard?: (tx: Db) => Promise<boolean>,
	): Promise<void> {
		if (!tx) return this.db.transaction((t) => this.put(record, card, t, guard));
		if (guard && !(await guard(tx))) return;
		const checked = checkRepoRecord(this.type, card === undefined ? record : { ...record, readme: card });
		if (!checked.ok) throw new Error(`cannot store ${String(record.id)}: ${checked.error}`);
		const before = await this.currentRow(tx, record.id);
		const row = toRepoRow(this.type, checked.record, checked.card);
		await this.writeRows(tx, [row]);
		await this.adjustFacets(tx, before, row);
	}

	/** Removes a record, if there is one; true when there was. */
	async remove(id: string, tx?: Db): Promise<boolean> {
		if (!tx) return this.db.transaction((t) => this.remove(id, t));
		const before = await this.currentRow(tx, id);
		if (!before) return false;
		await tx.query(`DELETE FROM ${this.table} WHERE id = $1`, [id]);
		await this.adjustFacets(tx, before, undefined);
		await bumpCatalogVersion(tx);
		return true;
	}

	private async currentRow(tx: Db, id: string): Promise<FacetRow | undefined> {
		const r = await tx.query<FacetRow>(
			`SELECT author, tags, private, sdk FROM ${this.table} WHERE id = $1 FOR UPDATE`,
			[id],
		);
		return r.rows[0];
	}

	private async adjustFacets(tx: Db, before: FacetRow | undefined, after: FacetRow | undefined): Promise<void> {
		const delta = new Map<string, number>();
		for (const [k, v] of facetKeys(before)) delta.set(`${k}\0${v}`, (delta.get(`${k}\0${v}`) ?? 0) - 1);
		for (const [k, v] of facetKeys(after)) delta.set(`${k}\0${v}`, (delta.get(`${k}\0${v}`) ?? 0) + 1);
		const changes = [...delta].filter(([, n]) => n !== 0);
		if (!changes.length) return;
		await tx.query(
			`INSERT INTO repo_facets (repo_type, kind, value, count)
			 SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[])
			 ON CONFLICT (repo_type, kind, value) DO UPDATE SET count = repo_facets.count + excluded.count`,
			[
				this.type,
				changes.map(([key]) => key.slice(0, key.indexOf("\0"))),
				changes.map(([key]) => key.slice(key.indexOf("\0") + 1)),
				changes.map(([, n]) => n),
			],
		);
		await tx.query("DELETE FROM repo_facets WHERE repo_type = $1 AND count <= 0 AND kind <> 'total'", [this.type]);
	}

	/**
	 * Recounts this type's facets from its public records, in one transaction (readers see the old or the new
	 * counts); a private record is counted live, for those who may see it.
	 */
	async refreshFacets(): Promise<void> {
		const t = this.table;
		await this.db.transaction(async (tx) => {
			await bumpCatalogVersion(tx);
			await tx.query("DELETE FROM repo_facets WHERE repo_type = $1", [this.type]);
			await tx.query(
				`INSERT INTO repo_facets (repo_type, kind, value, count)
				 WITH r AS MATERIALIZED (SELECT author, sdk, tags FROM ${t} WHERE NOT private)
				 SELECT $1, 'total', '', count(*) FROM r
				 UNION ALL SELECT $1, 'author', author, count(*) FROM r GROUP BY author
				 UNION ALL SELECT $1, 'sdk', sdk, count(*) FROM r WHERE sdk IS NOT NULL GROUP BY sdk
				 UNION ALL SELECT $1, 'tag', x, count(*) FROM r, unnest(r.tags) AS x GROUP BY x`,
				[this.type],
			);
		});
		await this.db.exec(analyzeRepoTable(t));
	}

	/** Whether the table holds no record. */
	async isEmpty(): Promise<boolean> {
		const r = await this.db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${this.table}) AS any`);
		return !r.rows[0]?.any;
	}

	/**
	 * Drops the secondary indexes before a large load into an empty table; `endBulkLoad` builds them once (a crash in
	 * between leaves a table without them, which the next open builds). Nothing happens for a table with records.
	 */
	async beginBulkLoad(): Promise<boolean> {
		if (!(await this.isEmpty())) return false;
		for (const name of repoTableIndexNames(this.table)) await this.db.exec(`DROP INDEX IF EXISTS ${name}`);
		return true;
	}

	async endBulkLoad(): Promise<void> {
		await this.db.exec("SET maintenance_work_mem = '512MB'");
		try {
			await ensureRepoIndexes(this.db, this.table, { analyze: false });
		} finally {
			await this.db.exec("RESET maintenance_work_mem");
		}
	}
}
