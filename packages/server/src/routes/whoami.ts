import type { RequestContext } from "../context.js";
import { HttpError } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { objectId } from "./models-api.js";

/**
 * `GET /api/whoami-v2`: the caller in the shape the Hub's clients read (`huggingface_hub`'s `whoami()` and
 * `hf auth whoami`, the JS client's `whoAmI`): name, full name, email when set, organizations with the caller's role
 * in each, and — for a token — its name and role.
 */
export async function whoami(ctx: RequestContext): Promise<void> {
	const { caller } = ctx;
	if (caller.kind !== "user") throw new HttpError(401, "Invalid credentials in Authorization header", "Unauthorized");
	const { store } = ctx.hub;
	const [account, orgs] = await Promise.all([store.accounts.get(caller.name), store.accounts.orgsOf(caller.name)]);
	if (!account) throw new HttpError(401, "Invalid credentials in Authorization header", "Unauthorized");
	const body: Record<string, unknown> = {
		type: "user",
		id: objectId(`user:${account.name}`),
		name: account.name,
		fullname: account.displayName || account.name,
		isPro: false,
		canPay: false,
		emailVerified: account.email !== null,
		...(account.email ? { email: account.email } : {}),
		avatarUrl: "",
		orgs: orgs.map((o) => ({
			type: "org",
			id: objectId(`org:${o.name}`),
			name: o.name,
			fullname: o.displayName || o.name,
			roleInOrg: o.role,
			isEnterprise: false,
		})),
		auth: caller.token
			? { type: "access_token", accessToken: { displayName: caller.token.name, role: caller.token.role } }
			: { type: "session" },
	};
	if (account.admin) body.isAdmin = true;
	sendJson(ctx.req, ctx.res, 200, body);
}
