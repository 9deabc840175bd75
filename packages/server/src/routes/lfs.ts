import { randomBytes } from "node:crypto";
import { type RepoRef, repoPath } from "@modelhub/core";
import { isSha256, PutMismatchError, S3Error, UploadMissingError } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { readJson } from "./body.js";

/**
 * The Git LFS batch API the Hub's clients upload large files through: `basic` (one PUT of the whole file) and
 * `multipart` (numbered part URLs, then a completion POST), both to URLs signed for the user who asked, and `verify`.
 * An object the hub already holds is answered without actions (nothing to send). Bytes are hashed as they arrive and
 * kept only when they match the announced sha256 and size.
 */

/** How long the upload URLs a batch answer hands out stay valid. */
const UPLOAD_TTL_SECONDS = 24 * 3600;
/** The largest object taken, and the most objects per batch. */
const MAX_OBJECT = 5 * 1024 ** 4;
const MAX_OBJECTS = 1000;

const LFS_TYPE = "application/vnd.git-lfs+json";
const MiB = 1024 ** 2;

/**
 * The part size for an object: the hub's setting, larger where that would make more than 10,000 parts, and never below
 * S3's 5 MiB when the parts go to a bucket.
 */
function partSizeFor(size: number, setting: number, bucket: boolean): number {
	const fewest = Math.ceil(size / 10_000 / MiB) * MiB;
	return Math.max(setting, fewest, bucket ? 5 * MiB : 0);
}

function repoOf(ctx: RequestContext): RepoRef {
	const repo = ctx.params.repo;
	if (!repo) throw new Error("an LFS route without a repository");
	return repo;
}

/** Where a repository's LFS objects live: `/{id}.git/info/lfs/objects`, `/datasets/{id}.git/…`. */
function objectsPath(repo: RepoRef): string {
	return `${repoPath(repo)}.git/info/lfs/objects`;
}

function signedUrl(ctx: RequestContext, path: string, extra = ""): string {
	const user = ctx.caller.kind === "user" ? ctx.caller.name : "";
	const url = new URL(path, ctx.origin);
	url.search = ctx.hub.signer.sign(path, user, UPLOAD_TTL_SECONDS, extra).toString();
	return url.toString();
}

function sendLfs(ctx: RequestContext, status: number, body: unknown): void {
	sendJson(ctx.req, ctx.res, status, body, { "Content-Type": LFS_TYPE });
}

