import type { IncomingMessage } from "node:http";
import { ANONYMOUS, type Caller, type Session } from "@modelhub/store";
import type { Hub } from "./context.js";
import { HttpError } from "./errors.js";

/** The cookie that holds a sign-in session's id (HttpOnly: no script can read it). */
export const SESSION_COOKIE = "mh_session";
/** The signed-in user's name, for the header of prerendered pages (readable by scripts; not a credential). */
export const USER_COOKIE = "mh_user";

/** Bad tokens one address may send in a window before it is refused for the rest of it. */
const BAD_TOKENS = { limit: 30, windowSeconds: 300 };

export interface Identity {
	caller: Caller;
	/** The sign-in session the request came with, when it came with one (not with a token). */
	session?: { id: string } & Session;
	/** The request carries sign-in cookies of a session that has ended: the answer should clear them. */
	stale?: boolean;
}

/** One cookie's value from a Cookie header. */
export function cookie(req: IncomingMessage, name: string): string | undefined {
	for (const part of String(req.headers.cookie ?? "").split(";")) {
		const cut = part.indexOf("=");
		if (cut > 0 && part.slice(0, cut).trim() === name) return part.slice(cut + 1).trim();
	}
	return undefined;
}

/**
 * Who a request comes from: the user of the access token it sends as `Authorization: Bearer …` (as the Hub's clients
 * send `HF_TOKEN`), else of its session cookie, else nobody. A token that is malformed, unknown, revoked or expired is
 * a 401 at once (never treated as anonymous: the client would be told a private repository does not exist), and an
 * address that sends many is refused for a while (429).
 */
export async function identify(req: IncomingMessage, hub: Hub): Promise<Identity> {
	const auth = req.headers.authorization;
	if (auth !== undefined) {
		const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
		const caller = m ? await hub.store.tokens.check(m[1] as string) : undefined;
		if (!caller) {
			// A good token always passes; an address that keeps sending bad ones is told to wait.
			const address = `token:${hub.addresses.clientAddress(req)}`;
			await hub.store.failures.fail(address, BAD_TOKENS.windowSeconds);
			const wait = await hub.store.failures.wait(address, BAD_TOKENS.limit, BAD_TOKENS.windowSeconds);
			if (wait > 0)
				throw new HttpError(429, "too many bad tokens from this address; try again later", "TooManyRequests", {
					"Retry-After": String(wait),
				});
			throw new HttpError(
				401,
				m ? "Invalid credentials in Authorization header" : "the Authorization header must be Bearer <token>",
				"Unauthorized",
				{ "WWW-Authenticate": 'Bearer realm="modelhub"' },
			);
		}
		return { caller };
	}
	const id = cookie(req, SESSION_COOKIE);
	if (id) {
		const session = await hub.store.sessions.check(id);
		if (session) return { caller: session.caller, session: { id, ...session } };
	}
	return id !== undefined || cookie(req, USER_COOKIE) !== undefined
		? { caller: ANONYMOUS, stale: true }
		: { caller: ANONYMOUS };
}
