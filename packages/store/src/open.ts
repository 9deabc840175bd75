import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadCatalog } from "@modelhub/catalog";
import { firstLine, repoIdError } from "@modelhub/core";
import { checkRecord } from "./catalog/row.js";
import { lockDirectory } from "./db/lock.js";
import { openPglite } from "./db/pglite.js";
import { openPostgres, redactUrl } from "./db/postgres.js";
import type { Db } from "./db/types.js";
import { IMPORT_STARTED } from "./import/run.js";
import { migrate } from "./migrations/index.js";
import { Store } from "./store.js";

export interface OpenOptions {
	/** The embedded store's directory (default ./.modelhub/db); with a server URL, where blobs are kept. */
	dir?: string;
	/** A PostgreSQL server's URL (`DATABASE_URL`); when set, the server is the database and `dir` holds only files. */
	databaseUrl?: string;
	/**
	 * What a store that has never been seeded nor imported into gets: the shipped catalogue (true, the default), or
	 * nothing, for good ("never": a hub started empty stays its team's own, and no later start fills it). false leaves
	 * the question to a later open.
	 */
	seed?: boolean | "never";
	/** What this process is, for the message another process gets when the embedded store is in use. */
	command?: string;
	/** Called before each migration an existing store is upgraded with (some take minutes on a large store). */
	onUpgrade?: (migration: string) => void;
	/** Told, once per store, of stored records whose ids the id grammar rejects (made by earlier versions). */
	onNotice?: (message: string) => void;
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
export async function openStore(options: OpenOptions = {}): Promise<Store> {
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
	const store = new Store(db, location, dir, release);
	try {
		await migrate(db, options.onUpgrade);
		if (options.seed !== false) await seed(store, options.seed !== "never");
		// A migration that changed what the facet counts count leaves them to be counted again.
		if ((await store.getMeta("facets-stale")) !== undefined) {
			await store.writer.refreshFacets();
			await store.deleteMeta("facets-stale");
		}
		await checkStoredIds(store, options.onNotice);
	} catch (e) {
		await store.close().catch(() => {});
		throw new StoreOpenError(`cannot prepare the store in ${location}: ${firstLine(e)}`);
	}
	return store;
}

/**
 * Loads the shipped catalogue once (unless `load` is false), into a store that has never been seeded, holds no models
 * and that no import has touched (one that crashed before its first commit included: the store was meant to be the
 * user's own). Either way the store is marked as seeded: it is never filled later.
 */
async function seed(store: Store, load: boolean): Promise<void> {
	if ((await store.getMeta("seeded")) !== undefined) return;
	if ((await store.getMeta(IMPORT_STARTED)) !== undefined) return;
	if (load && (await store.models.isEmpty())) {
		const valid = loadCatalog().flatMap((value) => {
			const checked = checkRecord(value);
			return checked.ok ? [{ record: checked.record }] : [];
		});
		await store.writer.upsert(valid);
		await store.writer.refreshFacets();
	}
	await store.setMeta("seeded", new Date().toISOString());
}

/**
 * Reports, once per store, the stored ids that the one id grammar (`repoIdError`) rejects: records an earlier version
 * accepted, which the API lists but no page or file route can show. They are named, not removed.
 */
async function checkStoredIds(store: Store, notice?: (message: string) => void): Promise<void> {
	const key = "ids-checked";
	if ((await store.getMeta(key)) !== undefined) return;
	const bad: string[] = [];
	let count = 0;
	for await (const id of store.models.ids()) {
		if (repoIdError(id) === undefined) continue;
		count++;
		if (bad.length < 5) bad.push(JSON.stringify(id));
	}
	if (count > 0)
		notice?.(
			`${count} stored model id${count === 1 ? " is" : "s are"} not valid repository ids and cannot be shown (${bad.join(", ")}${count > bad.length ? ", …" : ""}); export, fix and import them again`,
		);
	await store.setMeta(key, new Date().toISOString());
}
