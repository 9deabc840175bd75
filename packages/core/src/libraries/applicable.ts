import type { ModelRecord } from "../model.js";
import { GGUF_LIBRARY_KEY, isGgufRepo } from "./gguf.js";
import { getLibrary } from "./registry.js";

/**
 * The libraries whose snippets apply to a model: its own `library_name` first, then libraries its tags name (a
 * repository tagged "sentence-transformers" or "transformers.js" works with those too), and llama-cpp-python for
 * GGUF repositories (see isGgufRepo). Keys are registry keys, without duplicates.
 */
export function applicableLibraries(model: ModelRecord): string[] {
	const keys = new Set<string>();
	if (model.library_name) keys.add(model.library_name);
	for (const tag of model.tags ?? []) if (getLibrary(tag)) keys.add(tag);
	if (isGgufRepo(model)) keys.add(GGUF_LIBRARY_KEY);
	return [...keys];
}
