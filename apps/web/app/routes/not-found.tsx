import { data, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";

export function meta() {
	return [{ title: "Page not found · Modelhub" }];
}

// Any address no route takes: answered 404 with the not-found page.
export function loader() {
	throw data(null, { status: 404, statusText: "Not Found" });
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function NotFound() {
	return null;
}
