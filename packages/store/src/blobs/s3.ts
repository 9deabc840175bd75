import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import {
	type BlobStore,
	type ByteRange,
	type DirectBlobs,
	type DirectUpload,
	isSha256,
	type ObjectSpace,
	PutMismatchError,
	type PutOutcome,
	UploadMissingError,
} from "./blob-store.js";
import { writeHashing } from "./hashing.js";
import { checksumOf, escapeXml, S3Client, type S3Config, S3Error, xmlElements, xmlValue } from "./s3-client.js";

/** The smallest part S3 takes (but the last), and the most parts of one upload. */
const MIN_PART = 5 * 1024 ** 2;
const MAX_PARTS = 10_000;
/** The largest object one PUT or one CopyObject may write. */
const MAX_SINGLE = 5 * 1024 ** 3;
/** The size of the parts the hub sends itself (larger for objects that would need more than 10,000). */
const HUB_PART = 16 * 1024 ** 2;

/**
 * Blobs in an S3-compatible bucket: `<prefix>sha256/<first two hex digits>/<sha256>`, the local directory's layout.
 * An object appears under that key only once its bytes are known to hash to it:
 *
 * - What the hub sends itself (imports, inline commit files, uploads through the hub) goes in parts it holds in memory
 *   (16 MiB): a part is sent with its `x-amz-checksum-sha256`, so the bucket refuses bytes changed on the way, and the
 *   upload is completed only when the whole stream hashed to the announced sha256; else it is aborted and nothing
 *   appears. An object of one part is a single PUT, sent only after it was hashed.
 * - What clients send to presigned URLs is staged under `<prefix>uploads/<upload id>`, read back and hashed by the
 *   hub (the Hub's clients send no checksum header, and S3 ignores one put in a presigned URL's query), then copied
 *   into place by the bucket (CopyObject, conditional on the staged object's ETag, asking the bucket for its own
 *   SHA-256 of the copy) and the staged object dropped.
 */
export class S3BlobStore implements BlobStore {
	readonly location: string;
	readonly client: S3Client;
	readonly direct: DirectBlobs;
	readonly xorbs: ObjectSpace;

	constructor(readonly config: S3Config) {
		this.client = new S3Client(config);
		this.xorbs = new S3ObjectSpace(this, "xorb");
		this.location = `s3://${config.bucket}/${config.prefix}`;
		this.direct = {
			readUrl: (sha256, options) => this.readUrl(sha256, options),
			startUpload: (id, size, partSize, ttl) => this.startUpload(id, size, partSize, ttl),
			finishUpload: (upload, parts) => this.finishUpload(upload, parts),
			abortUpload: (upload) => this.abortUpload(upload),
		};
	}

	key(sha256: string): string {
		if (!isSha256(sha256)) throw new Error(`not a sha256: ${sha256}`);
		return `${this.config.prefix}sha256/${sha256.slice(0, 2)}/${sha256}`;
	}

