import { repoPath, viewableFileType } from "@modelhub/core";
import { sharedCacheable } from "@modelhub/store";
import type { ServerBuild } from "react-router";
import { webAuth } from "../auth.js";
import type { HubContext, RequestContext } from "../context.js";
import { DEVICE_COOKIE } from "../device-cookie.js";
import { type HttpError, RETRY_AFTER } from "../errors.js";
import { PageCache } from "../http/page-cache.js";
import { failureLine, requestIdOf } from "../http/request-log.js";
import { pageCsp } from "../http/security.js";
import { type Body, etagOf, sendBody } from "../http/send.js";
import type { StaticFiles } from "../http/static.js";
import { cookie } from "../identity.js";
import { readBody } from "./body.js";

/** Response headers React Router sets that are passed on (the rest are ours: length, encoding, validators). */
const PASSED = new Set([
	"content-type",
	"cache-control",
	"location",
	"x-remix-response",
	"x-remix-redirect",
	"allow",
	"retry-after",
]);

/** The largest form a page takes (a token's name, a password, an access request's fields). */
const MAX_FORM = 64 * 1024;

/**
 * Pages of the catalogue as a whole (lists, searches, counts): rendered once per version of the catalogue (which every
 * import or commit changes) and kept for a minute — what a crowd asking for the same list costs is one read of the
 * version and a copy of bytes already compressed.
 */
const CATALOGUE_PAGES = /^\/(|_root\.data|(models|datasets|spaces|libraries|tasks\/[^/]+)(\.data)?)$/;

type Render = (request: Request, context: HubContext) => Promise<Response>;

/** How a page with forms is rendered. */
export interface PageOptions {
	/** The largest form body it reads (default 64 kB; the card editor takes a whole card). */
	maxBody?: number;
	/** Render the page as for a GET (a form the server answered itself, such as an upload it refused). */
	asGet?: boolean;
}

/**
 * The web app's pages: the built site's files (hashed assets, prerendered pages and their `.data` twins), then React
 * Router rendering the rest per request with the caller's `HubContext` as its load context. A rendered answer is sent
 * whole, with an ETag, compressed, and — for HTML — a Content-Security-Policy allowing exactly its inline scripts;
 * `HEAD` gets the same headers as `GET` and no body.
 */
export class Pages {
	private readonly cache = new PageCache();

	constructor(
		private readonly files: StaticFiles | undefined,
		private readonly render: Render | undefined,
	) {}

	/** React Router's handler for a server build, when the site has one (loaded after NODE_ENV is chosen). */
	static async create(files: StaticFiles | undefined, build: ServerBuild | undefined): Promise<Pages> {
		if (!build) return new Pages(files, undefined);
		const { createRequestHandler } = await import("react-router");
		const handle = createRequestHandler(build, "production");
		// The web app declares these fields on React Router's AppLoadContext (apps/web/app/lib/store.server.ts).
		return new Pages(files, (request, context) => handle(request, context as unknown as Record<string, unknown>));
	}

	/** A repository's page (`/{id}` and its `.data` twin): rendered once per version of its record and card. */
	async repoPage(ctx: RequestContext): Promise<void> {
		const ref = ctx.params.repo;
		const access = ctx.access ?? null;
		// The page shows its record and card (the digest) and counts of other repositories (the catalogue's version).
		// A private or gated repository's page depends on who asks: it is rendered for each request, never kept.
		const kept = access && ref && sharedCacheable(access);
		const [digest, catalogue] = kept ? await Promise.all([ctx.hub.reader.digest(ref), this.catalogueVersion(ctx)]) : [];
		const version = digest !== undefined && catalogue !== undefined ? `${digest}:${catalogue}` : undefined;
		const extra: Partial<HubContext> = { repo: ref ? { ref, access } : undefined };
		if (ref?.type === "dataset" && access) extra.dataViewer = ctx.hub.dataViewer;
		await this.page(ctx, extra, version);
	}

	/** A media cell of a dataset's viewer (`/datasets/{id}/viewer-media?…`): read for each request, never kept here. */
	async repoMedia(ctx: RequestContext): Promise<void> {
		const ref = ctx.params.repo;
		const access = ctx.access ?? null;
		const extra: Partial<HubContext> = { repo: ref ? { ref, access } : undefined };
		if (ref?.type === "dataset" && access) extra.dataViewer = ctx.hub.dataViewer;
		await this.page(ctx, extra);
	}

