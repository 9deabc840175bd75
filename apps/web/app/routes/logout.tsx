import { Form, Link, redirect, useActionData, useLoaderData, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { cookieHeaders, csrfFailure, hubOf, readForm, userName } from "../lib/account.server";
import type { Route } from "./+types/logout";
import "../account.css";

export function meta() {
	return [{ title: "Sign out · Modelhub" }];
}

export function loader({ context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	return { user: userName(hub) ?? null, csrf: hub.auth.csrf ?? null };
}

// Ends the session (a form of the signed-in visitor, with the session's token) and clears its cookies.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const form = await readForm(request);
	if (userName(hub)) {
		const refused = csrfFailure(hub, form);
		if (refused) return refused;
	}
	return redirect("/", { headers: cookieHeaders(await hub.auth.signOut()) });
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Logout() {
	const { user, csrf } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="page narrow">
			<h1>Sign out</h1>
			<FormMessage error={result?.error} />
			{user ? (
				<Form method="post" className="stack-form" reloadDocument>
					<p>
						You are signed in as <strong>{user}</strong>.
					</p>
					<CsrfField token={csrf} />
					<button type="submit">Sign out</button>
				</Form>
			) : (
				<p>
					You are not signed in. <Link to="/login">Sign in</Link>
				</p>
			)}
		</div>
	);
}
