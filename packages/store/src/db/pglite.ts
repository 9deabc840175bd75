import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db, Rows } from "../types.js";

type Queryable = Pick<PGlite, "query" | "exec"> | Transaction;

function wrap(q: Queryable, close: () => Promise<void>, transaction: Db["transaction"]): Db {
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
		close,
	};
}

/** PGlite (Postgres compiled to WASM) on a data directory, or in memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined): Promise<Db> {
	if (dir) mkdirSync(dir, { recursive: true });
	const pg = await PGlite.create(dir ? { dataDir: dir } : {});
	const close = () => pg.close();
	const transaction: Db["transaction"] = (fn) =>
		pg.transaction((tx) =>
			fn(
				wrap(tx, close, () => {
					throw new Error("nested transactions are not supported");
				}),
			),
		);
	return wrap(pg, close, transaction);
}
