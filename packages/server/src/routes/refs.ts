import { CommitError, type RefInfo } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError, revisionNotFound } from "../errors.js";
import { escapeHtml, sendJson } from "../http/respond.js";
import { readJson } from "./body.js";
import { commitHttpError } from "./commit.js";
import { expandOf, repoOf, revisionOf } from "./repo-files.js";

/**
 * Branches, tags and history: `POST`/`DELETE /api/{type}s/{id}/branch/{branch}`, `POST /api/{type}s/{id}/tag/{rev}`,
 * `DELETE /api/{type}s/{id}/tag/{tag}`, `GET /api/{type}s/{id}/refs`, `GET /api/{type}s/{id}/commits/{rev}` (paged
 * by an absolute `Link`, the whole history's length in `X-Total-Count`, each commit's title and message also as HTML
 * with `expand[]=formatted`). Branches are kept by their name, tags as `refs/tags/<name>`.
 */

/** A branch or tag name git would take: no `..`, no control characters or spaces, not starting or ending badly. */
function refNameError(name: string): string | undefined {
	if (!name || name.length > 200) return "a name must have 1 to 200 characters";
	if (/[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.lock$|^-|\.$/.test(name)) return "not a name git takes";
	if (name.startsWith("refs/") || name === "HEAD") return "a reserved name";
	return undefined;
}

export async function createBranch(ctx: RequestContext): Promise<void> {
	const repo = repoOf(ctx);
	const name = ctx.params.rev ?? "";
	const bad = refNameError(name);
	if (bad) throw badRequest(`invalid branch name ${JSON.stringify(name.slice(0, 100))}: ${bad}`);
	const body = await readJson(ctx).catch(() => ({}) as Record<string, unknown>);
	const from = typeof body.startingPoint === "string" ? body.startingPoint : "main";
	const start = await ctx.hub.reader.resolve(repo, from);
	if (!start) throw revisionNotFound(from);
	if (await ctx.hub.reader.head(repo, name)) throw new HttpError(409, `Reference already exists: ${name}`, "Conflict");
	await ctx.hub.writer.createRef(repo, name, start.sha).catch(commitHttpError);
	sendJson(ctx.req, ctx.res, 200, { name, ref: `refs/heads/${name}`, targetCommit: start.sha });
}

export async function deleteBranch(ctx: RequestContext): Promise<void> {
	const name = ctx.params.rev ?? "";
	if (name === "main") throw new HttpError(403, "the default branch cannot be deleted", "Forbidden");
	await ctx.hub.writer.deleteRef(repoOf(ctx), name).catch(commitHttpError);
	sendJson(ctx.req, ctx.res, 200, {});
}

export async function createTag(ctx: RequestContext): Promise<void> {
	const repo = repoOf(ctx);
	const body = await readJson(ctx);
	const tag = body.tag;
	if (typeof tag !== "string") throw badRequest("invalid body: tag must be a name");
	const bad = refNameError(tag);
	if (bad) throw badRequest(`invalid tag name ${JSON.stringify(tag.slice(0, 100))}: ${bad}`);
	const target = await revisionOf(ctx);
	try {
		await ctx.hub.writer.createRef(repo, `refs/tags/${tag}`, target.sha);
	} catch (e) {
		if (e instanceof CommitError && e.kind === "conflict")
			throw new HttpError(409, `Tag already exists: ${tag}`, "Conflict");
		commitHttpError(e);
	}
	sendJson(ctx.req, ctx.res, 200, { name: tag, ref: `refs/tags/${tag}`, targetCommit: target.sha });
}

export async function deleteTag(ctx: RequestContext): Promise<void> {
	await ctx.hub.writer.deleteRef(repoOf(ctx), `refs/tags/${ctx.params.rev ?? ""}`).catch(commitHttpError);
	sendJson(ctx.req, ctx.res, 200, {});
}

export async function listRefs(ctx: RequestContext): Promise<void> {
	const refs = await ctx.hub.reader.refs(repoOf(ctx));
	const answer = (list: RefInfo[]) => list.map((r) => ({ name: r.name, ref: r.ref, targetCommit: r.sha }));
	sendJson(ctx.req, ctx.res, 200, {
		branches: answer(refs.branches),
		tags: answer(refs.tags),
		converts: [],
		pullRequests: answer(refs.pullRequests),
	});
}

const PAGE = 50;

export async function listCommits(ctx: RequestContext): Promise<void> {
	const repo = repoOf(ctx);
	const start = await revisionOf(ctx);
	const params = ctx.url.searchParams;
	const p = Number(params.get("p") ?? "0");
	const limitText = params.get("limit");
	const limit = limitText === null ? PAGE : Number(limitText);
	if (!Number.isSafeInteger(p) || p < 0 || p > 100_000) throw badRequest("invalid parameter: p must be a page number");
	if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000)
		throw badRequest("invalid parameter: limit must be 1 to 1000");
	const page = await ctx.hub.reader.history(repo, start, { offset: p * limit, limit, total: true });
	const formatted = expandOf(params).includes("formatted");
	const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
	if (page.more) {
		const next = new URL(ctx.rawPath, ctx.origin);
		for (const [k, v] of params) if (k !== "p") next.searchParams.append(k, v);
		next.searchParams.set("p", String(p + 1));
		headers.Link = `<${next.toString()}>; rel="next"`;
	}
	sendJson(
		ctx.req,
		ctx.res,
		200,
		page.commits.map((c) => ({
			id: c.sha,
			title: c.summary,
			message: c.description,
			authors: [{ user: c.author }],
			date: c.date.toISOString(),
			parents: c.parent ? [c.parent] : [],
			// A title and message are the committer's text: as HTML they are escaped, never markup of their own.
			...(formatted ? { formatted: { title: escapeHtml(c.summary), message: escapeHtml(c.description) } } : {}),
		})),
		headers,
	);
}
