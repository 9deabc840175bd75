import { createHash } from "node:crypto";
import { type FileHandle, open } from "node:fs/promises";
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
	const writer = new BatchedWriter(out);
	try {
		for await (const chunk of source) {
			size += chunk.length;
			if (size > maxSize) throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size });
			hash.update(chunk);
			await writer.write(chunk);
		}
		await writer.end();
	} finally {
		await writer.settle();
		await out.close();
	}
	return { sha256: hash.digest("hex"), size };
}

/** The bytes gathered before one write: a network stream's chunks are 16–64 kB, a write of each costs a round trip. */
const BATCH_BYTES = 1024 * 1024;

/**
 * Writes a stream's chunks to a file in batches of about 1 MiB, one write in flight while the next batch is gathered,
 * so that reading the source (a socket) and writing the disk overlap instead of taking turns. `end` writes what is
 * left and waits for it; after a failure, `settle` waits for the write in flight before the file is closed or removed.
 */
export class BatchedWriter {
	private batch: Uint8Array[] = [];
	private bytes = 0;
	private inFlight: Promise<unknown> = Promise.resolve();

	constructor(private readonly out: FileHandle) {}

	async write(chunk: Uint8Array): Promise<void> {
		this.batch.push(chunk);
		this.bytes += chunk.length;
		if (this.bytes >= BATCH_BYTES) await this.flush();
	}

	async end(): Promise<void> {
		if (this.bytes) await this.flush();
		await this.inFlight;
	}

	async settle(): Promise<void> {
		await this.inFlight.catch(() => {});
	}

	private async flush(): Promise<void> {
		const buffer = Buffer.concat(this.batch, this.bytes);
		this.batch = [];
		this.bytes = 0;
		await this.inFlight;
		this.inFlight = this.out.write(buffer);
	}
}
