/** The two engines that run the store's one SQL: PGlite (embedded, a data directory) or a PostgreSQL server. */
export type Engine = "pglite" | "postgres";

/** A row set from either engine. Column names are the SQL's; numbers that may exceed 2^53 come back as strings. */
export interface Rows<T> {
	rows: T[];
}

/**
 * The engine-neutral SQL handle every store module writes to: `$1`-style parameters, the same text on both engines.
 * `transaction` runs its callback on one connection and commits only if it resolves.
 */
export interface Db {
	readonly engine: Engine;
	query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Rows<T>>;
	/** Runs several statements with no parameters (migrations). */
	exec(sql: string): Promise<void>;
	transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
	/**
	 * Loads rows in COPY's binary format into a table, in one statement; absent where the driver cannot stream
	 * COPY data (the store then writes rows with its upsert statement). Resolves to the number of rows loaded.
	 */
	copyRows?(
		table: string,
		columns: readonly string[],
		data: Uint8Array,
		options?: { /** COPY FREEZE: for a table emptied in the transaction under way. */ freeze?: boolean },
	): Promise<number>;
	close(): Promise<void>;
}
