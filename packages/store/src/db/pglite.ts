import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db, Rows } from "../types.js";

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

/** PGlite (Postgres compiled to WASM) on a data directory, or in memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined): Promise<Db> {
	if (dir) mkdirSync(dir, { recursive: true });
	const pg = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), startParams: START_PARAMS });
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
