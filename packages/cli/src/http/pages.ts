import type { IncomingMessage, ServerResponse } from "node:http";
import type { CatalogStore } from "@modelhub/store";
import { createRequestHandler, type ServerBuild } from "react-router";
import { publicOrigin } from "./respond.js";
import { pageCsp } from "./security.js";
import { etagOf, sendBody } from "./send.js";

/** Response headers React Router sets that are passed on (the rest are ours: length, encoding, validators). */
const PASSED = new Set(["content-type", "cache-control", "location", "x-remix-response", "x-remix-redirect", "allow"]);

/**
 * React Router's request handler on Node: builds a Fetch `Request` from the incoming one (pages take GET and HEAD
 * only), gives the loaders `{ store }` as their load context, and sends the whole rendered answer with an ETag,
 * compressed, and — for HTML — a Content-Security-Policy allowing exactly the page's inline scripts.
 */
export function createPageHandler(
	build: ServerBuild,
	store: CatalogStore,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
	const handle = createRequestHandler(build, "production");
	return async (req, res) => {
		const headers = new Headers();
		for (const [name, value] of Object.entries(req.headers)) {
			if (name.startsWith(":") || value === undefined) continue;
			for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
		}
		const request = new Request(new URL(req.url ?? "/", publicOrigin(req)), { method: req.method, headers });
		const response = await handle(request, { store });
		const body = Buffer.from(await response.arrayBuffer());
		const out: Record<string, string> = {};
		response.headers.forEach((value, name) => {
			if (PASSED.has(name))
				out[name.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase())] = value;
		});
		const type = out["Content-Type"] ?? "";
		if (type.startsWith("text/html")) out["Content-Security-Policy"] = pageCsp(body.toString("utf8"));
		out["Cache-Control"] ??= "no-cache";
		const cacheable = response.status === 200;
		sendBody(
			req,
			res,
			{ status: response.status, headers: out, body, etag: cacheable ? etagOf(body) : undefined },
			"fast",
		);
	};
}
