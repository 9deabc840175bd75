import { createHash, randomBytes } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { copyFile, link, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import {
	type BlobStore,
	type ByteRange,
	isSha256,
	type ObjectSpace,
	PutMismatchError,
	type PutOutcome,
} from "./blob-store.js";
import { HashingWriter, writeHashing } from "./hashing.js";
import { TempFolder, type Unfinished } from "./unfinished.js";

/**
 * How the local store brings a file in: `clone` — a copy-on-write clone where the file system supports it (Btrfs,
 * XFS, APFS…), else a copy; `link` — also a hard link when the clone fails, before falling back to a copy; `copy` —
 * always a full copy.
 */
export type LinkMode = "clone" | "link" | "copy";

/**
 * Blobs in a local directory: `<dir>/sha256/<first two hex digits>/<sha256>`. A new blob is first made under
 * `<dir>/tmp` and renamed into place, so a crash never leaves a partial blob under its final name (and the partial
 * file a crash leaves there is removed by the next opener or `gc`: see ./unfinished.ts). Hard links are
 * opt-in (`link`): a link shares the source's bytes, and a source overwritten in place (`cp new old`, a program
 * rewriting its output) would silently change the blob of the earlier revision too.
 */
export class LocalBlobStore implements BlobStore {
	private readonly temp: TempFolder;
	private readonly removed: Unfinished = { files: 0, bytes: 0 };
	readonly xorbs: ObjectSpace;

	constructor(
		readonly location: string,
		private readonly mode: LinkMode = "clone",
	) {
		this.temp = new TempFolder(join(location, "tmp"));
		this.xorbs = new LocalObjectSpace(location, "xorb", () => this.temp.dir());
	}

	/**
	 * Removes the partial files of writers that were killed mid-write (see ./unfinished.ts); returns what it removed
	 * since this store was made, counting the sweep `openBlobStore` makes at once.
	 */
	async removeUnfinished(): Promise<Unfinished> {
		const now = this.temp.sweep();
		this.removed.files += now.files;
		this.removed.bytes += now.bytes;
		return { ...this.removed };
	}

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
		const tmp = this.tmpFile(sha256);
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
			const tmp = this.tmpFile(sha256);
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
		const tmp = this.tmpFile(sha256);
		let seen = 0;
		const out = await open(tmp, "wx");
		const writer = new HashingWriter(out);
		try {
			// Written as it arrives, hashed on the way; past the announced size nothing more is written.
			for await (const chunk of source) {
				seen += chunk.length;
				if (seen > size) break;
				await writer.write(chunk);
			}
			const written = await writer.end();
			await out.close();
			const actual = { sha256: written.sha256, size: seen };
			if (actual.size !== size || actual.sha256 !== sha256) throw new PutMismatchError({ sha256, size }, actual);
			if (present) {
				await rm(tmp, { force: true });
				return "present";
			}
			await this.ensureDir(join(target, ".."));
			await rename(tmp, target);
			return "written";
		} catch (e) {
			await writer.settle();
			await out.close().catch(() => {});
			await rm(tmp, { force: true });
			throw e;
		}
	}

	async putHashing(source: AsyncIterable<Uint8Array>, maxSize: number): Promise<{ sha256: string; size: number }> {
		const tmp = this.tmpFile("unnamed");
		try {
			const got = await writeHashing(source, tmp, maxSize);
			const target = this.path(got.sha256);
			if ((await this.size(got.sha256)) !== undefined) await rm(tmp, { force: true });
			else {
				await this.ensureDir(join(target, ".."));
				await rename(tmp, target);
			}
			return got;
		} catch (e) {
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
		let seen = 0;
		const out = await open(tmp, "wx");
		const writer = new HashingWriter(out);
		try {
			for await (const chunk of source) {
				seen += chunk.length;
				if (seen > maxSize) throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size: seen });
				await writer.write(chunk);
			}
			const { sha256 } = await writer.end();
			await out.close();
			await rename(tmp, target);
			return sha256;
		} catch (e) {
			await writer.settle();
			await out.close().catch(() => {});
			await rm(tmp, { force: true });
			throw e;
		}
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

	/**
	 * A new temporary file's path for a blob in the making, in this process's own locked folder (renamed into place
	 * once whole; see ./unfinished.ts for what happens to it when the process is killed first).
	 */
	private tmpFile(sha256: string): string {
		return join(this.temp.dir(), `${sha256}.${randomBytes(6).toString("hex")}`);
	}

	read(sha256: string, range?: ByteRange): Readable {
		const options = range ? { start: range.start, end: range.end } : {};
		return createReadStream(this.path(sha256), { ...options, highWaterMark: 256 * 1024 });
	}

	async *list(): AsyncIterable<{ sha256: string; size: number; stored: Date }> {
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
				// A hard link keeps its source's mtime; making the link changes the ctime.
				if (s.isFile()) yield { sha256: name, size: s.size, stored: new Date(Math.max(s.mtimeMs, s.ctimeMs)) };
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

/** Whether a name is a Xet hash (64 lowercase hex): the only names an object space takes. */
const isObjectName = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);

/**
 * Objects of one namespace in the local directory: `<dir>/<namespace>/<first two hex digits>/<name>`, beside (never
 * among) the sha256 blobs. Made in the process's temporary folder and renamed into place once checked, as blobs are.
 */
class LocalObjectSpace implements ObjectSpace {
	constructor(
		private readonly location: string,
		private readonly namespace: string,
		/** The writing process's own temporary folder (a sweep never takes a live writer's files). */
		private readonly tmpDir: () => string,
	) {}

	private path(name: string): string {
		if (!isObjectName(name)) throw new Error(`not an object name: ${name}`);
		return join(this.location, this.namespace, name.slice(0, 2), name);
	}

	async size(name: string): Promise<number | undefined> {
		try {
			const s = await stat(this.path(name));
			return s.isFile() ? s.size : undefined;
		} catch {
			return undefined;
		}
	}

	async put(
		name: string,
		source: AsyncIterable<Uint8Array>,
		check: (bytes: AsyncIterable<Uint8Array>) => Promise<void>,
	): Promise<"present" | "written"> {
		const target = this.path(name);
		const present = (await this.size(name)) !== undefined;
		const tmp = join(this.tmpDir(), `${this.namespace}-${name}.${randomBytes(6).toString("hex")}`);
		const file = present ? undefined : await open(tmp, "wx");
		let ended = false;
		async function* written() {
			for await (const piece of source) {
				if (file) await file.write(piece);
				yield piece;
			}
			ended = true;
		}
		try {
			await check(written());
			if (!ended) throw new Error("the object was not read to its end");
			if (!file) return "present";
			await file.sync();
			await file.close();
			await mkdir(join(target, ".."), { recursive: true });
			await rename(tmp, target);
			return "written";
		} catch (e) {
			await file?.close().catch(() => {});
			await rm(tmp, { force: true });
			throw e;
		}
	}

	read(name: string, range?: ByteRange): Readable {
		const options = range ? { start: range.start, end: range.end } : {};
		return createReadStream(this.path(name), { ...options, highWaterMark: 256 * 1024 });
	}

	async *list(): AsyncIterable<{ name: string; size: number; modified: number }> {
		const root = join(this.location, this.namespace);
		let prefixes: string[];
		try {
			prefixes = await readdir(root);
		} catch {
			return;
		}
		for (const prefix of prefixes)
			for (const name of await readdir(join(root, prefix))) {
				if (!isObjectName(name)) continue;
				const s = await stat(join(root, prefix, name));
				if (s.isFile()) yield { name, size: s.size, modified: s.mtimeMs };
			}
	}

	async delete(name: string): Promise<void> {
		await unlink(this.path(name)).catch((e: NodeJS.ErrnoException) => {
			if (e.code !== "ENOENT") throw e;
		});
	}
}
