import type { IncomingMessage, ServerResponse } from "node:http";
import { firstLine, type RepoRef, type RepoType } from "@modelhub/core";
import { type Action, ANONYMOUS, type Caller, can, type Denial, sharedCacheable, visible } from "@modelhub/store";
import { clearedCookies, sameOrigin, sameSecret } from "../auth.js";
import type { Hub, RequestContext } from "../context.js";
import { badRequest, HttpError, methodNotAllowed, repoNotFound, shownToClient, toHttpError } from "../errors.js";
import { keepPrivate } from "../http/cache-scope.js";
import { endAfterEarlyAnswer } from "../http/early-answer.js";
import { assignRequestId, failureLine, requestIdOf } from "../http/request-log.js";
import { sendError } from "../http/respond.js";
import { type Identity, identify } from "../identity.js";
import type { XetClaims } from "../xet-tokens.js";
import { compilePattern, isBad, matchPattern, type Pattern } from "./patterns.js";

/**
 * How a route answers: `api` routes (the Hub's API and file routes) answer JSON errors with the Hub's error codes and
 * take cross-origin requests; `page` routes are the web app's, which render their own errors and never answer another
 * origin's script.
 */
export type RouteKind = "api" | "page";

export interface RouteSpec {
	/** A short name for logs and tests. */
	name: string;
	methods: readonly string[];
	/** See patterns.ts. */
	pattern: string;
	/** The repository type of a `{repo}` pattern that has no `{types}` segment (files of models live at `/{id}/…`). */
	type?: RepoType;
	/** A malformed repository id means another route's address (`/tasks/x` is not a model's page), not a 400. */
	lenient?: boolean;
	/** A malformed repository id is a repository that does not exist (404 RepoNotFound) rather than a 400. */
	invalidRepoNotFound?: boolean;
	/**
	 * A page route whose every denial (not only `not-found`) is answered as a missing page: a management page does not
	 * tell a visitor who may not manage that there is anything to manage.
	 */
	deniedAsMissing?: boolean;
	/** Taken only when no route before it fits the path (whatever the method): the answer for unknown addresses. */
	fallback?: boolean;
	/**
	 * A URL the hub signed (an LFS upload's, `write`; a Xet xorb range's, `read`): a request with a signature stands for
	 * the user it was signed for (a `read` URL may stand for an anonymous reader), with the rights of a token of that
	 * role, and needs no token of its own. The policy decides on it at every request, so a right revoked after the URL
	 * was handed out stops it at once.
	 */
	signed?: "read" | "write";
	/**
	 * A route of the CAS service: the caller and the repository come from the Xet token in `Authorization` (which
	 * names both); the policy then decides the route's action on that repository, for that user, with a token of the
	 * Xet token's scope.
	 */
	xet?: boolean;
	/** Taken only for the paths this says yes to (the built site's files, listed at start-up). */
	when?: (pathname: string) => boolean;
	/**
	 * Answers a failure of this route in its own way (a page renders the site's error page); returns false to leave it
	 * to the router's one error path.
	 */
	onError?(ctx: RequestContext, error: HttpError): Promise<boolean>;
	/** What the route does, which the policy decides on before the handler runs. */
	action: Action;
	kind: RouteKind;
	handle(ctx: RequestContext): Promise<void>;
}

interface Route extends RouteSpec {
	compiled: Pattern;
}

/** Headers a script on another origin may read from the API's answers. */
const EXPOSED = [
	"X-Repo-Commit",
	"X-Error-Code",
	"X-Error-Message",
	"X-Linked-Etag",
	"X-Linked-Size",
	"ETag",
	"Link",
	"X-Total-Count",
	"Content-Range",
	"Content-Length",
	"Accept-Ranges",
	"X-Xet-Hash",
	"X-Xet-Cas-Url",
	"X-Xet-Access-Token",
	"X-Xet-Token-Expiration",
	"X-Request-Id",
].join(", ");

/**
 * The Hub's cross-origin rule for its API and files: any origin may read (and, with a token in `Authorization`, write
 * — a token is not a cookie, so no credentials mode is involved); cookies are never offered across origins, so a
 * signed-in visitor's session cannot be used by another site's script.
 */
