/** The import's worker thread: validates and encodes batches of a dump's lines while the main thread writes. */
import { parentPort } from "node:worker_threads";
import { addFacets, prepareBatch } from "./batch.js";
import { type PrepareRequest, type PrepareResponse, requestChunks } from "./preparer.js";

const port = parentPort;
if (!port) throw new Error("prepare-worker.js runs as a worker thread");
// The words this thread has already sent in a batch: an import lists each word once, and most of a batch's words came
// in an earlier one.
const sent = new Set<string>();
// The facet counts of every batch this thread prepared, sent once when asked (merging them batch by batch cost the
// main thread a second per million records).
const tally = new Map<string, number>();
port.on("message", (m: PrepareRequest | { seq: number; tally: true }) => {
	if ("tally" in m) {
		port.postMessage({ seq: m.seq, tally } satisfies PrepareResponse);
		return;
	}
	let reply: PrepareResponse;
	try {
		const { facets, ...batch } = prepareBatch(requestChunks(m.bytes, m.runs), m.format, m.withFacets, sent);
		if (facets) addFacets(tally, facets);
		reply = { seq: m.seq, batch };
	} catch (e) {
		reply = { seq: m.seq, error: String((e as Error)?.message ?? e) };
	}
	// COPY rows and id keys travel as bytes whose buffers move to the main thread instead of being copied.
	const moved: ArrayBuffer[] = [];
	if ("batch" in reply) {
		if (reply.batch.payload instanceof Uint8Array) moved.push(reply.batch.payload.buffer as ArrayBuffer);
		moved.push(reply.batch.idKeys.buffer as ArrayBuffer);
	}
	port.postMessage(reply, moved);
});
