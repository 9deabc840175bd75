import type { ModelRecord, Snippet } from "@modelhub/core";
import { applicableSnippets } from "./applicable";
import { highlight } from "./highlight.server";

export interface LibraryTab {
	key: string;
	label: string;
	snippets: (Snippet & { html: string })[];
}

/** The model page's library tabs, highlighted at build time. */
export async function libraryTabs(model: ModelRecord): Promise<LibraryTab[]> {
	return Promise.all(
		applicableSnippets(model).map(async (tab) => ({
			...tab,
			snippets: await Promise.all(
				tab.snippets.map(async (s) => ({ ...s, html: await highlight(s.content, s.language) })),
			),
		})),
	);
}
