import { data, redirect, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { viewHref } from "../lib/model-query";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/not-found";

export function meta() {
	return [{ title: "Page not found · Modelhub" }];
}

/** One path segment that can be an owner's name (a user or an organisation), as in model ids. */
const OWNER = /^\/([A-Za-z0-9][A-Za-z0-9_.-]{0,95})\/?$/;

// Any address no route takes: answered 404 with the not-found page. `/{owner}`, the Hub's page of a user or an
// organisation, is sent on to the list of the owner's models when the catalogue holds any.
export async function loader({ request, context }: Route.LoaderArgs) {
	const owner = OWNER.exec(new URL(request.url).pathname)?.[1];
	if (owner !== undefined && context.store) {
		const page = await fromStore(context, (store, viewer) => store.models.list({ author: owner, limit: 1 }, viewer));
		if (page.models.length > 0) throw redirect(viewHref({ author: owner }), 302);
	}
	throw data(null, { status: 404, statusText: "Not Found" });
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function NotFound() {
	return null;
}
