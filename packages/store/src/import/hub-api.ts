import { quote } from "../quote.js";
import type { Store } from "../store.js";
import { recordEvent } from "./records.js";
import type { ImportEvent } from "./types.js";

export interface HubApiOptions {
	/** Ignore a saved position and start from the first page. */
	restart?: boolean;
	/** Records per page asked of the API (default 1,000). */
	pageSize?: number;
	/** Attempts per page on 429 and 5xx answers and network errors (default 6). */
	attempts?: number;
	/** Milliseconds before the first retry; doubled each time, or the server's Retry-After (default 500). */
	backoffMs?: number;
	fetch?: typeof fetch;
	signal?: AbortSignal;
	/** Told about each retry, for the CLI to print. */
	onRetry?: (message: string) => void;
}

/** Raised when the API cannot be read (after the retries); the message is one line naming the URL and status. */
export class HubApiError extends Error {}

/** The first page's URL: the models listing with full records, whether given a hub's base URL or its models URL. */
export function firstPageUrl(from: string, pageSize: number): URL {
	let url: URL;
	try {
		url = new URL(from);
	} catch {
		throw new HubApiError(`--from ${quote(from)} is not a URL (e.g. http://127.0.0.1:4173)`);
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") throw new HubApiError(`--from must be an http(s) URL`);
	if (!url.pathname.replace(/\/+$/, "").endsWith("/api/models"))
		url.pathname = `${url.pathname.replace(/\/+$/, "")}/api/models`;
	for (const [k, v] of [
		["full", "true"],
		["config", "true"],
		["limit", String(pageSize)],
	] as const)
		if (!url.searchParams.has(k)) url.searchParams.set(k, v);
	return url;
}

/** The `rel="next"` target of a Link header, resolved against the page's URL. */
export function nextLink(header: string | null, base: URL): URL | undefined {
	if (!header) return undefined;
	for (const part of header.split(/,(?=\s*<)/)) {
		const m = /^\s*<([^>]*)>(.*)$/.exec(part);
		if (m && /;\s*rel="?next"?/i.test(m[2] ?? "")) {
			try {
				return new URL(m[1] ?? "", base);
			} catch {
				return undefined;
			}
		}
	}
	return undefined;
}

const sleep = (ms: number, signal?: AbortSignal) =>
	new Promise<void>((resolve) => {
		const t = setTimeout(resolve, ms);
		signal?.addEventListener("abort", () => {
			clearTimeout(t);
			resolve();
		});
	});

async function fetchPage(url: URL, o: Required<Pick<HubApiOptions, "attempts" | "backoffMs">> & HubApiOptions) {
	const doFetch = o.fetch ?? fetch;
	let delay = o.backoffMs;
	for (let attempt = 1; ; attempt++) {
		let problem: string;
		try {
			const res = await doFetch(url, {
				headers: { accept: "application/json" },
				...(o.signal ? { signal: o.signal } : {}),
			});
			if (res.ok) {
				const body = (await res.json()) as unknown;
				if (!Array.isArray(body)) throw new HubApiError(`${url} did not answer with a JSON array of models`);
				return { body, next: nextLink(res.headers.get("link"), url) };
			}
			problem = `HTTP ${res.status}`;
			if (res.status !== 429 && res.status < 500) throw new HubApiError(`${url} answered ${problem}`);
			const retryAfter = Number(res.headers.get("retry-after"));
			if (Number.isFinite(retryAfter) && retryAfter > 0) delay = Math.min(retryAfter * 1000, 60_000);
			await res.body?.cancel();
		} catch (e) {
			if (e instanceof HubApiError || o.signal?.aborted) throw e;
			problem = (e as Error).message.split("\n")[0] ?? "network error";
		}
		if (attempt >= o.attempts) throw new HubApiError(`${url} failed ${attempt} times (last: ${problem})`);
		o.onRetry?.(
			`${problem} from ${url}; retrying in ${Math.round(delay)} ms (attempt ${attempt + 1} of ${o.attempts})`,
		);
		await sleep(delay, o.signal);
		delay *= 2;
	}
}

/**
 * Model records from a Hub-compatible API, page after page along the `Link: <…>; rel="next"` cursor. After each page
 * is committed, the next page's URL is saved in the store, so an interrupted import resumes where it stopped.
 */
export async function* readHubApi(store: Store, from: string, options: HubApiOptions = {}): AsyncIterable<ImportEvent> {
	const o = { attempts: 6, backoffMs: 500, ...options };
	const first = firstPageUrl(from, options.pageSize ?? 1000);
	const key = `import.cursor:${first.origin}${first.pathname}`;
	const saved = options.restart ? undefined : await store.getMeta(key);
	let url: URL | undefined = saved && URL.canParse(saved) ? new URL(saved) : first;
	while (url) {
		const { body, next } = await fetchPage(url, o);
		for (const [i, value] of body.entries()) yield recordEvent(value, `${url.toString()} #${i}`);
		const nextUrl: URL | undefined = next;
		yield {
			kind: "checkpoint",
			save: async () => {
				await store.setMeta(key, nextUrl ? nextUrl.toString() : "");
			},
		};
		url = nextUrl;
		if (options.signal?.aborted) return;
	}
}
