import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import { firstLine, repoPath } from "@modelhub/core";
import { CommitError, type CommitFile, type CommitOp, PutMismatchError, pathRefusal } from "@modelhub/store";
import { sameSecret } from "../auth.js";
import type { RequestContext } from "../context.js";
import { sendJson } from "../http/respond.js";
import type { Pages } from "./pages.js";

/**
 * `POST /{id}/upload/{rev}`: the upload page's form (`multipart/form-data`: `csrf`, `summary`, `description`,
 * `folder`, then the files), sent by a plain form or by the page's script. Each file streams to the blob store as its
 * bytes arrive, hashed on the way (memory stays flat, whatever the file's size); the commit — all the files, or none —
 * is made once the whole form has arrived. A cut upload leaves no commit, only unnamed blobs for `modelhub gc`.
 *
 * The router has already asked the policy (`write`, answered as a missing page to anyone who may not write) and
 * checked that the form comes from a page of this hub; the session's CSRF token must come before the first file, so
 * that no byte of a forged upload is kept.
 */

/** The largest file a browser may upload (larger ones go through the Hub's clients, in parts). */
export const MAX_UPLOAD_FILE = 50 * 1024 ** 3;
const MAX_FILES = 100;
const MAX_SUMMARY = 1000;
const MAX_DESCRIPTION = 65_536;

/** A refusal of the form, with the status it is answered with and the one line the form shows. */
class UploadRefused extends Error {
	constructor(
		readonly status: number,
		message: string,
	) {
		super(message);
	}
}

interface Received {
	fields: Map<string, string>;
	files: CommitFile[];
}

/** The form's fields and its files kept as blobs (not yet committed), read as they stream in. */
function receive(ctx: RequestContext): Promise<Received> {
	const { req } = ctx;
	const type = String(req.headers["content-type"] ?? "");
	if (!/^multipart\/form-data\s*;/i.test(type))
		return Promise.reject(new UploadRefused(415, "Send the files as a multipart/form-data form."));
	return new Promise((resolve, reject) => {
		const fields = new Map<string, string>();
		const kept: Promise<CommitFile | undefined>[] = [];
		let refused: UploadRefused | undefined;
		let done = false;
		/** The file being received: a cut request ends it, so that the blob in the making is dropped. */
		const open = new Set<BusboyFileStream>();
		const fail = (e: unknown) => {
			if (done) return;
			done = true;
			req.unpipe(parser);
			for (const s of open) s.destroy(new Error("the upload was cut"));
			// The rest of the body is read and dropped (Node does it once the answer is sent), so that a browser still
			// sending shows the answer rather than a reset connection.
			req.resume();
			// Files already kept are unnamed blobs: nothing names them until a commit does.
			Promise.allSettled(kept).then(() => reject(e));
		};
		let parser: BusboyInstance;
		try {
			parser = Busboy({
				headers: req.headers as { "content-type": string },
				limits: {
					fieldNameSize: 100,
					fieldSize: MAX_DESCRIPTION * 4,
					fields: 20,
					files: MAX_FILES,
					parts: MAX_FILES + 20,
					fileSize: MAX_UPLOAD_FILE + 1,
				},
			});
		} catch {
			reject(new UploadRefused(400, "The form could not be read."));
			return;
		}
		parser.on("field", (name: string, value: string, _nameCut: boolean, valueCut: boolean) => {
			if (valueCut) refused ??= new UploadRefused(400, `The field ${name.slice(0, 40)} is too long.`);
			else if (!fields.has(name)) fields.set(name, value);
		});
		parser.on("file", (name: string, stream: BusboyFileStream, filename: string) => {
			if (refused || done || name !== "files" || !filename) {
				stream.resume();
				return;
			}
			if (!ctx.session || !sameSecret(fields.get("csrf") ?? "", ctx.session.csrf)) {
				refused = new UploadRefused(
					403,
					"This form has expired or did not come from this hub's page: reload the page and try again.",
				);
				stream.resume();
				return;
			}
			const bad = pathRefusal(filename);
			if (bad) {
				refused = new UploadRefused(400, `${bad}.`);
				stream.resume();
				return;
			}
			open.add(stream);
			stream.once("close", () => open.delete(stream));
			const file = ctx.hub.writer.keepStream(filename, stream, MAX_UPLOAD_FILE).catch((e: unknown) => {
				stream.resume();
				if (e instanceof PutMismatchError)
					refused ??= new UploadRefused(
						413,
						`${filename} is larger than this form takes; upload it with the Hub's clients.`,
					);
				else if (e instanceof CommitError) refused ??= new UploadRefused(400, e.message);
				else if (!done) fail(e);
				return undefined;
			});
			kept.push(file);
		});
		for (const limit of ["filesLimit", "partsLimit", "fieldsLimit"] as const)
			parser.on(limit, () => {
				refused ??= new UploadRefused(413, `One upload takes at most ${MAX_FILES} files.`);
			});
		parser.on("error", (e: unknown) =>
			fail(new UploadRefused(400, `The upload was cut or malformed (${firstLine(e)}).`)),
		);
		parser.on("finish", () => {
			Promise.all(kept).then((files) => {
				if (done) return;
				done = true;
				if (refused) reject(refused);
				else resolve({ fields, files: files.filter((f): f is CommitFile => f !== undefined) });
			}, fail);
		});
		req.on("aborted", () => fail(new UploadRefused(400, "The upload was cut before it ended.")));
		req.pipe(parser);
	});
}

