import { isRepoType, type RepoRef, repoIdError, repoPath } from "@modelhub/core";
import { CommitError, can, RepoError } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError, repoNotFound } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { MAX_JSON, readJson } from "./body.js";
import { commitHttpError } from "./commit.js";
import { settingsChange, visibilityOf } from "./repo-settings-body.js";

/**
 * The Hub's repository API: `POST /api/repos/create`, `DELETE /api/repos/delete`, `POST /api/repos/move`,
 * `PUT /api/{type}s/{id}/settings`. Creating, deleting and moving name their repository in the body, so the handler
 * asks the policy about that repository itself (the router has let through a signed-in writer).
 */

/** `{name, organization?, type?}` as the clients send them, into a repository reference. */
function refOf(body: Record<string, unknown>, nameKey = "name"): RepoRef {
	const type = body.type ?? "model";
	if (!isRepoType(type)) throw badRequest("invalid body: type must be model, dataset or space");
	const name = body[nameKey];
	const organization = body.organization;
	if (typeof name !== "string") throw badRequest(`invalid body: ${nameKey} must be a repository name`);
	if (organization !== undefined && organization !== null && typeof organization !== "string")
		throw badRequest("invalid body: organization must be a name");
	return { type, id: name.includes("/") ? name : `${organization ?? ""}/${name}` };
}

function checkId(ref: RepoRef, ctx: RequestContext): RepoRef {
	const owner = ref.id.startsWith("/") && ctx.caller.kind === "user" ? ctx.caller.name : undefined;
	const id = owner ? `${owner}${ref.id}` : ref.id;
	const bad = repoIdError(id);
	if (bad) throw badRequest(`invalid repository id ${JSON.stringify(id.slice(0, 200))}: ${bad}`);
	return { type: ref.type, id };
}

function repoError(e: unknown): never {
	if (e instanceof RepoError) {
		if (e.kind === "not-found") throw new HttpError(404, e.message, "RepoNotFound");
		if (e.kind === "exists") throw new HttpError(409, e.message, "Conflict");
		throw badRequest(e.message);
	}
	throw e;
}

/** Asks the policy whether the caller may do `action` to a repository named in a body; answers as the router would. */
async function allowed(ctx: RequestContext, ref: RepoRef, action: "write" | "manage"): Promise<void> {
	const access = await ctx.hub.store.repos.access(ref, ctx.caller);
	const d = can(ctx.caller, action, access);
	if (d.ok) return;
	if (d.denial === "not-found") throw repoNotFound(ref.id);
	throw new HttpError(403, `you may not ${action === "write" ? "write to" : "manage"} ${ref.id}`, "Forbidden");
}

/** The most files a repository may be created with (the JS client's `createRepo({files})`: a few small ones). */
const MAX_CREATE_FILES = 100;

/**
 * `files` of a create as `@huggingface/hub` sends them, `[{path, content (base64), encoding: "base64"}]`; the paths
 * are checked with the first commit, as every commit's.
 */
function createFiles(files: unknown): { path: string; content: Buffer }[] {
	if (files === undefined || files === null) return [];
	if (!Array.isArray(files) || files.length > MAX_CREATE_FILES)
		throw badRequest(`invalid body: files must be an array of at most ${MAX_CREATE_FILES} files`);
	return files.map((f: { path?: unknown; content?: unknown; encoding?: unknown }, i) => {
		if (typeof f?.path !== "string") throw badRequest(`invalid body: files[${i}] needs a path`);
		if (f.encoding !== "base64" || typeof f.content !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(f.content))
			throw badRequest(
				`invalid body: files[${i}] (${f.path.slice(0, 200)}) needs base64 content with encoding: base64`,
			);
		return { path: f.path, content: Buffer.from(f.content, "base64") };
	});
}

/**
 * `POST /api/repos/create` `{name, organization?, type?, private? | visibility?, license?, files?}`: a visibility this
 * hub does not have (`hidden`, a Space's `protected`) is a 400, never a public repository.
 */
