import { PassThrough, type Readable } from "node:stream";
import type { BlobStore, ByteRange, DirectBlobs, ObjectSpace, PutOutcome } from "./blob-store.js";

/**
 * A blob store being moved to another (`modelhub blobs migrate`): everything is written to and listed from the new
 * one, and a blob it does not hold yet is read from the old one, so that reads never fail while the last files are
 * copied over (`MODELHUB_BLOBS_FALLBACK`).
 */
export class FallbackBlobStore implements BlobStore {
	readonly location: string;
	readonly direct?: DirectBlobs;
	readonly xorbs: ObjectSpace;

	constructor(
		readonly primary: BlobStore,
		readonly fallback: BlobStore,
	) {
		this.location = `${primary.location} (reading also ${fallback.location})`;
		const [xorbs, old] = [primary.xorbs, fallback.xorbs];
		this.xorbs = {
			size: async (name) => (await xorbs.size(name)) ?? (await old.size(name)),
			put: (name, source, check) => xorbs.put(name, source, check),
			read: (name, range) => readEither(xorbs.size(name), xorbs.read.bind(xorbs), old.read.bind(old), name, range),
			list: () => xorbs.list(),
			delete: (name) => xorbs.delete(name),
		};
		const direct = primary.direct;
		if (direct)
			this.direct = {
				...direct,
				// A blob only the old store holds is read through the hub.
				readUrl: async (sha256, options) =>
					(await primary.size(sha256)) === undefined ? undefined : direct.readUrl(sha256, options),
			};
	}

	async size(sha256: string): Promise<number | undefined> {
		return (await this.primary.size(sha256)) ?? (await this.fallback.size(sha256));
	}

	putFile(sha256: string, source: string): Promise<PutOutcome> {
		return this.primary.putFile(sha256, source);
	}

	putStream(sha256: string, size: number, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
		return this.primary.putStream(sha256, size, source);
	}

	putHashing(source: AsyncIterable<Uint8Array>, maxSize: number) {
		return this.primary.putHashing(source, maxSize);
	}

	putPart(uploadId: string, part: number, maxSize: number, source: AsyncIterable<Uint8Array>) {
		return this.primary.putPart(uploadId, part, maxSize, source);
	}

	completeParts(uploadId: string, sha256: string, size: number, parts: { part: number; etag: string }[]) {
		return this.primary.completeParts(uploadId, sha256, size, parts);
	}

	abortParts(uploadId: string): Promise<void> {
		return this.primary.abortParts(uploadId);
	}

	read(sha256: string, range?: ByteRange): Readable {
		const { primary, fallback } = this;
		return readEither(primary.size(sha256), primary.read.bind(primary), fallback.read.bind(fallback), sha256, range);
	}

	list(): AsyncIterable<{ sha256: string; size: number; stored: Date }> {
		return this.primary.list();
	}

	removeUnfinished(): Promise<{ files: number; bytes: number }> {
		return this.primary.removeUnfinished?.() ?? Promise.resolve({ files: 0, bytes: 0 });
	}

	delete(sha256: string): Promise<void> {
		return this.primary.delete(sha256);
	}
}

/** The new store's bytes when it holds the object (its `size` says so), else the old one's. */
function readEither(
	held: Promise<number | undefined>,
	fromNew: (name: string, range?: ByteRange) => Readable,
	fromOld: (name: string, range?: ByteRange) => Readable,
	name: string,
	range?: ByteRange,
): Readable {
	const out = new PassThrough({ highWaterMark: 256 * 1024 });
	held.then(
		(size) => {
			const from = (size === undefined ? fromOld : fromNew)(name, range);
			from.on("error", (e) => out.destroy(e));
			out.on("close", () => from.destroy());
			from.pipe(out);
		},
		(e) => out.destroy(e),
	);
	return out;
}
