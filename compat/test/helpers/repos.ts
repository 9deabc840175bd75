// A folder of model repositories served by a Modelhub on loopback, imported twice (two revisions), with copies of
// each revision's files to compare downloads against.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type HubServer, startHubServer } from "../../../packages/server/test/helpers/hub-server.js";
import { type RepoFolder, repoFolder } from "../../../packages/store/test/helpers/repos.js";

export interface TwoRevisions {
	hub: HubServer;
	repos: RepoFolder;
	/** Copies of the repository's files at each revision. */
	firstDir: string;
	mainDir: string;
	first: string;
	main: string;
	cleanup(): Promise<void>;
}

/**
 * Starts a hub, lets `make` write the repository `id`, imports it, lets `change` edit it, imports it again.
 * `first` is the older commit id, `main` the newer one.
 */
export async function twoRevisions(
	id: string,
	make: (dir: string, repos: RepoFolder) => Promise<void> | void,
	change: (repos: RepoFolder) => void,
): Promise<TwoRevisions> {
	const hub = await startHubServer();
	const repos = repoFolder();
	const copies = mkdtempSync(join(tmpdir(), "modelhub-expected-"));
	await make(join(repos.root, id), repos);
	const firstDir = join(copies, "first");
	cpSync(join(repos.root, id), firstDir, { recursive: true });
	const first = (await hub.importRepos(repos.root)).find(Boolean)?.sha ?? "";
	await new Promise((r) => setTimeout(r, 20));
	change(repos);
	const mainDir = join(copies, "main");
	cpSync(join(repos.root, id), mainDir, { recursive: true });
	const main = (await hub.importRepos(repos.root)).find(Boolean)?.sha ?? "";
	if (!first || !main || first === main) throw new Error(`expected two revisions, got ${first} and ${main}`);
	return {
		hub,
		repos,
		firstDir,
		mainDir,
		first,
		main,
		async cleanup() {
			await hub.close();
			repos.cleanup();
			rmSync(copies, { recursive: true, force: true });
		},
	};
}
