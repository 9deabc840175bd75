import { createHash } from "node:crypto";

/** The sha256 of some bytes, in hex: the name a blob is kept under. */
export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

import { createReadStream } from "node:fs";
import { gitHeader } from "./ids.js";

export interface FileHashes {
	sha256: string;
	/** The git blob id of the content, when asked for (ordinary files; LFS files are named by their pointer). */
	gitOid?: string;
	size: number;
}

/** Hashes a file in one read: its sha256 and, when `gitOid`, its git blob id. Fails if the size is not `size`. */
export async function hashFile(path: string, size: number, gitOid: boolean): Promise<FileHashes> {
	const sha256 = createHash("sha256");
	const sha1 = gitOid ? createHash("sha1").update(gitHeader("blob", size)) : undefined;
	let read = 0;
	for await (const chunk of createReadStream(path, { highWaterMark: 4 << 20 }) as AsyncIterable<Buffer>) {
		sha256.update(chunk);
		sha1?.update(chunk);
		read += chunk.length;
	}
	if (read !== size) throw new Error(`changed while it was read (${size} bytes expected, ${read} read)`);
	const out: FileHashes = { sha256: sha256.digest("hex"), size };
	if (sha1) out.gitOid = sha1.digest("hex");
	return out;
}
