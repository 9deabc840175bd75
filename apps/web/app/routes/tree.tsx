import { repoPath, viewableFileType } from "@modelhub/core";
import { data, redirect, useLoaderData, useRouteError } from "react-router";
import { FolderCrumbs } from "../components/tree/FolderCrumbs";
import { RevisionBar } from "../components/tree/RevisionBar";
import { RevisionMissing } from "../components/tree/RevisionMissing";
import { downloadPath, filePagePath, formatBytes } from "../lib/model-facts";
import { folderPagePath } from "../lib/revision-paths";
import { noSuchPath, noSuchRevision, revisionShown } from "../lib/revisions.server";
import { fromFolder, fromStore } from "../lib/store.server";
import type { Route } from "./+types/tree";

// The page of a folder of a repository (a model's, a dataset's or a space's: three routes, one module) at the revision
// its address names — a branch, a tag, a commit id or `refs/pr/N` — which it says, with a menu of the others. The
// server's router parsed the address and asked the policy; a repository the caller may not see is a missing page, as
// one that does not exist. Its links are plain anchors: each page is a document of its own, complete without
// JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
	const view = await fromFolder(context);
	const access = context.repo?.access;
	const at = context.at;
	if (!access || !at) throw data(null, { status: 404, statusText: "Not Found" });
	if (view.found === "no-revision") noSuchRevision(access, at.rev);
	if (view.found === "no-path") noSuchPath(access, at.rev, at.path);
	const prefix = repoPath(access).slice(1);
	if (view.found === "file") throw redirect(filePagePath(prefix, at.path, at.rev), 302);
	const shown = await fromStore(context, (store) => revisionShown(store, access, view.rev, view.commit));
	return {
		id: access.id,
		prefix,
		// A model's history has its page (`/{id}/commits/{rev}`).
		history: access.type === "model",
		path: view.path,
		shown,
		total: view.total,
		entries: view.entries.map((e) => ({
			...e,
			name: e.path.slice(e.path.lastIndexOf("/") + 1),
			viewable: e.type === "file" && viewableFileType(e.path) !== undefined,
		})),
	};
}

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Not found · Modelhub" }];
	return [{ title: `${d.path || "Files"} · ${d.id} at ${d.shown.rev} · Modelhub` }];
}

export function ErrorBoundary() {
	return <RevisionMissing error={useRouteError()} />;
}

export default function Tree() {
	const d = useLoaderData<typeof loader>();
	const rev = d.shown.rev;
	const folder = (path: string, at = rev) => folderPagePath(d.prefix, path, at);
	const parts = d.path ? d.path.split("/") : [];
	const more = d.total - d.entries.length;
	return (
		<article className="page file">
			<FolderCrumbs id={d.id} prefix={d.prefix} rev={rev} folder={d.path} />
			<h1>{d.path ? `${d.path}/` : "Files"}</h1>
			<RevisionBar shown={d.shown} href={(other) => folder(d.path, other)} />
			{d.history ? (
				<p>
					<a href={`/${d.prefix}/commits/${encodeURIComponent(rev)}`}>History of {d.shown.rev}</a>
				</p>
			) : null}
			<ul className="file-list" aria-label={`Files and folders of ${d.path || d.id}`}>
				{parts.length ? (
					<li>
						<a href={folder(parts.slice(0, -1).join("/"))}>..</a> <span className="muted">(the folder above)</span>
					</li>
				) : null}
				{d.entries.map((e) => (
					<li key={e.path}>
						{e.type === "directory" ? (
							<a href={folder(e.path)}>
								<code>{e.name}/</code>
							</a>
						) : (
							<>
								<a
									href={e.viewable ? filePagePath(d.prefix, e.path, rev) : downloadPath(d.prefix, e.path, rev)}
									download={e.viewable ? undefined : true}
								>
									<code>{e.name}</code>
								</a>
								<span className="muted">
									{" "}
									{formatBytes(e.size)}
									{e.lfs ? " · large file (LFS)" : ""}
								</span>
							</>
						)}
					</li>
				))}
			</ul>
			{d.entries.length === 0 ? <p className="muted">This folder is empty.</p> : null}
			{more > 0 ? <p className="muted">and {more} more not listed</p> : null}
		</article>
	);
}