/** `POST /{id}.git/info/lfs/objects/batch` (upload). */
export async function lfsBatch(ctx: RequestContext): Promise<void> {
	const body = await readJson(ctx);
	if (body.operation !== "upload")
		throw badRequest("only the upload operation is served here; download files from /resolve");
	const objects = body.objects;
	if (!Array.isArray(objects) || objects.length > MAX_OBJECTS)
		throw badRequest(`objects must be an array of at most ${MAX_OBJECTS} {oid, size}`);
	const offered = Array.isArray(body.transfers) ? body.transfers : ["basic"];
	const multipart = offered.includes("multipart");
	const repo = repoOf(ctx);
	// A bucket clients can reach takes the bytes itself, at presigned URLs; else they come through the hub.
	const direct = ctx.hub.proxyFiles ? undefined : ctx.hub.blobs.direct;
	const answers = [];
	for (const o of objects as { oid?: unknown; size?: unknown }[]) {
		const oid = o?.oid;
		const size = o?.size;
		if (typeof oid !== "string" || !isSha256(oid) || !Number.isSafeInteger(size) || (size as number) < 0) {
			answers.push({
				oid: String(oid).slice(0, 64),
				size: Number.isSafeInteger(size) ? size : 0,
				error: { code: 422, message: "an object needs a sha256 oid (64 hex) and a size" },
			});
			continue;
		}
		const n = size as number;
		if (n > MAX_OBJECT) {
			answers.push({ oid, size: n, error: { code: 422, message: `an object may have at most ${MAX_OBJECT} bytes` } });
			continue;
		}
		// "Already stored" only for an object a commit here may name: for one held only by repositories the caller may
		// not read, the answer is the one an unknown object gets (the bytes are asked for, and must hash to the oid).
		if ((await ctx.hub.blobs.size(oid)) === n && (await ctx.hub.store.objects.usable(ctx.caller, repo, oid, n))) {
			answers.push({ oid, size: n, authenticated: true });
			continue;
		}
		const base = `${objectsPath(repo)}/${oid}/${n}`;
		const verify = { href: new URL(`${objectsPath(repo)}/verify`, ctx.origin).toString() };
		const partSize = partSizeFor(n, ctx.hub.limits.lfsPartSize, direct !== undefined);
		if (direct && !multipart && n > 5 * 1024 ** 3) {
			answers.push({
				oid,
				size: n,
				error: { code: 422, message: "objects over 5 GiB go to the bucket in parts: offer the multipart transfer" },
			});
			continue;
		}
		if (direct) {
			const upload = randomBytes(16).toString("hex");
			const started = await direct.startUpload(
				upload,
				n,
				multipart ? partSize : Number.MAX_SAFE_INTEGER,
				UPLOAD_TTL_SECONDS,
			);
			const parts = started.partUrls ?? [];
			await ctx.hub.store.uploads.begin({
				id: upload,
				repo,
				sha256: oid,
				size: n,
				partSize: parts.length ? partSize : n,
				storageRef: started.ref,
			});
			if (parts.length) {
				const header: Record<string, string> = { chunk_size: String(partSize) };
				for (const [i, url] of parts.entries()) header[String(i + 1)] = url;
				answers.push({
					oid,
					size: n,
					authenticated: true,
					actions: { upload: { href: signedUrl(ctx, base, upload), header }, verify },
				});
			} else answers.push({ oid, size: n, authenticated: true, actions: { upload: { href: started.url }, verify } });
			continue;
		}
		if (multipart && n > partSize) {
			const upload = randomBytes(16).toString("hex");
			await ctx.hub.store.uploads.begin({ id: upload, repo, sha256: oid, size: n, partSize });
			const header: Record<string, string> = { chunk_size: String(partSize) };
			const parts = Math.ceil(n / partSize);
			for (let p = 1; p <= parts; p++) header[String(p)] = signedUrl(ctx, `${base}/parts/${p}`, upload);
			answers.push({
				oid,
				size: n,
				authenticated: true,
				actions: { upload: { href: signedUrl(ctx, base, upload), header }, verify },
			});
		} else
			answers.push({ oid, size: n, authenticated: true, actions: { upload: { href: signedUrl(ctx, base) }, verify } });
	}
	sendLfs(ctx, 200, { transfer: multipart ? "multipart" : "basic", objects: answers, hash_algo: "sha256" });
}

/** The object a signed upload URL names: its sha256 and size, checked. */
function objectOf(ctx: RequestContext): { sha256: string; size: number } {
	const [sha256 = "", sizeText = ""] = ctx.params.names ?? [];
	const size = Number(sizeText);
	if (!isSha256(sha256) || !/^\d{1,16}$/.test(sizeText) || !Number.isSafeInteger(size))
		throw badRequest("the upload URL names no object (a sha256 and a size)");
	return { sha256, size };
}

function mismatch(e: unknown): never {
	if (e instanceof PutMismatchError) throw new HttpError(400, `refused: ${e.message}`, "BadRequest");
	throw e;
}

/** `PUT {objects}/{oid}/{size}`: a whole object (basic transfer), hashed as it arrives. */
export async function lfsPut(ctx: RequestContext): Promise<void> {
	const { sha256, size } = objectOf(ctx);
	const length = ctx.req.headers["content-length"];
	if (length !== undefined && Number(length) !== size)
		throw badRequest(`the upload has ${length} bytes where ${size} were announced`);
	await ctx.hub.blobs.putStream(sha256, size, ctx.req).catch(mismatch);
	await ctx.hub.store.objects.received(repoOf(ctx), sha256, size);
	ctx.res.writeHead(200, { "Content-Length": "0" });
	ctx.res.end();
}

