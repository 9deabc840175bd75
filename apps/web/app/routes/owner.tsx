import { isRepoId, type RepoType } from "@modelhub/core";
import { data, Link, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { UpdatedRepos } from "../components/UpdatedRepos";
import { fromStore } from "../lib/store.server";
import { updatedRepos } from "../lib/updated-repos.server";
import type { Route } from "./+types/owner";

/** Repositories of each type the page lists (the type's list, filtered by owner, has them all). */
const SHOWN = 10;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

// `/{owner}`, the Hub's page of a user or an organization: their models, datasets and spaces that the caller may see
// (the policy's `visible()`: private ones only for those it lets see them), most recently updated first. An owner with
// nothing the caller may see gets exactly the page of an owner that does not exist, whether or not the name is an
// account here: the page reveals nothing.
export async function loader({ params, context }: Route.LoaderArgs) {
	const owner = params.owner;
	if (!isRepoId(`${owner}/x`)) throw notFound();
	const found = await fromStore(context, async (store, viewer) => {
		const byType = await updatedRepos(store, viewer, { author: owner, limit: SHOWN });
		if (!Object.values(byType).some((t) => t.repos.length)) return undefined;
		return { byType, account: await store.accounts.get(owner) };
	});
	if (!found) throw notFound();
	const { byType, account } = found;
	return {
		name: owner,
		kind: account?.kind ?? null,
		displayName: account?.displayName || null,
		byType,
	};
}

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `${d.displayName ?? d.name} · Modelhub` : "Page not found · Modelhub" }];
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

const SECTIONS: [RepoType, string, string][] = [
	["model", "Models", "/models"],
	["dataset", "Datasets", "/datasets"],
	["space", "Spaces", "/spaces"],
];

export default function Owner() {
	const d = useLoaderData<typeof loader>();
	const author = `?author=${encodeURIComponent(d.name)}`;
	return (
		<div className="page narrow">
			<p className="breadcrumb">{d.kind === "org" ? "Organization" : d.kind === "user" ? "User" : "Owner"}</p>
			<h1>
				{d.displayName ?? d.name}
				{d.displayName && d.displayName !== d.name ? <span className="muted"> ({d.name})</span> : null}
			</h1>
			{d.kind === "org" ? (
				<p>
					<Link to={`/organizations/${encodeURIComponent(d.name)}`}>Members of {d.name}</Link>
				</p>
			) : null}
			{SECTIONS.map(([type, title, list]) => {
				const { repos, more } = d.byType[type];
				if (!repos.length) return null;
				return (
					<section key={type} aria-labelledby={`owner-${type}`}>
						<h2 id={`owner-${type}`}>{title}</h2>
						<UpdatedRepos repos={repos} />
						{more ? (
							<p>
								<Link to={`${list}${author}`}>
									All {title.toLowerCase()} of {d.name}
								</Link>
							</p>
						) : null}
					</section>
				);
			})}
		</div>
	);
}
