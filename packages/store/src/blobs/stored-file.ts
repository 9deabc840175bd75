import type { BlobStore, ByteRange } from "./blob-store.js";

/**
 * A repository file's stored bytes, wherever they are kept (a blob, or a Xet file's xorbs): what `XetStore.locate`
 * finds, read by range as many times as needed.
 */
export interface StoredFile {
	size: number;
	/** The bytes, or an inclusive range of them, as a stream that stops when its reader stops. */
	read(range?: ByteRange): AsyncIterable<Uint8Array>;
}

/** A blob of the store as a stored file (the caller knows the store holds it whole). */
export function storedBlob(blobs: BlobStore, sha256: string, size: number): StoredFile {
	return { size, read: (range) => blobs.read(sha256, range) };
}

/** The blob with this sha256 and size as a stored file, when the store holds it whole. */
export async function findBlob(
	blobs: BlobStore,
	file: { sha256: string; size: number },
): Promise<StoredFile | undefined> {
	return (await blobs.size(file.sha256)) === file.size ? storedBlob(blobs, file.sha256, file.size) : undefined;
}
