import type { HLJSApi } from "highlight.js";

/** highlight.js's names for the snippet languages. */
const NAMES: Record<string, string> = {
	python: "python",
	js: "javascript",
	sh: "bash",
	bash: "bash",
	json: "json",
	yaml: "yaml",
	markdown: "markdown",
	ini: "ini",
	csharp: "csharp",
	swift: "swift",
};

function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A snippet as highlighted HTML (the inside of its `<code>` element), the same markup on the server and in the
 * browser. highlight.js escapes every character of the code it returns; a language it was not given is only escaped.
 */
export function highlightWith(hljs: HLJSApi, code: string, language: string): string {
	const name = NAMES[language];
	const body =
		name && hljs.getLanguage(name)
			? hljs.highlight(code, { language: name, ignoreIllegals: true }).value
			: escapeHtml(code);
	return body;
}
