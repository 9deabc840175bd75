import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db, Rows } from "./types.js";

type Queryable = Pick<PGlite, "query" | "exec"> | Transaction;

/** Where a COPY's rows are put for the server to read, in the data directory; one process holds a store at a time. */
const COPY_FILE = "modelhub-copy.tmp";

function wrap(q: Queryable, dir: string | undefined, close: () => Promise<void>, transaction: Db["transaction"]): Db {
	return {
		engine: "pglite",
		async query<T>(sql: string, params?: unknown[]): Promise<Rows<T>> {
			const r = await q.query<T>(sql, params);
			return { rows: r.rows };
		},
		async exec(sql: string) {
			await q.exec(sql);
		},
		transaction,
		async copyRows(table, columns, data, options = {}) {
			const into = `COPY ${table} (${columns.join(", ")})`;
			const binary = `WITH (FORMAT binary${options.freeze ? ", FREEZE" : ""})`;
			if (!dir) {
				// In memory: PGlite reads COPY data from the Blob handed to the query, through its /dev/blob device.
				const r = await q.query(`${into} FROM '/dev/blob' ${binary}`, [], {
					blob: new Blob([data as Uint8Array<ArrayBuffer>]),
				});
				return r.affectedRows ?? 0;
			}
			// On disk the server reads a file in its data directory (mounted at PGlite's PGDATA): the bytes reach it with
			// one native copy instead of the Blob device's copy loop in JavaScript.
			writeFileSync(join(dir, COPY_FILE), data);
			try {
				const r = await q.query(`${into} FROM '${PGlite.paths.PGDATA}/${COPY_FILE}' ${binary}`);
				return r.affectedRows ?? 0;
			} finally {
				rmSync(join(dir, COPY_FILE), { force: true });
			}
		},
		close,
	};
}

/**
 * Server settings on top of PGlite's own. The embedded store is never replicated or archived, so it keeps the
 * minimal write-ahead log: index builds and a load into a table emptied in the same transaction skip the log
 * (crash safety is unchanged; only replication needs more).
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "wal_level=minimal", "-c", "max_wal_senders=0"];

/**
 * initdb's options on top of PGlite's own, for every cluster a store makes (the build's empty cluster, a store made
 * without it, one in memory). PostgreSQL 18's initdb turns data checksums on; the embedded store turns them off:
 * every page read from disk is then verified and every page written summed again, which at 1M models cost each index
 * build of an import about 0.3 s (3.4 s in all, measured by building the twelve indexes on one store with and
 * without). A checksum only reports a page that storage damaged, and the embedded store runs with fsync off (PGlite's
 * default) and can be filled again from its sources; a PostgreSQL server is the place for stores that need more.
 * A store made before keeps its checksums (they belong to the cluster).
 */
export const INITDB_PARAMS = ["--no-data-checksums"];

/**
 * An empty database cluster, made by the build (`scripts/empty-cluster.mjs`, with the PGlite it was built against):
 * a new store's data directory starts as a copy of it, which with PGlite's start takes about 0.5 s, against 1.0 s for
 * PGlite to unpack the same cluster from a tar image and 1.7-2.6 s for its own initdb. Without it, a new store runs
 * initdb as before.
 */
export const EMPTY_CLUSTER = fileURLToPath(new URL("../../dist/empty-cluster", import.meta.url));

/**
 * Makes an empty cluster in `dir` (which must not hold one) and shuts it down cleanly, for the build to copy new stores
 * from.
 */
export async function makeEmptyCluster(dir: string): Promise<void> {
	const pg = await PGlite.create({ dataDir: dir, startParams: START_PARAMS, initDbStartParams: INITDB_PARAMS });
	await pg.close();
}

/**
 * PGlite (Postgres compiled to WASM) on a data directory, or in memory when `dir` is undefined. A directory that
 * holds no cluster yet starts as a copy of the cluster in `emptyCluster` when there is one (initdb otherwise, and when
 * PGlite cannot start from the copy); one that holds a cluster is opened as it is.
 */
export async function openPglite(dir: string | undefined, emptyCluster = EMPTY_CLUSTER): Promise<Db> {
	if (dir) mkdirSync(dir, { recursive: true });
	// A COPY's rows left by a process killed in the middle of one (its opener holds the store's lock: nobody else's).
	if (dir) rmSync(join(dir, COPY_FILE), { force: true });
	const pg = await createPglite(dir, emptyCluster);
	const close = () => pg.close();
	const transaction: Db["transaction"] = (fn) =>
		pg.transaction((tx) =>
			fn(
				wrap(tx, dir, close, () => {
					throw new Error("nested transactions are not supported");
				}),
			),
		);
	return wrap(pg, dir, close, transaction);
}

async function createPglite(dir: string | undefined, emptyCluster: string): Promise<PGlite> {
	const options = { ...(dir ? { dataDir: dir } : {}), startParams: START_PARAMS, initDbStartParams: INITDB_PARAMS };
	// The build moves a whole cluster into place with one rename, so one that names its version is whole.
	if (!dir || existsSync(join(dir, "PG_VERSION")) || !existsSync(join(emptyCluster, "PG_VERSION"))) {
		return PGlite.create(options);
	}
	try {
		// PG_VERSION last: a copy cut short by a crash is not taken for a cluster the next time.
		cpSync(emptyCluster, dir, { recursive: true, filter: (from) => from !== join(emptyCluster, "PG_VERSION") });
		copyFileSync(join(emptyCluster, "PG_VERSION"), join(dir, "PG_VERSION"));
		return await PGlite.create(options);
	} catch {
		// A cluster this PGlite cannot start from (another release's, or damaged): start the directory again with initdb.
		for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
		return PGlite.create(options);
	}
}