/** `PUT {objects}/{oid}/{size}/parts/{n}?upload=…`: one part of a multipart upload; answered with its ETag. */
export async function lfsPutPart(ctx: RequestContext): Promise<void> {
	const { sha256, size } = objectOf(ctx);
	const part = Number(ctx.params.names?.[2]);
	const upload = await ctx.hub.store.uploads.get(ctx.url.searchParams.get("upload") ?? "");
	if (!upload || upload.sha256 !== sha256 || upload.size !== size) throw badRequest("no such upload in progress");
	const parts = Math.ceil(size / upload.partSize);
	if (!Number.isSafeInteger(part) || part < 1 || part > parts) throw badRequest(`the part must be 1 to ${parts}`);
	const expected = part < parts ? upload.partSize : size - upload.partSize * (parts - 1);
	const etag = await ctx.hub.blobs.putPart(upload.id, part, expected, ctx.req).catch(mismatch);
	ctx.res.writeHead(200, { ETag: `"${etag}"`, "Content-Length": "0", "Access-Control-Expose-Headers": "ETag" });
	ctx.res.end();
}

/** `POST {objects}/{oid}/{size}?upload=…` `{oid, parts: [{partNumber, etag}]}`: joins the parts into the object. */
export async function lfsComplete(ctx: RequestContext): Promise<void> {
	const { sha256, size } = objectOf(ctx);
	const upload = await ctx.hub.store.uploads.get(ctx.url.searchParams.get("upload") ?? "");
	if (!upload || upload.sha256 !== sha256 || upload.size !== size) throw badRequest("no such upload in progress");
	const body = await readJson(ctx);
	const count = Math.ceil(size / upload.partSize);
	const parts = Array.isArray(body.parts) ? (body.parts as { partNumber?: unknown; etag?: unknown }[]) : [];
	if (
		body.oid !== sha256 ||
		parts.length !== count ||
		parts.some((p, i) => p?.partNumber !== i + 1 || typeof p?.etag !== "string")
	)
		throw badRequest(
			`the completion must name the object and its ${count} parts, numbered 1 to ${count}, with their ETags`,
		);
	try {
		const direct = upload.storageRef !== undefined ? ctx.hub.blobs.direct : undefined;
		if (direct)
			// Parts sent to the bucket: it joins them (named by the ETags it gave), then the hub checks the whole.
			await direct.finishUpload(
				{ id: upload.id, ref: upload.storageRef ?? "", sha256, size },
				parts.map((p) => ({ part: p.partNumber as number, etag: String(p.etag) })),
			);
		else
			await ctx.hub.blobs.completeParts(
				upload.id,
				sha256,
				size,
				parts.map((p) => ({ part: p.partNumber as number, etag: String(p.etag).replace(/^"|"$/g, "") })),
			);
	} catch (e) {
		if ((e as { code?: string }).code === "ENOENT" || e instanceof UploadMissingError)
			throw badRequest("a part of the upload was never sent");
		if (e instanceof S3Error && e.status >= 400 && e.status < 500)
			throw new HttpError(400, `refused by the bucket: ${e.code}`, "BadRequest");
		mismatch(e);
	} finally {
		await ctx.hub.store.uploads.end(upload.id);
	}
	await ctx.hub.store.objects.received(repoOf(ctx), sha256, size);
	sendLfs(ctx, 200, { oid: sha256, size });
}

/**
 * `POST {objects}/verify` `{oid, size}`: whether the hub holds the object whole for this repository — one a commit
 * here may name (see RepoObjects). An object held only for repositories the caller may not read is answered as an
 * unknown one.
 */
export async function lfsVerify(ctx: RequestContext): Promise<void> {
	const body = await readJson(ctx);
	const oid = body.oid;
	if (typeof oid !== "string" || !isSha256(oid) || !Number.isSafeInteger(body.size))
		throw badRequest("verify takes {oid, size}");
	const size = body.size as number;
	const repo = repoOf(ctx);
	// An object sent straight to a bucket is staged until checked: verifying it is when it is hashed and kept.
	const held = async () =>
		(await ctx.hub.blobs.size(oid)) === size && (await ctx.hub.store.objects.usable(ctx.caller, repo, oid, size));
	if (!(await held()) && !(await ctx.hub.writer.finishStaged(repo, oid, size).catch(mismatch)))
		throw new HttpError(404, `object ${oid} of ${body.size} bytes is not stored`, "EntryNotFound");
	sendLfs(ctx, 200, { oid, size: body.size });
}
