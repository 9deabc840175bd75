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
 * message to the hashing thread per chunk would cost more than the work itself. 256 KiB was the fastest of 128 KiB,
 * 256 KiB, 512 KiB and 1 MiB here (a 2 GB upload, three runs each), and a 1 MiB write from an ArrayBuffer cost the
 * kernel 2–5 times what four of 256 KiB did.
 */
export const SLAB_BYTES = 256 * 1024;
/** Slabs per writer: one filling while the others are hashed and written (at most 16 MiB of memory per upload). */
const SLABS = 64;

/**
 * Writes a stream's bytes to a file and hashes them (sha256) on two threads: the caller reads the source (a socket)
 * on the main thread and the bytes are gathered in slabs (SLAB_BYTES); each full slab is handed to a worker thread that
 * hashes it, writes it to the file and says it is free to be filled again. SHA-256 costs about as much CPU as
 * receiving the bytes; done on the main thread it made an upload take turns between the two (and kept other requests
 * waiting meanwhile). The slabs are shared memory, given to the worker once: an ArrayBuffer moved to the other thread
 * and back for each slab counted as a slab more of external memory on each side every time, and V8 answered that with
 * a garbage collection every few dozen MiB (its four GC threads used 2.9 of the hub's 9.5 CPU seconds during a 2 GB
 * upload). When every slab is out, `write` waits: the source is read no faster than the hash and the disk keep up. A
 * stream smaller than a slab never leaves the main thread (no worker for a small file). `end` answers the sha256 and
 * size once everything is written; after a failure, `settle` waits for the slabs out before the caller closes and
 * removes the file.
 */
export class HashingWriter {
	/** Bytes taken so far. */
	size = 0;
	/** Until a slab's worth has come: the chunks themselves (a small stream is hashed and written as before). */
	private pending: Uint8Array[] = [];
	private remote: RemoteHash | undefined;
	/** The slabs made (shared with the worker), and the indexes of those free to fill. */
	private readonly slabs: Uint8Array[] = [];
	private readonly free: number[] = [];
	/** Slabs with the worker. */
	private readonly atWorker = new Set<Promise<void>>();
	/** The slab being filled (its index), and how far. */
	private slab: number | undefined;
	private fill = 0;
	/** Where in the file the slab being filled goes. */
	private position = 0;
	private failure: { error: unknown } | undefined;

	constructor(private readonly out: FileHandle) {}

