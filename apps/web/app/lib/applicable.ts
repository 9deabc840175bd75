import { applicableLibraries, getLibrary, librarySnippets, type ModelRecord, type Snippet } from "@modelhub/core";

export interface LibrarySnippets {
	key: string;
	label: string;
	snippets: Snippet[];
}

/** The library snippets a model page shows (see `applicableLibraries`); libraries without snippets are left out. */
export function applicableSnippets(model: ModelRecord): LibrarySnippets[] {
	const out: LibrarySnippets[] = [];
	for (const key of applicableLibraries(model)) {
		const result = librarySnippets({ ...model, library_name: key });
		if ("error" in result || result.snippets.length === 0) continue;
		out.push({ key, label: getLibrary(key)?.prettyLabel ?? key, snippets: result.snippets });
	}
	return out;
}
