import { open, readdir, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { filePathError } from "@modelhub/core";
import type { RepoFile } from "../import/types.js";

/** A file the walk left out, with why. */
export interface SkippedFile {
	path: string;
	reason: string;
}

/** Folders a repository on disk may hold that are not part of it: git's own data and local client caches. */
const IGNORED_FOLDERS = new Set([".git", ".cache"]);

/**
 * Lists a repository's files: every regular file under `dir` (paths `/`-separated, sorted), following symbolic links
 * that stay inside the repository. Links that leave it, broken links, unreadable files, special files and paths that
 * cannot be a repository's (see filePathError) are left out and listed in `skipped`.
 */
export async function walkRepo(dir: string): Promise<{ files: RepoFile[]; skipped: SkippedFile[] }> {
	const root = await realpath(dir);
	const files: RepoFile[] = [];
	const skipped: SkippedFile[] = [];
	const visit = async (abs: string, rel: string): Promise<void> => {
		const entries = await readdir(abs, { withFileTypes: true });
		for (const entry of entries) {
			const name = entry.name;
			const path = rel ? `${rel}/${name}` : name;
			if (rel === "" && entry.isDirectory() && IGNORED_FOLDERS.has(name)) continue;
			// The same rule as every other way a path comes in (a commit, an upload): a folder is no way around it.
			const bad = filePathError(path);
			if (bad) {
				skipped.push({ path, reason: bad });
				continue;
			}
			const full = join(abs, name);
			if (entry.isDirectory()) {
				await visit(full, path);
				continue;
			}
			let source = full;
			if (entry.isSymbolicLink()) {
				try {
					source = await realpath(full);
				} catch {
					skipped.push({ path, reason: "a broken symbolic link" });
					continue;
				}
				if (!source.startsWith(root + sep)) {
					skipped.push({ path, reason: "a symbolic link that leaves the repository" });
					continue;
				}
			}
			const info = await stat(source).catch(() => undefined);
			if (!info?.isFile()) {
				skipped.push({ path, reason: info?.isDirectory() ? "a symbolic link to a folder" : "not a regular file" });
				continue;
			}
			try {
				await (await open(source, "r")).close();
			} catch (e) {
				skipped.push({ path, reason: `cannot be read (${(e as NodeJS.ErrnoException).code ?? "error"})` });
				continue;
			}
			files.push({ path, source, size: info.size });
		}
	};
	await visit(root, "");
	files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
	return { files, skipped };
}
