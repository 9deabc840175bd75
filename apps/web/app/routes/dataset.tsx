import { lazy, Suspense } from "react";
import { data, useLoaderData, useRouteError } from "react-router";
import { datasetPage } from "../lib/dataset-page.server";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/dataset";

// The page is server-rendered whole; its code arrives apart from the route's and hydrates when it does (as a model
// page's panels do), which keeps the route's first JavaScript within its budget (bench section 5) however much the
// viewer and the snippets grow. A missing page's code likewise.
const DatasetView = lazy(() => import("../components/dataset/DatasetView").then((m) => ({ default: m.DatasetView })));
const RepoError = lazy(() => import("../components/RepoMissing").then((m) => ({ default: m.RepoError })));

// The server's router parsed `/datasets/{id}` and asked the policy: `context.repo.access` is null for a dataset that
// does not exist or that the caller may not see, and both get the same "not found" page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = `${params.org}/${params.name}`;
	const repo = context.repo;
	const access = repo?.ref.type === "dataset" ? repo.access : null;
	const stored = access ? await fromStore(context, (s) => s.datasets.page(access.id)) : undefined;
	if (!stored || !access || !repo) {
		const missing = id.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
		const similar = await fromStore(context, (s, viewer) => s.datasets.similarIds(missing, viewer, 5));
		throw data({ missing, similar }, { status: 404 });
	}
	const search = new URL(request.url).searchParams;
	return fromStore(context, (store, viewer) => datasetPage(context, store, viewer, repo.ref, stored, search));
}

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Dataset not found · Modelhub" }];
	return [
		{ title: `${d.dataset.id} · Datasets · Modelhub` },
		{
			name: "description",
			content: `${d.facts.prettyName ?? d.dataset.id}: preview its rows and load it${d.facts.task ? ` for ${d.facts.task.label}` : ""}.`,
		},
	];
}

export function ErrorBoundary() {
	return (
		<Suspense>
			<RepoError error={useRouteError()} type="dataset" />
		</Suspense>
	);
}

export default function DatasetPage() {
	return (
		<Suspense>
			<DatasetView d={useLoaderData<typeof loader>()} />
		</Suspense>
	);
}
