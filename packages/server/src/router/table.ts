import type { RequestContext } from "../context.js";
import { HttpError } from "../errors.js";
import { grantAccess, handleAccessRequest, listAccessRequests } from "../routes/access-requests.js";
import { commit } from "../routes/commit.js";
import { resolveFile } from "../routes/files.js";
import { lfsBatch, lfsComplete, lfsPut, lfsPutPart, lfsVerify } from "../routes/lfs.js";
import { listModels, modelInfo } from "../routes/models-api.js";
import type { Pages } from "../routes/pages.js";
import { preupload, validateYaml } from "../routes/preupload.js";
import { createBranch, createTag, deleteBranch, deleteTag, listCommits, listRefs } from "../routes/refs.js";
import { createRepo, deleteRepo, moveRepo, repoSettings } from "../routes/repos.js";
import { listRepos } from "../routes/repos-api.js";
import { listTree, pathsInfo } from "../routes/tree.js";
import { upload } from "../routes/upload.js";
import { viewerFirstRows, viewerMedia, viewerRows, viewerSearch, viewerSplits } from "../routes/viewer-api.js";
import { whoami } from "../routes/whoami.js";
import { dedupChunk, fetchXorb, reconstruction, uploadShard, uploadXorb, xetToken } from "../routes/xet.js";
import type { RouteSpec } from "./router.js";
import { api, FORM, forEveryType, page, READ } from "./rows.js";

/** The largest form the card editor takes: a whole card, URL-encoded (each byte up to three characters). */
const MAX_CARD_FORM = 8 * 1024 * 1024;

/** The web app's pages that take a POST of their own (besides a repository's forms). */
const FORM_PAGES = /^\/(login|logout|signup|new|settings\/[\w-]+|organizations\/[^/]+)(\.data)?$/;

/** Where the API names a repository: `{types}` is `models`, `datasets` or `spaces` and sets the repository's type. */
const REPO = "/api/{types}/{repo}";

/**
 * Every route of the hub, in the order they are tried: the Hub's API, its file routes for each repository type, then
 * the web app's pages. Each names the action the policy decides on before its handler runs. What every repository type
 * has is written once: the API's rows take the type from the path (`{types}`), the file and page rows are made for
 * each type (see forEveryType); what only one type has is what the Hub has for that type alone (the data viewer's).
 */
