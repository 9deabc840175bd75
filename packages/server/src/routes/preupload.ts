import { isLfs, pathRefusal } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { readJson } from "./body.js";
import { repoOf, revisionError } from "./repo-files.js";

/**
 * `POST /api/{type}s/{id}/preupload/{rev}` `{files: [{path, sample, size}]}`: which files go as regular content and
 * which as large files (LFS): a file of 10 MB or more, a kind the Hub keeps in LFS, or one whose first bytes are not
 * text. A file already at the revision with the same content is given its blob id, so a client can skip it.
 */
export async function preupload(ctx: RequestContext): Promise<void> {
	const body = await readJson(ctx, 16 << 20);
	const files = body.files;
	if (!Array.isArray(files) || files.length > 10_000)
		throw badRequest("invalid body: files must be a list of at most 10000");
	const repo = repoOf(ctx);
	const rev = ctx.params.rev ?? "main";
	const lookup = await ctx.hub.reader.revision(repo, rev);
	// A commit may make the default branch (a new repository's first) or a pull request: any other must exist.
	if (lookup.found !== "revision" && rev !== "main" && !/^refs\/pr\//.test(rev)) throw revisionError(repo, rev, lookup);
	const revision = lookup.found === "revision" ? lookup.revision : undefined;
	const paths = files.map((f: { path?: unknown }) => (typeof f?.path === "string" ? f.path : ""));
	const known = revision ? await ctx.hub.reader.entries(repo, revision, paths) : [];
	const existing = new Map(known.filter((e) => e.type === "file").map((e) => [e.path, e]));
	const answers = files.map((f: { path?: unknown; sample?: unknown; size?: unknown }) => {
		const path = f?.path;
		if (typeof path !== "string" || !Number.isSafeInteger(f?.size))
			throw badRequest("invalid body: each file needs a path and a size");
		const bad = pathRefusal(path);
		if (bad) throw badRequest(`invalid path ${bad}`);
		const sample = typeof f.sample === "string" ? Buffer.from(f.sample, "base64") : Buffer.alloc(0);
		const binary = sample.includes(0);
		const lfs = isLfs(path, f.size as number) || binary;
		const same = existing.get(path);
		return { path, uploadMode: lfs ? "lfs" : "regular", shouldIgnore: false, ...(same ? { oid: same.oid } : {}) };
	});
	sendJson(ctx.req, ctx.res, 200, { files: answers, commitOid: revision?.sha });
}

/**
 * `POST /api/validate-yaml` `{content, repoType}`: a card's front matter checked with the rules the importer applies;
 * always answered in JSON (the clients read it before the status).
 */
export async function validateYaml(ctx: RequestContext): Promise<void> {
	const body = await readJson(ctx, 16 << 20);
	if (typeof body.content !== "string") throw badRequest("invalid body: content must be the card's text");
	const type = body.repoType === "dataset" || body.repoType === "space" ? body.repoType : "model";
	const check = await ctx.hub.writer.checkCard(body.content, type);
	const answer = {
		...(check.errors.length ? { errors: check.errors.map((message) => ({ message })) } : {}),
		...(check.warnings.length ? { warnings: check.warnings.map((message) => ({ message })) } : {}),
	};
	sendJson(ctx.req, ctx.res, check.errors.length ? 400 : 200, answer);
}
