/** Build-time syntax highlighting with shiki: 0 bytes of highlighter in the browser. */
import { createHighlighter, type Highlighter } from "shiki";

const LANG: Record<string, string> = {
	python: "python",
	js: "javascript",
	bash: "shellscript",
	sh: "shellscript",
	json: "json",
	csharp: "csharp",
	swift: "swift",
};

let highlighter: Promise<Highlighter> | undefined;

function get(): Promise<Highlighter> {
	highlighter ??= createHighlighter({
		themes: ["github-light-high-contrast", "github-dark-high-contrast"],
		langs: [...new Set(Object.values(LANG))],
	});
	return highlighter;
}

/** Highlighted HTML for a snippet, with light and dark colours (switched by CSS variables). */
export async function highlight(code: string, language: string): Promise<string> {
	const h = await get();
	return h.codeToHtml(code, {
		lang: LANG[language] ?? "text",
		themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
		defaultColor: false,
		// The browser decides whether a block scrolls and only then makes it a tab stop (CodeBlock).
		tabindex: false,
	});
}
