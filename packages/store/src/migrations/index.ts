import type { Db } from "../db/types.js";
import { models } from "./001-models.js";
import { files } from "./002-files.js";
import { words } from "./003-words.js";
import { taskLexemes } from "./004-task-lexemes.js";
import { arrivalOrder } from "./005-arrival-order.js";
import { rowsUncompressed } from "./006-rows-uncompressed.js";
import { typedRepositories } from "./007-typed-repositories.js";
import { accounts } from "./008-accounts.js";
import { commits } from "./009-commits.js";
import { downloads } from "./010-downloads.js";
import { xet } from "./011-xet.js";
import { directUploads } from "./012-direct-uploads.js";
import { datasetsAndSpaces } from "./013-datasets-spaces.js";
import { ginPendingLists } from "./014-gin-pending-lists.js";
import { receivedObjects } from "./015-received-objects.js";
import {
	ANALYZE_MODELS,
	analyzeRepoTable,
	MODEL_INDEX_NAMES,
	MODEL_INDEXES,
	REPO_TABLES,
	repoTableIndexes,
	repoTableIndexNames,
} from "./indexes.js";

export interface Migration {
	id: number;
	name: string;
	sql: string;
}

/** Every migration, in order. A new one gets the next number; an applied one is never edited. */
export const MIGRATIONS: Migration[] = [
	models,
	files,
	words,
	taskLexemes,
	arrivalOrder,
	rowsUncompressed,
	typedRepositories,
	accounts,
	commits,
	downloads,
	xet,
	directUploads,
	datasetsAndSpaces,
	ginPendingLists,
	receivedObjects,
];

/**
 * Applies the migrations the database has not seen, each in its own transaction. On a PostgreSQL server an advisory
 * lock keeps two processes that open the store at once from applying the same migration twice.
 */
export async function migrate(db: Db, onUpgrade?: (migration: string) => void): Promise<number> {
	await db.exec(
		"CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
	);
	// A store made before (not one being created now) is told about each migration it is upgraded with.
	const r = await db.query<{ id: number }>("SELECT coalesce(max(id), 0)::int AS id FROM schema_migrations");
	const last = Number(r.rows[0]?.id ?? 0);
	let applied = 0;
	for (const m of MIGRATIONS) {
		const done = await db.transaction(async (tx) => {
			await tx.query("SELECT pg_advisory_xact_lock(7426153)");
			const seen = await tx.query("SELECT 1 FROM schema_migrations WHERE id = $1", [m.id]);
			if (seen.rows.length > 0) return false;
			if (last > 0) onUpgrade?.(`${m.id}-${m.name}`);
			await tx.exec(m.sql);
			await tx.query("INSERT INTO schema_migrations (id, name) VALUES ($1, $2)", [m.id, m.name]);
			return true;
		});
		if (done) applied++;
	}
	await ensureIndexes(db);
	return applied;
}

/**
 * Re-creates the models table's secondary indexes, and the keys of the models table and the word list, where a
 * crashed bulk import left them out; and the dataset and space tables' indexes (see `ensureRepoIndexes`).
 */
export async function ensureIndexes(
	db: Db,
	options: { analyze?: boolean; maintenanceMemory?: string } = {},
): Promise<void> {
	// Each build in a transaction of its own, with its memory setting (SET LOCAL: a server's pool may give each
	// statement another connection). On a server, two builds at a time, on two connections: the GIN builds are
	// single-threaded, and one build's I/O overlaps another's sorting.
	const build = (sql: string) =>
		db.transaction(async (tx) => {
			if (options.maintenanceMemory) await tx.exec(`SET LOCAL maintenance_work_mem = '${options.maintenanceMemory}'`);
			await tx.exec(sql);
		});
	for (const table of REPO_TABLES) await ensureRepoIndexes(db, table, options);
	const r = await db.query<{ n: number }>(
		"SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'models' AND indexname = ANY($1::text[])",
		[MODEL_INDEX_NAMES],
	);
	const jobs: (() => Promise<void>)[] = [
		() => ensureKey(db, "models", "id", build),
		() => ensureKey(db, "words", "word", build),
	];
	if (Number(r.rows[0]?.n) !== MODEL_INDEX_NAMES.length) for (const sql of MODEL_INDEXES) jobs.push(() => build(sql));
	const width = db.engine === "postgres" ? 2 : 1;
	let next = 0;
	await Promise.all(
		Array.from({ length: width }, async () => {
			while (next < jobs.length) await (jobs[next++] as () => Promise<void>)();
		}),
	);
	if (options.analyze !== false && Number(r.rows[0]?.n) !== MODEL_INDEX_NAMES.length) await db.exec(ANALYZE_MODELS);
}

/** Re-creates a dataset or space table's secondary indexes where they are missing (a new store, a crashed load). */
export async function ensureRepoIndexes(
	db: Db,
	table: (typeof REPO_TABLES)[number],
	options: { analyze?: boolean } = {},
): Promise<void> {
	const names = repoTableIndexNames(table);
	const r = await db.query<{ n: number }>(
		"SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = $1 AND indexname = ANY($2::text[])",
		[table, names],
	);
	if (Number(r.rows[0]?.n) === names.length) return;
	for (const sql of repoTableIndexes(table)) await db.exec(sql);
	if (options.analyze !== false) await db.exec(analyzeRepoTable(table));
}

/**
 * Gives `table` its primary key on `column` (`<table>_pkey`) when it has none. A bulk load writes each id and word
 * once, so the key is built as it is; should a value be there twice all the same, the copy written last stays.
 */
async function ensureKey(
	db: Db,
	table: "models" | "words",
	column: "id" | "word",
	build: (sql: string) => Promise<void>,
): Promise<void> {
	const keyed = await db.query("SELECT 1 FROM pg_constraint WHERE conname = $1 AND contype = 'p'", [`${table}_pkey`]);
	if (keyed.rows.length) return;
	// The key's index is built first, beside the other indexes (a SHARE lock), then made the key at once.
	const index = `CREATE UNIQUE INDEX IF NOT EXISTS ${table}_pkey ON ${table} (${column})`;
	try {
		await build(index);
	} catch (e) {
		if ((e as { code?: string }).code !== "23505") throw e;
		await db.exec(`DROP INDEX IF EXISTS ${table}_pkey`);
		await db.exec(`DELETE FROM ${table} a USING ${table} b WHERE a.${column} = b.${column} AND a.ctid < b.ctid`);
		await build(index);
	}
	await db.exec(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY USING INDEX ${table}_pkey`);
}
