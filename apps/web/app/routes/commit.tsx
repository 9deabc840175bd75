import { data, Link, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { ScrollRegion } from "../components/ScrollRegion";
import { formatBytes } from "../lib/model-facts";
import { readable } from "../lib/write.server";
import "../account.css";
import type { Route } from "./+types/commit";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `${d.summary} · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

/** Changed files a commit's page lists at most. */
const MAX_SHOWN = 1000;

export async function loader({ params, context }: Route.LoaderArgs) {
	const { hub, access } = readable(context);
	const commit = /^[0-9a-f]{40}$/.test(params.sha) ? await hub.store.revisions.resolve(access, params.sha) : undefined;
	if (!commit) throw data(null, { status: 404, statusText: "Not Found" });
	const changes = await hub.store.commits.changes(access, commit.sha, commit.parent, MAX_SHOWN);
	return {
		id: access.id,
		sha: commit.sha,
		parent: commit.parent,
		author: commit.author,
		date: commit.createdAt.toISOString(),
		summary: commit.summary,
		description: commit.description,
		files: changes.files,
		total: changes.total,
	};
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

const size = (n: number | undefined) => (n === undefined ? "—" : formatBytes(n));

export default function Commit() {
	const d = useLoaderData<typeof loader>();
	const counts = { added: 0, changed: 0, removed: 0 };
	for (const f of d.files) counts[f.change]++;
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={`/${d.id}`}>{d.id}</Link> / <Link to={`/${d.id}/commits/main`}>History</Link>
			</p>
			<h1>{d.summary}</h1>
			{d.description ? <p className="commit-description">{d.description}</p> : null}
			<dl className="facts">
				<div>
					<dt>Author</dt>
					<dd>{d.author}</dd>
				</div>
				<div>
					<dt>Date</dt>
					<dd>
						<time dateTime={d.date}>{`${d.date.slice(0, 10)} ${d.date.slice(11, 19)} UTC`}</time>
					</dd>
				</div>
				<div>
					<dt>Commit</dt>
					<dd>
						<code className="sha">{d.sha}</code>
					</dd>
				</div>
				<div>
					<dt>Parent</dt>
					<dd>
						{d.parent ? (
							<Link to={`/${d.id}/commit/${d.parent}`}>
								<code>{d.parent.slice(0, 7)}</code>
							</Link>
						) : (
							"none (the first commit)"
						)}
					</dd>
				</div>
			</dl>
			<h2>Files</h2>
			<p>
				{counts.added} added, {counts.changed} changed, {counts.removed} removed
				{d.total > d.files.length ? ` (the first ${d.files.length} of ${d.total} changes are listed)` : ""}.
			</p>
			{d.files.length ? (
				<ScrollRegion label="Files of this commit">
					<table className="commit-files">
						<thead>
							<tr>
								<th scope="col">Change</th>
								<th scope="col">File</th>
								<th scope="col">Size before</th>
								<th scope="col">Size after</th>
							</tr>
						</thead>
						<tbody>
							{d.files.map((f) => (
								<tr key={f.path} className={f.change}>
									<td>{f.change}</td>
									<th scope="row">
										<code>{f.path}</code>
									</th>
									<td>{size(f.oldSize)}</td>
									<td>{size(f.size)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollRegion>
			) : null}
		</div>
	);
}
