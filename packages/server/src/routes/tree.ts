import type { TreeEntry } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, entryNotFound } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { readBody } from "./body.js";
import { isTrue, repoOf, revisionOf } from "./repo-files.js";

/**
 * The Hub's tree routes: `GET /api/{type}s/{id}/tree/{rev}[/{path}]` (paged by an absolute `Link`) and
 * `POST /api/{type}s/{id}/paths-info/{rev}`.
 */

const PAGE_LIMIT = 1000;

/**
 * The Hub's `securityFileStatus` of a file: every key its clients index (huggingface_hub reads `status`, `avScan` and
 * `pickleImportScan` without a default), and no scan claimed where none ran.
 */
export interface SecurityFileStatus {
	status: string;
	avScan: { virusFound: boolean; virusNames: string[] | null } | null;
	pickleImportScan: { highestSafetyLevel: string; imports: { module: string; name: string; safety: string }[] } | null;
}

/** What the hub can say of a file's safety until a scanner looks at it: not scanned, and no scan's findings. */
export const UNSCANNED: Readonly<SecurityFileStatus> = Object.freeze({
	status: "unscanned",
	avScan: null,
	pickleImportScan: null,
});

/** Entries expanded as the Hub expands them: each file with its security status (entries carry their last commit). */
const withStatus = (entries: TreeEntry[]) =>
	entries.map((e) => (e.type === "file" ? { ...e, securityFileStatus: UNSCANNED } : e));

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
	const repo = repoOf(ctx);
	const rev = await revisionOf(ctx);
	const path = ctx.params.path ?? "";
	const expand = isTrue(params.get("expand"));
	const listing = await ctx.hub.reader.tree(repo, rev, path, {
		recursive: isTrue(params.get("recursive")),
		offset,
		limit,
		lastCommit: expand,
	});
	if (listing.found !== "folder")
		throw entryNotFound(`Entry not found: ${path} is not a folder of ${repo.id}`, rev.sha);
	const headers: Record<string, string> = { "X-Repo-Commit": rev.sha };
	if (offset + limit < listing.total) {
		const next = new URL(ctx.rawPath, ctx.origin);
		for (const [k, v] of params) if (k !== "cursor") next.searchParams.append(k, v);
		next.searchParams.set("cursor", Buffer.from(`o:${offset + limit}`).toString("base64url"));
		headers.Link = `<${next.toString()}>; rel="next"`;
	}
	sendJson(ctx.req, ctx.res, 200, expand ? withStatus(listing.entries) : listing.entries, headers);
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
	const paths = body.paths.map((p) => p.replace(/^\/+|\/+$/g, ""));
	const entries = await ctx.hub.reader.entries(repoOf(ctx), rev, paths, { lastCommit: body.expand });
	sendJson(ctx.req, ctx.res, 200, body.expand ? withStatus(entries) : entries, { "X-Repo-Commit": rev.sha });
}
