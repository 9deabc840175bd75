import { pipeline } from "node:stream/promises";
import { repoApiPath } from "@modelhub/core";
import { isXetHash, MAX_SHARD_BYTES, MAX_XORB_BYTES, type Reconstruction, type XetScope } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError } from "../errors.js";
import { parseRange } from "../http/range.js";
import { sendJson } from "../http/respond.js";
import type { XetScopeName } from "../xet-tokens.js";
import { readBody } from "./body.js";
import { revisionOf } from "./repo-files.js";

/**
 * Xet: the Hub's token routes (`/api/{type}s/{id}/xet-{read,write}-token/{rev}`) and the CAS service the tokens open,
 * on the hub's own port under `/api/cas` (hub-docs `docs/xet/api.md`): xorb upload, shard upload (v1, and v2 which
 * the reference client tries first), global deduplication, file reconstruction (v2 and v1) with `Range`, and the xorb
 * byte ranges a reconstruction hands out as signed URLs. The router has already asked the policy about the token's
 * repository and the route's action; what a request sends is checked whole before anything of it is kept.
 */

/** Where the CAS service is, under the hub's origin. */
export const CAS_PATH = "/api/cas";
/** How long the xorb range URLs of a reconstruction stay valid. */
const FETCH_TTL_SECONDS = 3600;

function scopeOf(ctx: RequestContext): XetScope {
	const repo = ctx.params.repo;
	if (!repo || !ctx.xet) throw new Error("a CAS route without a Xet token");
	return { caller: ctx.caller, repo };
}

/** `GET /api/{type}s/{id}/xet-read-token/{rev}` and `…/xet-write-token/{rev}`: a token for the CAS service. */
export function xetToken(scope: XetScopeName) {
	return async (ctx: RequestContext): Promise<void> => {
		const repo = ctx.params.repo;
		if (!repo) throw new Error("a token route without a repository");
		// A reader names a revision that exists; a writer may name a branch still to be made (or none, for a PR).
		if (scope === "read") await revisionOf(ctx);
		const expires = Math.floor(Date.now() / 1000) + ctx.hub.limits.xetTokenTtl;
		const accessToken = ctx.hub.xetTokens.issue({
			user: ctx.caller.kind === "user" ? ctx.caller.name : "",
			repo,
			scope,
			expires,
		});
		const casUrl = `${ctx.origin}${CAS_PATH}`;
		sendJson(
			ctx.req,
			ctx.res,
			200,
			{ casUrl, accessToken, exp: expires },
			{
				"X-Xet-Cas-Url": casUrl,
				"X-Xet-Access-Token": accessToken,
				"X-Xet-Token-Expiration": String(expires),
				"Cache-Control": "no-store",
			},
		);
	};
}

/** The Xet hash a CAS path names, checked. */
function hashParam(ctx: RequestContext, index: number, what: string): string {
	const hash = ctx.params.names?.[index] ?? "";
	if (!isXetHash(hash)) throw badRequest(`${what} must be a hash of 64 lowercase hex digits`);
	return hash;
}

function tooLarge(ctx: RequestContext, max: number, what: string): void {
	const length = Number(ctx.req.headers["content-length"]);
	if (Number.isFinite(length) && length > max)
		throw new HttpError(413, `${what} may have at most ${max} bytes`, "BadRequest");
}

/** `POST /api/cas/v1/xorbs/default/{hash}`: a xorb, checked whole as it arrives and kept only when it is its name. */
export async function uploadXorb(ctx: RequestContext): Promise<void> {
	if (ctx.params.names?.[0] !== "default") throw badRequest("xorbs are uploaded under the prefix default");
	const hash = hashParam(ctx, 1, "the xorb's name");
	tooLarge(ctx, MAX_XORB_BYTES, "a xorb");
	const { inserted } = await ctx.hub.xet.putXorb(hash, ctx.req, scopeOf(ctx));
	sendJson(ctx.req, ctx.res, 200, { was_inserted: inserted });
}

