import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import {
	accountFailure,
	cookieHeaders,
	csrfFailure,
	failure,
	field,
	hubOf,
	readForm,
	safeNext,
	userName,
} from "../lib/account.server";
import type { Route } from "./+types/signup";
import "../account.css";

export function meta() {
	return [{ title: "Create an account · Modelhub" }];
}

/** Accounts one address may make in a window (open sign-up is still no invitation to make thousands). */
const SIGNUPS = { limit: 5, windowSeconds: 3600 };

export function loader({ request, context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	const page = {
		open: hub.openSignup,
		user: userName(hub) ?? null,
		csrf: hub.auth.csrf ?? null,
		next: safeNext(new URL(request.url).searchParams.get("next")),
	};
	return page;
}

// Makes a user account (only with `modelhub serve --open-signup`) and signs it in.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	if (!hub.openSignup) return failure("Sign-up is closed on this hub: an admin creates accounts.", 403);
	const form = await readForm(request);
	// A signed-in visitor's forms all carry the session's token, this one too (it ends that session).
	const refused = userName(hub) ? csrfFailure(hub, form) : undefined;
	if (refused) return refused;
	const name = field(form, "name", 200).trim();
	const password = field(form, "password", 2000);
	if (!name) return failure("Choose a name.");
	if (password !== field(form, "again", 2000)) return failure("The password and its repetition differ.");
	const key = `signup:address:${hub.clientAddress}`;
	const wait = await hub.store.failures.wait(key, SIGNUPS.limit, SIGNUPS.windowSeconds);
	if (wait > 0) return failure("Too many accounts were made from your address: try again later.", 429);
	const email = field(form, "email", 400).trim();
	try {
		await hub.store.accounts.createUser({
			name,
			password,
			displayName: field(form, "displayName", 300).trim(),
			...(email ? { email } : {}),
		});
	} catch (e) {
		return accountFailure(e);
	}
	await hub.store.failures.fail(key, SIGNUPS.windowSeconds);
	const cookies = await hub.auth.openSession(name);
	return redirect(safeNext(field(form, "next", 2000)), { headers: cookieHeaders(cookies) });
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Signup() {
	const { open, user, csrf, next } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	if (!open)
		return (
			<div className="page narrow">
				<h1>Sign-up is closed</h1>
				<p>
					This hub does not let visitors make their own account: an admin creates accounts (
					<code>modelhub users add NAME</code>). Ask yours for one, then <Link to="/login">sign in</Link>.
				</p>
			</div>
		);
	return (
		<div className="page narrow">
			<h1>Create an account</h1>
			{user ? (
				<p>
					You are signed in as <strong>{user}</strong>.
				</p>
			) : null}
			<FormMessage error={result?.error} />
			<Form method="post" className="stack-form">
				<CsrfField token={csrf} />
				<input type="hidden" name="next" value={next} />
				<label>
					Name (letters, digits, - _ and ., as in model ids)
					<input name="name" autoComplete="username" required maxLength={96} autoCapitalize="none" spellCheck={false} />
				</label>
				<label>
					Display name (optional)
					<input name="displayName" autoComplete="name" maxLength={200} />
				</label>
				<label>
					Email (optional)
					<input name="email" type="email" autoComplete="email" maxLength={320} />
				</label>
				<label>
					Password (at least 8 characters)
					<input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={1024} />
				</label>
				<label>
					Password again
					<input name="again" type="password" autoComplete="new-password" required minLength={8} maxLength={1024} />
				</label>
				<button type="submit" disabled={busy}>
					Create account
				</button>
			</Form>
			<p>
				Already have one? <Link to={`/login${next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`}>Sign in</Link>.
			</p>
		</div>
	);
}
