import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type BatchInput, type PreparedBatch, prepareBatch, type RowFormat } from "./batch.js";

/** A batch of record texts for the worker: the texts joined by newlines (a JSON line holds none), one origin each. */
export interface PrepareRequest {
	seq: number;
	texts: string;
	origins: string[];
	format: RowFormat;
	withFacets: boolean;
}

export type PrepareResponse = { seq: number; batch: PreparedBatch } | { seq: number; error: string };

/** Validates and encodes batches, on a worker thread when it can: the main thread meanwhile writes the last one. */
export interface Preparer {
	/** Whether batches of texts are prepared on a worker thread. */
	readonly threaded: boolean;
	prepare(inputs: BatchInput[], format: RowFormat, withFacets: boolean): Promise<PreparedBatch>;
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

/** A record text that can travel in a newline-joined batch (every JSON line does). */
const isLine = (input: BatchInput): input is { origin: string; text: string } =>
	"text" in input && !input.text.includes("\n");

/**
 * A preparer. Batches whose inputs are all record texts go to the worker (parsing them there is the point; handing
 * it parsed objects would cost as much as the work); any other batch is prepared on the calling thread.
 */
export function createPreparer(options: { thread?: boolean } = {}): Preparer {
	const script = options.thread === false ? undefined : workerScript();
	if (!script) {
		return {
			threaded: false,
			prepare: async (inputs, format, withFacets) => prepareBatch(inputs, format, withFacets),
			close: async () => {},
		};
	}
	const worker = new Worker(script);
	let seq = 0;
	let failure: Error | undefined;
	const waiting = new Map<number, { resolve: (b: PreparedBatch) => void; reject: (e: Error) => void }>();
	const failAll = (e: Error) => {
		failure = e;
		for (const w of waiting.values()) w.reject(e);
		waiting.clear();
	};
	worker.on("message", (m: PrepareResponse) => {
		const w = waiting.get(m.seq);
		waiting.delete(m.seq);
		if ("error" in m) w?.reject(new Error(m.error));
		else w?.resolve(m.batch);
	});
	worker.on("error", (e) => failAll(new Error(`the import's worker thread failed: ${e.message}`)));
	worker.on("exit", () => failAll(new Error("the import's worker thread stopped")));
	return {
		threaded: true,
		prepare(inputs, format, withFacets) {
			if (!inputs.every(isLine)) return Promise.resolve(prepareBatch(inputs, format, withFacets));
			if (failure) return Promise.reject(failure);
			const request: PrepareRequest = {
				seq: ++seq,
				texts: inputs.map((i) => i.text).join("\n"),
				origins: inputs.map((i) => i.origin),
				format,
				withFacets,
			};
			return new Promise((resolve, reject) => {
				waiting.set(request.seq, { resolve, reject });
				worker.postMessage(request);
			});
		},
		async close() {
			worker.removeAllListeners("exit");
			await worker.terminate();
		},
	};
}
