import { useEffect, useRef } from "react";
import { languageLabel } from "../lib/languages";
import { CopyButton } from "./CopyButton";

/**
 * A code block with a copy button named after what it copies. `html` is highlighted markup made on the server
 * (highlight.js) or by the lazily loaded highlighter; without it the code is shown as plain text. The copy button always
 * copies `code` exactly. A block becomes a tab stop only when it scrolls sideways (a keyboard must reach it to
 * scroll); one that fits is skipped.
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
	// biome-ignore lint/correctness/useExhaustiveDependencies: the code and its markup decide whether the block scrolls
	useEffect(() => {
		const pre = box.current?.querySelector("pre");
		if (!pre) return;
		const update = () => {
			if (pre.scrollWidth > pre.clientWidth + 1) {
				pre.tabIndex = 0;
				pre.setAttribute("aria-label", `${shown} code`);
			} else {
				pre.removeAttribute("tabindex");
				pre.removeAttribute("aria-label");
			}
		};
		update();
		const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
		observer?.observe(pre);
		return () => observer?.disconnect();
	}, [code, html, shown]);
	return (
		<div className="code-block" data-language={language} ref={box}>
			<div className="code-toolbar">
				<span className="code-lang">{shown}</span>
				<CopyButton text={code} label={copyLabel ?? `Copy ${shown} snippet`} doneLabel="Copied" />
			</div>
			{html ? (
				// biome-ignore lint/security/noDangerouslySetInnerHtml: highlighter output; every code character is escaped by it
				<div className="code-html" dangerouslySetInnerHTML={{ __html: html }} />
			) : (
				<pre className="code-plain">
					<code>{code}</code>
				</pre>
			)}
		</div>
	);
}
