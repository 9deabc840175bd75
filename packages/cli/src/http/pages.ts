import type { IncomingMessage, ServerResponse } from "node:http";
import type { CatalogStore } from "@modelhub/store";
import type { ServerBuild } from "react-router";
import { fileViews } from "./files.js";
import { PageCache } from "./page-cache.js";
import { publicOrigin } from "./respond.js";
import { pageCsp } from "./security.js";
import { type Body, etagOf, sendBody } from "./send.js";

/** Response headers React Router sets that are passed on (the rest are ours: length, encoding, validators). */
const PASSED = new Set(["content-type", "cache-control", "location", "x-remix-response", "x-remix-redirect", "allow"]);

/**
 * React Router's request handler on Node: builds a Fetch `Request` from the incoming one (pages take GET and HEAD
 * only), gives the loaders `{ store, files }` as their load context, and sends the whole rendered answer with an ETag,
 * compressed, and — for HTML — a Content-Security-Policy allowing exactly the page's inline scripts.
 */
export async function createPageHandler(
	build: ServerBuild,
	store: CatalogStore,
): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> {
	// Loaded here, after the server has chosen NODE_ENV, so that React Router and React agree on their build.
	const { createRequestHandler } = await import("react-router");
	const handle = createRequestHandler(build, "production");
	const cache = new PageCache(store);
	const files = fileViews(store);
	return async (req, res) => {
		const url = req.url ?? "/";
		const version = await cache.version(url.split("?")[0] ?? "/").catch(() => undefined);
		const hit = version === undefined ? undefined : cache.get(url, version);
		if (hit) {
			sendBody(req, res, hit, "fast");
			return;
		}
		const headers = new Headers();
		for (const [name, value] of Object.entries(req.headers)) {
			if (name.startsWith(":") || value === undefined) continue;
			for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
		}
		const request = new Request(new URL(req.url ?? "/", publicOrigin(req)), { method: req.method, headers });
		const response = await handle(request, { store, files });
		const body = Buffer.from(await response.arrayBuffer());
		const out: Record<string, string> = {};
		response.headers.forEach((value, name) => {
			if (PASSED.has(name))
				out[name.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase())] = value;
		});
		if (out["Content-Type"] === "text/html") out["Content-Type"] = "text/html; charset=utf-8";
		const type = out["Content-Type"] ?? "";
		if (type.startsWith("text/html")) out["Content-Security-Policy"] = pageCsp(body.toString("utf8"));
		out["Cache-Control"] ??= "no-cache";
		const answer: Body = { status: response.status, headers: out, body, encoded: {} };
		if (response.status === 200) answer.etag = etagOf(body);
		if (version !== undefined && response.status === 200) cache.set(url, version, answer);
		sendBody(req, res, answer, "fast");
	};
}
