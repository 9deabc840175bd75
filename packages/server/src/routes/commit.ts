import { repoPath } from "@modelhub/core";
import { CommitError, type CommitOp, isSha256, MAX_INLINE } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError } from "../errors.js";
import { sendJson } from "../http/respond.js";

/**
 * `POST /api/{type}s/{id}/commit/{rev}` (`?create_pr=1`): the Hub's commit endpoint, NDJSON lines `header`, `file`
 * (base64 content), `lfsFile` (an object uploaded through LFS), `deletedFile`, `deletedFolder`. Read line by line with
 * bounds on each line and on the whole body; every change is checked before anything is written, and the branch moves
 * atomically (see RepoWriter.commit).
 */

/** A line may hold a file of MAX_INLINE bytes in base64, with room for its JSON around it. */
const MAX_LINE = Math.ceil((MAX_INLINE * 4) / 3) + 64 * 1024;
const MAX_BODY = 4 * 1024 ** 3;
const MAX_LINES = 100_000;

/**
 * The lines of an NDJSON body, each at most MAX_LINE bytes, all together at most MAX_BODY. A refusal on the way leaves
 * the request as it is (not destroyed, which would cut the connection before the answer): the router answers at once
 * and then lets a client that is still sending finish or be closed (see ../http/early-answer.ts).
 */
async function* lines(ctx: RequestContext): AsyncGenerator<string> {
	let pending: Buffer[] = [];
	let pendingSize = 0;
	let total = 0;
	for await (const chunk of ctx.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
		total += chunk.length;
		if (total > MAX_BODY) throw new HttpError(413, `a commit's body may have at most ${MAX_BODY} bytes`, "BadRequest");
		let start = 0;
		for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
			pending.push(chunk.subarray(start, nl));
			yield Buffer.concat(pending).toString("utf8");
			pending = [];
			pendingSize = 0;
			start = nl + 1;
		}
		if (start < chunk.length) {
			pending.push(chunk.subarray(start));
			pendingSize += chunk.length - start;
			if (pendingSize > MAX_LINE)
				throw new HttpError(413, `a line of the commit may have at most ${MAX_LINE} bytes`, "BadRequest");
		}
	}
	if (pendingSize) yield Buffer.concat(pending).toString("utf8");
}

interface Header {
	summary: string;
	description?: string;
	parentCommit?: string;
}

const isText = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

function lineError(n: number, message: string): HttpError {
	return badRequest(`line ${n} of the commit: ${message}`);
}

/**
 * The commit's header and changes, read from its lines and checked for shape. Inline files are named as they come and
 * written in batches (see InlineBatch): no line waits for the blob store, so a body past MAX_LINES is refused as soon
 * as its line MAX_LINES + 1 arrives.
 */
