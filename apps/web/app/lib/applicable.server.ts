import { comment, type LibrarySnippetOptions, type ModelRecord, type Snippet } from "@modelhub/core";
import { applicableSnippets } from "./applicable";
import { highlight } from "./highlight.server";

export interface LibraryTab {
	key: string;
	label: string;
	snippets: (Snippet & { html: string })[];
	checked?: string;
}

/**
 * The model page's library tabs, highlighted on the server. A `note` (a fixed text, never a record's) opens each
 * snippet as a comment of its language, written by the core's comment writer; JSON, which has no comments, goes without.
 */
export function libraryTabs(model: ModelRecord, options: LibrarySnippetOptions = {}, note?: string): LibraryTab[] {
	const noted = (s: Snippet): Snippet =>
		note && s.language !== "json" ? { ...s, content: `${comment(s.language, note)}\n${s.content}` } : s;
	return applicableSnippets(model, options).map((tab) => ({
		...tab,
		snippets: tab.snippets.map(noted).map((s) => ({ ...s, html: highlight(s.content, s.language) })),
	}));
}
