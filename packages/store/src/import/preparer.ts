import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { addFacets, type BatchInput, type PreparedBatch, prepareBatch, type RowFormat } from "./batch.js";
import type { LineChunk } from "./lines.js";

/**
 * A batch for a worker: runs of a dump's lines, their bytes end to end in one buffer (moved to the worker, not
 * copied), each run ending at its `end`.
 */
export interface PrepareRequest {
	seq: number;
	format: RowFormat;
	withFacets: boolean;
	bytes: Uint8Array;
	runs: LineRun[];
}

/** Where a run of lines ends in a request's buffer, and how its lines are named. */
interface LineRun {
	origin: string;
	firstLine: number;
	end: number;
}

export type PrepareResponse =
	| { seq: number; batch: PreparedBatch }
	| { seq: number; tally: Map<string, number> }
	| { seq: number; error: string };

/** Validates and encodes batches, on worker threads when it can: the main thread meanwhile writes earlier ones. */
export interface Preparer {
	/** Whether batches of lines are prepared on worker threads. */
	readonly threaded: boolean;
	/** How many batches are prepared at once (the number of worker threads; 1 without them). */
	readonly width: number;
	/** A prepared batch; with `withFacets`, its facet counts are kept here (see `facets`), not in the batch. */
	prepare(inputs: BatchInput[], format: RowFormat, withFacets: boolean): Promise<PreparedBatch>;
	/** The facet counts of every batch prepared with `withFacets`, added up. */
	facets(): Promise<Map<string, number>>;
	close(): Promise<void>;
}

/**
 * The compiled worker script. Run from the TypeScript sources (the tests), the package's build is used; without a
 * build the batches are prepared on the calling thread.
 */
function workerScript(): URL | undefined {
	const here = import.meta.url;
	const url = here.endsWith(".ts")
		? new URL("../../dist/import/prepare-worker.js", here)
		: new URL("./prepare-worker.js", here);
	return existsSync(fileURLToPath(url)) ? url : undefined;
}

const isChunk = (input: BatchInput): input is LineChunk => "bytes" in input;

/** Runs of lines as one request's buffer: their bytes copied end to end, and where each run ends. */
function linesRequest(chunks: LineChunk[]): { bytes: Uint8Array; runs: LineRun[] } {
	const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.bytes.length, 0));
	let end = 0;
	const runs = chunks.map((c) => {
		bytes.set(c.bytes, end);
		end += c.bytes.length;
		return { origin: c.origin, firstLine: c.firstLine, end };
	});
	return { bytes, runs };
}

/** The runs of lines a request's buffer holds (see `linesRequest`). */
export function requestChunks(bytes: Uint8Array, runs: LineRun[]): LineChunk[] {
	let start = 0;
	return runs.map((r) => {
		const chunk = { origin: r.origin, firstLine: r.firstLine, bytes: bytes.subarray(start, r.end) };
		start = r.end;
		return chunk;
	});
}

/**
 * A preparer. Batches of a dump's lines go to the worker threads in turn (parsing them there is the point; handing a
 * worker parsed objects would cost as much as the work); any other batch is prepared on the calling thread. Two workers by default where there are two cores: one alone prepares batches more slowly than the main
 * thread loads them, and the main thread waits on it.
 */
export function createPreparer(options: { thread?: boolean; threads?: number } = {}): Preparer {
	const script = options.thread === false ? undefined : workerScript();
	// Counts of the batches prepared on this thread.
	const tally = new Map<string, number>();
	const here = (inputs: BatchInput[], format: RowFormat, withFacets: boolean): PreparedBatch => {
		const { facets, ...batch } = prepareBatch(inputs, format, withFacets);
		if (facets) addFacets(tally, facets);
		return batch;
	};
	if (!script) {
		return {
			threaded: false,
			width: 1,
			prepare: async (inputs, format, withFacets) => here(inputs, format, withFacets),
			facets: async () => tally,
			close: async () => {},
		};
	}
	const workers = Array.from(
		{ length: Math.max(1, options.threads ?? Math.min(2, availableParallelism())) },
		() => new Worker(script),
	);
	let seq = 0;
	let failure: Error | undefined;
	const waiting = new Map<number, { resolve: (reply: PrepareResponse) => void; reject: (e: Error) => void }>();
	const failAll = (e: Error) => {
		failure = e;
		for (const w of waiting.values()) w.reject(e);
		waiting.clear();
	};
	for (const worker of workers) {
		worker.on("message", (m: PrepareResponse) => {
			const w = waiting.get(m.seq);
			waiting.delete(m.seq);
			if ("error" in m) w?.reject(new Error(m.error));
			else w?.resolve(m);
		});
		worker.on("error", (e) => failAll(new Error(`the import's worker thread failed: ${e.message}`)));
		worker.on("exit", () => failAll(new Error("the import's worker thread stopped")));
	}
	/** Sends a worker a message and resolves to its reply. */
	const ask = (worker: Worker, message: PrepareRequest | { seq: number; tally: true }): Promise<PrepareResponse> => {
		if (failure) return Promise.reject(failure);
		return new Promise((resolve, reject) => {
			waiting.set(message.seq, { resolve, reject });
			worker.postMessage(message, "bytes" in message ? [message.bytes.buffer as ArrayBuffer] : []);
		});
	};
	return {
		threaded: true,
		width: workers.length,
		async prepare(inputs, format, withFacets) {
			if (!inputs.every(isChunk)) return here(inputs, format, withFacets);
			const request: PrepareRequest = { seq: ++seq, format, withFacets, ...linesRequest(inputs) };
			const reply = await ask(workers[request.seq % workers.length] as Worker, request);
			if (!("batch" in reply)) throw new Error("the import's worker thread answered out of turn");
			return reply.batch;
		},
		async facets() {
			const total = new Map(tally);
			for (const worker of workers) {
				const reply = await ask(worker, { seq: ++seq, tally: true });
				if ("tally" in reply) addFacets(total, reply.tally);
			}
			return total;
		},
		async close() {
			await Promise.all(
				workers.map((worker) => {
					worker.removeAllListeners("exit");
					return worker.terminate();
				}),
			);
		},
	};
}
