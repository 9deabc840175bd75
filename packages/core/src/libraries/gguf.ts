/**
 * GGUF repositories, one way everywhere: a repository of GGUF files belongs to the llama.cpp family, whose registry
 * entry is llama-cpp-python (the only llama.cpp library with a snippet generator). Lists, filters and pages call it
 * "GGUF (llama.cpp)".
 */
import { isGgufPath, repoFiles } from "../files.js";
import type { ModelRecord } from "../model.js";

/** The registry key GGUF repositories are filed under. */
export const GGUF_LIBRARY_KEY = "llama-cpp-python";
/** How lists, filters and pages name it. */
export const GGUF_LIBRARY_LABEL = "GGUF (llama.cpp)";

/**
 * Whether a record is a GGUF repository: tagged "gguf", `library_name` "gguf", GGUF metadata from the Hub (`gguf`),
 * or a `.gguf` file among its files.
 */
export function isGgufRepo(model: ModelRecord): boolean {
	if (Array.isArray(model.tags) && model.tags.includes("gguf")) return true;
	if (model.library_name === "gguf") return true;
	if (typeof model.gguf === "object" && model.gguf !== null && !Array.isArray(model.gguf)) return true;
	return repoFiles(model).some((f) => isGgufPath(f.path));
}

/**
 * The library a GGUF repository belongs to (registry key and the label to show), or undefined for any other
 * repository. A record whose own `library_name` is a real library other than "gguf" keeps it: this answers only for
 * repositories that are GGUF files first.
 */
export function ggufLibrary(model: ModelRecord): { key: string; label: string } | undefined {
	if (!isGgufRepo(model)) return undefined;
	const own = model.library_name;
	if (typeof own === "string" && own !== "" && own !== "gguf" && own !== GGUF_LIBRARY_KEY) return undefined;
	return { key: GGUF_LIBRARY_KEY, label: GGUF_LIBRARY_LABEL };
}
