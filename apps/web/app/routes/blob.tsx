import { repoPath } from "@modelhub/core";
import { data, useLoaderData, useRouteError } from "react-router";
import { CodeBlock } from "../components/CodeBlock";
import { FolderCrumbs } from "../components/tree/FolderCrumbs";
import { RevisionBar } from "../components/tree/RevisionBar";
import { RevisionMissing } from "../components/tree/RevisionMissing";
import { highlight } from "../lib/highlight.server";
import { downloadPath, filePagePath, formatBytes } from "../lib/model-facts";
import { noSuchPath, noSuchRevision, revisionShown } from "../lib/revisions.server";
import { fromFiles, fromStore } from "../lib/store.server";
import type { Route } from "./+types/blob";

/** The highlighter's language for a file shown here, by name ending; any other is shown as plain text. */
const LANGUAGES: [RegExp, string][] = [
	[/\.json$/i, "json"],
	[/\.py$/i, "python"],
	[/\.ya?ml$/i, "yaml"],
	[/\.md$/i, "markdown"],
	[/\.(toml|ini|cfg)$/i, "ini"],
];

// The page of one repository file that a browser can show (JSON, text, code), at the revision its address names, which
// it says, with a menu of the others: the server's file routes send every other file to the list of its folder, and
// refuse malformed paths, before this route is reached.
export async function loader({ context }: Route.LoaderArgs) {
	const view = await fromFiles(context, (file) => file());
	if (!view) {
		// The repository is there for this caller (else the page is the plain missing one): say what is missing in it.
		const access = context.repo?.access;
		const at = context.at;
		if (!access || !at) throw data(null, { status: 404, statusText: "Not Found" });
		const known = await fromStore(context, (store) => store.revisions.resolve(access, at.rev));
		if (!known) noSuchRevision(access, at.rev);
		noSuchPath(access, at.rev, at.path);
	}
	const id = view.repo.id;
	// The repository's page: `/{id}` for a model, `/datasets/{id}` and `/spaces/{id}` for the others (this page serves
	// all three types' `blob` addresses).
	const page = repoPath(view.repo);
	const language = LANGUAGES.find(([ending]) => ending.test(view.path))?.[1] ?? "text";
	const shown = await fromStore(context, (store) => revisionShown(store, view.repo, view.rev, view.commit));
	return {
		...view,
		id,
		language,
		html: view.text === undefined ? undefined : highlight(view.text, language),
		page,
		shown,
		download: downloadPath(page.slice(1), view.path, view.rev),
	};
}

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `${d.path} · ${d.id} · Modelhub` : "File not found · Modelhub" }];
}

export function ErrorBoundary() {
	return <RevisionMissing error={useRouteError()} />;
}

export default function FilePage() {
	const d = useLoaderData<typeof loader>();
	const prefix = d.page.slice(1);
	return (
		<article className="page file">
			<FolderCrumbs id={d.id} prefix={prefix} rev={d.rev} folder={d.path.split("/").slice(0, -1).join("/")} />
			<h1>{d.path}</h1>
			<RevisionBar shown={d.shown} href={(rev) => filePagePath(prefix, d.path, rev)} />
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
