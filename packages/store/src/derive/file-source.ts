import { open } from "node:fs/promises";
import type { ByteSource } from "@modelhub/core";

/** A file opened for random-access reads; close it when done. */
export interface FileByteSource extends ByteSource {
	close(): Promise<void>;
}

/**
 * Opens a regular file as a byte source. Fails with the open error (ENOENT, EACCES…), or with code EISDIR or ENOTREG
 * when the path is a directory or not a regular file.
 */
export async function openByteSource(path: string): Promise<FileByteSource> {
	const handle = await open(path, "r");
	const stat = await handle.stat();
	if (!stat.isFile()) {
		await handle.close();
		throw Object.assign(new Error(`${path} is not a regular file`), {
			code: stat.isDirectory() ? "EISDIR" : "ENOTREG",
		});
	}
	const { size } = stat;
	return {
		size,
		async read(offset, length) {
			const out = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
			let got = 0;
			while (got < out.length) {
				const { bytesRead } = await handle.read(out, got, out.length - got, offset + got);
				if (bytesRead === 0) break;
				got += bytesRead;
			}
			return out.subarray(0, got);
		},
		close: () => handle.close(),
	};
}

/** Runs `fn` on the file opened as a byte source, closing it afterwards. */
export async function withByteSource<T>(path: string, fn: (source: ByteSource) => Promise<T>): Promise<T> {
	const source = await openByteSource(path);
	try {
		return await fn(source);
	} finally {
		await source.close();
	}
}
