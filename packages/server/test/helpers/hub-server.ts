// A Modelhub server with a throwaway store filled from repository folders made at test time, for the file routes'
// tests and the real-client tests: `modelhub serve`'s own server on a free loopback port.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServeOptions, startServer } from "@modelhub/server";
import {
	type BlobStore,
	importEvents,
	type KeptFiles,
	openBlobStore,
	openStore,
	readFolder,
	repoFilesPreparer,
	type Store,
} from "@modelhub/store";

export interface HubServer {
	url: string;
	/** The HTTP server itself (its settings). */
	server: Server;
	store: Store;
	/** The blob store the server keeps files in. */
	blobs: BlobStore;
	dataDir: string;
	/** Imports the folder of repositories again (after changing it) and returns each repository's commit id. */
	importRepos(root: string): Promise<KeptFiles[]>;
	close(): Promise<void>;
}

export async function startHubServer(options: Partial<ServeOptions> = {}): Promise<HubServer> {
	const dataDir = mkdtempSync(join(tmpdir(), "modelhub-hub-"));
	const site = mkdtempSync(join(tmpdir(), "modelhub-site-"));
	const store = await openStore({ dir: dataDir, seed: false });
	const blobs = options.blobs ?? openBlobStore(dataDir, {});
	const server: Server = await startServer({ dir: site, port: 0, host: "127.0.0.1", store, blobs, ...options });
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		server,
		store,
		blobs,
		dataDir,
		async importRepos(root) {
			const kept: KeptFiles[] = [];
			const rejected: string[] = [];
			await importEvents(store, readFolder(root), {
				prepare: repoFilesPreparer(store, blobs, (k) => kept.push(k)),
				onRejected: (r) => rejected.push(`${r.origin}: ${r.reason}`),
			});
			if (rejected.length) throw new Error(`rejected: ${rejected.join("; ")}`);
			return kept;
		},
		async close() {
			server.closeAllConnections();
			await new Promise((r) => server.close(r));
			await store.close();
			rmSync(dataDir, { recursive: true, force: true });
			rmSync(site, { recursive: true, force: true });
		},
	};
}
