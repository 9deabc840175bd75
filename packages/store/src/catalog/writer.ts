import type { Db } from "../db/types.js";
import { type PreparedBatch, prepareBatch, ROW_COLUMNS } from "../import/batch.js";
import type { ImportItem } from "../import/types.js";
import { ensureIndexes } from "../migrations/index.js";
import { ANALYZE_MODELS, MODEL_INDEX_NAMES } from "../migrations/indexes.js";
import { CopyWriter } from "./copy.js";
import type { ModelCatalog } from "./models.js";
import type { UpsertCounts } from "./types.js";
import { bumpCatalogVersion } from "./version.js";

/**
 * The model catalogue's writes: upserts of checked records, and the bulk load that fills an empty catalogue (indexes
 * dropped and built once at the end, COPY where the engine takes it, one transaction up to a checkpoint), and the
 * facet counts that follow an import.
 */
export class CatalogWriter {
	constructor(
		private readonly db: Db,
		private readonly models: ModelCatalog,
	) {}

	/**
	 * Inserts or updates records by id in one statement (one transaction). A record whose stored form is unchanged is
	 * not written. Within a batch the last item of an id wins. For records already checked (`checkRecord`); one that
	 * is not valid is an error.
	 */
	async upsert(items: Pick<ImportItem, "record" | "card">[]): Promise<UpsertCounts> {
		const batch = prepareBatch(
			items.map((item) => ({ origin: item.record.id, record: item.record, card: item.card })),
			"json",
		);
		const bad = batch.rejections[0];
		if (bad) throw new Error(`cannot store ${bad.origin}: ${bad.reason}`);
		return this.writeBatch(batch);
	}

	/**
	 * Writes a prepared batch in one transaction, with the words its ids are found by (`words`: those of the batch the
	 * word list may not have yet; by default all of them). JSON rows go through the upsert statement; COPY rows (a bulk
	 * load whose ids are all new) are loaded with COPY, on an engine that takes it (`takesCopy`).
	 */
	async writeBatch(batch: PreparedBatch, words: string[] = batch.words): Promise<UpsertCounts> {
		const n = batch.valid;
		if (!batch.rows) return { inserted: 0, updated: 0, unchanged: n };
		if (!this.loading) return this.db.transaction((tx) => this.write(tx, batch, words));
		try {
			return await this.write(this.db, batch, words);
		} catch (e) {
			// The load's one transaction cannot go on: what it loaded is rolled back, and the store is as it was.
			this.loading = false;
			await this.db.exec("ROLLBACK").catch(() => {});
			throw e;
		}
	}

	/** `writeBatch`'s statements, in a transaction (`tx`) of their own or in the open one of a load. */
	private async write(tx: Db, batch: PreparedBatch, words: string[]): Promise<UpsertCounts> {
		const n = batch.valid;
		// COPY FREEZE writes rows already frozen: no later pass sets their hint bits (the first index build rewrote the
		// whole table for that). It takes only a table emptied in the transaction under way.
		const freeze = this.loading;
		if (words.length && this.wordsUnkeyed && tx.copyRows) {
			const out = new CopyWriter();
			for (const word of words) {
				out.row(1);
				out.text(word);
			}
			await tx.copyRows("words", ["word"], out.finish(), { freeze });
		} else if (words.length) {
			await tx.query(
				`INSERT INTO words SELECT unnest($1::text[])${this.wordsUnkeyed ? "" : " ON CONFLICT DO NOTHING"}`,
				[words],
			);
		}
		await bumpCatalogVersion(tx);
		if (typeof batch.payload !== "string") {
			if (!tx.copyRows) throw new Error(`the ${this.db.engine} engine takes no COPY rows`);
			const loaded = await tx.copyRows("models", ROW_COLUMNS, batch.payload, { freeze });
			return { inserted: loaded, updated: 0, unchanged: n - loaded };
		}
		if (this.modelsUnkeyed) {
			// The upsert finds an id's row through the key: a bulk load that meets an id again builds it now.
			await tx.exec("ALTER TABLE models ADD CONSTRAINT models_pkey PRIMARY KEY (id)");
			this.modelsUnkeyed = false;
		}
		return upsertJsonRows(tx, batch.payload, n);
	}

	/** Whether this store can load rows with COPY (both engines: PGlite from a file, a server through pg-copy-streams). */
	get takesCopy(): boolean {
		return this.db.copyRows !== undefined;
	}

	/**
	 * Drops the secondary indexes before a large load into an empty table; `endBulkLoad` builds them once. A crash
	 * in between leaves a consistent table without those indexes, which the next open re-creates.
	 *
	 * `oneTransaction` (for COPY loads, on the embedded engine) loads everything up to `commitBulkLoad` or
	 * `endBulkLoad` in one transaction that begins by emptying the tables: the server then writes no log for the rows
	 * and COPY writes them frozen (a fifth less time than a transaction per batch). A crash before the commit leaves
	 * the store as it was before the import; Ctrl-C still commits (see importEvents).
	 */
	async beginBulkLoad(options: { oneTransaction?: boolean } = {}): Promise<void> {
		for (const name of MODEL_INDEX_NAMES) await this.db.exec(`DROP INDEX IF EXISTS ${name}`);
		if (await this.models.isEmpty()) {
			// One transaction only on the embedded engine, whose one connection is this handle: on a server the handle
			// is a pool (each statement may take another connection), and a load's TRUNCATE would hold off every other
			// process's readers until the end. There each batch is a transaction of its own.
			const oneTransaction = options.oneTransaction === true && this.takesCopy && this.db.engine === "pglite";
			// With no models the word list starts over, unindexed too: an import adds each word once (see
			// importEvents), and the key is built once at the end like the other indexes. (The one transaction empties
			// it itself, below.)
			await this.db.exec(
				`${oneTransaction ? "" : "TRUNCATE words; "}ALTER TABLE words DROP CONSTRAINT IF EXISTS words_pkey`,
			);
			this.wordsUnkeyed = true;
			if (this.takesCopy) {
				// COPY loads only ids new to the load (importEvents sends an id seen before through the upsert, which
				// builds the key first: see writeBatch), so the models table can go without its key too: keeping it up
				// to date costs a quarter of each COPY.
				await this.db.exec("ALTER TABLE models DROP CONSTRAINT IF EXISTS models_pkey");
				this.modelsUnkeyed = true;
			}
			if (oneTransaction) {
				await this.db.exec("BEGIN; TRUNCATE models, words");
				this.loading = true;
			}
		}
	}

