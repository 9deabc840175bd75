import { repoIdError, repoPath } from "@modelhub/core";
import type { RepoSettings } from "@modelhub/store";
import { Form, Link, redirect, useActionData, useLoaderData, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { csrfFailure, failure, field, readForm } from "../lib/account.server";
import { managed, mayOwn, ownersFor } from "../lib/write.server";
import type { Route } from "./+types/repo-settings";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `Settings · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

// A repository's settings — a model's (`/{id}/settings`), a dataset's or a space's (`/datasets/{id}/settings`,
// `/spaces/{id}/settings`): its visibility, its gating, its name and owner, its deletion. The server's router let the
// page through only for those the policy lets manage the repository; to anyone else it is exactly a missing page. Every
// change goes through the store's functions the write API uses (`PUT /api/{type}s/{id}/settings`, `/api/repos/move`,
// `/api/repos/delete`), so the counts, lists and kept pages follow it at once.
export async function loader({ context }: Route.LoaderArgs) {
	const { hub, access: allowed } = managed(context);
	// Read again: after a form of this page without JavaScript, the page is rendered in the same request as its action,
	// and the facts the router read before the action are the old ones.
	const access = (await hub.store.repos.access(allowed, hub.caller)) ?? allowed;
	const [owner = "", name = ""] = access.id.split("/");
	return {
		id: access.id,
		noun: access.type,
		path: repoPath(access),
		private: access.private,
		gated: access.gated,
		owner,
		name,
		// Where it may go: the caller's own namespace and organizations they write in, and where it is now.
		owners: [...new Set([owner, ...ownersFor(hub.caller)])].filter((o) => mayOwn(hub.caller, o)),
		csrf: hub.auth.csrf ?? null,
	};
}

const GATING: Record<string, RepoSettings["gated"]> = { off: false, auto: "auto", manual: "manual" };

/** A refusal of the store's (an id that is taken, a repository gone meanwhile) as the form's message; others go on. */
function repoFailure(e: unknown) {
	// Recognised by shape: the store the server runs and the one this build imports may be two copies of one module.
	const kind = (e as { kind?: unknown })?.kind;
	if (e instanceof Error && (kind === "exists" || kind === "not-found" || kind === "invalid"))
		return failure(`${e.message[0]?.toUpperCase() ?? ""}${e.message.slice(1)}.`, kind === "exists" ? 409 : 400);
	throw e;
}

// Changes the visibility or the gating (the page again, saying so), moves the repository (its new settings page; the
// old address redirects there), or deletes it once its id is typed again (the home page).
export async function action({ request, context }: Route.ActionArgs) {
	const { hub, access } = managed(context);
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const ref = { type: access.type, id: access.id };
	const noun = access.type;
	const intent = field(form, "intent", 20);
	try {
		if (intent === "visibility") {
			const v = field(form, "visibility", 20);
			if (v !== "public" && v !== "private") return failure("Choose public or private.");
			await hub.store.repoAdmin.settings(ref, { private: v === "private" });
			return {
				done:
					v === "private"
						? `The ${noun} is private: only its owner, its organization's members and the hub's admins see it.`
						: `The ${noun} is public: anyone sees it.`,
			};
		}
		if (intent === "gating") {
			const gated = GATING[field(form, "gated", 20)];
			if (gated === undefined) return failure("Choose off, automatic or manual.");
			await hub.store.repoAdmin.settings(ref, { gated });
			return {
				done: gated
					? `Access to the ${noun}'s files is granted ${gated === "auto" ? "at once on request" : "by its owners, on request"}.`
					: `The ${noun} is not gated: whoever sees it downloads its files.`,
			};
		}
		if (intent === "move") {
			const owner = field(form, "owner", 200);
			const name = field(form, "name", 200).trim();
			if (!mayOwn(hub.caller, owner)) return failure(`You may not move ${noun}s to ${owner || "that owner"}.`, 403);
			const id = `${owner}/${name}`;
			const bad = repoIdError(id);
			if (bad) return failure(`${bad[0]?.toUpperCase() ?? ""}${bad.slice(1)}.`);
			if (id === access.id) return failure(`The ${noun} is already ${id}.`);
			const to = { type: access.type, id };
			await hub.store.repoAdmin.move(ref, to);
			return redirect(`${repoPath(to)}/settings`);
		}
		if (intent === "delete") {
			if (field(form, "confirm", 200).trim() !== access.id)
				return failure(`Type ${access.id} exactly to delete the ${noun}.`);
			await hub.store.repoAdmin.delete(ref);
			return redirect("/");
		}
	} catch (e) {
		return repoFailure(e);
	}
	return failure("This form asks for nothing this page does.");
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function RepoSettingsPage() {
	const d = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={d.path}>{d.id}</Link>
			</p>
			<h1>Settings</h1>
			<FormMessage
				error={result && "error" in result ? result.error : undefined}
				done={result && "done" in result ? result.done : undefined}
			/>
			<h2>Visibility</h2>
			<Form method="post" className="stack-form">
				<CsrfField token={d.csrf} />
				<input type="hidden" name="intent" value="visibility" />
				<fieldset>
					<legend>{`Who sees this ${d.noun}`}</legend>
					<label className="check">
						<input type="radio" name="visibility" value="public" defaultChecked={!d.private} />
						<span>Public: anyone, signed in or not</span>
					</label>
					<label className="check">
						<input type="radio" name="visibility" value="private" defaultChecked={d.private} />
						<span>Private: only its owner, its organization's members and the hub's admins</span>
					</label>
				</fieldset>
				<button type="submit">Save visibility</button>
			</Form>
			<h2>Gated access</h2>
			<Form method="post" className="stack-form">
				<CsrfField token={d.csrf} />
				<input type="hidden" name="intent" value="gating" />
				<fieldset>
					<legend>{`Who downloads the ${d.noun}'s files`}</legend>
					<label className="check">
						<input type="radio" name="gated" value="off" defaultChecked={!d.gated} />
						<span>Not gated: whoever sees it</span>
					</label>
					<label className="check">
						<input type="radio" name="gated" value="auto" defaultChecked={d.gated === "auto"} />
						<span>Gated, automatic: a signed-in user asks and has access at once</span>
					</label>
					<label className="check">
						<input type="radio" name="gated" value="manual" defaultChecked={d.gated === "manual"} />
						<span>Gated, manual: its owners accept or reject each request</span>
					</label>
				</fieldset>
				<button type="submit">Save gating</button>
			</Form>
			{d.gated ? (
				<p>
					<Link to={`${d.path}/access-requests`}>Access requests</Link>
				</p>
			) : null}
			<h2>Rename or move</h2>
			<Form method="post" className="stack-form">
				<CsrfField token={d.csrf} />
				<input type="hidden" name="intent" value="move" />
				<label>
					Owner
					<select name="owner" defaultValue={d.owner}>
						{d.owners.map((o) => (
							<option key={o} value={o}>
								{o}
							</option>
						))}
					</select>
				</label>
				<label>
					Name
					<input name="name" required maxLength={96} defaultValue={d.name} autoCapitalize="none" spellCheck={false} />
				</label>
				<p className="muted">The old address sends clients and visitors on to the new one until another takes it.</p>
				<button type="submit">Move</button>
			</Form>
			<h2>Delete</h2>
			<Form method="post" className="stack-form">
				<CsrfField token={d.csrf} />
				<input type="hidden" name="intent" value="delete" />
				<p>
					{`Deleting the ${d.noun} removes its files, history and access requests for good.`} Type <code>{d.id}</code>{" "}
					to confirm.
				</p>
				<label>
					{`The ${d.noun}'s id`}
					<input name="confirm" required maxLength={200} autoComplete="off" autoCapitalize="none" spellCheck={false} />
				</label>
				<button type="submit" className="danger">
					{`Delete this ${d.noun}`}
				</button>
			</Form>
		</div>
	);
}
