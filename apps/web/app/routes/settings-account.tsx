import { passwordError } from "@modelhub/store";
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { SettingsNav } from "../components/account/SettingsNav";
import { ErrorPage } from "../components/ErrorPage";
import { cookieHeaders, csrfFailure, failure, field, hubOf, readForm, requireUser } from "../lib/account.server";
import type { Route } from "./+types/settings-account";
import "../account.css";

export function meta() {
	return [{ title: "Account settings · Modelhub" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	const user = requireUser(hub, request);
	const [account, orgs] = await Promise.all([hub.store.accounts.get(user), hub.store.accounts.orgsOf(user)]);
	return {
		name: user,
		displayName: account?.displayName ?? "",
		email: account?.email ?? null,
		admin: account?.admin === true,
		orgs,
		csrf: hub.auth.csrf ?? null,
		changed: new URL(request.url).searchParams.get("changed") === "password",
	};
}

// Changes the password: the current one is checked as a sign-in is (with its limits), every session of the user ends,
// and this browser gets a new one.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const user = requireUser(hub, request);
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const current = field(form, "current", 2000);
	const next = field(form, "password", 2000);
	if (!current) return failure("Enter your current password.");
	if (next !== field(form, "again", 2000)) return failure("The new password and its repetition differ.");
	const bad = passwordError(next);
	if (bad) return failure(`The new password is not accepted: ${bad}.`);
	const check = await hub.auth.signIn(user, current);
	if (!check.ok)
		return check.retryAfter
			? failure(check.error, 429, { "Retry-After": String(Math.ceil(check.retryAfter)) })
			: failure("The current password is not the right one.");
	await hub.store.accounts.setPassword(user, next);
	await hub.store.sessions.endAll(user);
	// On to the page again, which the new session renders (its forms carry the new session's CSRF token).
	return redirect("/settings/account?changed=password", { headers: cookieHeaders(await hub.auth.openSession(user)) });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
	return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function AccountSettings() {
	const d = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const form = useRef<HTMLFormElement>(null);
	const done = d.changed
		? "Your password is changed. Every other browser and device signed in as you is signed out."
		: undefined;
	useEffect(() => {
		if (done) form.current?.reset();
	}, [done]);
	return (
		<div className="page narrow">
			<SettingsNav />
			<h1>Account settings</h1>
			<dl className="account-facts">
				<dt>Name</dt>
				<dd>{d.name}</dd>
				{d.displayName ? (
					<>
						<dt>Display name</dt>
						<dd>{d.displayName}</dd>
					</>
				) : null}
				{d.email ? (
					<>
						<dt>Email</dt>
						<dd>{d.email}</dd>
					</>
				) : null}
				{d.admin ? (
					<>
						<dt>Role</dt>
						<dd>hub admin</dd>
					</>
				) : null}
			</dl>
			<h2>Organizations</h2>
			{d.orgs.length ? (
				<ul className="listing">
					{d.orgs.map((o) => (
						<li key={o.name}>
							<Link to={`/organizations/${encodeURIComponent(o.name)}`}>{o.displayName || o.name}</Link>{" "}
							<span className="muted">({o.role})</span>
						</li>
					))}
				</ul>
			) : (
				<p className="muted">You belong to no organization.</p>
			)}
			<h2>Change your password</h2>
			<FormMessage error={result?.error} done={result ? undefined : done} />
			<Form method="post" className="stack-form" ref={form}>
				<CsrfField token={d.csrf} />
				<input type="text" name="username" autoComplete="username" value={d.name} readOnly hidden />
				<label>
					Current password
					<input name="current" type="password" autoComplete="current-password" required maxLength={1024} />
				</label>
				<label>
					New password (at least 8 characters)
					<input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={1024} />
				</label>
				<label>
					New password again
					<input name="again" type="password" autoComplete="new-password" required minLength={8} maxLength={1024} />
				</label>
				<button type="submit" disabled={busy}>
					Change password
				</button>
			</Form>
		</div>
	);
}
