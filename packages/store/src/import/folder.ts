import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
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

async function folders(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true });
	return entries
		.filter((e) => e.isDirectory() && !e.name.startsWith("."))
		.map((e) => e.name)
		.sort();
}

/**
 * A folder of model repositories as an import source: `<root>/<owner>/<name>/` holding README.md, config.json and the
 * weight files, one record per repository, derived as a hub derives it (see deriveRepo), with its files listed for
 * the importer to keep. A repository that cannot be read (bad id, unreadable README, bad YAML) is one rejection
 * naming its path and the reason; a file left out (a link leaving the repository, an unreadable file, a bad name) is
 * a rejection naming the file while the rest of its repository lands.
 */
export async function* readFolder(root: string): AsyncGenerator<ImportEvent> {
	const info = await stat(root).catch(() => undefined);
	if (!info?.isDirectory()) throw new Error(`${root} is not a folder`);
	for (const owner of await folders(root)) {
		for (const name of await folders(join(root, owner)).catch(() => [])) {
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
