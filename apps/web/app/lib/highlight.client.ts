/**
 * Highlighting for snippets that change in the browser (the inference panel): highlight.js core with the three
 * languages we need, loaded on demand as its own chunk so it never weighs on a page's first load.
 */
import { highlightWith } from "./highlight";

export type Highlight = (code: string, language: string) => string;

let loading: Promise<Highlight> | undefined;

export function loadHighlighter(): Promise<Highlight> {
	loading ??= Promise.all([
		import("highlight.js/lib/core"),
		import("highlight.js/lib/languages/python"),
		import("highlight.js/lib/languages/javascript"),
		import("highlight.js/lib/languages/bash"),
	]).then(([core, python, javascript, bash]) => {
		const hljs = core.default;
		hljs.registerLanguage("python", python.default);
		hljs.registerLanguage("javascript", javascript.default);
		hljs.registerLanguage("bash", bash.default);
		return (code, language) => highlightWith(hljs, code, language);
	});
	return loading;
}
