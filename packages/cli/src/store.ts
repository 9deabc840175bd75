import { existsSync } from "node:fs";
import { join } from "node:path";
import {
	type OpenOptions,
	openStore,
	type Store,
	StoreLockedError,
	StoreOpenError,
	storeOptionsFromEnv,
} from "@modelhub/store";
import { CliError, type Io, type Options, type Values } from "./command.js";

/** The option every store command takes. */
export const DB_OPTION: Options = { db: { type: "string" } };
export const DB_HELP: [string, string] = [
	"--db PATH",
	"the store's directory (default: $MODELHUB_DB, else ./.modelhub/db); with $DATABASE_URL set, a PostgreSQL server holds the catalogue and PATH only its files",
];

/** The store options for this run: `--db`, MODELHUB_DB, DATABASE_URL. */
export function storeOptions(values: Values, io: Io): Pick<OpenOptions, "dir" | "databaseUrl"> {
	const flag = typeof values.db === "string" ? values.db : undefined;
	return storeOptionsFromEnv(io.env, io.cwd, flag);
}

/** Whether there is a store to read without creating one: a server URL, or an embedded store already made. */
export function storeExists(values: Values, io: Io): boolean {
	const o = storeOptions(values, io);
	return o.databaseUrl !== undefined || (o.dir !== undefined && existsSync(join(o.dir, "pgdata")));
}

/** Opens the store for a command, turning every failure to open into a one-line CliError. */
export async function openCliStore(
	values: Values,
	io: Io,
	command: string,
	extra: Partial<OpenOptions> = {},
): Promise<Store> {
	try {
		return await openStore({
			...storeOptions(values, io),
			command: `modelhub ${command}`,
			onUpgrade: (migration) =>
				io.stderr(`modelhub: upgrading the store (migration ${migration}); on a large store this takes minutes\n`),
			...extra,
		});
	} catch (e) {
		if (e instanceof StoreLockedError || e instanceof StoreOpenError) throw new CliError(e.message);
		throw e;
	}
}

/** Runs `fn` with the store open and closes it afterwards, whatever happens (or on the store `io` holds open). */
export async function withStore<R>(
	values: Values,
	io: Io,
	command: string,
	fn: (store: Store) => Promise<R>,
	extra: Partial<OpenOptions> = {},
): Promise<R> {
	// In the serving hub's process the store is open already, and stays open after the command.
	if (io.heldStore) return fn(io.heldStore);
	const store = await openCliStore(values, io, command, extra);
	try {
		return await fn(store);
	} finally {
		await store.close();
	}
}