	private stagingKey(uploadId: string): string {
		if (!/^[A-Za-z0-9_-]{8,64}$/.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
		return `${this.config.prefix}uploads/${uploadId}`;
	}

	async size(sha256: string): Promise<number | undefined> {
		const r = await this.client.send("HEAD", this.key(sha256), { accept: [404] });
		r.body.resume();
		return r.status === 404 ? undefined : Number(r.headers["content-length"]);
	}

	async putFile(sha256: string, source: string): Promise<PutOutcome> {
		if ((await this.size(sha256)) !== undefined) return "present";
		const { size } = await stat(source);
		await this.putStream(sha256, size, createReadStream(source, { highWaterMark: 1 << 20 }));
		return "copied";
	}

	async putStream(
		sha256: string,
		size: number,
		source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	): Promise<PutOutcome> {
		const key = this.key(sha256);
		if ((await this.size(sha256)) !== undefined) {
			// Held already: the stream is still read and checked, as the local store does.
			const hash = createHash("sha256");
			let seen = 0;
			for await (const chunk of source) {
				seen += chunk.length;
				if (seen > size) break;
				hash.update(chunk);
			}
			const actual = { sha256: hash.digest("hex"), size: seen };
			if (actual.size !== size || actual.sha256 !== sha256) throw new PutMismatchError({ sha256, size }, actual);
			return "present";
		}
		await this.sendChecked(key, sha256, size, source);
		return "written";
	}

	/**
	 * Bytes whose hash nobody announced (a browser's upload): written to a local temporary file as they arrive and
	 * hashed on the way, then sent under the sha256 they turned out to have (checked again by the bucket, part by
	 * part). More than `maxSize` bytes, a failed or cut stream: nothing is kept, here or in the bucket.
	 */
	async putHashing(source: AsyncIterable<Uint8Array>, maxSize: number): Promise<{ sha256: string; size: number }> {
		const dir = await mkdtemp(join(tmpdir(), "modelhub-upload-"));
		const tmp = join(dir, "bytes");
		try {
			const got = await writeHashing(source, tmp, maxSize);
			await this.putFile(got.sha256, tmp);
			return got;
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	}

	/**
	 * Sends a stream to `key` in parts held in memory, each with its checksum, and makes the object appear only when the
	 * whole hashed to `sha256` and numbered `size` bytes (else nothing appears and a `PutMismatchError` is thrown).
	 */
	private async sendChecked(
		key: string,
		sha256: string,
		size: number,
		source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	): Promise<void> {
		const partSize = Math.max(HUB_PART, Math.ceil(size / MAX_PARTS / 1024 ** 2) * 1024 ** 2);
		const whole = createHash("sha256");
		let seen = 0;
		let buffer = Buffer.allocUnsafe(Math.min(partSize, Math.max(size, 1)));
		let filled = 0;
		// Bytes copied into part buffers so far.
		let placed = 0;
		let upload: string | undefined;
		const parts: { part: number; etag: string; checksum: string }[] = [];
		const inFlight: Promise<void>[] = [];
		const sendPart = async (bytes: Buffer) => {
			if (upload === undefined) {
				const r = await this.client.sendText("POST", key, {
					query: { uploads: "" },
					headers: { "x-amz-checksum-algorithm": "SHA256" },
				});
				upload = xmlValue(r.text, "UploadId");
				if (!upload) throw new Error("the bucket answered CreateMultipartUpload without an UploadId");
			}
			const number = parts.length + 1;
			const checksum = createHash("sha256").update(bytes).digest("base64");
			const entry = { part: number, etag: "", checksum };
			parts.push(entry);
			const id = upload;
			inFlight.push(
				this.client
					.send("PUT", key, {
						query: { partNumber: String(number), uploadId: id },
						headers: { "x-amz-checksum-sha256": checksum },
						body: bytes,
					})
					.then((r) => {
						r.body.resume();
						entry.etag = String(r.headers.etag ?? "");
					}),
			);
			// Two parts on the way at most (each holds its buffer).
			if (inFlight.length >= 2) await inFlight.shift();
		};
		try {
			for await (const chunk of source) {
				seen += chunk.length;
				if (seen > size) break;
				whole.update(chunk);
				let at = 0;
				while (at < chunk.length) {
					const n = Math.min(chunk.length - at, buffer.length - filled);
					buffer.set(chunk.subarray(at, at + n), filled);
					filled += n;
					at += n;
					placed += n;
					if (filled === buffer.length && placed < size) {
						await sendPart(buffer);
						buffer = Buffer.allocUnsafe(Math.min(partSize, size - placed));
						filled = 0;
					}
				}
			}
			const actual = { sha256: whole.digest("hex"), size: seen };
			if (actual.size !== size || actual.sha256 !== sha256) throw new PutMismatchError({ sha256, size }, actual);
			const last = buffer.subarray(0, filled);
			if (upload === undefined) {
				// One part: a single PUT, whose checksum the bucket checks as the bytes arrive.
				const r = await this.client.send("PUT", key, {
					headers: { "x-amz-checksum-sha256": checksumOf(sha256) },
					body: last,
				});
				r.body.resume();
				return;
			}
			await sendPart(last);
			await Promise.all(inFlight.splice(0));
			await this.complete(key, upload, parts);
			upload = undefined;
		} catch (e) {
			await Promise.allSettled(inFlight);
			if (upload !== undefined)
				await this.client.send("DELETE", key, { query: { uploadId: upload }, accept: [404] }).then(
					(r) => r.body.resume(),
					() => {},
				);
			throw e;
		}
	}

	/** CompleteMultipartUpload; S3 may answer 200 with an error in the body. */
	private async complete(
		key: string,
		upload: string,
		parts: { part: number; etag: string; checksum?: string }[],
	): Promise<void> {
		const xml = `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${parts
			.map(
				(p) =>
					`<Part><PartNumber>${p.part}</PartNumber><ETag>${escapeXml(p.etag)}</ETag>${p.checksum ? `<ChecksumSHA256>${p.checksum}</ChecksumSHA256>` : ""}</Part>`,
			)
			.join("")}</CompleteMultipartUpload>`;
		const r = await this.client.sendText("POST", key, {
			query: { uploadId: upload },
			headers: { "content-type": "application/xml" },
			body: Buffer.from(xml),
		});
		if (r.text.includes("<Error>"))
			throw new S3Error(200, xmlValue(r.text, "Code") ?? "Error", xmlValue(r.text, "Message") ?? "");
	}

	read(sha256: string, range?: ByteRange): Readable {
		return this.readKey(this.key(sha256), range);
	}

	/** A stream of an object's bytes (or of one range of them). */
	readKey(key: string, range?: ByteRange): Readable {
		const out = new PassThrough({ highWaterMark: 256 * 1024 });
		const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
		this.client.send("GET", key, { headers }).then(
			(r) => {
				r.body.on("error", (e) => out.destroy(e));
				r.body.pipe(out);
				out.on("close", () => r.body.destroy());
			},
			(e) => out.destroy(e),
		);
		return out;
	}

	async *list(): AsyncIterable<{ sha256: string; size: number; stored: Date }> {
		for await (const o of this.listKeys(`${this.config.prefix}sha256/`))
			if (isSha256(o.name)) yield { sha256: o.name, size: o.size, stored: o.stored };
	}

	/** Objects under a prefix, page by page (ListObjectsV2): each one's last path segment, size and time of writing. */
	async *listKeys(prefix: string): AsyncIterable<{ key: string; name: string; size: number; stored: Date }> {
		let token: string | undefined;
		do {
			const query: Record<string, string> = { "list-type": "2", prefix };
			if (token) query["continuation-token"] = token;
			const r = await this.client.sendText("GET", "", { query });
			for (const item of xmlElements(r.text, "Contents")) {
				const key = xmlValue(item, "Key") ?? "";
				// A listing without a date is taken as written now: gc's grace period then keeps the object.
				const modified = Date.parse(xmlValue(item, "LastModified") ?? "");
				yield {
					key,
					name: key.slice(key.lastIndexOf("/") + 1),
					size: Number(xmlValue(item, "Size")),
					stored: new Date(Number.isNaN(modified) ? Date.now() : modified),
				};
			}
			token = xmlValue(r.text, "IsTruncated") === "true" ? xmlValue(r.text, "NextContinuationToken") : undefined;
		} while (token);
	}

	async delete(sha256: string): Promise<void> {
		(await this.client.send("DELETE", this.key(sha256), { accept: [404] })).body.resume();
	}

	// Uploads through the hub (clients that cannot reach the bucket): each part a staged object, joined at the end.

	private partKey(uploadId: string, part: number): string {
		if (!Number.isSafeInteger(part) || part < 1 || part > MAX_PARTS) throw new Error(`not a part number: ${part}`);
		return `${this.stagingKey(uploadId)}/part-${part}`;
	}

	async putPart(uploadId: string, part: number, maxSize: number, source: AsyncIterable<Uint8Array>): Promise<string> {
		const key = this.partKey(uploadId, part);
		const chunks: Buffer[] = [];
		let seen = 0;
		for await (const chunk of source) {
			seen += chunk.length;
			if (seen > maxSize) throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size: seen });
			chunks.push(Buffer.from(chunk));
		}
		const bytes = Buffer.concat(chunks);
		const digest = createHash("sha256").update(bytes).digest();
		const r = await this.client.send("PUT", key, {
			headers: { "x-amz-checksum-sha256": digest.toString("base64") },
			body: bytes,
		});
		r.body.resume();
		return digest.toString("hex");
	}

