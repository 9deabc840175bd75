import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { PutMismatchError } from "./blob-store.js";

/**
 * Writes bytes whose hash nobody announced (a browser's upload) to a new file at `path`, hashing them on the way, and
 * answers the sha256 and size they turned out to have. More than `maxSize` bytes are a `PutMismatchError`. The file is
 * closed either way; after a failure the caller removes it.
 */
export async function writeHashing(
	source: AsyncIterable<Uint8Array>,
	path: string,
	maxSize: number,
): Promise<{ sha256: string; size: number }> {
	const hash = createHash("sha256");
	let size = 0;
	const out = await open(path, "wx");
	try {
		for await (const chunk of source) {
			size += chunk.length;
			if (size > maxSize) throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size });
			hash.update(chunk);
			await out.write(chunk);
		}
	} finally {
		await out.close();
	}
	return { sha256: hash.digest("hex"), size };
}
