/** The import's worker thread: validates and encodes batches of record texts while the main thread writes. */
import { parentPort } from "node:worker_threads";
import { prepareBatch } from "./batch.js";
import type { PrepareRequest, PrepareResponse } from "./preparer.js";

const port = parentPort;
if (!port) throw new Error("prepare-worker.js runs as a worker thread");
port.on("message", (m: PrepareRequest) => {
	let reply: PrepareResponse;
	try {
		const texts = m.texts.split("\n");
		const inputs = texts.map((text, i) => ({ origin: m.origins[i] as string, text }));
		reply = { seq: m.seq, batch: prepareBatch(inputs, m.format, m.withFacets) };
	} catch (e) {
		reply = { seq: m.seq, error: String((e as Error)?.message ?? e) };
	}
	// COPY rows travel as bytes whose buffer moves to the main thread instead of being copied.
	const payload = "batch" in reply ? reply.batch.payload : undefined;
	port.postMessage(reply, payload instanceof Uint8Array ? [payload.buffer as ArrayBuffer] : []);
});
