import type { HubContext } from "@modelhub/server";
import { type Caller, can, type RepoAccess, type RepoWriter } from "@modelhub/store";
import { data } from "react-router";
import { failure, hubOf } from "./account.server";
import type { Unavailable } from "./store.server";

/**
 * What the pages that write to a repository share (uploading, editing the card, deleting a file, a new repository, its
 * settings): the repository the policy let through, the writer, and a refused commit as the form's one-line message.
 */

/**
 * The repository of a write page. The server's router asked the policy (`write`) before the page ran: for anyone who
 * may not write here — a stranger, a reader, a visitor not signed in — `context.repo.access` is null, and the page is
 * exactly a missing one.
 */
export function writable(context: Partial<HubContext>): {
	hub: HubContext;
	access: RepoAccess;
	writer: RepoWriter;
	user: string;
} {
	const hub = hubOf(context);
	const access = context.repo?.access;
	if (!access || hub.caller.kind !== "user") throw data(null, { status: 404, statusText: "Not Found" });
	if (!context.writer) throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
	return { hub, access, writer: context.writer, user: hub.caller.name };
}

/** The repository of a page anyone who may read it may see (history, a commit); missing otherwise. */
export function readable(context: Partial<HubContext>): { hub: HubContext; access: RepoAccess } {
	const hub = hubOf(context);
	const access = context.repo?.access;
	if (!access) throw data(null, { status: 404, statusText: "Not Found" });
	return { hub, access };
}

/**
 * The repository of a page for those who may manage it (its settings, its access requests). The server's router asked
 * the policy (`manage`) before the page ran: for anyone else `context.repo.access` is null, and the page is exactly a
 * missing one.
 */
export function managed(context: Partial<HubContext>): { hub: HubContext; access: RepoAccess } {
	const hub = hubOf(context);
	const access = context.repo?.access;
	if (!access) throw data(null, { status: 404, statusText: "Not Found" });
	return { hub, access };
}

/** Whether the caller may write to the repository (the policy's answer, for the links a page shows). */
export function mayWrite(caller: Caller | undefined, access: RepoAccess): boolean {
	return caller !== undefined && can(caller, "write", access).ok;
}

/**
 * The owners a caller may make a repository under: themselves, and each organization in which the policy lets them
 * write (asked as for a new repository of that owner, as `POST /api/repos/create` asks).
 */
export function ownersFor(caller: Caller): string[] {
	if (caller.kind !== "user") return [];
	return [caller.name, ...[...caller.orgs.keys()].sort()].filter((owner) => mayOwn(caller, owner));
}

/** Whether the caller may make (or move) a repository under `owner`, as the policy answers for a new one there. */
export function mayOwn(caller: Caller, owner: string): boolean {
	return can(caller, "write", { type: "model", id: `${owner}/new`, owner, private: false, gated: false }).ok;
}

const COMMIT_STATUS: Record<string, number> = { invalid: 400, "not-found": 404, stale: 409, conflict: 409 };

/**
 * A commit the repository service refused (a bad path, a file that is not there, a card the importer would refuse)
 * as the form's message, with a 4xx status; anything else goes on to the error page. Recognised by shape: the store
 * the server runs and the one this build imports may be two copies of the same module.
 */
export function commitFailure(e: unknown) {
	const kind = (e as { kind?: unknown })?.kind;
	if (e instanceof Error && typeof kind === "string" && COMMIT_STATUS[kind] !== undefined) {
		const line = e.message.split("\n")[0] ?? "";
		return failure(`${line[0]?.toUpperCase() ?? ""}${line.slice(1)}`, COMMIT_STATUS[kind]);
	}
	throw e;
}

/** A commit's summary from a form: one line, trimmed; the default when empty. */
export function summaryOf(text: string, fallback: string): string | { error: string } {
	const summary = text.trim() || fallback;
	if (summary.length > 1000 || /[\u0000-\u001f\u007f]/.test(summary))
		return { error: "The summary is one line of at most 1000 characters." };
	return summary;
}