async function readCommit(ctx: RequestContext): Promise<{ header: Header; ops: CommitOp[] }> {
	let header: Header | undefined;
	const ops: CommitOp[] = [];
	const inline = ctx.hub.writer.inlineBatch();
	let n = 0;
	for await (const text of lines(ctx)) {
		n++;
		if (n > MAX_LINES) throw badRequest(`a commit may have at most ${MAX_LINES} lines`);
		if (!text.trim()) continue;
		let line: { key?: unknown; value?: Record<string, unknown> };
		try {
			line = JSON.parse(text);
		} catch {
			throw lineError(n, "not JSON");
		}
		const value = line?.value;
		if (typeof value !== "object" || value === null) throw lineError(n, "no value object");
		const path = value.path;
		switch (line.key) {
			case "header": {
				const { summary, description, parentCommit } = value;
				if (!isText(summary, 1000) || !summary.trim()) throw lineError(n, "the summary must be 1 to 1000 characters");
				if (description !== undefined && !isText(description, 65_536))
					throw lineError(n, "the description must be text of at most 65536 characters");
				if (parentCommit !== undefined && parentCommit !== null && !/^[0-9a-f]{40}$/.test(String(parentCommit)))
					throw lineError(n, "parentCommit must be a 40-hex commit id");
				header = {
					summary,
					...(description ? { description } : {}),
					...(parentCommit ? { parentCommit: String(parentCommit) } : {}),
				};
				break;
			}
			case "file": {
				if (typeof path !== "string") throw lineError(n, "a file needs a path");
				if (value.encoding !== "base64" || typeof value.content !== "string")
					throw lineError(n, "a file's content must be base64 text, with encoding: base64");
				if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value.content)) throw lineError(n, `${path}: the content is not base64`);
				// Kept as a blob with its batch (unnamed until the commit names it), so the body never sits whole in memory.
				const file = await inline.add(path, Buffer.from(value.content, "base64")).catch(commitHttpError);
				ops.push({ kind: "kept", path, file });
				break;
			}
			case "lfsFile": {
				const { oid, size, algo } = value;
				if (typeof path !== "string") throw lineError(n, "an lfsFile needs a path");
				if ((algo !== undefined && algo !== "sha256") || typeof oid !== "string" || !isSha256(oid))
					throw lineError(n, `${path}: an lfsFile needs a sha256 oid`);
				// A copy (CommitOperationCopy) names its source's object without a size: the writer finds it.
				if (size !== undefined && (!Number.isSafeInteger(size) || (size as number) < 0))
					throw lineError(n, `${path}: an lfsFile's size must be a number of bytes`);
				ops.push({ kind: "lfs", path, sha256: oid, ...(size === undefined ? {} : { size: size as number }) });
				break;
			}
			case "deletedFile":
			case "deletedFolder":
				if (typeof path !== "string") throw lineError(n, `${line.key} needs a path`);
				ops.push({ kind: line.key === "deletedFile" ? "delete" : "deleteFolder", path: path.replace(/\/+$/, "") });
				break;
			default:
				throw lineError(n, `unknown key ${JSON.stringify(String(line.key).slice(0, 40))}`);
		}
	}
	if (!header) throw badRequest("the commit has no header line");
	await inline.flush();
	return { header, ops };
}

/** How a commit's refusal is answered, with the Hub's error codes. */
export function commitHttpError(e: unknown): never {
	if (e instanceof CommitError) {
		if (e.kind === "stale") throw new HttpError(412, e.message, "PreconditionFailed");
		if (e.kind === "not-found")
			throw new HttpError(404, e.message, e.message.startsWith("Invalid rev") ? "RevisionNotFound" : "EntryNotFound");
		if (e.kind === "conflict") throw new HttpError(409, e.message, "Conflict");
		throw badRequest(e.message);
	}
	throw e;
}

export async function commit(ctx: RequestContext): Promise<void> {
	const repo = ctx.params.repo;
	const rev = ctx.params.rev;
	if (!repo || rev === undefined || ctx.caller.kind !== "user") throw new Error("a commit without its repository");
	if (/^[0-9a-f]{40}$/.test(rev) || rev.startsWith("refs/tags/") || (await isTag(ctx, rev)))
		throw badRequest(`cannot commit to ${rev}: commits go to a branch`);
	const branch = rev === "HEAD" ? "main" : rev.replace(/^refs\/heads\//, "");
	const { header, ops } = await readCommit(ctx);
	const pullRequest = ["1", "true", "True"].includes(ctx.url.searchParams.get("create_pr") ?? "");
	const sha = await ctx.hub.writer
		.commit({
			repo,
			branch,
			...(header.parentCommit ? { expectedParent: header.parentCommit } : {}),
			author: ctx.caller.name,
			caller: ctx.caller,
			summary: header.summary,
			...(header.description ? { description: header.description } : {}),
			ops,
			pullRequest,
		})
		.catch(commitHttpError);
	const base = new URL(repoPath(repo), ctx.origin).toString();
	const body: Record<string, unknown> = { commitUrl: `${base}/commit/${sha}`, commitOid: sha, success: true };
	if (pullRequest) {
		const { pullRequests } = await ctx.hub.reader.refs(repo);
		const pr = pullRequests.filter((r) => r.sha === sha).pop();
		if (pr) {
			body.pullRequestUrl = `${base}/discussions/${pr.name}`;
			body.ref = pr.ref;
		}
	}
	sendJson(ctx.req, ctx.res, 200, body);
}

async function isTag(ctx: RequestContext, rev: string): Promise<boolean> {
	const repo = ctx.params.repo;
	if (!repo) return false;
	return (await ctx.hub.reader.head(repo, `refs/tags/${rev}`)) !== undefined && !(await ctx.hub.reader.head(repo, rev));
}
