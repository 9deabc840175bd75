import type { LocalAppResult } from "@modelhub/core";
import { CodeBlock } from "../CodeBlock";
import { CopyButton } from "../CopyButton";

/** One app's steps: shell snippets with copy buttons that name the app, deep links as buttons with their URL to copy. */
export function AppSteps({ app }: { app: LocalAppResult }) {
	return (
		<>
			<p className="muted">
				{app.platforms ? `${app.platforms}. ` : ""}
				{app.quant ? `Uses the ${app.quant} file. ` : ""}
				<a href={app.docsUrl}>{app.label} documentation</a>
			</p>
			{app.steps.map((step, i) =>
				step.kind === "snippet" ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: an app's steps are positional
					<div key={`${app.key}-${i}`}>
						<p>{step.title}</p>
						<CodeBlock
							code={step.content}
							language="bash"
							label="Shell"
							copyLabel={`Copy the ${app.label} command${app.steps.length > 1 ? ` (step ${i + 1})` : ""}`}
						/>
					</div>
				) : (
					// biome-ignore lint/suspicious/noArrayIndexKey: an app's steps are positional
					<p key={`${app.key}-${i}`} className="app-link">
						<a className="button" href={step.url}>
							{step.title}
						</a>{" "}
						<CopyButton text={step.url} label={`Copy the ${app.label} link`} />
					</p>
				),
			)}
		</>
	);
}
