import { createHash } from "node:crypto";
import { type FileHandle, open } from "node:fs/promises";
import { Worker } from "node:worker_threads";
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
	const out = await open(path, "wx");
	const writer = new HashingWriter(out);
	try {
		for await (const chunk of source) {
			if (writer.size + chunk.length > maxSize)
				throw new PutMismatchError({ sha256: "", size: maxSize }, { sha256: "", size: writer.size + chunk.length });
			await writer.write(chunk);
		}
		return await writer.end();
	} finally {
		await writer.settle();
		await out.close();
	}
}

/**
 * The bytes of one slab: what is hashed and written at once. A network stream's chunks are 16–64 kB; a write or a
 * message to the hashing thread per chunk would cost more than the work itself.
 */
export const SLAB_BYTES = 1024 * 1024;
/** Slabs per writer: one filling while the others are hashed and written (16 MiB of memory per upload). */
const SLABS = 16;

/**
 * Writes a stream's bytes to a file and hashes them (sha256), with the three at once: the caller reads the source
 * (a socket) on the main thread, the bytes gathered in a slab of shared memory; a full slab is written to the file
 * (by libuv's threads) and hashed by a worker thread while the next is filled. SHA-256 costs about as much CPU as
 * receiving the bytes; done on the main thread it made an upload take turns between the two (and kept other requests
 * waiting meanwhile). When every slab is still being hashed or written, `write` waits: the source is read no faster
 * than the disk and the hash keep up. A stream smaller than a slab never leaves the main thread (no worker for a
 * small file). `end` answers the sha256 and size once everything is written; after a failure, `settle` waits for what
 * is in flight before the caller closes and removes the file.
 */
export class HashingWriter {
	/** Bytes taken so far. */
	size = 0;
	/** Until a slab's worth has come: the chunks themselves (a small stream is hashed and written as before). */
	private pending: Uint8Array[] = [];
	private memory: Buffer | undefined;
	private remote: RemoteHash | undefined;
	private readonly busy: Promise<void>[] = [];
	private current = 0;
	private fill = 0;
	/** Where in the file the slab being filled goes. */
	private position = 0;
	private failure: { error: unknown } | undefined;
	/** The last write asked for (each waits for the one before). */
	private writing: Promise<void> = Promise.resolve();

	constructor(private readonly out: FileHandle) {}

	async write(chunk: Uint8Array): Promise<void> {
		if (this.failure) throw this.failure.error;
		this.size += chunk.length;
		if (!this.memory) {
			this.pending.push(chunk);
			if (this.size < SLAB_BYTES) return;
			const shared = new SharedArrayBuffer(SLAB_BYTES * SLABS);
			this.memory = Buffer.from(shared);
			this.remote = hashThread().open(shared);
			const gathered = this.pending;
			this.pending = [];
			for (const piece of gathered) await this.copy(piece);
			return;
		}
		await this.copy(chunk);
	}

	/** Waits for everything to be written and hashed; answers the sha256 and size of the bytes written. */
	async end(): Promise<{ sha256: string; size: number }> {
		if (this.failure) throw this.failure.error;
		if (!this.remote) {
			const hash = createHash("sha256");
			for (const piece of this.pending) hash.update(piece);
			await writeAll(this.out, Buffer.concat(this.pending, this.size), 0);
			this.pending = [];
			return { sha256: hash.digest("hex"), size: this.size };
		}
		if (this.fill) this.dispatch();
		await Promise.all(this.busy);
		return { sha256: await this.remote.digest(), size: this.size };
	}

	/** Waits for the writes and hashing in flight, failed or not (the caller closes and removes the file next). */
	async settle(): Promise<void> {
		await Promise.allSettled(this.busy);
		this.remote?.drop();
	}

	private async copy(chunk: Uint8Array): Promise<void> {
		const memory = this.memory as Buffer;
		for (let at = 0; at < chunk.length; ) {
			if (this.fill === 0) await this.busy[this.current];
			const n = Math.min(SLAB_BYTES - this.fill, chunk.length - at);
			memory.set(chunk.subarray(at, at + n), this.current * SLAB_BYTES + this.fill);
			this.fill += n;
			at += n;
			if (this.fill === SLAB_BYTES) this.dispatch();
		}
	}