/** `POST /api/cas/v1/shards` (JSON answer) and `/v2/shards` (the same, as an NDJSON event stream). */
export function uploadShard(version: 1 | 2) {
	return async (ctx: RequestContext): Promise<void> => {
		tooLarge(ctx, MAX_SHARD_BYTES, "a shard");
		const bytes = await readBody(ctx, MAX_SHARD_BYTES);
		// Checked whole before answering: a bad shard is a 4xx on both versions, never a stream that ends in an error.
		const { inserted } = await ctx.hub.xet.putShard(bytes, scopeOf(ctx));
		const result = inserted > 0 ? 1 : 0;
		if (version === 1) {
			sendJson(ctx.req, ctx.res, 200, { result });
			return;
		}
		const body = `${JSON.stringify({ type: "result", result })}\n`;
		ctx.res.writeHead(200, {
			"Content-Type": "application/x-ndjson",
			"Cache-Control": "no-cache",
			"Content-Length": String(Buffer.byteLength(body)),
		});
		ctx.res.end(body);
	};
}

/** `GET /api/cas/v1/chunks/{default|default-merkledb}/{hash}`: the xorbs holding a chunk, as a shard; else 404. */
export async function dedupChunk(ctx: RequestContext): Promise<void> {
	const prefix = ctx.params.names?.[0];
	if (prefix !== "default" && prefix !== "default-merkledb") throw badRequest("unknown deduplication prefix");
	const hash = hashParam(ctx, 1, "the chunk hash");
	const shard = await ctx.hub.xet.dedupShard(hash, scopeOf(ctx));
	if (!shard) throw new HttpError(404, "no stored chunk has this hash", "EntryNotFound");
	ctx.res.writeHead(200, {
		"Content-Type": "application/octet-stream",
		"Content-Length": String(shard.length),
		"Cache-Control": "no-store",
	});
	ctx.res.end(ctx.req.method === "HEAD" ? undefined : shard);
}

/** `GET /api/cas/v{1,2}/reconstructions/{file hash}` with an optional `Range`: how to rebuild the file. */
export function reconstruction(version: 1 | 2) {
	return async (ctx: RequestContext): Promise<void> => {
		const hash = hashParam(ctx, 0, "the file hash");
		const { xet } = ctx.hub;
		const file = await xet.file(hash);
		// A token opens the files of its own repository only.
		if (!file || !(await xet.inRepository(file, scopeOf(ctx).repo)))
			throw new HttpError(404, `no file ${hash} in this repository`, "EntryNotFound");
		let range: { start: number; end?: number } | undefined;
		const header = ctx.req.headers.range;
		if (header !== undefined) {
			const m = /^\s*bytes=(\d{1,15})-(\d{0,15})\s*$/.exec(header);
			if (!m) throw badRequest("the Range must be one bytes=start-end range");
			range = { start: Number(m[1]), ...(m[2] ? { end: Number(m[2]) } : {}) };
		}
		const plan = await xet.reconstruction(file, range);
		if (!plan)
			throw new HttpError(416, "the range starts past the end of the file", "RangeNotSatisfiable", {
				"Content-Range": `bytes */${file.size}`,
			});
		sendJson(ctx.req, ctx.res, 200, reconstructionBody(ctx, plan, version), { "Cache-Control": "no-store" });
	};
}

