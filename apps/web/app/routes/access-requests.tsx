import { repoPath } from "@modelhub/core";
import type { AccessRequest, RequestStatus } from "@modelhub/store";
import { Form, Link, useActionData, useLoaderData, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { RequestList } from "../components/gate/RequestList";
import { csrfFailure, failure, field, isAccountName, readForm } from "../lib/account.server";
import { managed } from "../lib/write.server";
import type { Route } from "./+types/access-requests";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `Access requests · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

// The owners' page of a gated repository's access requests: a model's (`/{id}/access-requests`), a dataset's or a
// space's (`/datasets/{id}/…`, `/spaces/{id}/…`). The server's router let it through only for those who may manage the
// repository (its owner, its organization's admins, the hub's admins); for anyone else it is exactly a missing page.

const row = (r: AccessRequest) => ({
	...r,
	requestedAt: r.requestedAt.toISOString(),
	decidedAt: r.decidedAt?.toISOString() ?? null,
});

export async function loader({ context }: Route.LoaderArgs) {
	const { hub, access } = managed(context);
	const [pending, accepted, rejected] = await Promise.all(
		(["pending", "accepted", "rejected"] as RequestStatus[]).map((s) => hub.store.accessRequests.list(access, s)),
	);
	return {
		id: access.id,
		path: repoPath(access),
		noun: access.type,
		gated: access.gated,
		pending: (pending ?? []).map(row),
		accepted: (accepted ?? []).map(row),
		rejected: (rejected ?? []).map(row),
		csrf: hub.auth.csrf ?? null,
	};
}

const DECISIONS: Record<string, RequestStatus> = { accept: "accepted", reject: "rejected", grant: "accepted" };

// Accepts or rejects a user's request (with an optional reason), or grants access to a user who never asked.
export async function action({ request, context }: Route.ActionArgs) {
	const { hub, access } = managed(context);
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const intent = field(form, "intent", 20);
	const status = DECISIONS[intent];
	if (!status) return failure("This form asks for nothing this page does.");
	const user = field(form, "user", 200).trim();
	if (!user) return failure("Name the user.");
	if (!isAccountName(user)) return failure(`There is no user ${user} on this hub.`);
	const reason = intent === "reject" ? field(form, "reason", 1000).trim() : "";
	if (/[\u0000-\u001f\u007f]/.test(reason)) return failure("The reason may not hold control characters.");
	const by = hub.caller.kind === "user" ? hub.caller.name : "";
	if (!(await hub.store.accessRequests.decide(access, user, status, by, reason || undefined)))
		return failure(`There is no user ${user} on this hub.`);
	const done =
		intent === "grant"
			? `${user} has access now.`
			: `${intent === "accept" ? "Accepted" : "Rejected"} the request of ${user}.`;
	return { done };
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function AccessRequests() {
	const d = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={d.path}>{d.id}</Link>
			</p>
			<h1>Access requests</h1>
			<p>
				{d.gated === "manual"
					? "Requests wait here until you accept or reject them."
					: d.gated === "auto"
						? `This ${d.noun} grants access at once on request; you may still reject a user or grant access to one.`
						: `This ${d.noun} is not gated: anyone who may see it downloads its files without asking.`}
			</p>
			<FormMessage
				error={result && "error" in result ? result.error : undefined}
				done={result && "done" in result ? result.done : undefined}
			/>
			<RequestList title="Pending" requests={d.pending} csrf={d.csrf} />
			<RequestList title="Accepted" requests={d.accepted} csrf={d.csrf} />
			<RequestList title="Rejected" requests={d.rejected} csrf={d.csrf} />
			<h2>Grant access to a user</h2>
			<Form method="post" className="stack-form">
				<CsrfField token={d.csrf} />
				<input type="hidden" name="intent" value="grant" />
				<label>
					User name
					<input name="user" required maxLength={96} autoCapitalize="none" spellCheck={false} />
				</label>
				<button type="submit">Grant access</button>
			</Form>
		</div>
	);
}
