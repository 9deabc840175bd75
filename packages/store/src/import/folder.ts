import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { type RepoType, repoIdError } from "@modelhub/core";
import { deriveRepo } from "../derive/derive.js";
import type { ImportEvent } from "./types.js";

async function folders(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true });
	return entries
		.filter((e) => e.isDirectory() && !e.name.startsWith("."))
		.map((e) => e.name)
		.sort();
}

/**
 * A folder of repositories as an import source: `<root>/<owner>/<name>/` holding README.md and the repository's
 * files (a model's config.json and weights; with `type`, a dataset's data files or a space's app), one record per
 * repository, derived as a hub derives it (see deriveRepo), with its files listed for the importer to keep. A repository that cannot be read (bad id, unreadable README, bad YAML) is one rejection
 * naming its path and the reason; a file left out (a link leaving the repository, an unreadable file, a bad name) is
 * a rejection naming the file while the rest of its repository lands.
 */
export async function* readFolder(root: string, type: RepoType = "model"): AsyncGenerator<ImportEvent> {
	const info = await stat(root).catch(() => undefined);
	if (!info?.isDirectory()) throw new Error(`${root} is not a folder`);
	for (const owner of await folders(root)) {
		for (const name of await folders(join(root, owner)).catch(() => [])) {
			const dir = join(root, owner, name);
			const bad = repoIdError(`${owner}/${name}`);
			if (bad) {
				yield {
					kind: "rejected",
					origin: dir,
					reason: `${JSON.stringify(`${owner}/${name}`)} is not a repository id: ${bad}`,
				};
				continue;
			}
			yield* await deriveRepo(dir, `${owner}/${name}`, type);
		}
	}
}
