import { repoPath } from "@modelhub/core";
import { data, Link, redirect, useActionData, useLoaderData, useRouteError } from "react-router";
import { FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { GateSection } from "../components/gate/GateSection";
import { CSRF_MESSAGE, field, hubOf, readForm, userName } from "../lib/account.server";
import { gateOf, mayManage } from "../lib/gate.server";
import { gateForm, readAnswers } from "../lib/gate-fields.server";
import type { Route } from "./+types/ask-access";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `Request access to ${d.gate.id} · Modelhub` : "Page not found · Modelhub" }];
}

// The server's router asked the policy: `context.repo.access` is null for a repository (a model, a dataset or a space:
// this page serves all three) that does not exist or that the caller may not see, which get the same "not found" page.
async function gatedModel(context: Route.LoaderArgs["context"]) {
	const access = context.repo?.access;
	const store = hubOf(context).store;
	const record = !access
		? undefined
		: access.type === "model"
			? await store.models.record(access.id)
			: await store.catalogOf(access.type).record(access.id);
	if (!access || !record) throw data(null, { status: 404, statusText: "Not Found" });
	return { access, record: record as { cardData?: unknown } };
}

export async function loader({ context }: Route.LoaderArgs) {
	const { access, record } = await gatedModel(context);
	const gate = await gateOf(context, access, record.cardData);
	// A model that is not gated needs no request: its page has everything.
	if (!gate) throw redirect(repoPath(access));
	return { gate, manage: mayManage(context, access) };
}

// Records a signed-in user's request, with the answers to the card's fields (`auto` grants it at once), then goes back
// to the model's page, which shows where the request stands.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const { access, record } = await gatedModel(context);
	const user = userName(hub);
	if (!access.gated) throw redirect(repoPath(access));
	const form = await readForm(request);
	if (!user) return { error: "Sign in first: access is granted to an account.", values: {} };
	if (!hub.auth.checkCsrf(form.get("csrf"))) return data({ error: CSRF_MESSAGE, values: {} }, { status: 403 });
	const gate = await gateOf(context, access, record.cardData);
	if (gate?.state.kind !== "form") throw redirect(`${repoPath(access)}#access`);
	const answers = readAnswers(gateForm(record.cardData), form);
	const sent = Object.fromEntries(gate.state.form.fields.map((f) => [f.name, field(form, f.name, 1000)]));
	if ("error" in answers) return { error: answers.error, field: answers.field, values: sent };
	const fields = Object.keys(answers.values).length ? answers.values : undefined;
	await hub.store.accessRequests.request(access, user, access.gated, fields);
	return redirect(`${repoPath(access)}#access`);
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function AskAccess() {
	const { gate, manage } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={gate.path}>{gate.id}</Link>
			</p>
			<h1>Request access to {gate.id}</h1>
			<FormMessage error={result?.error} />
			<GateSection
				gate={gate}
				manage={manage}
				values={result?.values ?? {}}
				invalid={result && "field" in result && typeof result.field === "string" ? result.field : undefined}
			/>
		</div>
	);
}
