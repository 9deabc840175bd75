import type { Revision } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, entryNotFound } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { readBody } from "./body.js";
import { isTrue, revisionOf, treeOf } from "./repo-files.js";
import { type RevisionTree, type TreeEntry, UNSCANNED } from "./revision-tree.js";

/**
 * The Hub's tree routes: `GET /api/{type}s/{id}/tree/{rev}[/{path}]` (paged by an absolute `Link`) and
 * `POST /api/{type}s/{id}/paths-info/{rev}`.
 */

const PAGE_LIMIT = 1000;

/**
 * Entries with the commit that last changed each (the revision's own when the files do not say), and for files their
 * security status as the Hub shapes it.
 */
function withCommit(entries: TreeEntry[], rev: Revision, tree: RevisionTree): TreeEntry[] {
	const own = { id: rev.sha, title: rev.summary || "Import", date: rev.createdAt.toISOString() };
	return entries.map((e) => {
		const last = tree.lastCommit(e.path);
		const lastCommit = last ? { id: last.id, title: last.title, date: last.date.toISOString() } : own;
		return e.type === "file" ? { ...e, lastCommit, securityFileStatus: UNSCANNED } : { ...e, lastCommit };
	});
}

function decodeCursor(text: string): number | undefined {
	const m = /^o:(\d{1,9})$/.exec(Buffer.from(text, "base64url").toString("utf8"));
	return m ? Number(m[1]) : undefined;
}

export async function listTree(ctx: RequestContext): Promise<void> {
	const params = ctx.url.searchParams;
	const limitText = params.get("limit");
	const limit = limitText === null ? PAGE_LIMIT : Number(limitText);
	if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT)
		throw badRequest(`invalid parameter: limit must be a whole number from 1 to ${PAGE_LIMIT}`);
	const cursorText = params.get("cursor");
	const offset = cursorText === null ? 0 : decodeCursor(cursorText);
	if (offset === undefined) throw badRequest("invalid parameter: cursor is not one this hub wrote");
	const rev = await revisionOf(ctx);
	const tree = await treeOf(ctx, rev);
	const path = ctx.params.path ?? "";
	if (path !== "" && !tree.isFolder(path))
		throw entryNotFound(`Entry not found: ${path} is not a folder of ${ctx.params.repo?.id}`, rev.sha);
	const all = tree.list(path, isTrue(params.get("recursive")));
	let page = all.slice(offset, offset + limit);
	if (isTrue(params.get("expand"))) page = withCommit(page, rev, tree);
	const headers: Record<string, string> = { "X-Repo-Commit": rev.sha };
	if (offset + limit < all.length) {
		const next = new URL(ctx.rawPath, ctx.origin);
		for (const [k, v] of params) if (k !== "cursor") next.searchParams.append(k, v);
		next.searchParams.set("cursor", Buffer.from(`o:${offset + limit}`).toString("base64url"));
		headers.Link = `<${next.toString()}>; rel="next"`;
	}
	sendJson(ctx.req, ctx.res, 200, page, headers);
}

/** `{"paths": […], "expand": true}` as JSON, or the same as a form (`paths=a&paths=b&expand=true`). */
function parsePathsBody(text: string, type: string | undefined): { paths: string[]; expand: boolean } {
	if (type?.includes("application/x-www-form-urlencoded")) {
		const form = new URLSearchParams(text);
		return { paths: form.getAll("paths").flatMap((p) => p.split(",")), expand: isTrue(form.get("expand")) };
	}
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		throw badRequest('invalid body: the body must be JSON like {"paths": ["config.json"], "expand": true}');
	}
	const b = body as { paths?: unknown; expand?: unknown };
	if (!Array.isArray(b?.paths) || !b.paths.every((p) => typeof p === "string"))
		throw badRequest("invalid body: paths must be an array of strings");
	return { paths: b.paths, expand: b.expand === true };
}

export async function pathsInfo(ctx: RequestContext): Promise<void> {
	const body = parsePathsBody((await readBody(ctx)).toString("utf8"), ctx.req.headers["content-type"]);
	if (body.paths.length > 10_000) throw badRequest("invalid body: at most 10000 paths at once");
	const rev = await revisionOf(ctx);
	const tree = await treeOf(ctx, rev);
	let entries = body.paths.map((p) => tree.entry(p.replace(/^\/+|\/+$/g, ""))).filter((e) => e !== undefined);
	if (body.expand) entries = withCommit(entries, rev, tree);
	sendJson(ctx.req, ctx.res, 200, entries, { "X-Repo-Commit": rev.sha });
}
