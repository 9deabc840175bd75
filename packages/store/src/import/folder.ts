import { readdir, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { quote } from "../quote.js";
import { deriveRepo } from "../repo/derive.js";
import type { ImportEvent } from "./types.js";

const ID_PART = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,95}$/;

/** Why `owner/name` is not a usable model id, or undefined when it is one. */
export function badRepoId(owner: string, name: string): string | undefined {
	for (const part of [owner, name])
		if (
			!ID_PART.test(part) ||
			part.includes("..") ||
			part.includes("--") ||
			/[.-]$/.test(part) ||
			part.endsWith(".git")
		)
			return `${quote(`${owner}/${name}`, 200)} is not a model id (owner/name: letters, digits, -, _ and ., at most 96 each)`;
	return undefined;
}

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
 * A folder of model repositories as an import source: `<root>/<owner>/<name>/` holding README.md, config.json and the
 * weight files, one record per repository, derived as a hub derives it (see deriveRepo), with its files listed for
 * the importer to keep. A repository that cannot be read (bad id, unreadable README, bad YAML) is one rejection
 * naming its path and the reason; a file left out (a link leaving the repository, an unreadable file, a bad name) or a
 * linked repository or owner folder (not followed) is a warning naming the path while the rest lands.
 */
export async function* readFolder(root: string): AsyncGenerator<ImportEvent> {
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
			const bad = badRepoId(owner, name);
			if (bad) {
				yield { kind: "rejected", origin: dir, reason: bad };
				continue;
			}
			yield* await deriveRepo(dir, `${owner}/${name}`);
		}
	}
}
