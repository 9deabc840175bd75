import { useEffect, useRef } from "react";
import { languageLabel } from "../lib/languages";
import { CopyButton } from "./CopyButton";

/**
 * A code block with a copy button named after what it copies. `html` is the code's highlighted markup made on the
 * server (highlight.js) or by the lazily loaded highlighter; without it the code is shown as plain text. The copy
 * button always copies `code` exactly.
 *
 * A block that scrolls sideways must be a tab stop (a keyboard must reach it to scroll), one that fits must not be.
 * Only a browser can tell which: the server's HTML makes every block a tab stop, so none is out of a keyboard's
 * reach before (or without) JavaScript, and once measured a block that fits is taken out of the tab order and the
 * block is marked `data-measured`.
 */
export function CodeBlock({
	code,
	language,
	html,
	label,
	copyLabel,
}: {
	code: string;
	language: string;
	html?: string;
	label?: string;
	/** The copy button's text; name what it copies when a page has several ("Copy the Ollama command"). */
	copyLabel?: string;
}) {
	const shown = label ?? languageLabel(language);
	const box = useRef<HTMLDivElement>(null);
	const pre = useRef<HTMLPreElement>(null);
	// biome-ignore lint/correctness/useExhaustiveDependencies: the code and its markup decide whether the block scrolls
	useEffect(() => {
		const el = pre.current;
		if (!el) return;
		const update = () => {
			if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
			else el.removeAttribute("tabindex");
			box.current?.setAttribute("data-measured", "");
		};
		update();
		const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
		observer?.observe(el);
		return () => observer?.disconnect();
	}, [code, html, shown]);
	return (
		<div className="code-block" data-language={language} ref={box}>
			<div className="code-toolbar">
				<span className="code-lang">{shown}</span>
				<CopyButton text={code} label={copyLabel ?? `Copy ${shown} snippet`} doneLabel="Copied" short="Copy" />
			</div>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a block that scrolls must be reachable by keyboard (see above), and named when it is; a fieldset is for forms */}
			<pre ref={pre} className={html ? "hljs" : "code-plain"} tabIndex={0} role="group" aria-label={`${shown} code`}>
				{html ? (
					// biome-ignore lint/security/noDangerouslySetInnerHtml: highlighter output; every code character is escaped by it
					<code dangerouslySetInnerHTML={{ __html: html }} />
				) : (
					<code>{code}</code>
				)}
			</pre>
		</div>
	);
}
