import { readdir, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { type RepoType, repoIdError } from "@modelhub/core";
import { deriveRepo } from "../derive/derive.js";
import { quote } from "../quote.js";
import type { ImportEvent } from "./types.js";

/**
 * The folders in `dir` (hidden ones left out), sorted; a symbolic link to a folder is not followed but reported as a
 * warning (`skipped`), saying whether it leaves the import's `root`.
 */
async function folders(dir: string, root: string, skipped: ImportEvent[]): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true });
	const names: string[] = [];
	for (const e of entries) {
		if (e.name.startsWith(".")) continue;
		if (e.isDirectory()) names.push(e.name);
		else if (e.isSymbolicLink()) {
			const path = join(dir, e.name);
			const target = await realpath(path).catch(() => undefined);
			const info = target ? await stat(target).catch(() => undefined) : undefined;
			if (target && !info?.isDirectory()) continue; // A link to a file, as a file there: not a repository.
			const reason = !target
				? "a broken symbolic link"
				: target === root || target.startsWith(root + sep)
					? "a symbolic link to another folder of the import"
					: "a symbolic link that leaves the import folder";
			skipped.push({ kind: "rejected", origin: path, reason: `${reason}: skipped`, warning: true });
		}
	}
	return names.sort();
}

/**
 * A folder of repositories as an import source: `<root>/<owner>/<name>/` holding README.md and the repository's
 * files (a model's config.json and weights; with `type`, a dataset's data files or a space's app), one record per
 * repository, derived as a hub derives it (see deriveRepo), with its files listed for the importer to keep. A
 * repository that cannot be read (bad id, unreadable README, bad YAML) is one rejection naming its path and the
 * reason; a file left out (a link leaving the repository, an unreadable file, a bad name) or a linked repository or
 * owner folder (not followed) is a warning naming the path while the rest lands.
 */
export async function* readFolder(root: string, type: RepoType = "model"): AsyncGenerator<ImportEvent> {
	const info = await stat(root).catch(() => undefined);
	if (!info?.isDirectory()) throw new Error(`${root} is not a folder`);
	const real = await realpath(root);
	const skipped: ImportEvent[] = [];
	const owners = await folders(root, real, skipped);
	yield* skipped.splice(0);
	for (const owner of owners) {
		const names = await folders(join(root, owner), real, skipped).catch(() => []);
		yield* skipped.splice(0);
		for (const name of names) {
			const dir = join(root, owner, name);
			const bad = repoIdError(`${owner}/${name}`);
			if (bad) {
				yield {
					kind: "rejected",
					origin: dir,
					reason: `${quote(`${owner}/${name}`, 200)} is not a repository id: ${bad}`,
				};
				continue;
			}
			yield* await deriveRepo(dir, `${owner}/${name}`, type);
		}
	}
}
