import type { Body } from "./send.js";

/** Rendered answers kept at most (each with its compressed copies). */
const MAX_ENTRIES = 2000;
/** How long a rendered page may be reused while its record is unchanged (counts from other records may move). */
const MAX_AGE_MS = 60_000;

interface Entry {
	version: string;
	at: number;
	body: Body;
}

/**
 * A render cache for pages whose content is known by a version: a repository's page (the store's digest of its record
 * and card, which changes with every import or commit) and pages of store-wide counts (`/libraries`, one version).
 * A key holds everything the rendered text depends on besides the version — the origin it was written for and the URL
 * — so an entry made for one origin (snippets name it) is never served to a request for another. Entries also expire
 * after a minute, since a page shows counts of other repositories.
 */
export class PageCache {
	private entries = new Map<string, Entry>();

	static key(origin: string, url: string): string {
		return `${origin}\0${url}`;
	}

	get(key: string, version: string): Body | undefined {
		const e = this.entries.get(key);
		if (!e || e.version !== version || Date.now() - e.at > MAX_AGE_MS) return undefined;
		this.entries.delete(key);
		this.entries.set(key, e);
		return e.body;
	}

	set(key: string, version: string, body: Body): void {
		this.entries.delete(key);
		// The same object is sent: its compressed copies, made on first use per encoding, are kept with it.
		this.entries.set(key, { version, at: Date.now(), body });
		if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
	}
}
