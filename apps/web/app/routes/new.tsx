import { repoIdError } from "@modelhub/core";
import { Form, redirect, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { csrfFailure, failure, field, hubOf, readForm, requireUser } from "../lib/account.server";
import { LICENSE_IDS, LICENSES } from "../lib/licenses.server";
import { ownersFor } from "../lib/write.server";
import type { Route } from "./+types/new";
import "../account.css";

export function meta() {
	return [{ title: "New model · Modelhub" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	requireUser(hub, request);
	return { owners: ownersFor(hub.caller), licenses: LICENSES, csrf: hub.auth.csrf ?? null };
}

// Makes a model repository under the user or one of their organizations (as the policy allows), with its first commit,
// then shows its page.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const user = requireUser(hub, request);
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const owner = field(form, "owner", 200);
	const name = field(form, "name", 200).trim();
	const license = field(form, "license", 100);
	if (!ownersFor(hub.caller).includes(owner))
		return failure(`You may not make models under ${owner || "that owner"}.`, 403);
	if (!name) return failure("Give the model a name.", 400);
	const id = `${owner}/${name}`;
	const bad = repoIdError(id);
	if (bad) return failure(`${bad[0]?.toUpperCase() ?? ""}${bad.slice(1)}.`, 400);
	if (license && !LICENSE_IDS.has(license)) return failure("Choose a licence from the list.", 400);
	if (!context.writer) return failure("This hub cannot make repositories right now.", 503);
	try {
		await context.writer.create(
			{ type: "model", id },
			{ private: form.get("private") === "on", ...(license ? { license } : {}) },
			user,
		);
	} catch (e) {
		if ((e as { kind?: unknown })?.kind === "exists") return failure(`${id} already exists: choose another name.`, 409);
		if ((e as { kind?: unknown })?.kind === "invalid") return failure(String((e as Error).message), 400);
		throw e;
	}
	return redirect(`/${id}`);
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function NewModel() {
	const { owners, licenses, csrf } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	return (
		<div className="page narrow">
			<h1>New model</h1>
			<p>A model repository holds a model's files and its card. You can upload files once it is made.</p>
			<FormMessage error={result?.error} />
			<Form method="post" className="stack-form">
				<CsrfField token={csrf} />
				<label>
					Owner
					<select name="owner" required>
						{owners.map((o) => (
							<option key={o} value={o}>
								{o}
							</option>
						))}
					</select>
				</label>
				<label>
					Model name
					<input
						name="name"
						required
						maxLength={96}
						autoCapitalize="none"
						spellCheck={false}
						aria-describedby="name-rules"
					/>
				</label>
				<p id="name-rules" className="muted">
					Letters, digits, "-", "_" and "."; not "--" or "..".
				</p>
				<label>
					License
					<select name="license" defaultValue="">
						<option value="">None yet</option>
						{licenses.map(([id, label]) => (
							<option key={id} value={id}>
								{label}
							</option>
						))}
					</select>
				</label>
				<label className="check">
					<input type="checkbox" name="private" />
					<span>
						Private: only you{owners.length > 1 ? ", the organization's members" : ""} and the hub's admins see it
					</span>
				</label>
				<button type="submit" disabled={busy}>
					Create model
				</button>
			</Form>
		</div>
	);
}
