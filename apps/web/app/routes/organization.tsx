import type { HubContext } from "@modelhub/server";
import { isOrgRole } from "@modelhub/store";
import { data, Link, useActionData, useLoaderData, useRouteError } from "react-router";
import { FormMessage } from "../components/account/FormMessage";
import { AddMember, MemberTable } from "../components/account/MemberTable";
import { ErrorPage } from "../components/ErrorPage";
import { accountFailure, csrfFailure, failure, field, hubOf, isAccountName, readForm } from "../lib/account.server";
import type { Route } from "./+types/organization";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `${d.name} · Modelhub` : "Organization not found · Modelhub" }];
}

/** What the caller may do on an organization's page: see its members (members, admins), manage them (its admins). */
function standing(hub: HubContext, org: string): { member: boolean; manage: boolean } {
	const caller = hub.caller;
	if (caller.kind !== "user") return { member: false, manage: false };
	const role = caller.orgs.get(org);
	return { member: role !== undefined || caller.admin, manage: role === "admin" || caller.admin };
}

async function orgOf(hub: HubContext, name: string) {
	const org = isAccountName(name) ? await hub.store.accounts.get(name) : undefined;
	if (org?.kind !== "org") throw data(null, { status: 404, statusText: "Not Found" });
	return org;
}

export async function loader({ params, context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	const org = await orgOf(hub, params.org);
	const { member, manage } = standing(hub, org.name);
	const members = member ? await hub.store.accounts.members(org.name) : [];
	return {
		name: org.name,
		displayName: org.displayName,
		members,
		member,
		manage,
		csrf: manage ? (hub.auth.csrf ?? null) : null,
	};
}

// Adds a member with a role, changes a role, or removes a member: for the organization's admins and the hub's admins.
// The organization keeps at least one admin among its members.
export async function action({ request, params, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const org = await orgOf(hub, params.org);
	if (!standing(hub, org.name).manage) throw data(null, { status: 404, statusText: "Not Found" });
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const intent = field(form, "intent", 20);
	const member = field(form, "member", 200).trim();
	const role = field(form, "role", 20);
	if (!member) return failure("Name the user.");
	if (!isAccountName(member)) return failure(`There is no user ${member} on this hub.`);
	const members = await hub.store.accounts.members(org.name);
	const admins = members.filter((m) => m.role === "admin").map((m) => m.name);
	const lastAdmin = admins.length === 1 && admins[0] === member;
	try {
		if (intent === "add" || intent === "role") {
			if (!isOrgRole(role)) return failure("A member's role is read, contributor, write or admin.");
			if (intent === "role" && !members.some((m) => m.name === member))
				return failure(`${member} is not a member of ${org.name}.`);
			if (lastAdmin && role !== "admin")
				return failure(`${member} is the last admin of ${org.name}: make someone else admin first.`);
			await hub.store.accounts.setMember(org.name, member, role);
			return { done: `${member} is now a ${role} member of ${org.name}.` };
		}
		if (intent === "remove") {
			if (lastAdmin) return failure(`${member} is the last admin of ${org.name}: make someone else admin first.`);
			if (!members.some((m) => m.name === member)) return failure(`${member} is not a member of ${org.name}.`);
			await hub.store.accounts.removeMember(org.name, member);
			return { done: `${member} is no longer a member of ${org.name}.` };
		}
	} catch (e) {
		return accountFailure(e);
	}
	return failure("This form asks for nothing this page does.");
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Organization() {
	const d = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="page narrow">
			<p className="breadcrumb">Organization</p>
			<h1>
				{d.displayName || d.name}
				{d.displayName && d.displayName !== d.name ? <span className="muted"> ({d.name})</span> : null}
			</h1>
			<p>
				<Link to={`/models?author=${encodeURIComponent(d.name)}`}>Models of {d.name}</Link>
			</p>
			<h2>Members</h2>
			<FormMessage
				error={result && "error" in result ? result.error : undefined}
				done={result && "done" in result ? result.done : undefined}
			/>
			{d.member ? (
				<MemberTable members={d.members} manage={d.manage} csrf={d.csrf} />
			) : (
				<p className="muted">The members of an organization are listed for its members.</p>
			)}
			{d.manage ? (
				<>
					<h2>Add a member</h2>
					<AddMember csrf={d.csrf} />
				</>
			) : null}
		</div>
	);
}
