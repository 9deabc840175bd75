import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { pageCsp } from "./security.js";
import { type Body, type Encoding, etagOf, sendBody } from "./send.js";

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
export function createStaticFiles(
	dir: string,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean {
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
	return (req, res, pathname) => {
		const entry = entries.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
		if (!entry) return false;
		if (!entry.loaded) {
			const body = readFileSync(entry.file);
			entry.loaded = { body, etag: etagOf(body), encoded: {} };
			if (entry.headers["Content-Type"]?.startsWith("text/html"))
				entry.headers["Content-Security-Policy"] = pageCsp(body.toString("utf8"));
		}
		const b: Body = { status: 200, headers: entry.headers, ...entry.loaded };
		sendBody(req, res, b, "best");
		return true;
	};
}
