// The pages of datasets and spaces as the server hands them to the web app: `/datasets/{id}` and `/spaces/{id}` are
// parsed into a typed repository and asked of the policy before rendering (a private one is exactly a missing one:
// access null), a dataset's page gets the data viewer over the hub's blob store (one per hub, kept across requests),
// and a rendered page is kept per version of its record, like a model's.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { HubContext } from "@modelhub/server";
import {
	importRepoEvents,
	LocalBlobStore,
	openStore,
	RepoReader,
	readRecords,
	type Store,
	Viewer,
} from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Addresses } from "../src/config.js";
import type { Hub } from "../src/context.js";
import { Router } from "../src/router/router.js";
import { routeTable } from "../src/router/table.js";
import { Pages } from "../src/routes/pages.js";

let dir: string;
let store: Store;
let server: Server;
let at: string;
const seen: { path: string; context: HubContext }[] = [];

const records = (type: "dataset" | "space", lines: object[]) =>
	importRepoEvents(
		store,
		type,
		readRecords(Readable.from([lines.map((l) => JSON.stringify(l)).join("\n")]), "d.jsonl"),
	);

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-repo-pages-"));
	store = await openStore({ dir: join(dir, "db"), seed: false });
	await records("dataset", [
		{ id: "acme/open-set", tags: ["task_categories:text-classification"] },
		{ id: "acme/hidden-set", private: true },
		{ id: "acme/gated-set", gated: "auto" },
	]);
	await records("space", [{ id: "acme/demo", sdk: "gradio" }]);
	const blobs = new LocalBlobStore(join(dir, "blobs"));
	const hub = {
		store,
		blobs,
		addresses: new Addresses({}, "127.0.0.1"),
		reader: new RepoReader(store, blobs),
		dataViewer: Viewer.forBlobs(blobs),
		log() {},
	} as unknown as Hub;
	// A stand-in for the web app: it records the load context each page is rendered with.
	const pages = new Pages(undefined, async (request, context) => {
		seen.push({ path: new URL(request.url).pathname, context });
		return new Response(`<p>${context.repo?.access ? "found" : "missing"} ${seen.length}</p>`, {
			status: context.repo && !context.repo.access ? 404 : 200,
			headers: { "content-type": "text/html" },
		});
	});
	const router = new Router(routeTable(pages), hub);
	server = createServer((req, res) => router.dispatch(req, res));
	await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
	at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await new Promise<void>((ok) => server.close(() => ok()));
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

const last = () => seen[seen.length - 1]?.context;

describe("a dataset's and a space's page", () => {
	it("is rendered with the typed repository, its access facts and, for a dataset, the data viewer", async () => {
		expect((await fetch(`${at}/datasets/acme/open-set`)).status).toBe(200);
		const dataset = last();
		expect(dataset?.repo?.ref).toEqual({ type: "dataset", id: "acme/open-set" });
		expect(dataset?.repo?.access?.private).toBe(false);
		expect(dataset?.dataViewer).toBeDefined();
		const viewer = dataset?.dataViewer;
		await fetch(`${at}/datasets/acme/open-set?offset=20`);
		expect(last()?.dataViewer).toBe(viewer);
		expect((await fetch(`${at}/spaces/acme/demo`)).status).toBe(200);
		expect(last()?.repo?.ref).toEqual({ type: "space", id: "acme/demo" });
		expect(last()?.dataViewer).toBeUndefined();
	});

	it("is a missing one, with no viewer, when private or absent, and a model's address does not find a dataset", async () => {
		for (const path of [
			"/datasets/acme/hidden-set",
			"/datasets/acme/absent",
			"/spaces/acme/open-set",
			"/acme/open-set",
		]) {
			const res = await fetch(at + path);
			expect(res.status, path).toBe(404);
			expect(last()?.repo?.access, path).toBeNull();
			expect(last()?.dataViewer, path).toBeUndefined();
		}
	});

	it("is kept per version of its record for anonymous visitors, and rendered again after the record changes", async () => {
		const first = await (await fetch(`${at}/datasets/acme/open-set?config=default`)).text();
		expect(await (await fetch(`${at}/datasets/acme/open-set?config=default`)).text()).toBe(first);
		await records("dataset", [{ id: "acme/open-set", tags: ["task_categories:text-classification"], likes: 3 }]);
		expect(await (await fetch(`${at}/datasets/acme/open-set?config=default`)).text()).not.toBe(first);
	});

	it("is rendered for each request when gated, for the asker's cache only, its .data twin too", async () => {
		for (const path of ["/datasets/acme/gated-set", "/datasets/acme/gated-set.data"]) {
			const first = await fetch(at + path);
			const second = await fetch(at + path);
			expect([path, second.status]).toEqual([path, 200]);
			// The stand-in numbers its renders: a kept page would come back with the first one's number.
			expect(await second.text()).not.toBe(await first.text());
			expect(second.headers.get("cache-control")).toBe("private, no-cache");
			expect(second.headers.get("vary")).toMatch(/Authorization, Cookie/);
		}
		const open = await fetch(`${at}/datasets/acme/open-set`);
		expect(open.headers.get("cache-control")).toBe("no-cache");
		expect(open.headers.get("vary") ?? "").not.toMatch(/Authorization/);
	});

	it("has lists of its own, kept per version of the catalogue", async () => {
		const a = await (await fetch(`${at}/datasets?q=open`)).text();
		expect(await (await fetch(`${at}/datasets?q=open`)).text()).toBe(a);
		expect(seen.filter((s) => s.path === "/datasets")).toHaveLength(1);
		await fetch(`${at}/spaces`);
		expect(last()?.repo).toBeUndefined();
	});
});
