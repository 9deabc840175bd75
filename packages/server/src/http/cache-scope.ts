import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** What a private answer varies on: who asks, by token or by session cookie. */
const VARY = ["Authorization", "Cookie"];

/**
 * `Cache-Control` for the asker's own cache only: `private` first, what the route said kept (`no-store`, `no-cache`,
 * `max-age`…), and whatever would let a shared cache keep it (`public`, `s-maxage`) dropped.
 */
export function privateCacheControl(value: string | undefined): string {
	const kept = (value ?? "")
		.split(",")
		.map((d) => d.trim())
		.filter((d) => d !== "" && !/^(?:public|private|s-maxage\s*=.*|proxy-revalidate)$/i.test(d));
	return ["private", ...kept].join(", ");
}

/** A `Vary` value with `names` added to what it already names. */
function varyWith(value: string | number | readonly string[] | undefined, names: readonly string[]): string {
	const have = (Array.isArray(value) ? value.join(",") : String(value ?? ""))
		.split(",")
		.map((v) => v.trim())
		.filter(Boolean);
	const lower = new Set(have.map((v) => v.toLowerCase()));
	return [...have, ...names.filter((n) => !lower.has(n.toLowerCase()))].join(", ");
}

/**
 * Makes every answer of this response for the asker alone, whatever the route that writes it sets: `Cache-Control:
 * private` (keeping `no-store` and the other directives it set) and `Vary: Authorization, Cookie`. Decided once, by the
 * router, from the repository the request names (see `sharedCacheable`), so that no route has to remember it — a
 * route's own headers, a 304, a redirect and an error alike. Node has no hook between a handler's headers and their
 * sending but `writeHead` itself (which an implicit header write calls too), so that is where it steps in.
 */
export function keepPrivate(res: ServerResponse): void {
	const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
	res.writeHead = ((status: number, ...rest: unknown[]) => {
		const message = typeof rest[0] === "string" ? rest[0] : undefined;
		const headers = (message === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | undefined;
		// Every route here gives its headers as an object; a raw list would be passed on as it is.
		if (Array.isArray(headers)) return writeHead(status, ...rest);
		// Headers given here win over those set before, as Node merges them: they are set first so both are seen.
		for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
		res.setHeader("Cache-Control", privateCacheControl(res.getHeader("cache-control")?.toString()));
		res.setHeader("Vary", varyWith(res.getHeader("vary"), VARY));
		return message === undefined ? writeHead(status) : writeHead(status, message);
	}) as ServerResponse["writeHead"];
}
