// The page of a repository of many files, made through the write API: its record lists the first 1,000 files, and the
// page shows the first 200 with how many more there are and a link to every file (not 1,500 rows, nor a record of
// 1,500 files in its data); the API's record still lists them all.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopServer } from "@modelhub/server";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SITE_DIR } from "./browser.js";

const FILES = 1_500;
let dir: string;
let store: Store;
let server: Server;
let base: string;
let token = "";

/** Files named so that their order by path is their number's: f0000.txt … f1499.txt. */
const pathOf = (i: number) => `files/f${String(i).padStart(4, "0")}.txt`;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-big-repo-"));
	store = await openStore({ dir: join(dir, "db"), seed: false });
	await store.accounts.createUser({ name: "bulk", password: "bulk's password" });
	token = (await store.tokens.create({ owner: "bulk", name: "cli", role: "write" })).token;
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store, log: () => {} });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const auth = { Authorization: `Bearer ${token}` };
	const made = await fetch(`${base}/api/repos/create`, {
		method: "POST",
		headers: { ...auth, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "many", organization: "bulk" }),
	});
	expect(made.status).toBe(200);
	const lines = [JSON.stringify({ key: "header", value: { summary: "many files" } })];
	for (let i = 0; i < FILES; i++)
		lines.push(
			JSON.stringify({
				key: "file",
				value: { path: pathOf(i), content: Buffer.from(`${i}\n`).toString("base64"), encoding: "base64" },
			}),
		);
	const commit = await fetch(`${base}/api/models/bulk/many/commit/main`, {
		method: "POST",
		headers: { ...auth, "Content-Type": "application/x-ndjson" },
		body: lines.join("\n"),
	});
	expect(commit.status).toBe(200);
}, 120_000);
afterAll(async () => {
	if (server) await stopServer(server);
	await store?.close();
	rmSync(dir, { recursive: true, force: true });
});

it("shows the first files of a large repository, says how many more, and links to every file", async () => {
	const res = await fetch(`${base}/bulk/many`);
	const html = await res.text();
	expect(res.status).toBe(200);
	// .gitattributes and 1,500 files; the page lists 200.
	expect(html).toContain(`and ${FILES + 1 - 200} more files not listed`);
	expect(html).toContain('<a href="/bulk/many/tree/main">browse every file</a>');
	expect(html).toContain(pathOf(0));
	// Neither listed nor in the page's data: files past the record's first 1,000.
	expect(html).not.toContain(pathOf(FILES - 1));
	expect(html.length).toBeLessThan(400_000);
	const api = (await (await fetch(`${base}/api/models/bulk/many`)).json()) as { siblings: { rfilename: string }[] };
	expect(api.siblings.map((s) => s.rfilename)).toContain(pathOf(FILES - 1));
	expect(api.siblings).toHaveLength(FILES + 1);
});
