// Starts Modelhub's server on loopback over a throwaway store, for the real clients to talk to.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "@modelhub/server";
import { openStore, type Store } from "@modelhub/store";

export interface TestHub {
	url: string;
	store: Store;
	dir: string;
	stop(): Promise<void>;
}

export async function startTestHub(records: Record<string, unknown>[]): Promise<TestHub> {
	const dir = mkdtempSync(join(tmpdir(), "modelhub-compat-"));
	const store = await openStore({ dir: join(dir, "db"), seed: false });
	await store.writer.upsert(records.map((record) => ({ record: record as { id: string } })));
	await store.writer.refreshFacets();
	const server: Server = await startServer({ dir: mkdtempSync(join(dir, "site-")), port: 0, host: "127.0.0.1", store });
	const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
	return {
		url,
		store,
		dir,
		async stop() {
			await new Promise<void>((ok) => server.close(() => ok()));
			await store.close();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}

/** The venv's Python (scripts/python-venv.sh makes it; CI runs that before the tests). */
export function venvPython(): string {
	const venv = process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv");
	return join(venv, "bin", "python");
}
