/**
 * The address to go to after signing in: a path of this hub only (`/x`, never `//host`, `/\host` or an absolute URL),
 * else the home page.
 */
export function safeNext(next: unknown): string {
	if (typeof next !== "string" || !next.startsWith("/") || next.length > 2000) return "/";
	if (/^\/[/\\]/.test(next) || /[\u0000-\u001f\u007f\\]/.test(next)) return "/";
	try {
		const base = "http://hub.invalid";
		const url = new URL(next, base);
		if (url.origin !== base) return "/";
		return url.pathname + url.search + url.hash;
	} catch {
		return "/";
	}
}
