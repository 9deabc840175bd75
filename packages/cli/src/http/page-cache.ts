import type { CatalogStore } from "@modelhub/store";
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
 * Pages that show counts over the whole store and nothing of one record (`/libraries`, and its `.data` twin): their
 * version is the same for every request, so a rendered copy is reused until it expires.
 */
const STORE_WIDE = new Set(["/libraries", "/libraries.data"]);
const STORE_WIDE_VERSION = "store-wide";

/** The model id a page URL (`/<owner>/<name>` or its `.data` twin) shows, else undefined. */
export function modelIdOf(pathname: string): string | undefined {
	const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
	const m = /^\/([A-Za-z0-9][\w.-]*)\/([A-Za-z0-9][\w.-]*)$/.exec(path);
	return m ? `${m[1]}/${m[2]}` : undefined;
}

/**
 * A render cache for model pages, keyed by URL and the record's version (the digest of its record and card): a
 * page is rendered once per version of its record, and every other request costs one store read (the version) and a
 * copy of bytes already compressed. Entries also expire after a minute, since a page shows counts of other models.
 * Pages of store-wide counts (`/libraries`) are kept the same way, for that minute.
 */
export class PageCache {
	private entries = new Map<string, Entry>();

	constructor(private store: CatalogStore) {}

	/**
	 * The version of the model behind a URL (the store's digest of its record and card), or undefined when the URL is
	 * neither a stored model's page nor a store-wide one. One indexed read of a short column: the store's own `digest`, which changes whenever
	 * an import changes the record or its card.
	 */
	async version(pathname: string): Promise<string | undefined> {
		if (STORE_WIDE.has(pathname)) return STORE_WIDE_VERSION;
		const id = modelIdOf(pathname);
		if (!id) return undefined;
		const r = await this.store.db.query<{ digest: string }>("SELECT digest FROM models WHERE id = $1", [id]);
		return r.rows[0]?.digest;
	}

	get(url: string, version: string): Body | undefined {
		const e = this.entries.get(url);
		if (!e || e.version !== version || Date.now() - e.at > MAX_AGE_MS) return undefined;
		this.entries.delete(url);
		this.entries.set(url, e);
		return e.body;
	}

	set(url: string, version: string, body: Body): void {
		this.entries.delete(url);
		// The same object is sent: its compressed copies, made on first use per encoding, are kept with it.
		this.entries.set(url, { version, at: Date.now(), body });
		if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
	}
}
