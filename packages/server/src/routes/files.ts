import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { countsAsDownload, firstLine, getLibrary, viewableFileType } from "@modelhub/core";
import { lfsPointer, type RevisionFile } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { entryNotFound, HttpError } from "../errors.js";
import { parseRange, rangeApplies } from "../http/range.js";
import { sendBody } from "../http/send.js";
import { repoOf, revisionOf } from "./repo-files.js";
import { xetAuthLink } from "./xet.js";

/**
 * Downloads: `/{id}/resolve/{rev}/{path}` (GET and HEAD, ranges, ETags, `If-Range`) and `/{id}/raw/{rev}/{path}`
 * (what git holds: an LFS file's pointer), answered with the headers the Hub's clients read (`X-Repo-Commit`, the
 * ETag they name their cache after, `X-Linked-*` for large files) and error codes in `X-Error-Code`.
 */

/** How long a presigned download URL stays valid (a download begun before then runs to its end). */
const DOWNLOAD_URL_TTL = 3600;

const contentType = (path: string): string => viewableFileType(path) ?? "application/octet-stream";

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

/** The file a route names at its revision, or EntryNotFound (with the commit, which the clients remember). */
async function fileOf(ctx: RequestContext): Promise<{ sha: string; file: RevisionFile }> {
	const repo = repoOf(ctx);
	const path = ctx.params.path;
	if (path === undefined) throw new Error("a file route without a path");
	const rev = await revisionOf(ctx);
	const file = await ctx.hub.reader.file(repo, rev, path);
	if (!file) throw entryNotFound(`Entry not found: ${path} in ${repo.id} at ${rev.sha}`, rev.sha);
	return { sha: rev.sha, file };
}

export async function resolveFile(ctx: RequestContext, raw = false): Promise<void> {
	const { req, res } = ctx;
	const { sha, file } = await fileOf(ctx);
	if (raw && file.lfs) {
		// What git holds for an LFS file is its pointer, as the Hub's raw route gives it.
		sendBody(
			req,
			res,
			{
				status: 200,
				headers: { "Content-Type": "text/plain; charset=utf-8", "X-Repo-Commit": sha, "Cache-Control": "no-cache" },
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
		"X-Repo-Commit": sha,
		ETag: etag,
		"Accept-Ranges": "bytes",
		"Content-Type": contentType(file.path),
		"Cache-Control": "public, max-age=0, must-revalidate",
	};
	const { blobs } = ctx.hub;
	// A file uploaded through Xet: clients that speak Xet are told its Xet hash and where a read token comes from, and
	// rebuild it from its xorbs; every other client gets its bytes here, rebuilt, with the same headers.
	const { blob: whole, xet: xetFile, stored } = await ctx.hub.reader.bytes(file);
	if (file.lfs) {
		headers["X-Linked-Etag"] = etag;
		headers["X-Linked-Size"] = String(file.size);
	}
	if (xetFile) {
		headers["X-Xet-Hash"] = xetFile.hash;
		headers.Link = xetAuthLink(ctx, sha);
	}
	if (matchesEtag(req.headers["if-none-match"], etag)) {
		res.writeHead(304, headers);
		res.end();
		return;
	}
	// A large file in a bucket clients can reach: a redirect to a short-lived presigned URL, with every header the
	// clients read on the redirect itself (the Python client reads them there when the bucket is another host). Only
	// for a repository anybody may read: a presigned URL cannot be revoked, so a private or gated file's bytes come
	// through the hub, whose policy decides on every request.
	const openToAll = ctx.access ? !ctx.access.private && !ctx.access.gated : false;
	const direct = whole && blobs.direct && !ctx.hub.proxyFiles && file.lfs && openToAll ? blobs.direct : undefined;
	const location = await direct?.readUrl(file.sha256, {
		ttlSeconds: DOWNLOAD_URL_TTL,
		filename: file.path.slice(file.path.lastIndexOf("/") + 1),
		contentType: headers["Content-Type"] as string,
	});
	if (location) {
		res.writeHead(302, {
			...headers,
			Location: location,
			"Content-Length": "0",
			// The URL expires: nothing in between may keep the redirect longer than a moment.
			"Cache-Control": "private, max-age=60",
		});
		res.end();
		countDownload(ctx, file.path);
		return;
	}
	if (!stored)
		throw new HttpError(500, `the stored bytes of ${file.path} are missing or damaged; import the repository again`);
	// An empty file has no byte to range over: it is answered whole, its size in Content-Range for ranged probes. A
	// Range whose If-Range names another version of the file is answered with the whole file.
	const ranged = file.size > 0 && rangeApplies(req.headers["if-range"] as string | undefined, etag);
	const range = ranged ? parseRange(req.headers.range, file.size, req.method) : ({ kind: "whole" } as const);
	if (range.kind === "unsatisfiable")
		throw new HttpError(416, `range not satisfiable: ${range.reason}`, "RangeNotSatisfiable", {
			"Content-Range": `bytes */${file.size}`,
			"X-Repo-Commit": sha,
		});
	if (range.kind === "part") {
		headers["Content-Range"] = `bytes ${range.start}-${range.end}/${file.size}`;
		headers["Content-Length"] = String(range.end - range.start + 1);
		res.writeHead(206, headers);
	} else {
		headers["Content-Length"] = String(file.size);
		if (file.size === 0 && req.method === "GET" && req.headers.range !== undefined)
			headers["Content-Range"] = `bytes */${file.size}`;
		res.writeHead(200, headers);
	}
	countDownload(ctx, file.path);
	if (req.method === "HEAD" || file.size === 0) {
		res.end();
		return;
	}
	// A blob's bytes come as a stream already; a Xet file's are rebuilt as they are read.
	const source = stored.read(range.kind === "part" ? range : undefined);
	const body = source instanceof Readable ? source : Readable.from(source, { objectMode: false });
	try {
		await pipeline(body, res);
	} catch {
		// The client went away, or the disk failed mid-way: the connection is closed either way.
		res.destroy();
	}
}

/** The window within which every file of a dataset a client fetches counts as one download (as the Hub counts). */
const DATASET_WINDOW_MS = 5 * 60_000;

/**
 * Counts a download as the Hub documents it, never delaying or failing the download itself: for a model, a file its
 * library counts by (config.json by default), at most once a day per client (its address and account); for a
 * dataset, any file, every file a client fetches within five minutes counting once; a space's files count nothing.
 */
function countDownload(ctx: RequestContext, path: string): void {
	const repo = ctx.params.repo;
	if (!repo || repo.type === "space") return;
	let key = path;
	if (repo.type === "dataset") key = `@${Math.floor(Date.now() / DATASET_WINDOW_MS)}`;
	else {
		const library = ctx.access?.library;
		const entry = (library && getLibrary(library)) || { key: library ?? "unknown" };
		if (!countsAsDownload(entry, path)) return;
	}
	const who = `${ctx.hub.addresses.clientAddress(ctx.req)}|${ctx.caller.kind === "user" ? ctx.caller.name : ""}`;
	const client = createHash("sha256").update(who).digest("hex").slice(0, 24);
	ctx.hub.store.downloads.count(repo, client, key).catch((e) => ctx.hub.log(`counting a download: ${firstLine(e)}`));
}
