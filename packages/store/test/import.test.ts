import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { EVERYTHING } from "@modelhub/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
	type ImportEvent,
	importEvents,
	type Rejection,
	readHubApi,
	readRecordFile,
	readRecords,
	type Store,
} from "../src/index.js";
import { ENGINE, events, openTestStore, rec, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;
beforeEach(async () => {
	t = await openTestStore();
	store = t.store;
});
afterEach(async () => t?.cleanup());

async function run(source: AsyncIterable<ImportEvent>, batchSize = 2) {
	const rejected: Rejection[] = [];
	const summary = await importEvents(store, source, { batchSize, onRejected: (r) => rejected.push(r) });
	return { summary, rejected };
}

describe(`import on ${ENGINE}`, () => {
	it("imports a JSONL file, names every bad line with its number and reason, and keeps the rest", async () => {
		const path = join(t.options.dir as string, "dump.jsonl");
		writeFileSync(
			path,
			[
				JSON.stringify(rec("org/a", { downloads: 3 })),
				"{not json",
				JSON.stringify({ downloads: 1 }),
				JSON.stringify(rec("no-slash")),
				JSON.stringify(rec("org/b", { tags: "x" })),
				"",
				JSON.stringify(rec("org/c", { likes: -1 })),
				JSON.stringify(rec("org/d", { readme: "---\nlicense: mit\n---\n# D" })),
				"[1, 2]",
			].join("\n"),
		);
		const { summary, rejected } = await run(readRecordFile(path));
		expect(summary).toMatchObject({ seen: 8, inserted: 2, updated: 0, unchanged: 0, rejected: 6 });
		expect(rejected.map((r) => [r.origin.slice(path.length), r.reason.split(" (")[0]])).toEqual([
			[":2", "invalid JSON"],
			[":3", "id is required"],
			[":4", 'id "no-slash" is not a repository id: the id must be of the form owner/name'],
			[":5", "tags must be an array of strings"],
			[":7", "likes must be a non-negative number"],
			[":9", "a model record must be a JSON object"],
		]);
		expect((await store.models.get("org/d"))?.card).toBe("---\nlicense: mit\n---\n# D");
		expect((await store.models.get("org/d"))?.record).not.toHaveProperty("readme");
		expect(await store.models.count({}, EVERYTHING)).toEqual({ value: 2, exact: true });
		// Twice changes nothing.
		const again = await run(readRecordFile(path));
		expect(again.summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, rejected: 6 });
	});

	it("imports a JSON array from a stream, naming bad elements by index", async () => {
		const text = JSON.stringify([rec("org/a"), { id: 5 }, rec("org/b")], null, 2);
		const { summary, rejected } = await run(readRecords(Readable.from([text]), "stdin"));
		expect(summary).toMatchObject({ inserted: 2, rejected: 1 });
		expect(rejected[0]).toMatchObject({ origin: "stdin[1]", reason: "id must be a string" });
	});

	it("rejects a broken JSON array as a whole with one reason", async () => {
		const { summary, rejected } = await run(readRecords(Readable.from(['[{"id": "org/a"},']), "stdin"));
		expect(summary.inserted).toBe(0);
		expect(rejected[0]?.reason).toMatch(/^invalid JSON array/);
	});

	it("commits the batches before an interruption and stops there", async () => {
		const controller = new AbortController();
		async function* source(): AsyncIterable<ImportEvent> {
			for (let i = 0; i < 10; i++) {
				if (i === 5) controller.abort();
				yield { kind: "record", origin: `x:${i}`, record: rec(`org/m${i}`) };
			}
		}
		const summary = await importEvents(store, source(), { batchSize: 2, signal: controller.signal });
		expect(summary.interrupted).toBe(true);
		expect(summary.inserted).toBe(6);
		expect(await store.models.count({}, EVERYTHING)).toEqual({ value: 6, exact: true });
	});

	it("leaves the store consistent when the source fails mid-way: earlier batches stay, facets are counted", async () => {
		async function* source(): AsyncIterable<ImportEvent> {
			yield* events([1, 2, 3].map((i) => ({ kind: "record" as const, origin: `x:${i}`, record: rec(`org/m${i}`) })));
			throw new Error("disk on fire");
		}
		await expect(importEvents(store, source(), { batchSize: 2 })).rejects.toThrow("disk on fire");
		expect(await store.models.count({}, EVERYTHING)).toEqual({ value: 2, exact: true });
	});
});

describe(`import from a Hub-compatible API on ${ENGINE}`, () => {
	let server: Server;
	let base: string;
	let hits: string[];
	let failures: Map<string, number[]>;
	const all = Array.from({ length: 7 }, (_, i) => rec(`hub/m${i}`, { downloads: 100 - i }));

	beforeEach(async () => {
		hits = [];
		failures = new Map();
		server = createServer((req, res) => {
			const url = new URL(req.url ?? "/", "http://x");
			hits.push(url.pathname + url.search);
			const cursor = Number(url.searchParams.get("cursor") ?? "0");
			const planned = failures.get(String(cursor));
			const status = planned?.shift();
			if (status) {
				res.writeHead(status, status === 429 ? { "Retry-After": "0" } : {});
				res.end("{}");
				return;
			}
			const limit = Number(url.searchParams.get("limit"));
			const page = all.slice(cursor, cursor + 3);
			const headers: Record<string, string> = { "Content-Type": "application/json" };
			if (cursor + 3 < all.length)
				headers.Link = `<${base}/api/models?limit=${limit}&full=true&cursor=${cursor + 3}>; rel="next"`;
			res.writeHead(200, headers);
			res.end(JSON.stringify(cursor === 3 ? [...page, { id: "broken" }] : page));
		});
		await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
		base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
	});
	afterEach(() => new Promise<void>((ok) => server.close(() => ok())));

	it("follows the Link cursor, asks for full records, retries 429 and 5xx, and names rejected records", async () => {
		failures.set("3", [503, 429]);
		const retries: string[] = [];
		const { summary, rejected } = await run(readHubApi(store, base, { backoffMs: 1, onRetry: (m) => retries.push(m) }));
		expect(summary).toMatchObject({ inserted: 7, rejected: 1 });
		expect(rejected[0]?.origin).toMatch(/cursor=3 #3$/);
		expect(retries).toHaveLength(2);
		expect(hits[0]).toMatch(/full=true/);
		expect(hits[0]).toMatch(/config=true/);
	});

	it("gives up after the set attempts with one line naming the URL and status", async () => {
		failures.set("0", [500, 500, 500]);
		await expect(run(readHubApi(store, base, { backoffMs: 1, attempts: 3 }))).rejects.toThrow(
			/api\/models\?.* failed 3 times \(last: HTTP 500\)/,
		);
	});

	it("resumes from the page after the last committed one", async () => {
		failures.set("3", [500, 500]);
		await expect(run(readHubApi(store, base, { backoffMs: 1, attempts: 2 }))).rejects.toThrow(/failed 2 times/);
		expect(await store.models.count({}, EVERYTHING)).toEqual({ value: 3, exact: true });
		hits = [];
		const { summary } = await run(readHubApi(store, base, { backoffMs: 1 }));
		expect(hits[0]).toMatch(/cursor=3/);
		expect(summary.inserted).toBe(4);
		// --restart starts again from the first page; everything is unchanged.
		hits = [];
		const restarted = await run(readHubApi(store, base, { backoffMs: 1, restart: true }));
		expect(hits[0]).not.toMatch(/cursor=/);
		expect(restarted.summary).toMatchObject({ inserted: 0, unchanged: 7 });
	});
});