	/** Set while a bulk load fills the word list without its key (see beginBulkLoad). */
	private wordsUnkeyed = false;
	/** Set while a bulk load fills the models table without its key (see beginBulkLoad). */
	private modelsUnkeyed = false;
	/** Set while a bulk load's one transaction is open (see beginBulkLoad). */
	private loading = false;

	/** Commits a bulk load's open transaction, if there is one: what it loaded is kept from here on. */
	async commitBulkLoad(): Promise<void> {
		if (!this.loading) return;
		this.loading = false;
		await this.db.exec("COMMIT");
	}

	async endBulkLoad(): Promise<void> {
		await this.commitBulkLoad();
		// Index builds (GIN above all) are much faster when they can sort in memory.
		await ensureIndexes(this.db, { analyze: false, maintenanceMemory: "512MB" });
		this.wordsUnkeyed = false;
		this.modelsUnkeyed = false;
	}

	/**
	 * Replaces the facets table with counts made while loading (`kind \0 value` → count): for a bulk load into an
	 * empty table, whose counts are then exact without another pass over it.
	 */
	async setFacets(counts: Map<string, number>): Promise<void> {
		const rows = [...counts].map(([key, count]) => {
			const cut = key.indexOf("\0");
			return { kind: key.slice(0, cut), value: key.slice(cut + 1), count };
		});
		await this.db.transaction(async (tx) => {
			await tx.exec("DELETE FROM facets");
			await bumpCatalogVersion(tx);
			if (tx.copyRows) {
				const out = new CopyWriter();
				for (const r of rows) {
					out.row(3);
					out.text(r.kind);
					out.text(r.value);
					out.int64(r.count);
				}
				await tx.copyRows("facets", ["kind", "value", "count"], out.finish());
				return;
			}
			await tx.query(
				"INSERT INTO facets (kind, value, count) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])",
				[rows.map((r) => r.kind), rows.map((r) => r.value), rows.map((r) => r.count)],
			);
		});
		await this.db.exec(ANALYZE_MODELS);
	}

	/**
	 * Recounts the facets table from the models table's public models, in one transaction (readers see the old or the
	 * new counts). A private model is counted live, for those who may see it.
	 */
	async refreshFacets(): Promise<void> {
		await this.db.transaction(async (tx) => {
			// One pass over the (wide) models table into a narrow work table, then every count from that.
			await bumpCatalogVersion(tx);
			await tx.exec(`
				DELETE FROM facets;
				INSERT INTO facets (kind, value, count)
				WITH m AS MATERIALIZED (SELECT pipeline_tag, library_name, author, tags FROM models WHERE NOT private)
				SELECT 'total', '', count(*) FROM m
				UNION ALL SELECT 'pipeline_tag', pipeline_tag, count(*) FROM m WHERE pipeline_tag IS NOT NULL GROUP BY pipeline_tag
				UNION ALL SELECT 'library_name', library_name, count(*) FROM m WHERE library_name IS NOT NULL GROUP BY library_name
				UNION ALL SELECT 'author', author, count(*) FROM m GROUP BY author
				UNION ALL SELECT 'tag', t, count(*) FROM m, unnest(m.tags) AS t GROUP BY t;
			`);
		});
		await this.db.exec(ANALYZE_MODELS);
	}
}
/** Inserts or updates rows given as one JSON array, skipping those whose stored form is unchanged; `n` valid records. */
export async function upsertJsonRows(db: Db, json: string, n: number): Promise<UpsertCounts> {
	const r = await db.query<{ inserted: boolean }>(
		`INSERT INTO models (${ROW_COLUMNS.join(", ")})
		 SELECT id, author, pipeline_tag, library_name, tags, downloads, likes, trending_score, created_at, last_modified,
			parameters, gated, private, array_to_tsvector(lexemes), record, card, digest
		 FROM jsonb_to_recordset($1::jsonb) AS x(id text, author text, pipeline_tag text, library_name text, tags text[],
			downloads bigint, likes bigint, trending_score double precision, created_at timestamptz,
			last_modified timestamptz, parameters bigint, gated text, private boolean, lexemes text[], record text,
			card text, digest text)
		 ON CONFLICT (id) DO UPDATE SET author = excluded.author, pipeline_tag = excluded.pipeline_tag,
			library_name = excluded.library_name, tags = excluded.tags, downloads = excluded.downloads,
			likes = excluded.likes, trending_score = excluded.trending_score, created_at = excluded.created_at,
			last_modified = excluded.last_modified, parameters = excluded.parameters, gated = excluded.gated,
			private = excluded.private, words = excluded.words,
			record = excluded.record, card = excluded.card, digest = excluded.digest
		 WHERE models.digest <> excluded.digest
		 RETURNING (xmax = 0) AS inserted`,
		[json],
	);
	const inserted = r.rows.filter((row) => row.inserted).length;
	const updated = r.rows.length - inserted;
	return { inserted, updated, unchanged: n - inserted - updated };
}
