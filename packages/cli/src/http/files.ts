import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { viewableFileType } from "@modelhub/core";
import {
	type BlobStore,
	type CatalogStore,
	type FileView,
	lfsPointer,
	openBlobStore,
	type Revision,
	type RevisionFile,
	Revisions,
	siblingOf,
} from "@modelhub/store";
import { fullEntry, isCurrentRevision, pick } from "./api.js";
import { type FileRoute, matchFileRoute } from "./hub-path.js";
import { parseRange } from "./range.js";
import { publicOrigin, sendError, sendJson, sendMethodNotAllowed } from "./respond.js";
import { sendBody } from "./send.js";
import { RevisionTree, type TreeEntry } from "./tree.js";

/** What the file routes keep per store: its blob store, revision reader and the trees of recently asked revisions. */
interface Context {
	blobs: BlobStore;
	revisions: Revisions;
	/** Revisions never change, so their trees can be kept; a few, least recently used out first. */
	trees: Map<string, RevisionTree>;
}

const contexts = new WeakMap<CatalogStore, Context>();
const TREE_CACHE = 32;
const PAGE_LIMIT = 1000;
const MAX_BODY = 1 << 20;

function context(store: CatalogStore): Context {
	let c = contexts.get(store);
	if (!c) {
		c = { blobs: openBlobStore(store, process.env), revisions: new Revisions(store.db), trees: new Map() };
		contexts.set(store, c);
	}
	return c;
}

async function treeOf(c: Context, id: string, sha: string): Promise<RevisionTree> {
	const key = `${id}@${sha}`;
	let tree = c.trees.get(key);
	if (tree) c.trees.delete(key);
	else tree = new RevisionTree(await c.revisions.files(id, sha));
	c.trees.set(key, tree);
	if (c.trees.size > TREE_CACHE) c.trees.delete(c.trees.keys().next().value as string);
	return tree;
}

/** A failure already answered to the client. */
class Answered extends Error {}

/** The revision a route names, or a 404 the clients read (RepoNotFound / RevisionNotFound). */
async function revisionOf(req: IncomingMessage, res: ServerResponse, c: Context, route: FileRoute): Promise<Revision> {
	const rev = await c.revisions.resolve(route.id, route.rev);
	if (rev) return rev;
	if (!(await c.revisions.modelExists(route.id))) {
		sendError(req, res, 404, `Repository not found: ${route.id}`, "RepoNotFound");
	} else if (!(await c.revisions.hasFiles(route.id))) {
		sendError(req, res, 404, `${route.id} has no files on this hub (only its catalogue record)`, "RevisionNotFound");
	} else sendError(req, res, 404, `Invalid rev id: ${route.rev}`, "RevisionNotFound");
	throw new Answered();
}

/**
 * The Hub's file routes on the store: downloads (`/{id}/resolve/{rev}/{path}`, GET and HEAD, ranges, ETags),
 * `/api/models/{id}/revision/{rev}`, `/api/models/{id}/tree/{rev}[/{path}]` and
 * `POST /api/models/{id}/paths-info/{rev}`, answered as HUB-compatible clients expect (error codes in
 * `X-Error-Code`). Returns false for any other path.
 */
export async function handleFiles(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	store: CatalogStore,
): Promise<boolean> {
	const rawPath = (req.url ?? "/").split("?", 1)[0] as string;
	const match = matchFileRoute(rawPath);
	if (!match) return false;
	if (!match.ok) {
		sendError(req, res, 400, `bad request: ${match.error}`, "BadRequest");
		return true;
	}
	const route = match.route;
	const allowed = route.kind === "paths-info" ? ["POST"] : ["GET", "HEAD"];
	if (!allowed.includes(req.method ?? "")) {
		sendMethodNotAllowed(req, res, allowed);
		return true;
	}
	// A file a browser can show gets the page of its own that the site renders (see fileViews).
	if (route.kind === "blob-page" && viewableFileType(route.path)) return false;
	if (route.kind === "blob-page" || route.kind === "tree-page") {
		redirectPage(res, route);
		return true;
	}
	const c = context(store);
	try {
		if (route.kind === "resolve" || route.kind === "raw") await resolveFile(req, res, c, route);
		else if (route.kind === "revision") await revisionInfo(req, res, url, store, c, route);
		else if (route.kind === "tree") await listTree(req, res, url, c, route, rawPath);
		else await pathsInfo(req, res, c, route);
	} catch (e) {
		if (e instanceof Answered) return true;
		process.stderr.write(`files: ${req.method} ${rawPath}: ${String((e as Error)?.message ?? e).split("\n")[0]}\n`);
		if (!res.headersSent) sendError(req, res, 503, "the file store is unavailable right now; try again shortly");
		else res.destroy();
	}
	return true;
}

