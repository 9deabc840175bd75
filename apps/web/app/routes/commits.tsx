import { data, Link, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { readable } from "../lib/write.server";
import "../account.css";
import type { Route } from "./+types/commits";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `History of ${d.rev} · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

/** Commits on a page of the history. */
const PAGE = 30;

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { hub, access } = readable(context);
	const pText = new URL(request.url).searchParams.get("p") ?? "0";
	const p = Number(pText);
	if (!/^\d{1,6}$/.test(pText)) throw data({ badQuery: "p must be a page number" }, { status: 400 });
	const head = await hub.store.revisions.resolve(access, params.rev);
	if (!head) throw data(null, { status: 404, statusText: "Not Found" });
	const commits = await hub.store.commits.history(access, head.sha, p * PAGE, PAGE + 1);
	return {
		id: access.id,
		rev: params.rev,
		p,
		more: commits.length > PAGE,
		commits: commits.slice(0, PAGE).map((c) => ({
			sha: c.sha,
			summary: c.summary,
			author: c.author,
			date: c.date.toISOString(),
		})),
	};
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export default function Commits() {
	const d = useLoaderData<typeof loader>();
	const here = `/${d.id}/commits/${encodeURIComponent(d.rev)}`;
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={`/${d.id}`}>{d.id}</Link>
			</p>
			<h1>
				History of <code>{d.rev}</code>
			</h1>
			{d.commits.length ? (
				<ol className="commit-list">
					{d.commits.map((c) => (
						<li key={c.sha}>
							<Link to={`/${d.id}/commit/${c.sha}`}>{c.summary}</Link>
							<span className="muted">
								{" "}
								{c.author} · <time dateTime={c.date}>{when(c.date)}</time> · <code>{c.sha.slice(0, 7)}</code>
							</span>
						</li>
					))}
				</ol>
			) : (
				<p>No commits on this page.</p>
			)}
			{d.p > 0 || d.more ? (
				<nav className="pager" aria-label="History pages">
					{d.p > 0 ? <Link to={d.p === 1 ? here : `${here}?p=${d.p - 1}`}>Newer commits</Link> : null}
					{d.more ? <Link to={`${here}?p=${d.p + 1}`}>Older commits</Link> : null}
				</nav>
			) : null}
		</div>
	);
}