	/** Sends the slab being filled to the file and to the hashing thread; the next slab is filled meanwhile. */
	private dispatch(): void {
		const slab = this.current;
		const start = slab * SLAB_BYTES;
		const bytes = (this.memory as Buffer).subarray(start, start + this.fill);
		const position = this.position;
		// One write at a time, in order (several at once to one file cost more system time in a first trial, not more speed).
		this.writing = this.writing.then(() => writeAll(this.out, bytes, position));
		const done = Promise.all([(this.remote as RemoteHash).update(start, this.fill), this.writing]).then(() => {});
		// Seen at once (not when the ring comes round to this slab): the next `write` stops reading the source.
		done.catch((error) => {
			this.failure ??= { error };
		});
		this.busy[slab] = done;
		this.position += this.fill;
		this.fill = 0;
		this.current = (slab + 1) % SLABS;
	}
}

async function writeAll(out: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
	for (let at = 0; at < bytes.length; ) {
		const { bytesWritten } = await out.write(bytes, at, bytes.length - at, position + at);
		at += bytesWritten;
	}
}

/** The hashing thread's code (a script, so that it runs the same from the compiled package and under the tests). */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { createHash } = require("node:crypto");
const streams = new Map();
parentPort.on("message", (m) => {
	if (m.op === "open") streams.set(m.id, { hash: createHash("sha256"), memory: new Uint8Array(m.memory) });
	else if (m.op === "update") {
		const s = streams.get(m.id);
		s.hash.update(s.memory.subarray(m.offset, m.offset + m.length));
		parentPort.postMessage({ id: m.id });
	} else if (m.op === "digest") {
		const s = streams.get(m.id);
		streams.delete(m.id);
		parentPort.postMessage({ id: m.id, digest: s.hash.digest("hex") });
	} else if (m.op === "drop") streams.delete(m.id);
});
`;

interface RemoteHash {
	/** Hashes `length` bytes of the stream's shared memory from `offset`, after the bytes given before. */
	update(offset: number, length: number): Promise<void>;
	digest(): Promise<string>;
	/** Forgets the stream (after a failure; `digest` forgets it too). */
	drop(): void;
}

type Waiter = { resolve: (digest: string) => void; reject: (e: unknown) => void };

/**
 * One worker thread per process hashes every stream's slabs, in the order each stream sends them (a thread per
 * upload would cost its start, ~30 ms, and its memory). It keeps the process alive only while a stream is open.
 */
class HashThread {
	private worker: Worker | undefined;
	private nextId = 0;
	/** Each open stream's answers still to come, in order. */
	private readonly streams = new Map<number, Waiter[]>();

	open(memory: SharedArrayBuffer): RemoteHash {
		const worker = this.start();
		const id = this.nextId++;
		if (this.streams.size === 0) worker.ref();
		this.streams.set(id, []);
		worker.postMessage({ op: "open", id, memory });
		const ask = (message: object) =>
			new Promise<string>((resolve, reject) => {
				const waiting = this.streams.get(id);
				if (!waiting || this.worker !== worker) return reject(new Error("the hashing thread stopped"));
				waiting.push({ resolve, reject });
				worker.postMessage(message);
			});
		return {
			update: (offset, length) => ask({ op: "update", id, offset, length }).then(() => {}),
			digest: () => ask({ op: "digest", id }),
			drop: () => {
				if (!this.streams.delete(id) || this.worker !== worker) return;
				worker.postMessage({ op: "drop", id });
				if (this.streams.size === 0) worker.unref();
			},
		};
	}

	private start(): Worker {
		if (this.worker) return this.worker;
		const worker = new Worker(WORKER_SOURCE, { eval: true });
		worker.on("message", (m: { id: number; digest?: string }) => {
			const waiting = this.streams.get(m.id);
			const next = waiting?.shift();
			if (m.digest !== undefined) {
				this.streams.delete(m.id);
				if (this.streams.size === 0) worker.unref();
			}
			next?.resolve(m.digest ?? "");
		});
		const stopped = (error: unknown) => {
			if (this.worker !== worker) return;
			this.worker = undefined;
			for (const waiting of this.streams.values()) for (const w of waiting) w.reject(error);
			this.streams.clear();
		};
		worker.on("error", stopped);
		worker.on("exit", (code) => stopped(new Error(`the hashing thread stopped (exit code ${code})`)));
		worker.unref();
		this.worker = worker;
		return worker;
	}
}

let thread: HashThread | undefined;
const hashThread = (): HashThread => {
	thread ??= new HashThread();
	return thread;
};