	async completeParts(
		uploadId: string,
		sha256: string,
		size: number,
		parts: { part: number; etag: string }[],
	): Promise<PutOutcome> {
		const client = this.client;
		const keys = parts.map((p) => this.partKey(uploadId, p.part));
		try {
			async function* joined() {
				for (const [i, key] of keys.entries()) {
					const partHash = createHash("sha256");
					let r: Awaited<ReturnType<S3Client["send"]>>;
					try {
						r = await client.send("GET", key);
					} catch (e) {
						if (e instanceof S3Error && e.status === 404)
							throw Object.assign(new Error(`part ${parts[i]?.part} was never sent`), { code: "ENOENT" });
						throw e;
					}
					for await (const chunk of r.body as AsyncIterable<Buffer>) {
						partHash.update(chunk);
						yield chunk;
					}
					if (partHash.digest("hex") !== parts[i]?.etag)
						throw new PutMismatchError({ sha256, size }, { sha256: `part ${parts[i]?.part} changed`, size: -1 });
				}
			}
			return await this.putStream(sha256, size, joined());
		} finally {
			await this.abortParts(uploadId);
		}
	}

	async abortParts(uploadId: string): Promise<void> {
		const prefix = `${this.stagingKey(uploadId)}/`;
		for await (const o of this.listKeys(prefix)) {
			(await this.client.send("DELETE", o.key, { accept: [404] })).body.resume();
		}
	}

