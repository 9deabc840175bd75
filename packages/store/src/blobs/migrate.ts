import { hashFromString, xetHashReady } from "../xet/hash.js";
import { readXorb } from "../xet/xorb.js";
import type { BlobStore } from "./blob-store.js";

export interface MigrateProgress {
	/** Blobs looked at, copied, and found already there. */
	seen: number;
	copied: number;
	present: number;
	bytesCopied: number;
	/** Passes over the source made so far. */
	passes: number;
}

/**
 * Copies every blob and Xet xorb of `from` that `to` does not hold, each checked on the way (`putStream` keeps only
 * bytes that hash to their key; a xorb is read whole and its hash computed again), while `from` keeps serving. Then it passes over `from` again, until a pass finds nothing new (blobs
 * uploaded meanwhile), at most `maxPasses` times. Nothing is deleted from `from`.
 */
export async function migrateBlobs(
	from: BlobStore,
	to: BlobStore,
	options: { maxPasses?: number; onProgress?: (p: MigrateProgress) => void } = {},
): Promise<MigrateProgress> {
	const p: MigrateProgress = { seen: 0, copied: 0, present: 0, bytesCopied: 0, passes: 0 };
	const maxPasses = options.maxPasses ?? 3;
	for (let pass = 0; pass < maxPasses; pass++) {
		p.passes++;
		let copiedThisPass = 0;
		for await (const blob of from.list()) {
			p.seen++;
			if ((await to.size(blob.sha256)) === blob.size) p.present++;
			else {
				await to.putStream(blob.sha256, blob.size, from.read(blob.sha256));
				p.copied++;
				p.bytesCopied += blob.size;
				copiedThisPass++;
			}
			options.onProgress?.({ ...p });
		}
		for await (const xorb of from.xorbs.list()) {
			p.seen++;
			if ((await to.xorbs.size(xorb.name)) === xorb.size) p.present++;
			else {
				await xetHashReady();
				const expected = hashFromString(xorb.name);
				await to.xorbs.put(xorb.name, from.xorbs.read(xorb.name), async (bytes) => {
					await readXorb(bytes, expected);
				});
				p.copied++;
				p.bytesCopied += xorb.size;
				copiedThisPass++;
			}
			options.onProgress?.({ ...p });
		}
		if (copiedThisPass === 0) break;
	}
	return p;
}
