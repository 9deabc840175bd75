/** The tree thread: computes git trees (see tree-thread.ts) away from the thread that answers requests. */
import { parentPort } from "node:worker_threads";
import { answer, type TreeRequest } from "./tree-thread.js";

const port = parentPort;
if (!port) throw new Error("tree-worker.js runs as a worker thread");
port.on("message", (m: TreeRequest) => port.postMessage(answer(m)));
