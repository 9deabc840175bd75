import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type Account, SESSION_DAYS, type Session, type Store } from "@modelhub/store";
import { DEVICE_COOKIE, DEVICE_DAYS, deviceIdFor, newDeviceCookie } from "./device-cookie.js";
import { SESSION_COOKIE, USER_COOKIE } from "./identity.js";
import type { Signer } from "./signing.js";

/**
 * Signing in and out on the web, for the pages' actions: the session cookie's flags (HttpOnly, SameSite=Lax, Secure
 * behind https), the limits on failed sign-ins (SignInLimits, with device cookies), and the CSRF token every
 * state-changing form of a session carries.
 */

/** A cookie that is not secret and that scripts may read: the signed-in user's name, for the page header. */

export type SignIn =
	| { ok: true; account: Account; cookies: string[] }
	| { ok: false; error: string; retryAfter?: number };

/** What the web app's actions use to sign a visitor in or out (see HubContext.auth). */
export interface WebAuth {
	signIn(name: string, password: string): Promise<SignIn>;
	/** Ends the request's session, if it has one; the cookies that clear it. */
	signOut(): Promise<string[]>;
	/** Whether a form carries the session's CSRF token (every state-changing form of a signed-in visitor must). */
	checkCsrf(token: unknown): boolean;
	/** The session's CSRF token, for the forms a page renders; undefined when not signed in. */
	readonly csrf: string | undefined;
	/** Cookies that open a new session for a user (after a password change ends the others). */
	openSession(account: string): Promise<string[]>;
}

function cookieFlags(origin: string, maxAge: number): string {
	const secure = origin.startsWith("https:") ? "; Secure" : "";
	return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** The cookies of a new session: its id (HttpOnly) and the user's name (for the header, not a secret). */
export function sessionCookies(origin: string, id: string, name: string): string[] {
	const age = SESSION_DAYS * 24 * 3600;
	return [
		`${SESSION_COOKIE}=${id}${cookieFlags(origin, age)}; HttpOnly`,
		`${USER_COOKIE}=${encodeURIComponent(name)}${cookieFlags(origin, age)}`,
	];
}

export function clearedCookies(origin: string): string[] {
	return [`${SESSION_COOKIE}=${cookieFlags(origin, 0)}; HttpOnly`, `${USER_COOKIE}=${cookieFlags(origin, 0)}`];
}

/** The browser's device cookie as a sign-in sees it: its value, and what checks its signature. */
export interface DeviceCookie {
	signer: Signer;
	value: string | undefined;
}

export function webAuth(
	store: Store,
	origin: string,
	address: string,
	session: ({ id: string } & Session) | undefined,
	device?: DeviceCookie,
): WebAuth {
	return {
		csrf: session?.csrf,
		async signIn(name, password) {
			const id = device && deviceIdFor(device.signer, device.value, name);
			const attempt = { address, account: name, ...(id ? { device: id } : {}) };
			const wait = await store.signIns.wait(attempt);
			if (wait > 0)
				return { ok: false, error: "Too many failed sign-ins: try again in a few minutes.", retryAfter: wait };
			const account = await store.accounts.checkPassword(name, password);
			if (!account) {
				await store.signIns.failed(attempt);
				return { ok: false, error: "That name and password do not match an account." };
			}
			await store.signIns.succeeded(attempt);
			if (session) await store.sessions.end(session.id);
			const opened = await store.sessions.create(account.name);
			const cookies = sessionCookies(origin, opened.id, account.name);
			// This browser now has its own budget for this account (a new id each time, so a copied cookie ages out).
			if (device)
				cookies.push(
					`${DEVICE_COOKIE}=${encodeURIComponent(newDeviceCookie(device.signer, account.name))}${cookieFlags(origin, DEVICE_DAYS * 24 * 3600)}; HttpOnly`,
				);
			return { ok: true, account, cookies };
		},
		async signOut() {
			if (session) await store.sessions.end(session.id);
			return clearedCookies(origin);
		},
		checkCsrf(token) {
			return session !== undefined && typeof token === "string" && sameSecret(token, session.csrf);
		},
		async openSession(account) {
			const opened = await store.sessions.create(account);
			return sessionCookies(origin, opened.id, account);
		},
	};
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
	const x = Buffer.from(a);
	const y = Buffer.from(b);
	return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a state-changing request comes from a page of this hub (its Origin, else its Referer, names the hub). */
export function sameOrigin(req: IncomingMessage, origin: string): boolean {
	const from = req.headers.origin ?? req.headers.referer;
	if (typeof from !== "string") return false;
	try {
		return new URL(from).origin === origin;
	} catch {
		return false;
	}
}
