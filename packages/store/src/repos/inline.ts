import type { BlobStore } from "../blobs/blob-store.js";
import type { CommitFile } from "../git/commits.js";
import { CommitError } from "../git/errors.js";
import { sha256Hex } from "../git/hash.js";
import { gitBlobId } from "../git/ids.js";

/** The largest file a commit may carry inline (a larger one goes through LFS, as the clients do past 10 MB). */
export const MAX_INLINE = 50 * 1024 * 1024;

/** A file sent inline as a commit names it: its size checked, its sha256 (the blob's name) and git blob id. */
export function inlineFile(path: string, content: Uint8Array): CommitFile {
	if (content.length > MAX_INLINE)
		throw new CommitError(`${path}: inline files may have at most ${MAX_INLINE} bytes; send it through LFS`, "invalid");
	return { path, size: content.length, sha256: sha256Hex(content), blobId: gitBlobId(content), lfs: false };
}

/** What a batch of inline files may hold before it is written; a file counts its bytes and this much besides. */
const BATCH_BYTES = 32 * 1024 * 1024;
const FILE_OVERHEAD = 256;
/** Blobs written at once (a local store's writes wait on the thread pool, a bucket's on the network). */
const PARALLEL = 16;

/**
 * The inline files of a commit being read: each named as it comes (`inlineFile`), its bytes held with the batch until
 * the batch holds BATCH_BYTES, then written as blobs (PARALLEL at a time) while the next batch fills; at most two
 * batches are in memory. Reading a commit's lines thus costs no round trip to the blob store per line: a body of many
 * small files is read, and refused past a limit, at the speed it arrives. Nothing is committed until `commit` names
 * the files; `flush` writes what is left and reports a failed write.
 */
export class InlineBatch {
	private pending = new Map<string, Uint8Array>();
	private bytes = 0;
	private writing: Promise<void> = Promise.resolve();

	constructor(private readonly blobs: BlobStore) {}

	async add(path: string, content: Uint8Array): Promise<CommitFile> {
		const file = inlineFile(path, content);
		if (!this.pending.has(file.sha256)) {
			this.pending.set(file.sha256, content);
			this.bytes += content.length + FILE_OVERHEAD;
		}
		if (this.bytes >= BATCH_BYTES) {
			// The batch before must be written first: no more than two are ever held.
			await this.writing;
			this.writing = this.write(this.take());
			// A failure is reported by the next `add` or `flush` that waits for it, never left unhandled meanwhile.
			this.writing.catch(() => {});
		}
		return file;
	}

	/** Writes what the batch still holds, after the batch being written. */
	async flush(): Promise<void> {
		await this.writing;
		await this.write(this.take());
	}

	private take(): [string, Uint8Array][] {
		const batch = [...this.pending];
		this.pending = new Map();
		this.bytes = 0;
		return batch;
	}

	private async write(batch: [string, Uint8Array][]): Promise<void> {
		let next = 0;
		const worker = async () => {
			for (let i = next++; i < batch.length; i = next++) {
				const [sha256, content] = batch[i] as [string, Uint8Array];
				await this.blobs.putStream(sha256, content.length, [content]);
			}
		};
		await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
	}
}
