import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { CatalogStore } from "@modelhub/store";
import sirv from "sirv";
import { handleApi } from "./http/api.js";
import { handleFiles } from "./http/files.js";
import { sendError } from "./http/respond.js";

/** Where `npm run build` puts the prerendered hub (HTML, `.data` files, assets). */
export function defaultSiteDir(): string {
	const require = createRequire(import.meta.url);
	return join(dirname(require.resolve("@modelhub/web/package.json")), "build", "client");
}

export interface ServeOptions {
	dir: string;
	port: number;
	host: string;
	/** The catalogue behind /api/models. */
	store?: CatalogStore;
}

/**
 * Serves the prerendered hub: every route is a file (`/tasks` → `tasks/index.html`), React Router's `<route>.data`
 * files answer client-side navigation, and any other path gets the app shell with status 404. sirv only serves files
 * it listed at start-up, so no request path can reach outside the site folder.
 */
export function startServer({ dir, port, host, store }: ServeOptions): Promise<Server> {
	const assets = sirv(dir, {
		dev: false,
		etag: true,
		extensions: ["html"],
		setHeaders(res, pathname) {
			if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
			if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
		},
	});
	const fallbackFile = join(dir, "__spa-fallback.html");
	const fallback = existsSync(fallbackFile) ? readFileSync(fallbackFile) : Buffer.from("Not found\n");
	const fallbackType = existsSync(fallbackFile) ? "text/html; charset=utf-8" : "text/plain; charset=utf-8";
	// A route's page is `<route>/index.html`; it wins over a sibling `<route>.html`-style match (the prerendered
	// redirect of `/docs/x/tr` lives at `docs/x/tr/index.html`, which must not answer `/docs/x/tr/index`).
	const pages = new Set(
		readdirSync(dir, { recursive: true, encoding: "utf8" })
			.filter((f) => f.endsWith("index.html"))
			.map((f) => `/${f.split("\\").join("/")}`),
	);
	const server = createServer(async (req, res) => {
		if (store) {
			let url: URL;
			try {
				url = new URL(req.url ?? "/", "http://localhost");
			} catch {
				sendError(req, res, 400, "bad request: the path is not a URL path", "BadRequest");
				return;
			}
			const isApi = (req.url ?? "").startsWith("/api/");
			// The file routes first: they own /api/models/{id}/revision|tree|paths-info/… and /{id}/resolve/….
			if (await handleFiles(req, res, url, store)) return;
			if (isApi && (await handleApi(req, res, url, store))) return;
			if (isApi) {
				sendError(req, res, 404, `no API route ${url.pathname.slice(0, 200)}`, "NotFound");
				return;
			}
		}
		const [pathname = "/", query] = (req.url ?? "/").split("?", 2);
		const page = `${pathname.replace(/\/$/, "")}/index.html`;
		if (pages.has(page)) req.url = query === undefined ? page : `${page}?${query}`;
		assets(req, res, () => {
			res.statusCode = 404;
			res.setHeader("Content-Type", fallbackType);
			res.end(req.method === "HEAD" ? undefined : fallback);
		});
	});
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => {
			server.off("error", reject);
			resolve(server);
		});
	});
}