const contentType = (path: string): string => viewableFileType(path) ?? "application/octet-stream";

/**
 * The Hub's page of a file the site does not show (weights, often gigabytes) or of a folder, asked for by a Hub link
 * with its host changed: sent on to the model page's list of files.
 */
function redirectPage(res: ServerResponse, route: Extract<FileRoute, { kind: "blob-page" | "tree-page" }>): void {
	const location = `/${route.id.split("/").map(encodeURIComponent).join("/")}#files`;
	res.writeHead(302, { Location: location, "Content-Length": "0", "Cache-Control": "no-cache" });
	res.end();
}

/** The largest file a page shows; a larger one is offered for download only. */
const MAX_SHOWN_BYTES = 256 * 1024;

/**
 * What the site's file pages read (`/{id}/blob/{rev}/{path}`): the file a request path names, from the same routes
 * and revisions as downloads; undefined when there is no such model, revision or file.
 */
export function fileViews(store: CatalogStore): { view(pathname: string): Promise<FileView | undefined> } {
	return {
		async view(pathname) {
			const match = matchFileRoute(pathname);
			if (!match?.ok || match.route.kind !== "blob-page") return undefined;
			const { id, rev, path } = match.route;
			const c = context(store);
			const revision = await c.revisions.resolve(id, rev);
			const file = revision && (await c.revisions.file(id, revision.sha, path));
			if (!revision || !file) return undefined;
			const view: FileView = { id, rev, commit: revision.sha, path, size: file.size };
			if (file.size > MAX_SHOWN_BYTES) return { ...view, withheld: "large" };
			const chunks: Buffer[] = [];
			for await (const chunk of c.blobs.read(file.sha256)) chunks.push(chunk as Buffer);
			const bytes = Buffer.concat(chunks);
			if (bytes.length !== file.size) throw new Error(`the stored bytes of ${path} in ${id} are missing or damaged`);
			if (bytes.includes(0)) return { ...view, withheld: "binary" };
			try {
				return { ...view, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
			} catch {
				return { ...view, withheld: "binary" };
			}
		},
	};
}

/** The ETag of a file: its git blob id, or its sha256 for LFS files, as the Hub gives them. */
const etagOf = (f: RevisionFile) => `"${f.lfs ? f.sha256 : f.blobId}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
	if (!header) return false;
	const bare = etag.slice(1, -1);
	return header.split(",").some((t) => {
		const v = t.trim().replace(/^W\//, "");
		return v === "*" || v === etag || v === bare;
	});
}

async function resolveFile(
	req: IncomingMessage,
	res: ServerResponse,
	c: Context,
	route: Extract<FileRoute, { kind: "resolve" | "raw" }>,
): Promise<void> {
	const rev = await revisionOf(req, res, c, route);
	const file = await c.revisions.file(route.id, rev.sha, route.path);
	if (!file) {
		sendError(req, res, 404, `Entry not found: ${route.path} in ${route.id} at ${rev.sha}`, "EntryNotFound", {
			"X-Repo-Commit": rev.sha,
		});
		return;
	}
	if (route.kind === "raw" && file.lfs) {
		// What git holds for an LFS file is its pointer, as the Hub's raw route gives it.
		sendBody(
			req,
			res,
			{
				status: 200,
				headers: { "Content-Type": "text/plain; charset=utf-8", "X-Repo-Commit": rev.sha, "Cache-Control": "no-cache" },
				body: Buffer.from(lfsPointer(file.sha256, file.size)),
				encoded: {},
				etag: `"${file.blobId}"`,
			},
			"fast",
		);
		return;
	}
	const etag = etagOf(file);
	const headers: Record<string, string> = {
		"X-Repo-Commit": rev.sha,
		ETag: etag,
		"Accept-Ranges": "bytes",
		"Content-Type": contentType(file.path),
		"Cache-Control": "public, max-age=0, must-revalidate",
	};
	if (file.lfs) {
		headers["X-Linked-Etag"] = etag;
		headers["X-Linked-Size"] = String(file.size);
	}
	if (matchesEtag(req.headers["if-none-match"], etag)) {
		res.writeHead(304, headers);
		res.end();
		return;
	}
	if ((await c.blobs.size(file.sha256)) !== file.size) {
		sendError(req, res, 500, `the stored bytes of ${route.path} are missing or damaged; import the repository again`);
		return;
	}
	// An empty file has no byte to range over: it is answered whole, its size in Content-Range for ranged probes.
	const range = file.size === 0 ? ({ kind: "whole" } as const) : parseRange(req.headers.range, file.size);
	if (range.kind === "unsatisfiable") {
		sendError(req, res, 416, `range not satisfiable: ${range.reason}`, "RangeNotSatisfiable", {
			"Content-Range": `bytes */${file.size}`,
			"X-Repo-Commit": rev.sha,
		});
		return;
	}
	if (range.kind === "part") {
		headers["Content-Range"] = `bytes ${range.start}-${range.end}/${file.size}`;
		headers["Content-Length"] = String(range.end - range.start + 1);
		res.writeHead(206, headers);
	} else {
		headers["Content-Length"] = String(file.size);
		if (req.headers.range !== undefined) headers["Content-Range"] = `bytes */${file.size}`;
		res.writeHead(200, headers);
	}
	if (req.method === "HEAD" || file.size === 0) {
		res.end();
		return;
	}
	const body = c.blobs.read(file.sha256, range.kind === "part" ? range : undefined);
	try {
		await pipeline(body, res);
	} catch {
		// The client went away, or the disk failed mid-way: the connection is closed either way.
		res.destroy();
	}
}

function expandOf(url: URL): string[] {
	return [...url.searchParams.getAll("expand"), ...url.searchParams.getAll("expand[]")]
		.flatMap((e) => e.split(","))
		.filter(Boolean);
}

const isTrue = (v: string | null) => v === "true" || v === "1" || v === "True";

async function revisionInfo(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	store: CatalogStore,
	c: Context,
	route: FileRoute,
): Promise<void> {
	const stored = await store.getModel(route.id);
	if (!stored) {
		sendError(req, res, 404, `Repository not found: ${route.id}`, "RepoNotFound");
		return;
	}
	let entry = fullEntry(stored.record as Record<string, unknown>, true);
	// A model known only by its record has one revision: its own (main, HEAD or the record's sha).
	const recordOnly = !(await c.revisions.hasFiles(route.id));
	if (recordOnly && !isCurrentRevision(route.rev, stored.record.sha)) {
		sendError(req, res, 404, `Invalid rev id: ${route.rev.slice(0, 200)}`, "RevisionNotFound");
		return;
	}
	const rev = recordOnly ? undefined : await revisionOf(req, res, c, route);
	if (rev) {
		const files = await c.revisions.files(route.id, rev.sha);
		const blobs = isTrue(url.searchParams.get("blobs"));
		entry.sha = rev.sha;
		entry.lastModified = rev.createdAt.toISOString();
		entry.siblings = files.map((f) => (blobs ? siblingOf(f) : { rfilename: f.path }));
		entry.usedStorage = files.reduce((n, f) => n + f.size, 0);
	}
	const expand = expandOf(url);
	if (expand.length) entry = pick(entry, expand);
	sendJson(req, res, 200, entry);
}

function withCommit(entries: TreeEntry[], rev: Revision): TreeEntry[] {
	const lastCommit = { id: rev.sha, title: "Import", date: rev.createdAt.toISOString() };
	return entries.map((e) => ({ ...e, lastCommit, securityFileStatus: { status: "unscanned" } }));
}

async function listTree(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	c: Context,
	route: Extract<FileRoute, { kind: "tree" }>,
	rawPath: string,
): Promise<void> {
	const params = url.searchParams;
	const limitText = params.get("limit");
	const limit = limitText === null ? PAGE_LIMIT : Number(limitText);
	if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT) {
		sendError(req, res, 400, `invalid parameter: limit must be a whole number from 1 to ${PAGE_LIMIT}`, "BadRequest");
		return;
	}
	const cursorText = params.get("cursor");
	const offset = cursorText === null ? 0 : decodeCursor(cursorText);
	if (offset === undefined) {
		sendError(req, res, 400, "invalid parameter: cursor is not one this hub wrote", "BadRequest");
		return;
	}
	const rev = await revisionOf(req, res, c, route);
	const tree = await treeOf(c, route.id, rev.sha);
	if (route.path !== "" && !tree.isFolder(route.path)) {
		sendError(req, res, 404, `Entry not found: ${route.path} is not a folder of ${route.id}`, "EntryNotFound", {
			"X-Repo-Commit": rev.sha,
		});
		return;
	}
	const all = tree.list(route.path, isTrue(params.get("recursive")));
	let page = all.slice(offset, offset + limit);
	if (isTrue(params.get("expand"))) page = withCommit(page, rev);
	const headers: Record<string, string> = { "X-Repo-Commit": rev.sha };
	if (offset + limit < all.length) {
		const next = new URL(rawPath, publicOrigin(req));
		for (const [k, v] of params) if (k !== "cursor") next.searchParams.append(k, v);
		next.searchParams.set("cursor", Buffer.from(`o:${offset + limit}`).toString("base64url"));
		headers.Link = `<${next.toString()}>; rel="next"`;
	}
	sendJson(req, res, 200, page, headers);
}

function decodeCursor(text: string): number | undefined {
	const m = /^o:(\d{1,9})$/.exec(Buffer.from(text, "base64url").toString("utf8"));
	return m ? Number(m[1]) : undefined;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > MAX_BODY) return undefined;
		chunks.push(chunk);
	}
	return Buffer.concat(chunks).toString("utf8");
}

/** `{"paths": […], "expand": true}` as JSON, or the same as a form (`paths=a&paths=b&expand=true`). */
function parsePathsBody(text: string, type: string | undefined): { paths: string[]; expand: boolean } | string {
	if (type?.includes("application/x-www-form-urlencoded")) {
		const form = new URLSearchParams(text);
		return { paths: form.getAll("paths").flatMap((p) => p.split(",")), expand: isTrue(form.get("expand")) };
	}
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		return 'the body must be JSON like {"paths": ["config.json"], "expand": true}';
	}
	const b = body as { paths?: unknown; expand?: unknown };
	if (!Array.isArray(b?.paths) || !b.paths.every((p) => typeof p === "string"))
		return "paths must be an array of strings";
	return { paths: b.paths, expand: b.expand === true };
}

async function pathsInfo(req: IncomingMessage, res: ServerResponse, c: Context, route: FileRoute): Promise<void> {
	const text = await readBody(req);
	if (text === undefined) {
		sendError(req, res, 413, `the body is larger than ${MAX_BODY} bytes`, "BadRequest");
		return;
	}
	const body = parsePathsBody(text, req.headers["content-type"]);
	if (typeof body === "string") {
		sendError(req, res, 400, `invalid body: ${body}`, "BadRequest");
		return;
	}
	if (body.paths.length > 10_000) {
		sendError(req, res, 400, "invalid body: at most 10000 paths at once", "BadRequest");
		return;
	}
	const rev = await revisionOf(req, res, c, route);
	const tree = await treeOf(c, route.id, rev.sha);
	let entries = body.paths.map((p) => tree.entry(p.replace(/^\/+|\/+$/g, ""))).filter((e) => e !== undefined);
	if (body.expand) entries = withCommit(entries, rev);
	sendJson(req, res, 200, entries, { "X-Repo-Commit": rev.sha });
}
