import type { RepoType } from "@modelhub/core";
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

const READ = ["GET", "HEAD"] as const;

/** The largest form the card editor takes: a whole card, URL-encoded (each byte up to three characters). */
const MAX_CARD_FORM = 8 * 1024 * 1024;

/** Where a type's repositories live in the Hub's URLs: `/{id}` for models, `/datasets/{id}`, `/spaces/{id}`. */
const FILE_PREFIXES: [RepoType, string][] = [
	["model", ""],
	["dataset", "/datasets"],
	["space", "/spaces"],
];

/**
 * Every route of the hub, in the order they are tried: the Hub's API, its file routes for each repository type, then
 * the web app's pages. Each names the action the policy decides on before its handler runs.
 */
/** The web app's pages that take a POST of their own (besides a repository's access forms). */
const FORM_PAGES = /^\/(login|logout|signup|new|settings\/[\w-]+|organizations\/[^/]+)(\.data)?$/;

export function routeTable(pages: Pages): RouteSpec[] {
	const api: RouteSpec[] = [
		{ name: "models.list", methods: READ, pattern: "/api/models", action: "public", kind: "api", handle: listModels },
		{
			name: "datasets.list",
			methods: READ,
			pattern: "/api/datasets",
			action: "public",
			kind: "api",
			handle: listRepos("dataset"),
		},
		{
			name: "spaces.list",
			methods: READ,
			pattern: "/api/spaces",
			action: "public",
			kind: "api",
			handle: listRepos("space"),
		},
		{
			name: "repo.info",
			methods: READ,
			pattern: "/api/{types}/{repo}",
			action: "read",
			kind: "api",
			invalidRepoNotFound: true,
			handle: modelInfo,
		},
		{
			name: "repo.revision",
			methods: READ,
			pattern: "/api/{types}/{repo}/revision/{rev}",
			action: "read",
			kind: "api",
			handle: modelInfo,
		},
		{
			name: "repo.tree",
			methods: READ,
			pattern: "/api/{types}/{repo}/tree/{rev}/{path*}",
			action: "read",
			kind: "api",
			handle: listTree,
		},
		{
			name: "repo.paths-info",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/paths-info/{rev}",
			action: "read",
			kind: "api",
			handle: pathsInfo,
		},
		// The data viewer's JSON API: what the dataset's files hold, so decided as its files are (gated: access needed).
		...(
			[
				["splits", viewerSplits],
				["first-rows", viewerFirstRows],
				["rows", viewerRows],
				["search", viewerSearch],
				["media", viewerMedia],
			] as const
		).map(
			([what, handle]): RouteSpec => ({
				name: `dataset.viewer.${what}`,
				methods: READ,
				pattern: `/api/datasets/{repo}/viewer/${what}`,
				type: "dataset",
				action: "read-files",
				kind: "api",
				handle,
			}),
		),
	];
	const files: RouteSpec[] = FILE_PREFIXES.flatMap(([type, prefix]): RouteSpec[] => [
		{
			name: `${type}.resolve`,
			methods: READ,
			pattern: `${prefix}/{repo}/resolve/{rev}/{path+}`,
			type,
			action: "read-files",
			kind: "api",
			handle: (ctx) => resolveFile(ctx),
		},
		{
			name: `${type}.raw`,
			methods: READ,
			pattern: `${prefix}/{repo}/raw/{rev}/{path+}`,
			type,
			action: "read-files",
			kind: "api",
			handle: (ctx) => resolveFile(ctx, true),
		},
	]);
	const accounts: RouteSpec[] = [
		{ name: "whoami", methods: READ, pattern: "/api/whoami-v2", action: "account", kind: "api", handle: whoami },
		{
			name: "repo.access-requests",
			methods: READ,
			pattern: "/api/{types}/{repo}/user-access-request/{name}",
			action: "manage",
			kind: "api",
			handle: listAccessRequests,
		},
		{
			name: "repo.access-requests.handle",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/user-access-request/handle",
			action: "manage",
			kind: "api",
			handle: handleAccessRequest,
		},
		{
			name: "repo.access-requests.grant",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/user-access-request/grant",
			action: "manage",
			kind: "api",
			handle: grantAccess,
		},
	];
	const writes: RouteSpec[] = [
		{
			name: "repos.create",
			methods: ["POST"],
			pattern: "/api/repos/create",
			action: "write",
			kind: "api",
			handle: createRepo,
		},
		{
			name: "repos.delete",
			methods: ["DELETE"],
			pattern: "/api/repos/delete",
			action: "write",
			kind: "api",
			handle: deleteRepo,
		},
		{
			name: "repos.move",
			methods: ["POST"],
			pattern: "/api/repos/move",
			action: "write",
			kind: "api",
			handle: moveRepo,
		},
		{
			name: "validate-yaml",
			methods: ["POST"],
			pattern: "/api/validate-yaml",
			action: "public",
			kind: "api",
			handle: validateYaml,
		},
		{
			name: "repo.settings",
			methods: ["PUT"],
			pattern: "/api/{types}/{repo}/settings",
			action: "manage",
			kind: "api",
			handle: repoSettings,
		},
		{
			name: "repo.preupload",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/preupload/{rev}",
			action: "write",
			kind: "api",
			handle: preupload,
		},
		{
			name: "repo.commit",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/commit/{rev}",
			action: "write",
			kind: "api",
			handle: commit,
		},
		{
			name: "repo.refs",
			methods: READ,
			pattern: "/api/{types}/{repo}/refs",
			action: "read",
			kind: "api",
			handle: listRefs,
		},
		{
			name: "repo.commits",
			methods: READ,
			pattern: "/api/{types}/{repo}/commits/{rev}",
			action: "read",
			kind: "api",
			handle: listCommits,
		},
		{
			name: "repo.branch.create",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/branch/{rev}",
			action: "write",
			kind: "api",
			handle: createBranch,
		},
		{
			name: "repo.branch.delete",
			methods: ["DELETE"],
			pattern: "/api/{types}/{repo}/branch/{rev}",
			action: "write",
			kind: "api",
			handle: deleteBranch,
		},
		{
			name: "repo.tag.create",
			methods: ["POST"],
			pattern: "/api/{types}/{repo}/tag/{rev}",
			action: "write",
			kind: "api",
			handle: createTag,
		},
		{
			name: "repo.tag.delete",
			methods: ["DELETE"],
			pattern: "/api/{types}/{repo}/tag/{rev}",
			action: "write",
			kind: "api",
			handle: deleteTag,
		},
	];
	const lfs: RouteSpec[] = FILE_PREFIXES.flatMap(([type, prefix]): RouteSpec[] => {
		const objects = `${prefix}/{repo.git}/info/lfs/objects`;
		return [
			{
				name: `${type}.lfs.batch`,
				methods: ["POST"],
				pattern: `${objects}/batch`,
				type,
				action: "write",
				kind: "api",
				handle: lfsBatch,
			},
			{
				name: `${type}.lfs.verify`,
				methods: ["POST"],
				pattern: `${objects}/verify`,
				type,
				action: "write",
				kind: "api",
				handle: lfsVerify,
			},
			{
				name: `${type}.lfs.upload`,
				methods: ["PUT"],
				pattern: `${objects}/{name}/{name}`,
				type,
				action: "write",
				kind: "api",
				signed: "write",
				handle: lfsPut,
			},
			{
				name: `${type}.lfs.complete`,
				methods: ["POST"],
				pattern: `${objects}/{name}/{name}`,
				type,
				action: "write",
				kind: "api",
				signed: "write",
				handle: lfsComplete,
			},
			{
				name: `${type}.lfs.part`,
				methods: ["PUT"],
				pattern: `${objects}/{name}/{name}/parts/{name}`,
				type,
				action: "write",
				kind: "api",
				signed: "write",
				handle: lfsPutPart,
			},
		];
	});
	const xet: RouteSpec[] = [
		{
			name: "repo.xet-read-token",
			methods: READ,
			pattern: "/api/{types}/{repo}/xet-read-token/{rev}",
			action: "read-files",
			kind: "api",
			handle: xetToken("read"),
		},
		{
			name: "repo.xet-write-token",
			methods: READ,
			pattern: "/api/{types}/{repo}/xet-write-token/{rev}",
			action: "write",
			kind: "api",
			handle: xetToken("write"),
		},
		// The CAS service: the Xet token names the repository the policy decides on.
		{
			name: "cas.xorb.upload",
			methods: ["POST"],
			pattern: "/api/cas/v1/xorbs/{name}/{name}",
			action: "write",
			kind: "api",
			xet: true,
			handle: uploadXorb,
		},
		{
			name: "cas.shard.upload",
			methods: ["POST"],
			pattern: "/api/cas/v1/shards",
			action: "write",
			kind: "api",
			xet: true,
			handle: uploadShard(1),
		},
		{
			name: "cas.shard.upload-v2",
			methods: ["POST"],
			pattern: "/api/cas/v2/shards",
			action: "write",
			kind: "api",
			xet: true,
			handle: uploadShard(2),
		},
		{
			name: "cas.chunk.dedup",
			methods: READ,
			pattern: "/api/cas/v1/chunks/{name}/{name}",
			action: "read-files",
			kind: "api",
			xet: true,
			handle: dedupChunk,
		},
		{
			name: "cas.reconstruction",
			methods: ["GET"],
			pattern: "/api/cas/v1/reconstructions/{name}",
			action: "read-files",
			kind: "api",
			xet: true,
			handle: reconstruction(1),
		},
		{
			name: "cas.reconstruction-v2",
			methods: ["GET"],
			pattern: "/api/cas/v2/reconstructions/{name}",
			action: "read-files",
			kind: "api",
			xet: true,
			handle: reconstruction(2),
		},
		{
			// Signed by the reconstruction that handed it out, for its reader and repository (bound to one xorb and byte
			// range, short-lived); the policy decides again at every fetch.
			name: "cas.xorb.fetch",
			methods: READ,
			pattern: "/api/cas/fetch/{types}/{repo}/{name}",
			action: "read-files",
			kind: "api",
			signed: "read",
			handle: fetchXorb,
		},
	];
	const unknown: RouteSpec = {
		name: "api.unknown",
		methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
		pattern: "/api/{any*}",
		action: "public",
		kind: "api",
		fallback: true,
		handle: (ctx) => Promise.reject(new HttpError(404, `no API route ${ctx.rawPath.slice(0, 200)}`, "NotFound")),
	};
	const web: RouteSpec[] = [
		{
			name: "site.files",
			methods: READ,
			pattern: "/{any*}",
			action: "public",
			kind: "page",
			when: (pathname) => pages.isSiteFile(pathname),
			handle: (ctx) => pages.siteFile(ctx),
		},
		{
			name: "model.page",
			methods: READ,
			pattern: "/{repo}",
			type: "model",
			lenient: true,
			action: "read",
			kind: "page",
			handle: (ctx) => pages.repoPage(ctx),
		},
		{
			name: "model.blob-page",
			methods: READ,
			pattern: "/{repo}/blob/{rev}/{path+}",
			type: "model",
			action: "read-files",
			kind: "page",
			handle: (ctx) => pages.blobPage(ctx),
		},
		{
			name: "model.tree-page",
			methods: READ,
			pattern: "/{repo}/tree/{rev}/{path*}",
			type: "model",
			action: "read",
			kind: "page",
			handle: (ctx) => pages.treePage(ctx),
		},
		{
			name: "model.ask-access-page",
			// A gated model's form for asking access: GET shows it, POST (a signed-in visitor's) records the request.
			methods: [...READ, "POST"],
			pattern: "/{repo}/ask-access",
			type: "model",
			lenient: true,
			action: "read",
			kind: "page",
			handle: (ctx) => pages.repoForm(ctx),
		},
		{
			name: "model.access-requests-page",
			// The owners' page of a gated model's access requests: to anyone else, exactly a missing page.
			methods: [...READ, "POST"],
			pattern: "/{repo}/access-requests",
			type: "model",
			lenient: true,
			action: "manage",
			deniedAsMissing: true,
			kind: "page",
			handle: (ctx) => pages.repoForm(ctx),
		},
		// A dataset's and a space's pages, as a model's (their files, their access form and requests page).
		...FILE_PREFIXES.filter(([type]) => type !== "model").flatMap(([type, prefix]): RouteSpec[] => [
			{
				name: `${type}.page`,
				methods: READ,
				pattern: `${prefix}/{repo}`,
				type,
				lenient: true,
				action: "read",
				kind: "page",
				handle: (ctx) => pages.repoPage(ctx),
			},
			{
				name: `${type}.blob-page`,
				methods: READ,
				pattern: `${prefix}/{repo}/blob/{rev}/{path+}`,
				type,
				action: "read-files",
				kind: "page",
				handle: (ctx) => pages.blobPage(ctx),
			},
			{
				name: `${type}.tree-page`,
				methods: READ,
				pattern: `${prefix}/{repo}/tree/{rev}/{path*}`,
				type,
				action: "read",
				kind: "page",
				handle: (ctx) => pages.treePage(ctx),
			},
			{
				name: `${type}.ask-access-page`,
				methods: [...READ, "POST"],
				pattern: `${prefix}/{repo}/ask-access`,
				type,
				lenient: true,
				action: "read",
				kind: "page",
				handle: (ctx) => pages.repoForm(ctx),
			},
			{
				name: `${type}.access-requests-page`,
				methods: [...READ, "POST"],
				pattern: `${prefix}/{repo}/access-requests`,
				type,
				lenient: true,
				action: "manage",
				deniedAsMissing: true,
				kind: "page",
				handle: (ctx) => pages.repoForm(ctx),
			},
		]),
		// A repository's settings (visibility, gating, rename or move, deletion), for every type: to anyone the policy
		// does not let manage it, exactly a missing page.
		...FILE_PREFIXES.map(
			([type, prefix]): RouteSpec => ({
				name: `${type}.settings-page`,
				methods: [...READ, "POST"],
				pattern: `${prefix}/{repo}/settings`,
				type,
				lenient: true,
				action: "manage",
				deniedAsMissing: true,
				kind: "page",
				handle: (ctx) => pages.repoForm(ctx),
			}),
		),
		{
			name: "model.upload-page",
			// Uploading files: GET shows the form, POST streams the files in (see routes/upload.ts). To anyone who may not
			// write to the model, exactly a missing page.
			methods: [...READ, "POST"],
			pattern: "/{repo}/upload/{rev}",
			type: "model",
			lenient: true,
			action: "write",
			deniedAsMissing: true,
			kind: "page",
			handle: (ctx) => (ctx.req.method === "POST" ? upload(ctx, pages) : pages.repoForm(ctx)),
		},
		{
			name: "model.edit-page",
			// Editing the model card (README.md), with a preview and the card's checks; a commit.
			methods: [...READ, "POST"],
			pattern: "/{repo}/edit/{rev}/{path+}",
			type: "model",
			lenient: true,
			action: "write",
			deniedAsMissing: true,
			kind: "page",
			handle: (ctx) => pages.repoForm(ctx, {}, { maxBody: MAX_CARD_FORM }),
		},
		{
			name: "model.delete-page",
			// Deleting a file: a confirmation form; a commit.
			methods: [...READ, "POST"],
			pattern: "/{repo}/delete/{rev}/{path+}",
			type: "model",
			lenient: true,
			action: "write",
			deniedAsMissing: true,
			kind: "page",
			handle: (ctx) => pages.repoForm(ctx),
		},
		{
			name: "model.commits-page",
			// A branch's history, a page at a time.
			methods: READ,
			pattern: "/{repo}/commits/{rev}",
			type: "model",
			lenient: true,
			action: "read",
			kind: "page",
			handle: (ctx) => pages.repoForm(ctx),
		},
		{
			name: "model.commit-page",
			// One commit: its author, time, message, parent and the files it added, changed and removed.
			methods: READ,
			pattern: "/{repo}/commit/{rev}",
			type: "model",
			lenient: true,
			action: "read",
			kind: "page",
			handle: (ctx) => pages.repoForm(ctx),
		},
		{
			// The bytes of an image or a sound in a dataset's viewer too large to inline in its page (read by the viewer
			// from the dataset's files, so with the files' own permission).
			name: "dataset.viewer-media",
			methods: READ,
			pattern: "/datasets/{repo}/viewer-media",
			type: "dataset",
			action: "read-files",
			kind: "page",
			handle: (ctx) => pages.repoMedia(ctx),
		},
		{
			// The pages with forms (sign-in, sign-out, sign-up, settings, organizations, a new repository), which the web
			// app's actions answer; any other page answers POST with 405.
			name: "pages.forms",
			methods: ["POST"],
			pattern: "/{any*}",
			action: "public",
			kind: "page",
			when: (pathname) => FORM_PAGES.test(pathname),
			handle: (ctx) => pages.other(ctx),
		},
		{
			name: "pages",
			methods: READ,
			pattern: "/{any*}",
			action: "public",
			kind: "page",
			handle: (ctx) => pages.other(ctx),
		},
	];
	// A page that fails for want of the store shows the site's own error page.
	const pageRoutes = web.map((r): RouteSpec => ({ ...r, onError: (ctx, e) => pages.failed(ctx, e) }));
	return [...api, ...accounts, ...writes, ...xet, unknown, ...lfs, ...files, ...pageRoutes];
}
