/** Random access to the bytes of a file: a Node file handle, a browser File/Blob, or memory. */
export interface ByteSource {
	/** Total size in bytes. */
	readonly size: number;
	/** Reads `length` bytes from `offset` (fewer only at the end of the data). */
	read(offset: number, length: number): Promise<Uint8Array>;
}

/** The part of a browser `Blob`/`File` that {@link blobSource} uses. */
export interface BlobLike {
	readonly size: number;
	slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Reads a `Blob` or `File` by slices, so that only the requested bytes are ever loaded. */
export function blobSource(blob: BlobLike): ByteSource {
	return {
		size: blob.size,
		read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
	};
}

/** Reads bytes already in memory. */
export function bytesSource(bytes: Uint8Array): ByteSource {
	return {
		size: bytes.length,
		read: async (offset, length) => bytes.subarray(offset, offset + length),
	};
}