const CORS: Record<string, string> = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSED };

const PREFLIGHT_MAX_AGE = "86400";

/** A raw path decoded as URL parsing decodes it (for lists of fixed paths); "" when it cannot be decoded. */
function safePathname(rawPath: string): string {
	try {
		return new URL(rawPath, "http://localhost").pathname;
	} catch {
		return "";
	}
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses a state-changing request another site may have made with a visitor's cookie: a page's form must come from
 * one of the hub's own pages (its Origin names the hub), and an API request that relies on the session cookie (not a
 * token) must also carry the session's CSRF token in `X-CSRF-Token`. A token in `Authorization` is no ambient
 * credential: a request with one is the client's own.
 */
function checkCrossSite(req: IncomingMessage, route: Route, origin: string, session: Identity["session"]): void {
	if (req.headers.authorization !== undefined) return;
	if (route.kind === "page") {
		if (!sameOrigin(req, origin))
			throw new HttpError(403, "this form was not sent from a page of this hub", "Forbidden");
		return;
	}
	if (!session) return;
	const header = req.headers["x-csrf-token"];
	if (!sameOrigin(req, origin) || typeof header !== "string" || !sameSecret(header, session.csrf))
		throw new HttpError(
			403,
			"a request signed in by cookie must come from this hub with its X-CSRF-Token",
			"Forbidden",
		);
}

/** How a denial is answered on an API route; a page route renders a denied repository as a missing one. */
function denialError(denial: Denial, id: string | undefined, caller: Caller): HttpError {
	switch (denial) {
		case "not-found":
			return id === undefined ? new HttpError(404, "Not found", "NotFound") : repoNotFound(id);
		case "sign-in":
			return new HttpError(
				401,
				"sign in or send an access token (Authorization: Bearer …) to do this",
				"Unauthorized",
				{
					"WWW-Authenticate": 'Bearer realm="modelhub"',
				},
			);
		case "gated":
			// As the Hub answers: 401 to a visitor who sent no credentials, 403 to a user not (yet) granted access.
			return new HttpError(
				caller.kind === "anonymous" ? 401 : 403,
				`Access to ${id ?? "this repository"} is restricted: ask for access on its page, then send a token of the account that was granted it`,
				"GatedRepo",
			);
		case "forbidden":
			return new HttpError(403, "you do not have the right to do this", "Forbidden");
	}
}

/**
 * The route table and its dispatch: parses a request path once into a route and its parameters (the repository it is
 * about, a revision, a path), asks the policy whether the caller may perform the route's action, and runs the handler.
 * Every failure goes through one error path.
 */
export class Router {
	private readonly routes: Route[];

	constructor(
		specs: readonly RouteSpec[],
		private readonly hub: Hub,
	) {
		this.routes = specs.map((s) => ({ ...s, compiled: compilePattern(s.pattern) }));
	}

	/** The routes, in the order they are tried (for tests: every one has an action). */
	get table(): readonly RouteSpec[] {
		return this.routes;
	}

