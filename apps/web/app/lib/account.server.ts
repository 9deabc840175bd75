import { namePartError } from "@modelhub/core";
import type { HubContext } from "@modelhub/server";
import { AccountError } from "@modelhub/store";
import { data, redirect } from "react-router";
import type { Unavailable } from "./store.server";

export { safeNext } from "./next-path";

/**
 * What the account pages' loaders and actions share: the hub's context (absent outside `modelhub serve`), the signed-in
 * user, the form's fields read with limits, the CSRF check, and the one place a `?next=` address is judged.
 */

/** The hub's load context, or a 503 page when the page is rendered without the hub (no store, no sessions). */
export function hubOf(context: Partial<HubContext>): HubContext {
	if (!context.store || !context.auth || !context.caller || context.failure)
		throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
	return context as HubContext;
}

/** The signed-in user's name, if the request comes from one. */
export function userName(hub: HubContext): string | undefined {
	return hub.caller.kind === "user" ? hub.caller.name : undefined;
}

/** The signed-in user's name; a visitor who is not signed in is sent to the sign-in page, and back here after it. */
export function requireUser(hub: HubContext, request: Request): string {
	const name = userName(hub);
	if (name) return name;
	const url = new URL(request.url);
	throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** A form's body; a body that is not a form is a 400 page. */
export async function readForm(request: Request): Promise<FormData> {
	try {
		return await request.formData();
	} catch {
		throw data({ badQuery: "the form could not be read" }, { status: 400 });
	}
}

/** A text field of a form, at most `max` characters ("" when absent or not text). */
export function field(form: FormData, name: string, max = 1000): string {
	const v = form.get(name);
	return typeof v === "string" ? v.slice(0, max) : "";
}

/** What an action answers when a form cannot be done as sent: the message it shows. */
export interface FormFailure {
	error: string;
}

/**
 * A form that cannot be done as sent: the page again with its message. Its status is 200 — the request was understood
 * and answered with a page that says what to change; a 4xx would be a failed request in the browser's console — except
 * for a refusal (403, a form that is not this session's) and a limit (429, with Retry-After).
 */
export function failure(error: string, status = 200, headers?: HeadersInit) {
	return data({ error } satisfies FormFailure, { status, ...(headers ? { headers } : {}) });
}

export const CSRF_MESSAGE =
	"This form has expired or did not come from this hub's page: reload the page and try again.";

/** A state-changing form of a signed-in visitor must carry the session's token (see WebAuth.checkCsrf). */
export function csrfFailure(hub: HubContext, form: FormData) {
	return hub.auth.checkCsrf(form.get("csrf")) ? undefined : failure(CSRF_MESSAGE, 403);
}

/** An error of the accounts store (a bad name, a taken name, a missing user) as the form's message; others go on. */
export function accountFailure(e: unknown) {
	if (e instanceof AccountError) return failure(`${e.message[0]?.toUpperCase() ?? ""}${e.message.slice(1)}.`);
	throw e;
}

/** Headers that set each of `cookies`. */
export function cookieHeaders(cookies: string[], more: Record<string, string> = {}): Headers {
	const headers = new Headers(more);
	for (const c of cookies) headers.append("Set-Cookie", c);
	return headers;
}

/** Whether a text can be an account's name (the owners' rules of repository ids): other texts name no one. */
export function isAccountName(text: string): boolean {
	return text.length > 0 && namePartError(text, "owner") === undefined;
}
