import type { LibrarySnippetOptions, ModelRecord, Snippet } from "@modelhub/core";
import { applicableSnippets } from "./applicable";
import { highlight } from "./highlight.server";

export interface LibraryTab {
	key: string;
	label: string;
	snippets: (Snippet & { html: string })[];
	checked?: string;
}

/** The model page's library tabs, highlighted on the server. */
export function libraryTabs(model: ModelRecord, options: LibrarySnippetOptions = {}): LibraryTab[] {
	return applicableSnippets(model, options).map((tab) => ({
		...tab,
		snippets: tab.snippets.map((s) => ({ ...s, html: highlight(s.content, s.language) })),
	}));
}