	/**
	 * A repository's page with forms (asking for access, handling access requests): rendered for each request with the
	 * repository and the policy's answer (null: missing, or not for this caller), never kept.
	 */
	async repoForm(ctx: RequestContext, extra: Partial<HubContext> = {}, options: PageOptions = {}): Promise<void> {
		const ref = ctx.params.repo;
		const repo = ref && ctx.access ? ref : undefined;
		const repoFile = repo
			? (rev: string, path: string) => ctx.hub.reader.view(repo, rev, path)
			: () => Promise.resolve(undefined);
		await this.page(
			ctx,
			{ repo: ref ? { ref, access: ctx.access ?? null } : undefined, repoFile, ...extra },
			undefined,
			options,
		);
	}

	/**
	 * The Hub's page of a file (`/{id}/blob/{rev}/{path}`): a file a browser can show (JSON, text, code) gets the page
	 * of its own the site renders; any other (weights, often gigabytes) is sent on to the list of its folder at the same
	 * revision.
	 */
	async blobPage(ctx: RequestContext): Promise<void> {
		const path = ctx.params.path ?? "";
		if (ctx.access && !viewableFileType(path)) {
			this.toFolder(ctx, path.slice(0, Math.max(0, path.lastIndexOf("/"))));
			return;
		}
		const { repo, rev } = ctx.params;
		const read = ctx.access && repo && rev !== undefined ? () => ctx.hub.reader.view(repo, rev, path) : undefined;
		await this.page(ctx, { ...this.atRevision(ctx), file: read ?? (() => Promise.resolve(undefined)) });
	}

	/** The Hub's page of a folder (`/{id}/tree/{rev}/{path}`): its files and folders at that revision. */
	async treePage(ctx: RequestContext): Promise<void> {
		const { repo, rev, path = "" } = ctx.params;
		const read = ctx.access && repo && rev !== undefined ? () => ctx.hub.reader.folder(repo, rev, path) : undefined;
		await this.page(ctx, {
			...this.atRevision(ctx),
			folder: read ?? (() => Promise.resolve({ found: "no-revision" })),
		});
	}

	/**
	 * What a page at a revision is told of its address: the repository and the policy's answer (null: missing, or not
	 * for this caller), the revision and the path.
	 */
	private atRevision(ctx: RequestContext): Partial<HubContext> {
		const { repo: ref, rev, path = "" } = ctx.params;
		return {
			...(ref ? { repo: { ref, access: ctx.access ?? null } } : {}),
			...(rev !== undefined ? { at: { rev, path } } : {}),
		};
	}

	/** A page whose request failed for want of the store: the site's own error page, with the failure's status. */
	async failed(ctx: RequestContext, error: HttpError): Promise<boolean> {
		if (error.status !== 503 || !this.render) return false;
		const ref = ctx.params.repo;
		await this.page(ctx, {
			failure: { status: error.status },
			...(ref ? { repo: { ref, access: null } } : {}),
			file: () => Promise.resolve(undefined),
		});
		return true;
	}

	/** Whether a path names one of the built site's files (assets, prerendered pages and their `.data` twins). */
	isSiteFile(pathname: string): boolean {
		return this.files?.has(pathname) === true;
	}

	/** One of the built site's files. */
	async siteFile(ctx: RequestContext): Promise<void> {
		if (!this.files?.serve(ctx.req, ctx.res, ctx.url.pathname)) await this.other(ctx);
	}

	/** Every other page: one React Router renders. */
	async other(ctx: RequestContext): Promise<void> {
		const version = CATALOGUE_PAGES.test(ctx.url.pathname) ? await this.catalogueVersion(ctx) : undefined;
		await this.page(ctx, {}, version);
	}

	/**
	 * The catalogue's version, when this caller's pages may be kept: only anonymous visitors share rendered pages (a
	 * signed-in one sees their own name and what they alone may see).
	 */
	private async catalogueVersion(ctx: RequestContext): Promise<string | undefined> {
		if (ctx.caller.kind !== "anonymous") return undefined;
		return `catalogue-${await ctx.hub.store.models.version()}`;
	}