export async function createRepo(ctx: RequestContext): Promise<void> {
	// Room for the few small files a repository may be created with.
	const body = await readJson(ctx, 16 * MAX_JSON);
	const files = createFiles(body.files);
	const ref = checkId(refOf(body), ctx);
	const owner = ref.id.slice(0, ref.id.indexOf("/"));
	// Writing in a namespace: as its user, a writer of its organization, or an admin (asked of the policy as for a
	// repository of that owner).
	const d = can(ctx.caller, "write", { ...ref, owner, private: false, gated: false });
	const url = new URL(repoPath(ref), ctx.origin).toString();
	if (!d.ok) throw new HttpError(403, `you may not create repositories under ${owner}`, "Forbidden");
	const isPrivate = visibilityOf(body, ref.type) ?? false;
	const license = typeof body.license === "string" && /^[\w.+-]{1,64}$/.test(body.license) ? body.license : undefined;
	// A space's SDK (`create_repo(space_sdk=…)`), as the Hub names them.
	const sdk =
		ref.type === "space" && typeof body.sdk === "string" && /^[a-z]{1,32}$/.test(body.sdk) ? body.sdk : undefined;
	const author = ctx.caller.kind === "user" ? ctx.caller.name : "";
	try {
		await ctx.hub.writer.create(
			ref,
			{ private: isPrivate, ...(license ? { license } : {}), ...(sdk ? { sdk } : {}) },
			author,
			files,
		);
	} catch (e) {
		if (e instanceof RepoError && e.kind === "exists") {
			// The Hub's answer for an id that is taken, with the url `exist_ok=True` reads.
			sendJson(ctx.req, ctx.res, 409, { error: e.message, url }, { "X-Error-Code": "RepoExists" });
			return;
		}
		if (e instanceof CommitError) commitHttpError(e);
		repoError(e);
	}
	sendJson(ctx.req, ctx.res, 200, { url, name: ref.id, id: ref.id });
}

/** `DELETE /api/repos/delete` `{name, organization?, type?}`. */
export async function deleteRepo(ctx: RequestContext): Promise<void> {
	const ref = checkId(refOf(await readJson(ctx)), ctx);
	await allowed(ctx, ref, "manage");
	await ctx.hub.store.repoAdmin.delete(ref).catch(repoError);
	ctx.res.writeHead(200, { "Content-Length": "0" });
	ctx.res.end();
}

/** `POST /api/repos/move` `{fromRepo, toRepo, type?}`. */
export async function moveRepo(ctx: RequestContext): Promise<void> {
	const body = await readJson(ctx);
	const from = checkId(refOf(body, "fromRepo"), ctx);
	const to = checkId(refOf(body, "toRepo"), ctx);
	await allowed(ctx, from, "manage");
	const owner = to.id.slice(0, to.id.indexOf("/"));
	if (!can(ctx.caller, "write", { ...to, owner, private: false, gated: false }).ok)
		throw new HttpError(403, `you may not move repositories to ${owner}`, "Forbidden");
	await ctx.hub.store.repoAdmin.move(from, to).catch(repoError);
	sendJson(ctx.req, ctx.res, 200, { url: new URL(repoPath(to), ctx.origin).toString() });
}

/**
 * `PUT /api/{type}s/{id}/settings` `{private? | visibility?, gated?}`: answers the settings the repository has now,
 * under the names clients send (`visibility` beside the older `private`).
 */
export async function repoSettings(ctx: RequestContext): Promise<void> {
	const repo = ctx.params.repo;
	if (!repo) throw new Error("settings without a repository");
	const change = settingsChange(await readJson(ctx), repo.type);
	const now = await ctx.hub.store.repoAdmin.settings(repo, change).catch(repoError);
	sendJson(ctx.req, ctx.res, 200, { ...now, visibility: now.private ? "private" : "public" });
}