	async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
		assignRequestId(req, res);
		let kind: RouteKind = "api";
		let route: Route | undefined;
		let ctx: RequestContext | undefined;
		try {
			const rawPath = (req.url ?? "/").split("?", 1)[0] as string;
			let url: URL;
			try {
				url = new URL(req.url ?? "/", "http://localhost");
			} catch {
				throw badRequest("the path is not a URL path");
			}
			if (!rawPath.startsWith("/")) throw badRequest("the path is not a URL path");
			const found = this.find(rawPath, req.method ?? "");
			kind = found.shape?.kind ?? (rawPath.startsWith("/api/") ? "api" : "page");
			if (kind === "api") for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v);
			if (req.method === "OPTIONS" && kind === "api" && found.allowed.length) {
				this.preflight(req, res, found.allowed);
				return;
			}
			if (!found.route) {
				if (found.bad) throw badRequest(`bad request: ${found.bad}`);
				if (found.allowed.length) throw methodNotAllowed(req.method, found.allowed);
				throw new HttpError(404, `no API route ${rawPath.slice(0, 200)}`, "NotFound");
			}
			route = found.route;
			const origin = this.hub.addresses.originOf(req);
			const xet = route.xet ? await this.xetIdentity(req) : undefined;
			const { caller, session, stale } = xet
				? { caller: xet.caller, session: undefined, stale: false }
				: route.signed && url.searchParams.has("sig")
					? await this.signedIdentity(rawPath, url, route.signed)
					: await identify(req, this.hub);
			// Sign-in cookies of an ended session (signed out elsewhere, password changed, expired) are cleared, so a
			// prerendered page's header stops showing a name that is no longer signed in.
			if (stale) res.setHeader("Set-Cookie", clearedCookies(origin));
			if (UNSAFE.has(req.method ?? "")) checkCrossSite(req, route, origin, session);
			ctx = {
				req,
				res,
				url,
				rawPath,
				origin,
				caller,
				...(session ? { session } : {}),
				visibility: visible(caller),
				params: xet ? { ...found.params, repo: xet.claims.repo } : (found.params ?? {}),
				...(xet ? { xet: xet.claims } : {}),
				hub: this.hub,
			};
			// The policy hook: nothing runs for a request the caller may not make.
			const repo = ctx.params.repo;
			const access = found.missing ? null : repo ? await this.hub.store.repos.access(repo, caller) : undefined;
			// A repository that moved: its old addresses lead to the new one, for those who may see it.
			if (access === null && repo && !found.missing && (await this.redirectMoved(ctx, repo))) return;
			const decision = can(caller, route.action, access);
			if (!decision.ok) {
				if (route.kind === "page" && (decision.denial === "not-found" || route.deniedAsMissing)) ctx.access = null;
				else throw denialError(decision.denial, repo?.id, caller);
			} else {
				ctx.access = access;
				// What a private or gated repository's routes answer depends on who asks: never for a shared cache.
				if (!sharedCacheable(access)) keepPrivate(res);
			}
			await route.handle(ctx);
		} catch (e) {
			await this.fail(req, res, kind, e, route, ctx);
		}
	}

	/** Answers a request for a moved repository's old id with a redirect to its new id; false when it did not move. */
	private async redirectMoved(ctx: RequestContext, repo: RepoRef): Promise<boolean> {
		const to = await this.hub.store.repoAdmin.redirect(repo);
		if (!to) return false;
		const target = await this.hub.store.repos.access({ type: repo.type, id: to }, ctx.caller);
		if (!can(ctx.caller, "read", target).ok) return false;
		const [fromOwner, fromName] = repo.id.split("/") as [string, string];
		const [toOwner, toName] = to.split("/") as [string, string];
		const path = ctx.rawPath.replace(`/${fromOwner}/${fromName}`, `/${toOwner}/${toName}`);
		const location = new URL(path + ctx.url.search, ctx.origin).toString();
		ctx.res.writeHead(307, { Location: location, "Content-Length": "0" });
		ctx.res.end();
		return true;
	}

	/**
	 * Who a CAS request comes from: the user its Xet token names (anonymous for a public repository's reader), with
	 * the rights of a Hub token of the Xet token's scope. A missing, foreign or expired token is a 401 (the reference
	 * client then asks the hub for a new one).
	 */
	private async xetIdentity(req: IncomingMessage): Promise<{ caller: Caller; claims: XetClaims }> {
		const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
		const unauthorized = (why: string) =>
			new HttpError(401, why, "Unauthorized", { "WWW-Authenticate": 'Bearer realm="modelhub-cas"' });
		if (!m) throw unauthorized("send the Xet access token from xet-read-token or xet-write-token as Bearer");
		const claims = this.hub.xetTokens.verify(m[1] as string);
		if (claims === "expired") throw unauthorized("this Xet access token has expired; ask for a new one");
		if (!claims) throw unauthorized("this is not a Xet access token of this hub");
		const caller = claims.user
			? await this.hub.store.accounts.callerOf(claims.user, { name: "xet token", role: claims.scope })
			: ANONYMOUS;
		if (!caller) throw unauthorized("the account this Xet access token was issued to is gone");
		return { caller, claims };
	}

	/**
	 * The user a signed URL stands for (as a token of the route's role would), or a 403 for a signature that is wrong or
	 * stale, or whose user is gone.
	 */
	private async signedIdentity(rawPath: string, url: URL, role: "read" | "write"): Promise<Identity> {
		const user = this.hub.signer.verify(rawPath, url.searchParams);
		const caller =
			user === "" && role === "read"
				? ANONYMOUS
				: user
					? await this.hub.store.accounts.callerOf(user, { name: `signed ${role} URL`, role })
					: undefined;
		if (!caller)
			throw new HttpError(403, "this URL's signature is wrong or has expired; ask for a new one", "Forbidden");
		return { caller };
	}

	/**
	 * The route for a path and method. Without one: the methods the path takes (for a 405 or a preflight), the first
	 * route whose shape fits (its kind decides how the answer is written), and why a parameter is malformed, if one is.
	 */
	private find(
		rawPath: string,
		method: string,
	): {
		route?: Route;
		params?: RequestContext["params"];
		shape?: Route;
		allowed: string[];
		bad?: string;
		/** The route names a repository whose id is malformed: one that cannot exist. */
		missing?: boolean;
	} {
		const segs = rawPath.split("/").slice(1);
		const pathname = safePathname(rawPath);
		// A page's `.data` twin (what React Router fetches on client-side navigation) is the page's route.
		const pageSegs = rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length).split("/").slice(1) : segs;
		const allowed = new Set<string>();
		let shape: Route | undefined;
		let bad: string | undefined;
		for (const route of this.routes) {
			const page = route.kind === "page";
			const m = matchPattern(route.compiled, page ? pageSegs : segs, route.type ?? "model", route.lenient === true);
			if (m === undefined) continue;
			if (route.when && !route.when(pathname)) continue;
			shape ??= route;
			if (route.fallback && shape !== route) continue;
			if (isBad(m)) {
				if (route.invalidRepoNotFound && m.what === "repo" && route.methods.includes(method))
					return { route, params: { repo: m.repo }, shape, allowed: [], missing: true };
				bad ??= m.error;
				if (route.methods.includes(method)) break;
			} else if (route.methods.includes(method)) return { route, params: m, shape, allowed: [] };
			for (const x of route.methods) allowed.add(x);
		}
		return { allowed: [...allowed], ...(shape ? { shape } : {}), ...(bad ? { bad } : {}) };
	}

	private preflight(req: IncomingMessage, res: ServerResponse, allowed: string[]): void {
		const asked = String(req.headers["access-control-request-headers"] ?? "");
		res.writeHead(204, {
			"Access-Control-Allow-Methods": [...new Set([...allowed, "OPTIONS"])].join(", "),
			"Access-Control-Allow-Headers":
				/^[\w\s,-]{0,1000}$/.test(asked) && asked ? asked : "Authorization, Content-Type, Range",
			"Access-Control-Max-Age": PREFLIGHT_MAX_AGE,
			"Content-Length": "0",
		});
		res.end();
	}

	/** The one error path: an answer the client understands, and a log line only for the hub's own failures. */
	private async fail(
		req: IncomingMessage,
		res: ServerResponse,
		kind: RouteKind,
		e: unknown,
		route?: Route,
		ctx?: RequestContext,
	): Promise<void> {
		const log = (line: string) => this.hub.log(failureLine(req, res, line));
		const err = shownToClient(toHttpError(e, log), requestIdOf(res), this.hub.internalPaths, log);
		if (res.headersSent) {
			res.destroy();
			return;
		}
		if (route?.onError && ctx) {
			try {
				if (await route.onError(ctx, err)) return;
			} catch (again) {
				log(`rendering the error page: ${firstLine(again)}`);
				if (res.headersSent) return void res.destroy();
			}
		}
		// A page's error is a page for a browser (which asks for HTML); any other client gets the JSON the API gives.
		const html = kind === "page" && /text\/html/.test(String(req.headers.accept ?? ""));
		sendError(req, res, err.status, err.message, err.code, err.headers, html ? "html" : "json");
		endAfterEarlyAnswer(req, res);
	}
}
