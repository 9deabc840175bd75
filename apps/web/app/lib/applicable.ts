import { getLibrary, librarySnippets, type ModelRecord, type Snippet } from "@modelhub/core";

export interface LibrarySnippets {
	key: string;
	label: string;
	snippets: Snippet[];
}

/**
 * The library snippets a model page shows: the model's own library first, then others its tags say it works with
 * (for example a GGUF repository also runs in llama-cpp-python). Libraries without snippets are left out.
 */
export function applicableSnippets(model: ModelRecord): LibrarySnippets[] {
	const keys = new Set<string>();
	if (model.library_name) keys.add(model.library_name);
	for (const tag of model.tags ?? []) if (tag !== model.library_name && getLibrary(tag)) keys.add(tag);
	if (model.tags?.includes("gguf")) keys.add("llama-cpp-python");
	const out: LibrarySnippets[] = [];
	for (const key of keys) {
		const result = librarySnippets({ ...model, library_name: key });
		if ("error" in result || result.snippets.length === 0) continue;
		out.push({ key, label: getLibrary(key)?.prettyLabel ?? key, snippets: result.snippets });
	}
	return out;
}
