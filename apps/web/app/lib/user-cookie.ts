/** The `mh_user` cookie: the signed-in user's name, readable by scripts (the session itself is HttpOnly). */
export function userFromCookie(): string | null {
	const m = /(?:^|;\s*)mh_user=([^;]+)/.exec(document.cookie);
	try {
		return m ? decodeURIComponent(m[1] as string) : null;
	} catch {
		return null;
	}
}
