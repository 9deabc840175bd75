import { repoPath } from "@modelhub/core";
import type { HubContext } from "@modelhub/server";
import { can, type RepoAccess, type RequestStatus } from "@modelhub/store";
import { type GateForm, gateForm } from "./gate-fields.server";

/** Where a visitor stands with a gated model: what its page shows them about access. */
export type GateState =
	/** Not signed in: sign in, then ask. */
	| { kind: "anonymous" }
	/** Its owner, a member of its organization or an admin: access without asking. */
	| { kind: "insider" }
	/** Asked already: pending, accepted or rejected. */
	| { kind: "status"; status: RequestStatus }
	/** Signed in, never asked: the form (the card's fields), with the session's CSRF token. */
	| { kind: "form"; form: GateForm; csrf: string | null };

export interface Gate {
	id: string;
	/** The repository's page (`/{id}`, `/datasets/{id}`, `/spaces/{id}`), which its forms and links start from. */
	path: string;
	noun: "model" | "dataset" | "space";
	mode: "auto" | "manual";
	state: GateState;
}

/** What a gated model's page and its `ask-access` page show the caller; undefined for a model that is not gated. */
export async function gateOf(
	context: Partial<HubContext>,
	access: RepoAccess,
	cardData: unknown,
): Promise<Gate | undefined> {
	if (!access.gated) return undefined;
	const base = { id: access.id, path: repoPath(access), noun: access.type, mode: access.gated };
	const caller = context.caller;
	if (caller?.kind !== "user" || !context.store) return { ...base, state: { kind: "anonymous" } };
	if (access.granted) return { ...base, state: { kind: "status", status: "accepted" } };
	if (can(caller, "read-files", access).ok) return { ...base, state: { kind: "insider" } };
	const status = await context.store.accessRequests.statusOf(access, caller.name);
	if (status) return { ...base, state: { kind: "status", status } };
	return { ...base, state: { kind: "form", form: gateForm(cardData), csrf: context.auth?.csrf ?? null } };
}

/** Whether the caller may manage the repository (its settings and access requests). */
export function mayManage(context: Partial<HubContext>, access: RepoAccess): boolean {
	return context.caller !== undefined && can(context.caller, "manage", access).ok;
}
