import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadCatalog } from "@modelhub/catalog";
import { lockDirectory } from "./db/lock.js";
import { openPglite } from "./db/pglite.js";
import { openPostgres, redactUrl } from "./db/postgres.js";
import { IMPORT_STARTED } from "./import/run.js";
import { migrate } from "./migrations/index.js";
import { checkRecord } from "./row.js";
import { CatalogStore } from "./store.js";
import type { Db } from "./types.js";

export interface OpenOptions {
	/** The embedded store's directory (default ./.modelhub/db); with a server URL, where blobs are kept. */
	dir?: string;
	/** A PostgreSQL server's URL (`DATABASE_URL`); when set, the server is the database and `dir` holds only files. */
	databaseUrl?: string;
	/** Load the shipped catalogue into a store that has never been seeded nor imported into (default true). */
	seed?: boolean;
	/** What this process is, for the message another process gets when the embedded store is in use. */
	command?: string;
	/** Called before each migration an existing store is upgraded with (some take minutes on a large store). */
	onUpgrade?: (migration: string) => void;
}

/** Raised when the store cannot be opened; its message is one line naming the store and what went wrong. */
export class StoreOpenError extends Error {}

export const DEFAULT_STORE_DIR = ".modelhub/db";

/** Where a store is, from the CLI's options and the environment: `--db`, else MODELHUB_DB, else ./.modelhub/db. */
export function storeOptionsFromEnv(
	env: Record<string, string | undefined>,
	cwd: string,
	dbFlag?: string,
): Pick<OpenOptions, "dir" | "databaseUrl"> {
	const dir = resolve(cwd, dbFlag ?? env.MODELHUB_DB ?? DEFAULT_STORE_DIR);
	const databaseUrl = env.DATABASE_URL || undefined;
	return databaseUrl ? { dir, databaseUrl } : { dir };
}

/**
 * Opens the catalogue: PGlite in `<dir>/pgdata` (one process at a time: a lock file names the holder), or the
 * PostgreSQL server at `databaseUrl`; applies the migrations; seeds an empty store with the shipped catalogue.
 */
export async function openStore(options: OpenOptions = {}): Promise<CatalogStore> {
	const dir = resolve(options.dir ?? DEFAULT_STORE_DIR);
	let db: Db;
	let release = () => {};
	let location: string;
	if (options.databaseUrl) {
		location = redactUrl(options.databaseUrl);
		try {
			db = await openPostgres(options.databaseUrl);
		} catch (e) {
			throw new StoreOpenError(`cannot connect to ${location}: ${firstLine(e)}`);
		}
	} else {
		location = dir;
		try {
			mkdirSync(dir, { recursive: true });
		} catch (e) {
			throw new StoreOpenError(`cannot create the store directory ${dir}: ${firstLine(e)}`);
		}
		release = lockDirectory(dir, options.command ?? "modelhub");
		try {
			db = await openPglite(join(dir, "pgdata"));
		} catch (e) {
			release();
			throw new StoreOpenError(`cannot open the store in ${dir}: ${firstLine(e)}`);
		}
	}
	const store = new CatalogStore(db, location, dir, release);
	try {
		await migrate(db, options.onUpgrade);
		if (options.seed !== false) await seed(store);
	} catch (e) {
		await store.close().catch(() => {});
		throw new StoreOpenError(`cannot prepare the store in ${location}: ${firstLine(e)}`);
	}
	return store;
}

/**
 * Loads the shipped catalogue once, into a store that has never been seeded, holds no models and that no import has
 * touched (one that crashed before its first commit included: the store was meant to be the user's own).
 */
async function seed(store: CatalogStore): Promise<void> {
	if ((await store.getMeta("seeded")) !== undefined) return;
	if ((await store.getMeta(IMPORT_STARTED)) !== undefined) return;
	const r = await store.db.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM models) AS any");
	if (!r.rows[0]?.any) {
		const valid = loadCatalog().flatMap((value) => {
			const checked = checkRecord(value);
			return checked.ok ? [{ record: checked.record }] : [];
		});
		await store.upsert(valid);
		await store.refreshFacets();
	}
	await store.setMeta("seeded", new Date().toISOString());
}

function firstLine(e: unknown): string {
	return String((e as Error)?.message ?? e).split("\n")[0] ?? "";
}
