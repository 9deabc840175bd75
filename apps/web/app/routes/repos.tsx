import { lazy, Suspense } from "react";
import { data, redirect, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { repoList } from "../lib/repo-list.server";
import { controlCharParam, readRepoView, repoFromHubNames } from "../lib/repo-query";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/repos";

// /datasets and /spaces are this one module (two routes, see routes.ts): what differs is the type, read from the path.
// The list itself is server-rendered with the page and its code hydrates when it arrives, which keeps the routes'
// first JavaScript within budget (bench section 5).
const RepoList = lazy(() => import("../components/catalogue/RepoList").then((m) => ({ default: m.RepoList })));

const typeOf = (url: string): "dataset" | "space" =>
	new URL(url).pathname.startsWith("/spaces") ? "space" : "dataset";

export async function loader({ request, context }: Route.LoaderArgs) {
	const type = typeOf(request.url);
	const params = new URL(request.url).searchParams;
	// A Hub list URL with its host changed: sent on to the same list under this page's names.
	const hubUrl = repoFromHubNames(type, params);
	if (hubUrl !== undefined) throw redirect(hubUrl, 301);
	const bad = controlCharParam(params);
	if (bad !== undefined) throw data({ badQuery: `${bad.slice(0, 40)} holds a control character` }, { status: 400 });
	const view = readRepoView(type, params);
	const list = await fromStore(context, (store, viewer) => repoList(store, viewer, type, view));
	return { type, view, ...list };
}

export function meta({ data: d }: Route.MetaArgs) {
	const title = d?.type === "space" ? "Spaces" : "Datasets";
	const q = d?.view.q;
	return [
		{ title: q ? `${title} matching “${q}” · Modelhub` : `${title} · Modelhub` },
		{
			name: "description",
			content:
				d?.type === "space"
					? "Search the Spaces (demo apps) by name, SDK, licence and language."
					: "Search the dataset catalogue by name, task, modality, format, size, language and licence.",
		},
	];
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Repos() {
	const d = useLoaderData<typeof loader>();
	return (
		<Suspense>
			<RepoList type={d.type} view={d.view} page={d.page} total={d.total} menus={d.menus} />
		</Suspense>
	);
}
