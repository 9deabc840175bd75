import pg from "pg";
import type { Db, Rows } from "./types.js";

// int8 (counts, parameter totals) as numbers, as PGlite returns them; every count here stays below 2^53.
const types = {
	getTypeParser(oid: number, format?: "text" | "binary") {
		if (oid === 20) return (v: string) => Number(v);
		return pg.types.getTypeParser(oid, format as "text");
	},
};

type Client = Pick<pg.PoolClient, "query">;

function wrap(c: Client, close: () => Promise<void>, transaction: Db["transaction"]): Db {
	return {
		engine: "postgres",
		async query<T>(sql: string, params?: unknown[]): Promise<Rows<T>> {
			const r = await c.query(sql, params as unknown[]);
			return { rows: r.rows as T[] };
		},
		async exec(sql: string) {
			await c.query(sql);
		},
		transaction,
		close,
	};
}

/** A PostgreSQL server through a small connection pool; the same SQL as the embedded engine. */
export async function openPostgres(url: string): Promise<Db> {
	const pool = new pg.Pool({ connectionString: url, max: 8, types: types as pg.CustomTypesConfig });
	// An idle client that loses its server must not take the process down; the next query reports the error.
	pool.on("error", () => {});
	const client = await pool.connect();
	client.release();
	const close = () => pool.end();
	const transaction: Db["transaction"] = async (fn) => {
		const client = await pool.connect();
		try {
			await client.query("BEGIN");
			const result = await fn(
				wrap(client, close, () => {
					throw new Error("nested transactions are not supported");
				}),
			);
			await client.query("COMMIT");
			return result;
		} catch (e) {
			await client.query("ROLLBACK").catch(() => {});
			throw e;
		} finally {
			client.release();
		}
	};
	return wrap(pool, close, transaction);
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
	try {
		const u = new URL(url);
		if (u.password) u.password = "***";
		return u.toString();
	} catch {
		return "the DATABASE_URL server";
	}
}
