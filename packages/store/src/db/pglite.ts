import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/**
 * An empty database cluster, written by the build (`scripts/empty-cluster.mjs`, with the PGlite it was built
 * against): a new store's data directory starts as a copy of it, which PGlite unpacks in a third of the time its own
 * initdb takes (about 0.6 s against 1.7-2.6 s). Without the file, a new store runs initdb as before.
 */
export const EMPTY_CLUSTER = fileURLToPath(new URL("../../dist/empty-cluster.tar", import.meta.url));

/** The empty cluster as a tar image (PGlite's own dump of a data directory), for the build to write out. */
export async function emptyClusterImage(): Promise<Uint8Array> {
	const pg = await PGlite.create({ startParams: START_PARAMS });
	try {
		return new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer());
	} finally {
		await pg.close();
	}
}

/**
 * PGlite (Postgres compiled to WASM) on a data directory, or in memory when `dir` is undefined. A directory that
 * holds no cluster yet is filled from `emptyCluster` when that file exists (initdb otherwise, and when it cannot be
 * used); one that holds a cluster is opened as it is.
 */
export async function openPglite(dir: string | undefined, emptyCluster = EMPTY_CLUSTER): Promise<Db> {
	if (dir) mkdirSync(dir, { recursive: true });
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
	const options = { ...(dir ? { dataDir: dir } : {}), startParams: START_PARAMS };
	const image = dir && !existsSync(join(dir, "PG_VERSION")) ? readImage(emptyCluster) : undefined;
	if (!dir || !image) return PGlite.create(options);
	try {
		return await PGlite.create({ ...options, loadDataDir: new Blob([image], { type: "application/x-tar" }) });
	} catch {
		// An image this PGlite cannot use (from another release, or cut short): start the directory again with initdb.
		for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
		return PGlite.create(options);
	}
}

/**
 * The image's bytes when the file is there and is a whole tar archive (512-byte blocks, the first one a ustar header);
 * undefined otherwise. PGlite takes an archive it cannot read for a gzip one, and its decompressor's error then
 * escapes as an unhandled one, so nothing else is handed to it. (The build writes the image whole, by renaming.)
 */
function readImage(path: string): Uint8Array<ArrayBuffer> | undefined {
	if (!existsSync(path)) return undefined;
	const bytes = new Uint8Array(readFileSync(path));
	const magic = new TextDecoder().decode(bytes.subarray(257, 262));
	return bytes.length >= 1024 && bytes.length % 512 === 0 && magic === "ustar" ? bytes : undefined;
}
