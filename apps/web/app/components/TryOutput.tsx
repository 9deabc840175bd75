/** What /try shows for a model: its library snippets and inference calls. Loaded by the page with the generators. */

import { languageLabel } from "../lib/languages";
import type { TrySnippets } from "../lib/try-snippets";
import { CodeBlock } from "./CodeBlock";

export function TryOutput({ snippets }: { snippets: TrySnippets }) {
	return (
		<section aria-labelledby="try-output">
			<h2 id="try-output">What the hub would show</h2>
			<h3>Library snippets</h3>
			{snippets.libraries.length === 0 ? <p className="muted">{snippets.libraryNote}</p> : null}
			{snippets.libraries.map((l) => (
				<div key={l.key}>
					<h4>{l.label}</h4>
					{l.snippets.map((s) => (
						<CodeBlock key={s.content} code={s.content} language={s.language} />
					))}
				</div>
			))}
			<h3>Inference calls</h3>
			{snippets.inference.length === 0 ? <p className="muted">{snippets.inferenceNote}</p> : null}
			{snippets.inference.map((s) => (
				<CodeBlock
					key={`${s.language}/${s.client}`}
					code={s.content}
					language={s.language}
					label={`${languageLabel(s.language)} · ${s.client}`}
				/>
			))}
		</section>
	);
}
