import { data, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import type { Route } from "./+types/not-found";

export function meta() {
	return [{ title: "Page not found · Modelhub" }];
}

// Any address no route takes: answered 404 with the not-found page. (`/{owner}`, the Hub's page of a user or an
// organization, has its own route.)
export function loader(_args: Route.LoaderArgs) {
	throw data(null, { status: 404, statusText: "Not Found" });
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function NotFound() {
	return null;
}
