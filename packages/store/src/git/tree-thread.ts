import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type Changes, changedTree, type TreeRow } from "./changes.js";
import { CommitError } from "./errors.js";
import { treeIds } from "./ids.js";

/**
 * Git trees computed on a thread of its own: for a revision of 100,000 files, applying a commit's changes and hashing
 * every folder takes the better part of a second of CPU, which on the thread that answers requests would stall every
 * other request that long. Small trees are computed here (the hop would cost more than it saves).
 */

/** Below this many files, a tree is computed on the calling thread. */
const SMALL = 2_000;

/** A job as it travels to the thread: each list one string (a copy of a few strings, not of 100,000 objects). */
export type TreeRequest =
	| {
			seq: number;
			kind: "commit";
			paths: string;
			oids: string;
			addPaths: string;
			addOids: string;
			deleteFiles: string[];
			deleteFolders: string[];
	  }
	| { seq: number; kind: "folders"; paths: string; oids: string };

export type TreeResponse =
	| { seq: number; tree: string; files: number }
	| { seq: number; folders: string; ids: string }
	| { seq: number; error: { message: string; kind?: CommitError["kind"] } };

/** Paths never hold a NUL (git cannot store one), so it separates them; ids are 40 hex digits each, end to end. */
const SEP = "\u0000";

const pack = (rows: readonly TreeRow[]) => ({
	paths: rows.map((r) => r.path).join(SEP),
	oids: rows.map((r) => r.oid).join(""),
});

function unpack(paths: string, oids: string): TreeRow[] {
	if (paths === "" && oids === "") return [];
	return paths.split(SEP).map((path, i) => ({ path, oid: oids.slice(i * 40, i * 40 + 40) }));
}

/** What the tree thread answers a request (its side of `pack`). */
export function answer(m: TreeRequest): TreeResponse {
	try {
		if (m.kind === "folders") {
			return { seq: m.seq, ...folderReply(treeIds(unpack(m.paths, m.oids))) };
		}
		const changes = { add: unpack(m.addPaths, m.addOids), deleteFiles: m.deleteFiles, deleteFolders: m.deleteFolders };
		return { seq: m.seq, ...changedTree(unpack(m.paths, m.oids), changes) };
	} catch (e) {
		const kind = e instanceof CommitError ? e.kind : undefined;
		return { seq: m.seq, error: { message: String((e as Error)?.message ?? e), ...(kind ? { kind } : {}) } };
	}
}

function folderReply(ids: Map<string, string>): { folders: string; ids: string } {
	const packed = pack([...ids].map(([path, oid]) => ({ path, oid })));
	return { folders: packed.paths, ids: packed.oids };
}

/** The built thread's script; undefined when there is none (sources run without a build): the work is done here. */
function workerScript(): URL | undefined {
	const here = import.meta.url;
	const url = here.endsWith(".ts") ? new URL("../../dist/git/tree-worker.js", here) : new URL("./tree-worker.js", here);
	return existsSync(fileURLToPath(url)) ? url : undefined;
}

type Waiter = { resolve: (r: TreeResponse) => void; reject: (e: unknown) => void };

/** One thread per process, started on first use; it keeps the process alive only while a job runs. */
class TreeThread {
	private worker: Worker | undefined;
	private seq = 0;
	private readonly waiting = new Map<number, Waiter>();

	constructor(private readonly script: URL) {}

	async ask(job: DistributiveOmit<TreeRequest, "seq">): Promise<TreeResponse> {
		const worker = this.start();
		const seq = ++this.seq;
		const reply = await new Promise<TreeResponse>((resolve, reject) => {
			if (this.waiting.size === 0) worker.ref();
			this.waiting.set(seq, { resolve, reject });
			worker.postMessage({ ...job, seq });
		});
		if ("error" in reply)
			throw reply.error.kind ? new CommitError(reply.error.message, reply.error.kind) : new Error(reply.error.message);
		return reply;
	}

	private start(): Worker {
		if (this.worker) return this.worker;
		const worker = new Worker(this.script);
		worker.on("message", (m: TreeResponse) => {
			const w = this.waiting.get(m.seq);
			this.waiting.delete(m.seq);
			if (this.waiting.size === 0) worker.unref();
			w?.resolve(m);
		});
		const stopped = (error: unknown) => {
			if (this.worker !== worker) return;
			this.worker = undefined;
			for (const w of this.waiting.values()) w.reject(error);
			this.waiting.clear();
		};
		worker.on("error", stopped);
		worker.on("exit", (code) => stopped(new Error(`the tree thread stopped (exit code ${code})`)));
		worker.unref();
		this.worker = worker;
		return worker;
	}
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

let thread: TreeThread | null | undefined;

/** The tree thread, when its script is built and the job is large enough to be worth the hop. */
function threadFor(files: number): TreeThread | undefined {
	if (files < SMALL) return undefined;
	if (thread === undefined) {
		const script = workerScript();
		thread = script ? new TreeThread(script) : null;
	}
	return thread ?? undefined;
}

/** `changedTree` (see changes.ts), on the tree thread for a large tree. */
export async function changedTreeAway(
	before: readonly TreeRow[],
	changes: Changes,
): Promise<{ tree: string; files: number }> {
	const t = threadFor(before.length + changes.add.length);
	if (!t) return changedTree(before, changes);
	const add = pack(changes.add);
	const reply = await t.ask({
		kind: "commit",
		...pack(before),
		addPaths: add.paths,
		addOids: add.oids,
		deleteFiles: changes.deleteFiles,
		deleteFolders: changes.deleteFolders,
	});
	if (!("tree" in reply)) throw new Error("the tree thread answered another question");
	return { tree: reply.tree, files: reply.files };
}

/** `treeIds` (every folder's git tree id, "" the root), on the tree thread for a large tree. */
export async function treeIdsAway(files: readonly TreeRow[]): Promise<Map<string, string>> {
	const t = threadFor(files.length);
	if (!t) return treeIds(files);
	const reply = await t.ask({ kind: "folders", ...pack(files) });
	if (!("folders" in reply)) throw new Error("the tree thread answered another question");
	return new Map(unpack(reply.folders, reply.ids).map((r) => [r.path, r.oid]));
}
