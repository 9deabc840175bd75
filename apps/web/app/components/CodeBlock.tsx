import { CopyButton } from "./CopyButton";

/**
 * A code block with a copy button. `html` is highlighted markup made at build time (shiki) or by the lazily loaded
 * highlighter; without it the code is shown as plain text. The copy button always copies `code` exactly.
 */
export function CodeBlock({
	code,
	language,
	html,
	label,
	copyLabel = "Copy",
}: {
	code: string;
	language: string;
	html?: string;
	label?: string;
	/** The copy button's text; name what it copies when a page has several ("Copy the Ollama command"). */
	copyLabel?: string;
}) {
	return (
		<div className="code-block" data-language={language}>
			<div className="code-toolbar">
				<span className="code-lang">{label ?? language}</span>
				<CopyButton text={code} label={copyLabel} doneLabel="Copied" />
			</div>
			{html ? (
				// biome-ignore lint/security/noDangerouslySetInnerHtml: highlighter output; every code character is escaped by it
				<div className="code-html" dangerouslySetInnerHTML={{ __html: html }} />
			) : (
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard
				<pre className="code-plain" tabIndex={0}>
					<code>{code}</code>
				</pre>
			)}
		</div>
	);
}