function reconstructionBody(ctx: RequestContext, plan: Reconstruction, version: 1 | 2) {
	const terms = plan.terms.map((t) => ({
		hash: t.xorb,
		unpacked_length: t.size,
		range: { start: t.chunkStart, end: t.chunkEnd },
	}));
	const urls = Object.fromEntries(
		[...plan.fetch].map(([xorb, ranges]) => [
			xorb,
			ranges.map((r) => ({ ...r, url: fetchUrl(ctx, xorb, r.byteStart, r.byteEnd) })),
		]),
	);
	if (version === 1)
		return {
			offset_into_first_range: plan.offsetIntoFirstRange,
			terms,
			fetch_info: Object.fromEntries(
				Object.entries(urls).map(([xorb, ranges]) => [
					xorb,
					ranges.map((r) => ({
						range: { start: r.chunkStart, end: r.chunkEnd },
						url: r.url,
						url_range: { start: r.byteStart, end: r.byteEnd },
					})),
				]),
			),
		};
	return {
		offset_into_first_range: plan.offsetIntoFirstRange,
		terms,
		// One range per URL: a client then never needs a multipart/byteranges answer.
		xorbs: Object.fromEntries(
			Object.entries(urls).map(([xorb, ranges]) => [
				xorb,
				ranges.map((r) => ({
					url: r.url,
					ranges: [{ chunks: { start: r.chunkStart, end: r.chunkEnd }, bytes: { start: r.byteStart, end: r.byteEnd } }],
				})),
			]),
		),
	};
}

/**
 * A URL for one byte range of a xorb, signed for the reader and the repository whose file the reconstruction was of
 * (it is fetched without a token, as from a bucket). The router asks the policy again at every fetch, as that reader
 * about that repository: a right revoked after the URL was handed out stops it at once.
 */
function fetchUrl(ctx: RequestContext, xorb: string, start: number, end: number): string {
	const { repo } = scopeOf(ctx);
	const path = `${CAS_PATH}/fetch${repoApiPath(repo).slice("/api".length)}/${xorb}`;
	const url = new URL(path, ctx.origin);
	const reader = ctx.caller.kind === "user" ? ctx.caller.name : "";
	url.search = ctx.hub.signer.sign(path, reader, FETCH_TTL_SECONDS, `${start}-${end}`).toString();
	return url.toString();
}

/**
 * `GET /api/cas/fetch/{types}/{id}/{xorb}?…&sig=…` with `Range`: bytes of a xorb, within the range the signature
 * allows (the router has checked the signature and asked the policy).
 */
export async function fetchXorb(ctx: RequestContext): Promise<void> {
	const xorb = hashParam(ctx, 0, "the xorb's name");
	if (!ctx.url.searchParams.has("sig"))
		throw new HttpError(403, "a xorb URL is signed by the reconstruction that hands it out", "Forbidden");
	const [signedStart = NaN, signedEnd = NaN] = (ctx.url.searchParams.get("upload") ?? "").split("-").map(Number);
	const size = await ctx.hub.xet.xorbSize(xorb);
	if (size === undefined || !(await ctx.hub.blobs.xorbs.size(xorb)))
		throw new HttpError(404, `no xorb ${xorb}`, "EntryNotFound");
	const asked = parseRange(ctx.req.headers.range, size);
	const range =
		asked.kind === "part" ? asked : asked.kind === "whole" ? { start: signedStart, end: signedEnd } : undefined;
	if (!range || range.start < signedStart || range.end > signedEnd || range.end >= size)
		throw new HttpError(403, "this URL allows another byte range of the xorb", "Forbidden");
	ctx.res.writeHead(206, {
		"Content-Type": "application/octet-stream",
		"Content-Length": String(range.end - range.start + 1),
		"Content-Range": `bytes ${range.start}-${range.end}/${size}`,
		"Cache-Control": "no-store",
	});
	if (ctx.req.method === "HEAD") {
		ctx.res.end();
		return;
	}
	try {
		await pipeline(ctx.hub.blobs.xorbs.read(xorb, range), ctx.res);
	} catch {
		ctx.res.destroy();
	}
}

/** The `Link` a `resolve` answer carries for a file stored through Xet: where a reader's token comes from. */
export function xetAuthLink(ctx: RequestContext, sha: string): string {
	const repo = ctx.params.repo;
	if (!repo) throw new Error("a file route without a repository");
	return `<${ctx.origin}/api/${repo.type}s/${repo.id}/xet-read-token/${sha}>; rel="xet-auth"`;
}
