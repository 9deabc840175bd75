import { lazy, Suspense } from "react";
import { data, useLoaderData, useRouteError } from "react-router";
import { spacePage } from "../lib/space-page.server";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/space";

// The page is server-rendered whole; its code arrives apart from the route's and hydrates when it does (as a model
// page's panels do), which keeps the route's first JavaScript within its budget (bench section 5) however much the
// viewer and the snippets grow. A missing page's code likewise.
const SpaceView = lazy(() => import("../components/space/SpaceView").then((m) => ({ default: m.SpaceView })));
const RepoError = lazy(() => import("../components/RepoMissing").then((m) => ({ default: m.RepoError })));

// As a dataset's page: a space that does not exist and one the caller may not see get the same "not found" page.
export async function loader({ params, context }: Route.LoaderArgs) {
	const id = `${params.org}/${params.name}`;
	const repo = context.repo;
	const access = repo?.ref.type === "space" ? repo.access : null;
	const stored = access ? await fromStore(context, (s) => s.spaces.page(access.id)) : undefined;
	if (!stored || !access || !repo) {
		const missing = id.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
		const similar = await fromStore(context, (s, viewer) => s.spaces.similarIds(missing, viewer, 5));
		throw data({ missing, similar }, { status: 404 });
	}
	return fromStore(context, (store, viewer) => spacePage(context, store, viewer, repo.ref, stored));
}

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Space not found · Modelhub" }];
	return [
		{ title: `${d.space.id} · Spaces · Modelhub` },
		{
			name: "description",
			content: `${d.facts.title ?? d.space.id}: a Space's files, card, and the models and datasets it uses.`,
		},
	];
}

export function ErrorBoundary() {
	return (
		<Suspense>
			<RepoError error={useRouteError()} type="space" />
		</Suspense>
	);
}

export default function SpacePage() {
	return (
		<Suspense>
			<SpaceView d={useLoaderData<typeof loader>()} />
		</Suspense>
	);
}