	/** Sends a request on to the page of a folder of its repository, at the revision it names. */
	private toFolder(ctx: RequestContext, folder: string): void {
		const { repo: ref, rev = "main" } = ctx.params;
		const path = folder ? `/${folder.split("/").map(encodeURIComponent).join("/")}` : "";
		const location = ref ? `${repoPath(ref)}/tree/${encodeURIComponent(rev)}${path}` : "/";
		ctx.res.writeHead(302, { Location: location, "Content-Length": "0", "Cache-Control": "no-cache" });
		ctx.res.end();
	}

	/** Renders a page with React Router (or answers from the render cache when `version` names a kept one). */
	private async page(
		ctx: RequestContext,
		extra: Partial<HubContext>,
		version?: string,
		options: PageOptions = {},
	): Promise<void> {
		const { req, res } = ctx;
		if (!this.render) {
			// A site without a web build (an API-only server, as in API tests) answers every page 404.
			res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
			res.end("Not found (this server has no built web app)\n");
			return;
		}
		const url = req.url ?? "/";
		const key = PageCache.key(ctx.origin, url);
		const hit = version === undefined ? undefined : this.cache.get(key, version);
		if (hit) {
			sendBody(req, res, hit, "fast");
			return;
		}
		const headers = new Headers();
		for (const [name, value] of Object.entries(req.headers)) {
			if (name.startsWith(":") || value === undefined) continue;
			for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
		}
		// A HEAD is rendered as the GET it stands for, so that its headers (length, type, ETag, CSP) are the GET's.
		const method = req.method === "POST" && !options.asGet ? "POST" : "GET";
		const body = method === "POST" ? await readBody(ctx, options.maxBody ?? MAX_FORM) : undefined;
		const request = new Request(new URL(url, ctx.origin), {
			method,
			headers,
			...(body ? { body: new Uint8Array(body) } : {}),
		});
		const clientAddress = ctx.hub.addresses.clientAddress(req);
		const context: HubContext = {
			caller: ctx.caller,
			auth: webAuth(
				ctx.hub.store,
				ctx.origin,
				clientAddress,
				ctx.session,
				ctx.hub.signer && { signer: ctx.hub.signer, value: cookie(req, DEVICE_COOKIE) },
			),
			visibility: ctx.visibility,
			store: ctx.hub.store,
			reader: ctx.hub.reader,
			origin: ctx.origin,
			openSignup: ctx.hub.openSignup === true,
			clientAddress,
			writer: ctx.hub.writer,
			requestId: requestIdOf(res),
			log: (line) => ctx.hub.log(failureLine(req, res, line)),
			...extra,
		};
		const response = await this.render(request, context);
		const rendered = Buffer.from(await response.arrayBuffer());
		const out: Record<string, string> = {};
		response.headers.forEach((value, name) => {
			if (PASSED.has(name))
				out[name.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase())] = value;
		});
		if (out["Content-Type"] === "text/html") out["Content-Type"] = "text/html; charset=utf-8";
		const type = out["Content-Type"] ?? "";
		if (type.startsWith("text/html")) out["Content-Security-Policy"] = pageCsp(rendered.toString("utf8"));
		out["Cache-Control"] ??= "no-cache";
		// A page that could not read the store says so (the loaders answer 503 only for an outage): try again soon.
		if (response.status === 503) out["Retry-After"] = RETRY_AFTER;
		// A page that signs in or out sets its cookies; a page for a signed-in visitor is theirs alone.
		const cookies = response.headers.getSetCookie();
		if (cookies.length) ctx.res.setHeader("Set-Cookie", cookies);
		// A page that shows a secret once (a new token) says no-store, which stays.
		if (ctx.caller.kind !== "anonymous" && out["Cache-Control"] !== "no-store")
			out["Cache-Control"] = "private, no-cache";
		const answer: Body = { status: response.status, headers: out, body: rendered, encoded: {} };
		if (response.status === 200) answer.etag = etagOf(rendered);
		if (version !== undefined && response.status === 200 && !cookies.length) this.cache.set(key, version, answer);
		sendBody(req, res, answer, "fast");
	}
}
