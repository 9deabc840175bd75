import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Db, Rows } from "./types.js";

// int8 (counts, parameter totals) as numbers, as PGlite returns them; every count here stays below 2^53.
const types = {
	getTypeParser(oid: number, format?: "text" | "binary") {
		if (oid === 20) return (v: string) => Number(v);
		return pg.types.getTypeParser(oid, format as "text");
	},
};

type Client = Pick<pg.PoolClient, "query">;

/**
 * Streams rows in COPY's binary format to the server (pg-copy-streams over the client's connection): the same
 * bytes the embedded engine loads, without a statement per row or a JSON array to parse on the server's side.
 */
async function copyInto(
	client: pg.PoolClient,
	table: string,
	columns: readonly string[],
	data: Uint8Array,
	freeze: boolean,
): Promise<number> {
	const stream = client.query(
		copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN WITH (FORMAT binary${freeze ? ", FREEZE" : ""})`),
	);
	await pipeline(Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]), stream);
	return stream.rowCount;
}

function wrap(
	c: Client,
	close: () => Promise<void>,
	transaction: Db["transaction"],
	copy: (table: string, columns: readonly string[], data: Uint8Array, freeze: boolean) => Promise<number>,
): Db {
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
		copyRows: (table, columns, data, options = {}) => copy(table, columns, data, options.freeze === true),
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
				wrap(
					client,
					close,
					() => {
						throw new Error("nested transactions are not supported");
					},
					(table, columns, data, freeze) => copyInto(client, table, columns, data, freeze),
				),
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
	// A COPY outside a transaction takes a connection of its own for its one statement.
	const copy = async (table: string, columns: readonly string[], data: Uint8Array, freeze: boolean) => {
		const client = await pool.connect();
		try {
			return await copyInto(client, table, columns, data, freeze);
		} finally {
			client.release();
		}
	};
	return wrap(pool, close, transaction, copy);
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