	// Presigned access.

	private readUrl(
		sha256: string,
		options: { ttlSeconds: number; filename?: string; contentType?: string },
	): Promise<string | undefined> {
		const query: Record<string, string> = {};
		if (options.contentType) query["response-content-type"] = options.contentType;
		if (options.filename) {
			const ascii = options.filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
			query["response-content-disposition"] =
				`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.filename)}`;
		}
		return this.client.presign("GET", this.key(sha256), query, options.ttlSeconds);
	}

	private async startUpload(
		uploadId: string,
		size: number,
		partSize: number,
		ttlSeconds: number,
	): Promise<{ ref: string; url?: string; partUrls?: string[] }> {
		const key = this.stagingKey(uploadId);
		if (size <= partSize || size < MIN_PART)
			return { ref: "", url: await this.client.presign("PUT", key, {}, ttlSeconds) };
		const count = Math.ceil(size / partSize);
		if (partSize < MIN_PART || count > MAX_PARTS)
			throw new Error(`parts of ${partSize} bytes are outside S3's limits for ${size} bytes`);
		const r = await this.client.sendText("POST", key, { query: { uploads: "" } });
		const ref = xmlValue(r.text, "UploadId");
		if (!ref) throw new Error("the bucket answered CreateMultipartUpload without an UploadId");
		const partUrls: string[] = [];
		for (let p = 1; p <= count; p++)
			partUrls.push(await this.client.presign("PUT", key, { partNumber: String(p), uploadId: ref }, ttlSeconds));
		return { ref, partUrls };
	}