/** The commit a received form asks for: its files under the target folder, its summary and description. */
function commitOf(received: Received): { summary: string; description: string; ops: CommitOp[] } {
	const { fields, files } = received;
	if (!files.length) throw new UploadRefused(400, "Choose at least one file to upload.");
	const folder = (fields.get("folder") ?? "").trim().replace(/^\/+|\/+$/g, "");
	const ops: CommitOp[] = files.map((f) => ({ kind: "kept", path: folder ? `${folder}/${f.path}` : f.path, file: f }));
	for (const op of ops) {
		const bad = pathRefusal(op.path);
		if (bad) throw new UploadRefused(400, `${bad}.`);
	}
	for (const op of ops) if (op.kind === "kept") op.file = { ...op.file, path: op.path };
	const description = (fields.get("description") ?? "").trim();
	if (description.length > MAX_DESCRIPTION)
		throw new UploadRefused(400, `The description may have at most ${MAX_DESCRIPTION} characters.`);
	let summary = (fields.get("summary") ?? "").trim();
	if (!summary) summary = files.length === 1 ? `Upload ${ops[0]?.path}` : `Upload ${files.length} files`;
	if (summary.length > MAX_SUMMARY || /[\u0000-\u001f\u007f]/.test(summary))
		throw new UploadRefused(400, `The summary is one line of at most ${MAX_SUMMARY} characters.`);
	return { summary, description, ops };
}

/** Whether the form was sent by the page's script (which reads a JSON answer) rather than by the browser itself. */
const wantsJson = (ctx: RequestContext) => /application\/json/.test(String(ctx.req.headers.accept ?? ""));

export async function upload(ctx: RequestContext, pages: Pages): Promise<void> {
	const repo = ctx.params.repo;
	const rev = ctx.params.rev ?? "main";
	// Anyone who may not write here gets the page of a missing repository (the body is dropped unread).
	if (!ctx.access || !repo || ctx.caller.kind !== "user") {
		await pages.repoForm(ctx, {}, { asGet: true });
		return;
	}
	let sha: string;
	try {
		const received = await receive(ctx);
		const { summary, description, ops } = commitOf(received);
		sha = await ctx.hub.writer.commit({
			repo,
			branch: rev,
			author: ctx.caller.name,
			summary,
			...(description ? { description } : {}),
			ops,
		});
	} catch (e) {
		let refusal: UploadRefused;
		if (e instanceof UploadRefused) refusal = e;
		else if (e instanceof CommitError)
			refusal = new UploadRefused(e.kind === "not-found" ? 404 : e.kind === "stale" ? 409 : 400, e.message);
		else throw e;
		if (wantsJson(ctx)) {
			sendJson(ctx.req, ctx.res, refusal.status, { error: refusal.message }, { "Cache-Control": "no-store" });
			return;
		}
		await pages.repoForm(ctx, { formFailure: { status: refusal.status, error: refusal.message } }, { asGet: true });
		return;
	}
	const page = repoPath(repo);
	if (wantsJson(ctx)) {
		sendJson(
			ctx.req,
			ctx.res,
			200,
			{ commit: sha, url: page, commitUrl: `${page}/commit/${sha}` },
			{
				"Cache-Control": "no-store",
			},
		);
		return;
	}
	ctx.res.writeHead(303, { Location: `${page}#files`, "Content-Length": "0", "Cache-Control": "no-store" });
	ctx.res.end();
}
