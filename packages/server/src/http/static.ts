import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { pageCsp } from "./security.js";
import { type Body, compressible, type Encoding, etagOf, sendBody } from "./send.js";

const TYPES: Record<string, string> = {
	".html": "text/html; charset=utf-8",
	".data": "text/x-script; charset=utf-8",
	".js": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".json": "application/json; charset=utf-8",
	".svg": "image/svg+xml",
	".wav": "audio/wav",
	".png": "image/png",
	".ico": "image/x-icon",
	".txt": "text/plain; charset=utf-8",
	".woff2": "font/woff2",
};

interface Entry {
	file: string;
	headers: Record<string, string>;
	loaded?: { body: Buffer; etag: string; encoded: Partial<Record<Encoding, Buffer>> };
}

/**
 * The built site's files: hashed assets (cached for a year), prerendered pages (`/tasks` → `tasks/index.html`,
 * revalidated by ETag) and their `.data` files. Only files listed at start-up are served, so no request path can reach
 * outside the folder; a file is read and compressed once, on its first request.
 */
export interface StaticFiles {
	/** Whether a path (decoded, as URL parsing leaves it) names one of the site's files. */
	has(pathname: string): boolean;
	/** Answers a request for a listed file and returns true; returns false for any other path. */
	serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
	/**
	 * Reads and compresses every file ahead of its first request, one at a time off the event loop (zlib's thread
	 * pool), so that no visitor waits for a best-quality brotli pass.
	 */
	warm(): Promise<void>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A request path as the files are listed: without a trailing slash (but the root). */
const key = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

export function createStaticFiles(dir: string): StaticFiles {
	const entries = new Map<string, Entry>();
	for (const rel of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
		const path = rel.split("\\").join("/");
		const type = TYPES[extname(path)];
		if (!type || path.startsWith(".vite/")) continue;
		const hashed = path.startsWith("assets/");
		const entry: Entry = {
			file: join(dir, rel),
			headers: {
				"Content-Type": type,
				"Cache-Control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
			},
		};
		if (path === "index.html") entries.set("/", entry);
		else if (path.endsWith("/index.html")) entries.set(`/${path.slice(0, -"/index.html".length)}`, entry);
		else if (!path.endsWith(".html")) entries.set(`/${path}`, entry);
	}
	const load = (entry: Entry) => {
		if (!entry.loaded) {
			const body = readFileSync(entry.file);
			entry.loaded = { body, etag: etagOf(body), encoded: {} };
			if (entry.headers["Content-Type"]?.startsWith("text/html"))
				entry.headers["Content-Security-Policy"] = pageCsp(body.toString("utf8"));
		}
		return entry.loaded;
	};
	return {
		has(pathname) {
			return entries.has(key(pathname));
		},
		serve(req, res, pathname) {
			const entry = entries.get(key(pathname));
			if (!entry) return false;
			const b: Body = { status: 200, headers: entry.headers, ...load(entry) };
			sendBody(req, res, b, "best");
			return true;
		},
		async warm() {
			for (const entry of new Set(entries.values())) {
				const loaded = load(entry);
				if (!compressible(entry.headers["Content-Type"] ?? "", loaded.body.length)) continue;
				loaded.encoded.br ??= await brotliAsync(loaded.body, {
					params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: loaded.body.length },
				});
				loaded.encoded.gzip ??= await gzipAsync(loaded.body, { level: 9 });
			}
		},
	};
}