	private async finishUpload(upload: DirectUpload, parts?: { part: number; etag: string }[]): Promise<PutOutcome> {
		const { sha256, size } = upload;
		const key = this.stagingKey(upload.id);
		if (upload.ref) {
			if (!parts) throw new UploadMissingError("a multipart upload is finished by its completion request");
			try {
				await this.complete(key, upload.ref, parts);
			} catch (e) {
				// Completed before (a retried completion: NoSuchUpload, or another error from a server less exact): what it
				// made is either staged (checked below) or already in place.
				if (!(e instanceof S3Error)) throw e;
				if ((await this.size(sha256)) === size) return "present";
				if (e.code !== "NoSuchUpload") throw e;
			}
		}
		const head = await this.client.send("HEAD", key, { accept: [404] });
		head.body.resume();
		if (head.status === 404) throw new UploadMissingError(`nothing was uploaded for ${sha256} yet`);
		const etag = String(head.headers.etag ?? "");
		const stagedSize = Number(head.headers["content-length"]);
		try {
			if (stagedSize !== size) throw new PutMismatchError({ sha256, size }, { sha256: "?", size: stagedSize });
			const ifMatch: Record<string, string> = etag ? { "if-match": etag } : {};
			if ((await this.size(sha256)) === size) {
				// Held already (another upload of the same bytes finished first): still checked, then dropped.
				await this.hashStaged(key, ifMatch, sha256, size);
				return "present";
			}
			if (size > MAX_SINGLE) {
				// Too large for one CopyObject: read once, hashed on the way, into a multipart upload completed only
				// when the hash holds.
				const r = await this.client.send("GET", key, { headers: ifMatch });
				await this.sendChecked(this.key(sha256), sha256, size, r.body);
				return "written";
			}
			await this.hashStaged(key, ifMatch, sha256, size);
			const source = `/${this.config.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
			const copy = await this.client.sendText("PUT", this.key(sha256), {
				headers: {
					"x-amz-copy-source": source,
					...(etag ? { "x-amz-copy-source-if-match": etag } : {}),
					"x-amz-checksum-algorithm": "SHA256",
				},
			});
			if (copy.text.includes("<Error>"))
				throw new S3Error(200, xmlValue(copy.text, "Code") ?? "Error", xmlValue(copy.text, "Message") ?? "");
			// A bucket that computes checksums says what it copied: the second opinion must agree.
			const theirs = xmlValue(copy.text, "ChecksumSHA256");
			if (theirs && theirs !== checksumOf(sha256)) {
				await this.delete(sha256);
				throw new PutMismatchError({ sha256, size }, { sha256: Buffer.from(theirs, "base64").toString("hex"), size });
			}
			return "written";
		} finally {
			(await this.client.send("DELETE", key, { accept: [404] })).body.resume();
		}
	}

	/** Reads a staged object and checks that it hashes to `sha256` and has `size` bytes. */
	private async hashStaged(key: string, headers: Record<string, string>, sha256: string, size: number): Promise<void> {
		const r = await this.client.send("GET", key, { headers });
		const hash = createHash("sha256");
		let seen = 0;
		for await (const chunk of r.body as AsyncIterable<Buffer>) {
			seen += chunk.length;
			hash.update(chunk);
		}
		const actual = { sha256: hash.digest("hex"), size: seen };
		if (actual.size !== size || actual.sha256 !== sha256) throw new PutMismatchError({ sha256, size }, actual);
	}

	private async abortUpload(upload: Pick<DirectUpload, "id" | "ref">): Promise<void> {
		const key = this.stagingKey(upload.id);
		// AbortMultipartUpload (s3rver answers 405: it has none; its parts stay until the server is reset).
		if (upload.ref)
			(
				await this.client.send("DELETE", key, { query: { uploadId: upload.ref }, accept: [404, 405, 501] })
			).body.resume();
		(await this.client.send("DELETE", key, { accept: [404] })).body.resume();
	}
}

/** The most bytes one object of a namespace may have: a xorb is at most 64 MiB and a little. */
const MAX_OBJECT = 128 * 1024 ** 2;

/**
 * Objects of one namespace in the bucket: `<prefix><namespace>/<first two hex digits>/<name>`, beside the sha256
 * blobs. An object is small (a xorb: 64 MiB at most), so it is held in memory while `check` reads it and sent in one
 * PUT with its checksum only once checked: nothing appears under a name its bytes do not have.
 */
class S3ObjectSpace implements ObjectSpace {
	constructor(
		private readonly store: S3BlobStore,
		private readonly namespace: string,
	) {}

	private key(name: string): string {
		if (!/^[0-9a-f]{64}$/.test(name)) throw new Error(`not an object name: ${name}`);
		return `${this.store.config.prefix}${this.namespace}/${name.slice(0, 2)}/${name}`;
	}

	async size(name: string): Promise<number | undefined> {
		const r = await this.store.client.send("HEAD", this.key(name), { accept: [404] });
		r.body.resume();
		return r.status === 404 ? undefined : Number(r.headers["content-length"]);
	}

	async put(
		name: string,
		source: AsyncIterable<Uint8Array>,
		check: (bytes: AsyncIterable<Uint8Array>) => Promise<void>,
	): Promise<"present" | "written"> {
		const key = this.key(name);
		const pieces: Buffer[] = [];
		let held = 0;
		let ended = false;
		async function* kept() {
			for await (const piece of source) {
				held += piece.length;
				if (held > MAX_OBJECT) throw new Error(`an object of more than ${MAX_OBJECT} bytes`);
				pieces.push(Buffer.from(piece));
				yield piece;
			}
			ended = true;
		}
		await check(kept());
		if (!ended) throw new Error(`${name}: the check stopped before the end of the object`);
		if ((await this.size(name)) !== undefined) return "present";
		const body = Buffer.concat(pieces, held);
		const r = await this.store.client.send("PUT", key, {
			headers: { "x-amz-checksum-sha256": createHash("sha256").update(body).digest("base64") },
			body,
		});
		r.body.resume();
		return "written";
	}

	read(name: string, range?: ByteRange): Readable {
		return this.store.readKey(this.key(name), range);
	}

	async *list(): AsyncIterable<{ name: string; size: number; modified: number }> {
		for await (const o of this.store.listKeys(`${this.store.config.prefix}${this.namespace}/`))
			if (/^[0-9a-f]{64}$/.test(o.name)) yield { name: o.name, size: o.size, modified: o.stored.getTime() };
	}

	async delete(name: string): Promise<void> {
		(await this.store.client.send("DELETE", this.key(name), { accept: [404] })).body.resume();
	}
}
