import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CatalogStore } from "@modelhub/store";
import type { ServerBuild } from "react-router";
import { handleApi } from "./http/api.js";
import { handleFiles } from "./http/files.js";
import { createPageHandler } from "./http/pages.js";
import { sendError } from "./http/respond.js";
import { SECURITY_HEADERS } from "./http/security.js";
import { createStaticFiles } from "./http/static.js";

/** Where `npm run build` puts the hub's browser files (hashed assets, prerendered pages and their `.data` files). */
export function defaultSiteDir(): string {
	const require = createRequire(import.meta.url);
	return join(dirname(require.resolve("@modelhub/web/package.json")), "build", "client");
}

/** The server build React Router writes beside the browser files. */
export function serverBuildPath(dir: string): string {
	return join(dir, "..", "server", "index.js");
}

export interface ServeOptions {
	/** The built site's browser files; its server build is `../server/index.js`. */
	dir: string;
	port: number;
	host: string;
	/** The catalogue behind the model pages, /models and /api/models. */
	store: CatalogStore;
	/** Receives one line per request; absent: no request log. */
	log?: (line: string) => void;
	/**
	 * Compress the site's files before their first request: in the background once listening (`modelhub serve`), or
	 * before listening (benchmarks, so that no measured request pays for it). Absent: on first request.
	 */
	precompress?: "background" | "before-listen";
}

/** A route of the API: answers and returns true, or returns false for a path it does not own. */
type ApiRoute = (req: IncomingMessage, res: ServerResponse, url: URL, store: CatalogStore) => Promise<boolean>;

/** The API routes in the order they are tried, after the repository file routes. */
const API_ROUTES: ApiRoute[] = [handleApi];

const PAGE_METHODS = ["GET", "HEAD"];

/**
 * The hub's server: the API from the store, then the built site's static files, then React Router rendering the
 * other pages per request from the store. Every answer carries the security headers; every request is logged as one
 * line when `log` is given.
 */
export async function startServer({ dir, port, host, store, log, precompress }: ServeOptions): Promise<Server> {
	const files = createStaticFiles(dir);
	const pages = await pageHandler(dir, store);
	if (precompress === "before-listen") await files.warm();
	const server = createServer(async (req, res) => {
		const started = performance.now();
		if (log)
			res.once("finish", () => {
				const ms = (performance.now() - started).toFixed(1);
				log(`${req.method} ${(req.url ?? "").slice(0, 300)} ${res.statusCode} ${ms}ms`);
			});
		for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
		try {
			let url: URL;
			try {
				url = new URL(req.url ?? "/", "http://localhost");
			} catch {
				sendError(req, res, 400, "bad request: the path is not a URL path", "BadRequest");
				return;
			}
			// The file routes first: they own /api/models/{id}/revision|tree|paths-info/… and /{id}/resolve/….
			if (await handleFiles(req, res, url, store)) return;
			if (url.pathname.startsWith("/api/")) {
				for (const route of API_ROUTES) if (await route(req, res, url, store)) return;
				sendError(req, res, 404, `no API route ${url.pathname.slice(0, 200)}`, "NotFound");
				return;
			}
			if (!PAGE_METHODS.includes(req.method ?? "")) {
				res.writeHead(405, { Allow: PAGE_METHODS.join(", "), "Content-Type": "text/plain; charset=utf-8" });
				res.end(`method ${String(req.method).slice(0, 20)} is not allowed here (allowed: GET, HEAD)\n`);
				return;
			}
			if (files.serve(req, res, url.pathname)) return;
			await pages(req, res);
		} catch (e) {
			process.stderr.write(`serve: ${req.method} ${(req.url ?? "").slice(0, 200)}: ${firstLine(e)}\n`);
			if (res.headersSent) res.destroy();
			else {
				res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
				res.end("Internal server error\n");
			}
		}
	});
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => {
			server.off("error", reject);
			if (precompress === "background")
				files.warm().catch((e) => process.stderr.write(`serve: compressing the site's files: ${firstLine(e)}\n`));
			resolve(server);
		});
	});
}

/** A site without a web build (an API-only server, as in API tests) answers every page 404. */
function noPages(_req: IncomingMessage, res: ServerResponse): Promise<void> {
	res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
	res.end("Not found (this server has no built web app)\n");
	return Promise.resolve();
}

/** React Router's handler for the site's server build, when the site has one. */
async function pageHandler(
	dir: string,
	store: CatalogStore,
): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> {
	const buildFile = serverBuildPath(dir);
	if (!existsSync(buildFile)) return noPages;
	// React picks its build when first loaded (here, with the server build): unset, it would render with its
	// development checks, about three times slower.
	process.env.NODE_ENV ??= "production";
	const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
	return createPageHandler(build, store);
}

/** Stops taking connections, lets requests in flight finish (up to `graceMs`), then closes what is left. */
export function stopServer(server: Server, graceMs = 10_000): Promise<void> {
	return new Promise((done) => {
		const timer = setTimeout(() => server.closeAllConnections(), graceMs);
		timer.unref();
		server.close(() => {
			clearTimeout(timer);
			done();
		});
		server.closeIdleConnections();
	});
}

function firstLine(e: unknown): string {
	return String((e as Error)?.message ?? e).split("\n")[0] ?? "";
}