	async write(chunk: Uint8Array): Promise<void> {
		if (this.failure) throw this.failure.error;
		this.size += chunk.length;
		if (!this.remote) {
			this.pending.push(chunk);
			if (this.size < SLAB_BYTES) return;
			this.remote = hashThread().open(this.out.fd);
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
		await Promise.all(this.atWorker);
		return { sha256: await this.remote.digest(), size: this.size };
	}

	/** Waits for the slabs with the worker, failed or not (the caller closes and removes the file next). */
	async settle(): Promise<void> {
		await Promise.allSettled(this.atWorker);
		this.remote?.drop();
	}

	private async copy(chunk: Uint8Array): Promise<void> {
		for (let at = 0; at < chunk.length; ) {
			const index = this.slab ?? (await this.take());
			const slab = this.slabs[index] as Uint8Array;
			const n = Math.min(SLAB_BYTES - this.fill, chunk.length - at);
			slab.set(chunk.subarray(at, at + n), this.fill);
			this.fill += n;
			at += n;
			if (this.fill === SLAB_BYTES) this.dispatch();
		}
	}

	/** A slab to fill: a free one, a new one while fewer than SLABS were made, else the first the worker frees. */
	private async take(): Promise<number> {
		while (!this.free.length && this.slabs.length >= SLABS) await Promise.race(this.atWorker);
		if (this.failure) throw this.failure.error;
		let index = this.free.pop();
		if (index === undefined) {
			const buffer = new SharedArrayBuffer(SLAB_BYTES);
			index = this.slabs.push(new Uint8Array(buffer)) - 1;
			(this.remote as RemoteHash).share(index, buffer);
		}
		this.slab = index;
		return index;
	}

	/** Hands the slab being filled to the worker (to hash, then write at its place in the file). */
	private dispatch(): void {
		const index = this.slab as number;
		const back = (this.remote as RemoteHash).update(index, this.fill, this.position);
		const tracked: Promise<void> = back
			.then(
				() => {
					this.free.push(index);
				},
				(error) => {
					// Seen at once (not when a slab is next needed): the next `write` stops reading the source.
					this.failure ??= { error };
					throw error;
				},
			)
			.finally(() => this.atWorker.delete(tracked));
		tracked.catch(() => {}); // waited on by `take`, `end` and `settle`; the error is kept in `failure`
		this.atWorker.add(tracked);
		this.position += this.fill;
		this.fill = 0;
		this.slab = undefined;
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
const { writeSync } = require("node:fs");
const streams = new Map();
parentPort.on("message", (m) => {
	if (m.op === "open") streams.set(m.id, { hash: createHash("sha256"), fd: m.fd, slabs: [] });
	else if (m.op === "share") streams.get(m.id).slabs[m.index] = new Uint8Array(m.buffer);
	else if (m.op === "update") {
		const s = streams.get(m.id);
		try {
			const bytes = s.slabs[m.index].subarray(0, m.length);
			s.hash.update(bytes);
			for (let at = 0; at < bytes.length; ) at += writeSync(s.fd, bytes, at, bytes.length - at, m.position + at);
			parentPort.postMessage({ id: m.id });
		} catch (e) {
			parentPort.postMessage({ id: m.id, error: { message: String(e && e.message), code: e && e.code } });
		}
	} else if (m.op === "digest") {
		const s = streams.get(m.id);
		streams.delete(m.id);
		parentPort.postMessage({ id: m.id, digest: s.hash.digest("hex") });
	} else if (m.op === "drop") streams.delete(m.id);
});
`;

interface RemoteHash {
	/** Gives the worker the stream's slab `index` (shared memory), once. */
	share(index: number, buffer: SharedArrayBuffer): void;
	/**
	 * Has the worker hash the first `length` bytes of slab `index` after those given before and write them to the
	 * stream's file at `position`; resolves once it has (the slab is free again).
	 */
	update(index: number, length: number, position: number): Promise<unknown>;
	digest(): Promise<string>;
	/** Forgets the stream (after a failure; `digest` forgets it too). */
	drop(): void;
}

type Waiter = { resolve: (answer: unknown) => void; reject: (e: unknown) => void };

/**
 * One worker thread per process hashes every stream's slabs, in the order each stream sends them (a thread per
 * upload would cost its start, ~30 ms, and its memory). It keeps the process alive only while a stream is open.
 */
class HashThread {
	private worker: Worker | undefined;
	private nextId = 0;
	/** Each open stream's answers still to come, in order. */
	private readonly streams = new Map<number, Waiter[]>();

	/** A stream whose bytes go to the file `fd` (open while the stream is). */
	open(fd: number): RemoteHash {
		const worker = this.start();
		const id = this.nextId++;
		if (this.streams.size === 0) worker.ref();
		this.streams.set(id, []);
		worker.postMessage({ op: "open", id, fd });
		const ask = (message: object) =>
			new Promise<unknown>((resolve, reject) => {
				const waiting = this.streams.get(id);
				if (!waiting || this.worker !== worker) return reject(new Error("the hashing thread stopped"));
				waiting.push({ resolve, reject });
				worker.postMessage(message);
			});
		return {
			share: (index, buffer) => {
				if (this.worker === worker) worker.postMessage({ op: "share", id, index, buffer });
			},
			update: (index, length, position) => ask({ op: "update", id, index, length, position }),
			digest: () => ask({ op: "digest", id }) as Promise<string>,
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
		worker.on("message", (m: { id: number; digest?: string; error?: { message: string; code?: string } }) => {
			const waiting = this.streams.get(m.id);
			const next = waiting?.shift();
			if (m.digest !== undefined) {
				this.streams.delete(m.id);
				if (this.streams.size === 0) worker.unref();
			}
			if (m.error) next?.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
			else next?.resolve(m.digest);
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
