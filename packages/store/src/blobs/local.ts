import { createHash, randomBytes } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { copyFile, link, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { type BlobStore, type ByteRange, isSha256, PutMismatchError, type PutOutcome } from "./blob-store.js";

/**
 * How the local store brings a file in: `clone` — a copy-on-write clone where the file system supports it (Btrfs,
 * XFS, APFS…), else a copy; `link` — also a hard link when the clone fails, before falling back to a copy; `copy` —
 * always a full copy.
 */
export type LinkMode = "clone" | "link" | "copy";

/**
 * Blobs in a local directory: `<dir>/sha256/<first two hex digits>/<sha256>`. A new blob is first made under
 * `<dir>/tmp` and renamed into place, so a crash never leaves a partial blob under its final name. Hard links are
 * opt-in (`link`): a link shares the source's bytes, and a source overwritten in place (`cp new old`, a program
 * rewriting its output) would silently change the blob of the earlier revision too.
 */
export class LocalBlobStore implements BlobStore {
	constructor(
		readonly location: string,
		private readonly mode: LinkMode = "clone",
	) {}

	private path(sha256: string): string {
		if (!isSha256(sha256)) throw new Error(`not a sha256: ${sha256}`);
		return join(this.location, "sha256", sha256.slice(0, 2), sha256);
	}

	async size(sha256: string): Promise<number | undefined> {
		try {
			const s = await stat(this.path(sha256));
			return s.isFile() ? s.size : undefined;
		} catch {
			return undefined;
		}
	}

	async putFile(sha256: string, source: string): Promise<PutOutcome> {
		const target = this.path(sha256);
		if ((await this.size(sha256)) !== undefined) return "present";
		const tmp = await this.tmpFile(sha256);
		await mkdir(join(target, ".."), { recursive: true });
		let outcome: PutOutcome = "copied";
		try {
			outcome = await bringIn(source, tmp, this.mode);
			await rename(tmp, target);
		} catch (e) {
			await rm(tmp, { force: true });
			throw e;
		}
		return outcome;
	}

	/** Folders of the blob tree already made by this process (a commit of many small files makes few). */
	private readonly made = new Set<string>();

	private async ensureDir(dir: string): Promise<void> {
		if (this.made.has(dir)) return;
		await mkdir(dir, { recursive: true });
		this.made.add(dir);
	}

	async putStream(
		sha256: string,
		size: number,
		source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	): Promise<PutOutcome> {
		const target = this.path(sha256);
		const present = (await this.size(sha256)) !== undefined;
		// Bytes already in memory (a file a commit carries inline): hashed before anything is written.
		if (Array.isArray(source)) {
			const bytes = Buffer.concat(source as Uint8Array[]);
			const actual = { sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
			if (actual.size !== size || actual.sha256 !== sha256) throw new PutMismatchError({ sha256, size }, actual);
			if (present) return "present";
			const tmp = await this.tmpFile(sha256);
			try {
				await writeFile(tmp, bytes, { flag: "wx" });
				await this.ensureDir(join(target, ".."));
				await rename(tmp, target);
			} catch (e) {
				await rm(tmp, { force: true });
				throw e;
			}
			return "written";
		}
		const tmp = await this.tmpFile(sha256);
		const hash = createHash("sha256");
		let seen = 0;
		const out = await open(tmp, "wx");
		try {
			// Written as it arrives, hashed on the way; past the announced size nothing more is written.
			for await (const chunk of source) {
				seen += chunk.length;
				if (seen > size) break;
				hash.update(chunk);
				await out.write(chunk);
			}
			await out.close();
			const actual = { sha256: hash.digest("hex"), size: seen };
			if (actual.size !== size || actual.sha256 !== sha256) throw new PutMismatchError({ sha256, size }, actual);
			if (present) {
				await rm(tmp, { force: true });
				return "present";
			}
			await this.ensureDir(join(target, ".."));
			await rename(tmp, target);
			return "written";
		} catch (e) {
			await out.close().catch(() => {});
			await rm(tmp, { force: true });
			throw e;
		}
	}

	async putHashing(source: AsyncIterable<Uint8Array>, maxSize: number): Promise<{ sha256: string; size: number }> {
		const tmp = await this.tmpFile("unnamed");
		const hash = createHash("sha256");
		let size = 0;
		const out = await open(tmp, "wx");
		try {
			for await (const chunk of source) {
				size += chunk.length;
				if (size > maxSize) throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size });
				hash.update(chunk);
				await out.write(chunk);
			}
			await out.close();
			const sha256 = hash.digest("hex");
			const target = this.path(sha256);
			if ((await this.size(sha256)) !== undefined) await rm(tmp, { force: true });
			else {
				await this.ensureDir(join(target, ".."));
				await rename(tmp, target);
			}
			return { sha256, size };
		} catch (e) {
			await out.close().catch(() => {});
			await rm(tmp, { force: true });
			throw e;
		}
	}

	private partsDir(uploadId: string): string {
		if (!/^[A-Za-z0-9_-]{8,64}$/.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
		// Outside tmp/: a multipart upload's parts outlive the process that took the first of them.
		return join(this.location, "uploads", uploadId);
	}

	async putPart(uploadId: string, part: number, maxSize: number, source: AsyncIterable<Uint8Array>): Promise<string> {
		if (!Number.isSafeInteger(part) || part < 1 || part > 10_000) throw new Error(`not a part number: ${part}`);
		const dir = this.partsDir(uploadId);
		await mkdir(dir, { recursive: true });
		const target = join(dir, `part-${part}`);
		const tmp = `${target}.${randomBytes(6).toString("hex")}`;
		const hash = createHash("sha256");
		let seen = 0;
		const out = await open(tmp, "wx");
		try {
			for await (const chunk of source) {
				seen += chunk.length;
				if (seen > maxSize) throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size: seen });
				hash.update(chunk);
				await out.write(chunk);
			}
			await out.close();
			await rename(tmp, target);
		} catch (e) {
			await out.close().catch(() => {});
			await rm(tmp, { force: true });
			throw e;
		}
		return hash.digest("hex");
	}

	async completeParts(
		uploadId: string,
		sha256: string,
		size: number,
		parts: { part: number; etag: string }[],
	): Promise<PutOutcome> {
		const dir = this.partsDir(uploadId);
		try {
			const files = parts.map((p) => join(dir, `part-${p.part}`));
			const expected = new Map(parts.map((p) => [p.part, p.etag]));
			async function* joined() {
				for (const [i, file] of files.entries()) {
					const partHash = createHash("sha256");
					for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
						partHash.update(chunk);
						yield chunk;
					}
					const part = parts[i] as { part: number };
					if (partHash.digest("hex") !== expected.get(part.part))
						throw new PutMismatchError({ sha256, size }, { sha256: `part ${part.part} changed`, size: -1 });
				}
			}
			return await this.putStream(sha256, size, joined());
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	}

	async abortParts(uploadId: string): Promise<void> {
		await rm(this.partsDir(uploadId), { recursive: true, force: true });
	}

	/** A new temporary file's path for a blob in the making (renamed into place once whole). */
	private async tmpFile(sha256: string): Promise<string> {
		const tmpDir = join(this.location, "tmp");
		await mkdir(tmpDir, { recursive: true });
		return join(tmpDir, `${sha256}.${randomBytes(6).toString("hex")}`);
	}

	read(sha256: string, range?: ByteRange): Readable {
		const options = range ? { start: range.start, end: range.end } : {};
		return createReadStream(this.path(sha256), { ...options, highWaterMark: 256 * 1024 });
	}

	async *list(): AsyncIterable<{ sha256: string; size: number }> {
		const root = join(this.location, "sha256");
		let prefixes: string[];
		try {
			prefixes = await readdir(root);
		} catch {
			return;
		}
		for (const prefix of prefixes) {
			for (const name of await readdir(join(root, prefix))) {
				if (!isSha256(name)) continue;
				const s = await stat(join(root, prefix, name));
				if (s.isFile()) yield { sha256: name, size: s.size };
			}
		}
	}

	async delete(sha256: string): Promise<void> {
		await unlink(this.path(sha256)).catch((e: NodeJS.ErrnoException) => {
			if (e.code !== "ENOENT") throw e;
		});
	}
}

async function bringIn(source: string, tmp: string, mode: LinkMode): Promise<PutOutcome> {
	if (mode !== "copy")
		try {
			await copyFile(source, tmp, constants.COPYFILE_FICLONE_FORCE);
			return "cloned";
		} catch {
			// No copy-on-write clones on this file system.
		}
	if (mode === "link")
		try {
			await link(source, tmp);
			return "linked";
		} catch {
			// Another file system, or links refused.
		}
	await copyFile(source, tmp);
	return "copied";
}