export function routeTable(pages: Pages): RouteSpec[] {
	const reads: RouteSpec[] = [
		api("models.list", READ, "/api/models", "public", listModels),
		api("datasets.list", READ, "/api/datasets", "public", listRepos("dataset")),
		api("spaces.list", READ, "/api/spaces", "public", listRepos("space")),
		api("repo.info", READ, REPO, "read", modelInfo, { invalidRepoNotFound: true }),
		api("repo.revision", READ, `${REPO}/revision/{rev}`, "read", modelInfo),
		api("repo.tree", READ, `${REPO}/tree/{rev}/{path*}`, "read", listTree),
		api("repo.paths-info", ["POST"], `${REPO}/paths-info/{rev}`, "read", pathsInfo),
		api("repo.refs", READ, `${REPO}/refs`, "read", listRefs),
		api("repo.commits", READ, `${REPO}/commits/{rev}`, "read", listCommits),
		// The data viewer's JSON API, the Hub's for datasets alone: what the dataset's files hold, so decided as its files
		// are (gated: access needed).
		...(
			[
				["splits", viewerSplits],
				["first-rows", viewerFirstRows],
				["rows", viewerRows],
				["search", viewerSearch],
				["media", viewerMedia],
			] as const
		).map(([what, handle]) =>
			api(`dataset.viewer.${what}`, READ, `/api/datasets/{repo}/viewer/${what}`, "read-files", handle, {
				type: "dataset",
			}),
		),
	];
	const accounts: RouteSpec[] = [
		api("whoami", READ, "/api/whoami-v2", "account", whoami),
		api("repo.access-requests", READ, `${REPO}/user-access-request/{name}`, "manage", listAccessRequests),
		api("repo.access-requests.handle", ["POST"], `${REPO}/user-access-request/handle`, "manage", handleAccessRequest),
		api("repo.access-requests.grant", ["POST"], `${REPO}/user-access-request/grant`, "manage", grantAccess),
	];
	const writes: RouteSpec[] = [
		api("repos.create", ["POST"], "/api/repos/create", "write", createRepo),
		api("repos.delete", ["DELETE"], "/api/repos/delete", "write", deleteRepo),
		api("repos.move", ["POST"], "/api/repos/move", "write", moveRepo),
		api("validate-yaml", ["POST"], "/api/validate-yaml", "public", validateYaml),
		api("repo.settings", ["PUT"], `${REPO}/settings`, "manage", repoSettings),
		api("repo.preupload", ["POST"], `${REPO}/preupload/{rev}`, "write", preupload),
		api("repo.commit", ["POST"], `${REPO}/commit/{rev}`, "write", commit),
		api("repo.branch.create", ["POST"], `${REPO}/branch/{rev}`, "write", createBranch),
		api("repo.branch.delete", ["DELETE"], `${REPO}/branch/{rev}`, "write", deleteBranch),
		api("repo.tag.create", ["POST"], `${REPO}/tag/{rev}`, "write", createTag),
		api("repo.tag.delete", ["DELETE"], `${REPO}/tag/{rev}`, "write", deleteTag),
	];
	const xet: RouteSpec[] = [
		api("repo.xet-read-token", READ, `${REPO}/xet-read-token/{rev}`, "read-files", xetToken("read")),
		api("repo.xet-write-token", READ, `${REPO}/xet-write-token/{rev}`, "write", xetToken("write")),
		// The CAS service: the Xet token names the repository the policy decides on.
		api("cas.xorb.upload", ["POST"], "/api/cas/v1/xorbs/{name}/{name}", "write", uploadXorb, { xet: true }),
		api("cas.shard.upload", ["POST"], "/api/cas/v1/shards", "write", uploadShard(1), { xet: true }),
		api("cas.shard.upload-v2", ["POST"], "/api/cas/v2/shards", "write", uploadShard(2), { xet: true }),
		api("cas.chunk.dedup", READ, "/api/cas/v1/chunks/{name}/{name}", "read-files", dedupChunk, { xet: true }),
		api("cas.reconstruction", ["GET"], "/api/cas/v1/reconstructions/{name}", "read-files", reconstruction(1), {
			xet: true,
		}),
		api("cas.reconstruction-v2", ["GET"], "/api/cas/v2/reconstructions/{name}", "read-files", reconstruction(2), {
			xet: true,
		}),
		// Signed by the reconstruction that handed it out, for its reader and repository (bound to one xorb and byte
		// range, short-lived); the policy decides again at every fetch.
		api("cas.xorb.fetch", READ, "/api/cas/fetch/{types}/{repo}/{name}", "read-files", fetchXorb, { signed: "read" }),
	];
	const unknown = api(
		"api.unknown",
		["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
		"/api/{any*}",
		"public",
		(ctx) => Promise.reject(new HttpError(404, `no API route ${ctx.rawPath.slice(0, 200)}`, "NotFound")),
		{ fallback: true },
	);
	// Git's LFS API (uploads of large files; the PUT and POST URLs are the ones a batch answer signed) and downloads.
	const objects = "/{repo.git}/info/lfs/objects";
	const files = forEveryType([
		api("lfs.batch", ["POST"], `${objects}/batch`, "write", lfsBatch),
		api("lfs.verify", ["POST"], `${objects}/verify`, "write", lfsVerify),
		api("lfs.upload", ["PUT"], `${objects}/{name}/{name}`, "write", lfsPut, { signed: "write" }),
		api("lfs.complete", ["POST"], `${objects}/{name}/{name}`, "write", lfsComplete, { signed: "write" }),
		api("lfs.part", ["PUT"], `${objects}/{name}/{name}/parts/{name}`, "write", lfsPutPart, { signed: "write" }),
		api("resolve", READ, "/{repo}/resolve/{rev}/{path+}", "read-files", (ctx) => resolveFile(ctx)),
		api("raw", READ, "/{repo}/raw/{rev}/{path+}", "read-files", (ctx) => resolveFile(ctx, true)),
	]);
	// A repository's pages, for every type. A page that may show something only to some (`lenient`: its address may be
	// another page's) renders a denied repository as a missing one; `deniedAsMissing` pages (writing, managing) do so
	// for every denial, so that they do not tell a visitor who may not write or manage that there is anything there.
	const form = (ctx: RequestContext) => pages.repoForm(ctx);
	const missingIfDenied = { lenient: true, deniedAsMissing: true } as const;
	const repoPages = forEveryType([
		page("page", READ, "/{repo}", "read", (ctx) => pages.repoPage(ctx), { lenient: true }),
		page("blob-page", READ, "/{repo}/blob/{rev}/{path+}", "read-files", (ctx) => pages.blobPage(ctx)),
		page("tree-page", READ, "/{repo}/tree/{rev}/{path*}", "read", (ctx) => pages.treePage(ctx)),
		// A branch's history, a page at a time; one commit with the files it added, changed and removed.
		page("commits-page", READ, "/{repo}/commits/{rev}", "read", form, { lenient: true }),
		page("commit-page", READ, "/{repo}/commit/{rev}", "read", form, { lenient: true }),
		// A gated repository's form for asking access: GET shows it, POST (a signed-in visitor's) records the request.
		page("ask-access-page", FORM, "/{repo}/ask-access", "read", form, { lenient: true }),
		page("access-requests-page", FORM, "/{repo}/access-requests", "manage", form, missingIfDenied),
		// Visibility, gating, renaming or moving, deletion.
		page("settings-page", FORM, "/{repo}/settings", "manage", form, missingIfDenied),
		// Uploading files: GET shows the form, POST streams the files in (see routes/upload.ts).
		page("upload-page", FORM, "/{repo}/upload/{rev}", "write", (ctx) => uploadPage(ctx, pages), missingIfDenied),
		// Editing the card (README.md), with a preview and the card's checks; a commit.
		page("edit-page", FORM, "/{repo}/edit/{rev}/{path+}", "write", (ctx) => editPage(ctx, pages), missingIfDenied),
		// Deleting a file: a confirmation form; a commit.
		page("delete-page", FORM, "/{repo}/delete/{rev}/{path+}", "write", form, missingIfDenied),
	]);
	const web: RouteSpec[] = [
		page("site.files", READ, "/{any*}", "public", (ctx) => pages.siteFile(ctx), {
			when: (pathname) => pages.isSiteFile(pathname),
		}),
		...repoPages,
		// The bytes of an image or a sound in a dataset's viewer too large to inline in its page (read by the viewer from
		// the dataset's files, so with the files' own permission).
		page("dataset.viewer-media", READ, "/datasets/{repo}/viewer-media", "read-files", (ctx) => pages.repoMedia(ctx), {
			type: "dataset",
		}),
		// The pages with forms (sign-in, sign-out, sign-up, settings, organizations, a new repository), which the web
		// app's actions answer; any other page answers POST with 405.
		page("pages.forms", ["POST"], "/{any*}", "public", (ctx) => pages.other(ctx), {
			when: (pathname) => FORM_PAGES.test(pathname),
		}),
		page("pages", READ, "/{any*}", "public", (ctx) => pages.other(ctx)),
	];
	// A page that fails for want of the store shows the site's own error page.
	const pageRoutes = web.map((r): RouteSpec => ({ ...r, onError: (ctx, e) => pages.failed(ctx, e) }));
	return [...reads, ...accounts, ...writes, ...xet, unknown, ...files, ...pageRoutes];
}

/** The upload page: its form, and the files it sends, streamed in. */
const uploadPage = (ctx: RequestContext, pages: Pages) =>
	ctx.req.method === "POST" ? upload(ctx, pages) : pages.repoForm(ctx);

/** The card editor, whose form holds a whole card. */
const editPage = (ctx: RequestContext, pages: Pages) => pages.repoForm(ctx, {}, { maxBody: MAX_CARD_FORM });
