/**
 * The repository files a record lists (the Hub API's `siblings`), read defensively: records come from anywhere, so a
 * file entry that is not an object with a string `rfilename` is skipped, and a size that is not a finite,
 * non-negative number is left out.
 */
import type { ModelRecord } from "./model.js";

/** One file of a model repository. */
export interface RepoFile {
	/** The path inside the repository, e.g. "Llama-3.2-1B-Instruct-Q4_K_M.gguf". */
	path: string;
	/** Size in bytes, when the record says. */
	size?: number;
}

const isSize = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0;

/** The files a record lists, in the record's order. */
export function repoFiles(model: ModelRecord): RepoFile[] {
	const siblings = model.siblings;
	if (!Array.isArray(siblings)) return [];
	const files: RepoFile[] = [];
	for (const entry of siblings) {
		if (typeof entry !== "object" || entry === null) continue;
		const { rfilename, size, lfs } = entry as { rfilename?: unknown; size?: unknown; lfs?: { size?: unknown } };
		if (typeof rfilename !== "string" || rfilename === "") continue;
		const bytes = isSize(size) ? size : isSize(lfs?.size) ? lfs.size : undefined;
		files.push(bytes === undefined ? { path: rfilename } : { path: rfilename, size: bytes });
	}
	return files;
}

/** Whether a path names a GGUF file (case-insensitive extension). */
export function isGgufPath(path: string): boolean {
	return path.toLowerCase().endsWith(".gguf");
}

/**
 * The media type a hub serves a repository file as when a browser can show it (JSON, or plain text for Markdown,
 * code, configuration and tables); undefined for any other file, which is served as bytes to download. Never HTML or
 * anything else a browser would run.
 */
export function viewableFileType(path: string): string | undefined {
	if (/\.json$/i.test(path)) return "application/json; charset=utf-8";
	if (/\.(md|txt|py|yaml|yml|jinja|csv|tsv|cfg|ini|toml)$/i.test(path)) return "text/plain; charset=utf-8";
	return undefined;
}
