// Opens a throwaway store on the engine the vitest project names: PGlite in a temporary directory, or a fresh
// database on the throwaway PostgreSQL server that pg-server.ts started.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type OpenOptions, openStore, type RecordLines, type Store } from "../../src/index.js";

export const ENGINE = process.env.MODELHUB_TEST_ENGINE === "postgres" ? "postgres" : "pglite";

export interface TestStore {
	store: Store;
	/** Options that open the same store again (after `store.close()`). */
	options: OpenOptions;
	cleanup(): Promise<void>;
}

export async function openTestStore(extra: Partial<OpenOptions> = {}): Promise<TestStore> {
	const dir = mkdtempSync(join(tmpdir(), "modelhub-store-"));
	if (ENGINE === "pglite") {
		const options: OpenOptions = { dir, seed: false, ...extra };
		const store = await openStore(options);
		return {
			store,
			options,
			async cleanup() {
				await store.close().catch(() => {});
				rmSync(dir, { recursive: true, force: true });
			},
		};
	}
	const admin = process.env.MODELHUB_TEST_PG_URL;
	if (!admin) throw new Error("MODELHUB_TEST_PG_URL is not set: the store-pg project starts a PostgreSQL server first");
	const name = `t_${Math.random().toString(36).slice(2, 10)}`;
	const client = new pg.Client(admin);
	await client.connect();
	await client.query(`CREATE DATABASE ${name}`);
	await client.end();
	const url = new URL(admin);
	url.pathname = `/${name}`;
	const options: OpenOptions = { dir, databaseUrl: url.toString(), seed: false, ...extra };
	const store = await openStore(options);
	return {
		store,
		options,
		async cleanup() {
			await store.close().catch(() => {});
			const c = new pg.Client(admin);
			await c.connect();
			await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
			await c.end();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}

/** A minimal valid record. */
export function rec(id: string, extra: Record<string, unknown> = {}) {
	return { id, author: id.split("/")[0], tags: [], downloads: 0, likes: 0, ...extra };
}

export async function* events<T>(items: T[]): AsyncIterable<T> {
	for (const i of items) yield i;
}

/** Lines of a dump as the reader hands them on: one run, numbered from 1. */
export function dumpLines(texts: string[]): RecordLines {
	return {
		kind: "lines",
		origin: "dump.jsonl",
		firstLine: 1,
		bytes: Buffer.from(texts.join("\n")),
		lines: texts.length,
	};
}
