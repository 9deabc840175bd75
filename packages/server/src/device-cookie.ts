import { randomBytes } from "node:crypto";
import type { Signer } from "./signing.js";

/**
 * Device cookies (OWASP's answer to lockouts used as a weapon): a browser that signed in to an account gets a cookie
 * signed by the hub that names the account and an id of its own. Its later sign-ins to that account are counted on
 * that id alone, so failures strangers make elsewhere never keep it out (see SignInLimits). It grants nothing by
 * itself: the password is still asked for.
 */

/** The device cookie's name (HttpOnly, sent only to this hub). */
export const DEVICE_COOKIE = "mh_device";

/** How long a browser keeps its device cookie after its last sign-in. */
export const DEVICE_DAYS = 180;

/** What the signature binds besides the account and the id: no signed upload URL's path can be mistaken for it. */
const PURPOSE = "sign-in device";

/** A new device cookie's value for `account`: the account, its expiry, a random id, and the hub's signature. */
export function newDeviceCookie(signer: Signer, account: string): string {
	return signer.sign(PURPOSE, account, DEVICE_DAYS * 24 * 3600, randomBytes(12).toString("hex")).toString();
}

/**
 * The id of a device cookie when it is one of this hub's, unexpired, and for `account` (names compared as sign-in
 * compares them, case aside); undefined otherwise.
 */
export function deviceIdFor(signer: Signer, value: string | undefined, account: string): string | undefined {
	if (!value) return undefined;
	let query: URLSearchParams;
	try {
		query = new URLSearchParams(decodeURIComponent(value));
	} catch {
		return undefined;
	}
	const user = signer.verify(PURPOSE, query);
	return user !== undefined && user.toLowerCase() === account.toLowerCase()
		? (query.get("upload") ?? undefined)
		: undefined;
}
