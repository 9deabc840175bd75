import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { csrfFailure, readForm } from "../lib/account.server";
import { formatBytes } from "../lib/model-facts";
import { commitFailure, summaryOf, writable } from "../lib/write.server";
import type { Route } from "./+types/delete-file";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `Delete ${d.path} · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
	const { hub, access } = writable(context);
	const path = params["*"] ?? "";
	const revision = await hub.store.revisions.resolve(access, params.rev);
	const file = revision ? await hub.store.revisions.file(access, revision.sha, path) : undefined;
	if (!file) throw data(null, { status: 404, statusText: "Not Found" });
	return { id: access.id, rev: params.rev, path, size: file.size, csrf: hub.auth.csrf ?? null };
}

// Deletes the file in a commit of its own, then shows the model's files.
export async function action({ request, params, context }: Route.ActionArgs) {
	const { hub, access, writer, user } = writable(context);
	const path = params["*"] ?? "";
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const summary = summaryOf(String(form.get("summary") ?? ""), `Delete ${path}`);
	if (typeof summary !== "string") return data(summary, { status: 400 });
	const description = String(form.get("description") ?? "")
		.trim()
		.slice(0, 65_536);
	try {
		await writer.commit({
			repo: access,
			branch: params.rev,
			author: user,
			summary,
			...(description ? { description } : {}),
			ops: [{ kind: "delete", path }],
		});
	} catch (e) {
		return commitFailure(e);
	}
	return redirect(`/${access.id}#files`);
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function DeleteFile() {
	const d = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={`/${d.id}`}>{d.id}</Link>
			</p>
			<h1>Delete a file</h1>
			<p>
				Delete <code>{d.path}</code> ({formatBytes(d.size)}) from <code>{d.rev}</code>? Earlier commits keep it: it
				stays downloadable by their ids.
			</p>
			<FormMessage error={result?.error} />
			<Form method="post" className="stack-form">
				<CsrfField token={d.csrf} />
				<label>
					Commit summary
					<input name="summary" maxLength={1000} placeholder={`Delete ${d.path}`} />
				</label>
				<label>
					Description (optional)
					<textarea name="description" rows={2} maxLength={65536} />
				</label>
				<div className="button-row">
					<button type="submit" className="danger" disabled={busy}>
						Delete the file
					</button>
					<Link to={`/${d.id}#files`}>Cancel</Link>
				</div>
			</Form>
		</div>
	);
}
