import { REQUEST_STATUSES, type RequestStatus } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { readJson } from "./body.js";

/**
 * The Hub's access-request API for gated repositories, as `huggingface_hub` calls it
 * (`list_pending_access_requests`, `…accepted…`, `…rejected…`, `accept_access_request`, `reject_access_request`,
 * `cancel_access_request`, `grant_access`). The policy lets only those who manage the repository through.
 */

function repoOf(ctx: RequestContext) {
	const repo = ctx.params.repo;
	if (!repo) throw new Error("an access-request route without a repository");
	return repo;
}

/** `GET /api/{type}s/{id}/user-access-request/{status}`. */
export async function listAccessRequests(ctx: RequestContext): Promise<void> {
	const status = ctx.params.name as RequestStatus;
	if (!REQUEST_STATUSES.includes(status))
		throw new HttpError(
			404,
			`no list of ${String(status).slice(0, 40)} requests (pending, accepted or rejected)`,
			"NotFound",
		);
	const list = await ctx.hub.store.accessRequests.list(repoOf(ctx), status);
	sendJson(
		ctx.req,
		ctx.res,
		200,
		list.map((r) => ({
			user: { user: r.user, fullname: r.fullname || r.user, ...(r.email ? { email: r.email } : {}) },
			status: r.status,
			timestamp: (r.decidedAt ?? r.requestedAt).toISOString(),
			...(r.fields ? { fields: r.fields } : {}),
			...(r.reason ? { rejectionReason: r.reason } : {}),
		})),
	);
}

function userOf(body: Record<string, unknown>): string {
	const user = body.user;
	if (typeof user !== "string" || !user || user.length > 100)
		throw badRequest("invalid body: user must be a user's name");
	return user;
}

/** `POST …/user-access-request/handle` `{user, status, rejectionReason?}`. */
export async function handleAccessRequest(ctx: RequestContext): Promise<void> {
	const body = await readJson(ctx);
	const user = userOf(body);
	const status = body.status;
	if (typeof status !== "string" || !REQUEST_STATUSES.includes(status as RequestStatus))
		throw badRequest("invalid body: status must be pending, accepted or rejected");
	const reason = body.rejectionReason;
	if (reason !== undefined && (typeof reason !== "string" || reason.length > 1000))
		throw badRequest("invalid body: rejectionReason must be a text of at most 1000 characters");
	await decide(ctx, user, status as RequestStatus, reason as string | undefined);
	sendJson(ctx.req, ctx.res, 200, { user, status });
}

/** `POST …/user-access-request/grant` `{user}`: access for a user who may never have asked. */
export async function grantAccess(ctx: RequestContext): Promise<void> {
	const user = userOf(await readJson(ctx));
	await decide(ctx, user, "accepted");
	sendJson(ctx.req, ctx.res, 200, { user, status: "accepted" });
}

async function decide(ctx: RequestContext, user: string, status: RequestStatus, reason?: string): Promise<void> {
	const by = ctx.caller.kind === "user" ? ctx.caller.name : "";
	if (!(await ctx.hub.store.accessRequests.decide(repoOf(ctx), user, status, by, reason)))
		throw new HttpError(404, `no user ${user.slice(0, 100)}`, "UserNotFound");
}
