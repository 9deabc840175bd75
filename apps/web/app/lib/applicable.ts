import {
	applicableLibraries,
	checkedRelease,
	getLibrary,
	type LibrarySnippetOptions,
	librarySnippets,
	type ModelRecord,
	type Snippet,
} from "@modelhub/core";

export interface LibrarySnippets {
	key: string;
	label: string;
	snippets: Snippet[];
	/** The release the snippets were checked against, when the library has facts. */
	checked?: string;
}

/**
 * The library snippets a model page shows (see `applicableLibraries`); libraries without snippets are left out. For a
 * model whose files this hub holds, pass `{ hubUrl }` (the hub's address): the snippets then download from it.
 */
export function applicableSnippets(model: ModelRecord, options: LibrarySnippetOptions = {}): LibrarySnippets[] {
	const out: LibrarySnippets[] = [];
	for (const key of applicableLibraries(model)) {
		const result = librarySnippets({ ...model, library_name: key }, options);
		if ("error" in result || result.snippets.length === 0) continue;
		const checked = checkedRelease(key);
		out.push({
			key,
			label: getLibrary(key)?.prettyLabel ?? key,
			snippets: result.snippets,
			...(checked ? { checked } : {}),
		});
	}
	return out;
}
