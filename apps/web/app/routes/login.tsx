import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { cookieHeaders, csrfFailure, failure, field, hubOf, readForm, safeNext, userName } from "../lib/account.server";
import type { Route } from "./+types/login";
import "../account.css";

export function meta() {
	return [{ title: "Sign in · Modelhub" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	return {
		user: userName(hub) ?? null,
		csrf: hub.auth.csrf ?? null,
		next: safeNext(new URL(request.url).searchParams.get("next")),
		openSignup: hub.openSignup,
	};
}

// Signs in with a name and password: the session's cookies, then the page asked for (`next`, a path of this hub).
// A wrong name and a wrong password get the same answer; too many failures, from one address or for one account, wait.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const form = await readForm(request);
	// A signed-in visitor's forms all carry the session's token, this one too (it ends that session).
	const refused = userName(hub) ? csrfFailure(hub, form) : undefined;
	if (refused) return refused;
	const name = field(form, "name", 200).trim();
	const password = field(form, "password", 2000);
	if (!name || !password) return failure("Enter your name and your password.");
	const result = await hub.auth.signIn(name, password);
	if (!result.ok) {
		if (result.retryAfter) return failure(result.error, 429, { "Retry-After": String(Math.ceil(result.retryAfter)) });
		return failure(result.error);
	}
	return redirect(safeNext(field(form, "next", 2000)), { headers: cookieHeaders(result.cookies) });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
	return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Login() {
	const { user, csrf, next, openSignup } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	return (
		<div className="page narrow">
			<h1>Sign in</h1>
			{user ? (
				<p>
					You are signed in as <strong>{user}</strong>. Sign in below as someone else, or go to your{" "}
					<Link to="/settings/tokens">access tokens</Link>.
				</p>
			) : null}
			<FormMessage error={result?.error} />
			<Form method="post" className="stack-form">
				<CsrfField token={csrf} />
				<input type="hidden" name="next" value={next} />
				<label>
					Name
					<input name="name" autoComplete="username" required maxLength={96} autoCapitalize="none" spellCheck={false} />
				</label>
				<label>
					Password
					<input name="password" type="password" autoComplete="current-password" required maxLength={1024} />
				</label>
				<button type="submit" disabled={busy}>
					Sign in
				</button>
			</Form>
			{openSignup ? (
				<p>
					No account yet?{" "}
					<Link to={`/signup${next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`}>Create one</Link>.
				</p>
			) : (
				<p className="muted">
					Sign-up is closed on this hub: an admin creates accounts (<code>modelhub users add NAME</code>). Ask yours for
					one.
				</p>
			)}
		</div>
	);
}
