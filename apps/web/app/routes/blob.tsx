import { data, useLoaderData, useRouteError } from "react-router";
import { CodeBlock } from "../components/CodeBlock";
import { ErrorPage } from "../components/ErrorPage";
import { highlight } from "../lib/highlight.server";
import { downloadPath, formatBytes } from "../lib/model-facts";
import { fromFiles } from "../lib/store.server";
import type { Route } from "./+types/blob";

/** The highlighter's language for a file shown here, by name ending; any other is shown as plain text. */
const LANGUAGES: [RegExp, string][] = [
	[/\.json$/i, "json"],
	[/\.py$/i, "python"],
	[/\.ya?ml$/i, "yaml"],
	[/\.md$/i, "markdown"],
	[/\.(toml|ini|cfg)$/i, "ini"],
];

// The page of one repository file that a browser can show (JSON, text, code): the server's file routes send every
// other file to the model page's list, and refuse malformed paths, before this route is reached.
export async function loader({ context }: Route.LoaderArgs) {
	const view = await fromFiles(context, (file) => file());
	if (!view) throw data(null, { status: 404, statusText: "Not Found" });
	const id = view.repo.id;
	// The repository's page: `/{id}` for a model, `/datasets/{id}` and `/spaces/{id}` for the others (this page serves
	// all three types' `blob` addresses).
	const page = view.repo.type === "model" ? `/${id}` : `/${view.repo.type}s/${id}`;
	const language = LANGUAGES.find(([ending]) => ending.test(view.path))?.[1] ?? "text";
	return {
		...view,
		id,
		language,
		html: view.text === undefined ? undefined : highlight(view.text, language),
		page,
		download: downloadPath(page.slice(1), view.path, view.rev),
	};
}

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `${d.path} · ${d.id} · Modelhub` : "File not found · Modelhub" }];
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function FilePage() {
	const d = useLoaderData<typeof loader>();
	return (
		<article className="page file">
			<p className="muted">
				<a href={`${d.page}#files`}>{d.id}</a> · {d.rev === d.commit ? "commit" : d.rev}{" "}
				<code>{d.commit.slice(0, 10)}</code>
			</p>
			<h1>{d.path}</h1>
			<p>
				{formatBytes(d.size)} · <a href={d.download}>raw</a> ·{" "}
				<a href={d.download} download>
					download
				</a>
			</p>
			{d.text !== undefined ? (
				<CodeBlock code={d.text} language={d.language} html={d.html} copyLabel="Copy the file" />
			) : (
				<p className="notice" role="note">
					{d.withheld === "large" ? "This file is too large to show here" : "This file is not UTF-8 text"}: download it
					to read it.
				</p>
			)}
		</article>
	);
}
