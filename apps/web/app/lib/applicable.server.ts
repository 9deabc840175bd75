import { getLibrary, librarySnippets, type ModelRecord, type Snippet } from "@modelhub/core";
import { highlight } from "./highlight.server";

export interface LibraryTab {
	key: string;
	label: string;
	snippets: (Snippet & { html: string })[];
}

/**
 * The libraries whose snippets a model page shows: the model's own library first, then others its tags say it
 * works with (for example a GGUF repository also runs in llama-cpp-python). Highlighted at build time.
 */
export async function libraryTabs(model: ModelRecord): Promise<LibraryTab[]> {
	const keys = new Set<string>();
	if (model.library_name) keys.add(model.library_name);
	for (const tag of model.tags ?? []) if (tag !== model.library_name && getLibrary(tag)) keys.add(tag);
	if (model.tags?.includes("gguf")) keys.add("llama-cpp-python");
	const tabs: LibraryTab[] = [];
	for (const key of keys) {
		const result = librarySnippets({ ...model, library_name: key });
		if ("error" in result || result.snippets.length === 0) continue;
		const snippets = await Promise.all(result.snippets.map(async (s) => ({ ...s, html: await highlight(s.content, s.language) })));
		tabs.push({ key, label: getLibrary(key)?.prettyLabel ?? key, snippets });
	}
	return tabs;
}
