// The pages of private and gated repositories and the pages of failures, with the real site and real requests: a
// private or gated repository's page and its `.data` twin are for the asker's cache only (Cache-Control: private,
// Vary: Authorization, Cookie), a private one's is still a stranger's missing page; a page that fails says only
// "Internal error" with the request's id (which the error log names, with the detail), never a path or an errno.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopServer } from "@modelhub/server";
import { importEvents, openBlobStore, openStore, readFolder, repoFilesPreparer, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder } from "../../../packages/store/test/helpers/repos.js";
import { SITE_DIR } from "./browser";

let dir: string;
let store: Store;
let server: Server;
let base: string;
let member = "";
const errorLog: string[] = [];
const CONFIG = '{"model_type":"gpt2"}';

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-page-privacy-"));
	store = await openStore({ dir, seed: false });
	const repos = repoFolder();
	const files = { "README.md": "---\nlicense: mit\n---\n# A model\n", "config.json": CONFIG };
	for (const id of ["acme/secret", "acme/gated", "acme/open", "acme/broken"]) repos.write(id, files);
	await importEvents(store, readFolder(repos.root), { prepare: repoFilesPreparer(store, openBlobStore(dir, {})) });
	repos.cleanup();
	for (const [id, extra] of [
		["acme/secret", { private: true }],
		["acme/gated", { gated: "auto" }],
	] as const) {
		const record = await store.models.record(id);
		await store.writer.upsert([{ record: { ...record, id, ...extra } }]);
	}
	await store.accounts.createUser({ name: "member", password: "member password" });
	await store.accounts.createOrg({ name: "acme" });
	await store.accounts.setMember("acme", "member", "read");
	member = `mh_session=${(await store.sessions.create("member")).id}`;
	server = await startServer({
		dir: SITE_DIR,
		port: 0,
		host: "127.0.0.1",
		store,
		errorLog: (line) => errorLog.push(line),
	});
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

function expectPrivate(what: string, res: Response): void {
	expect([what, res.status, res.headers.get("cache-control")?.split(",")[0]]).toEqual([what, 200, "private"]);
	expect(res.headers.get("vary"), what).toMatch(/Authorization, Cookie/);
}

describe("a private or gated repository's page", () => {
	it("is for the asker's cache only, its .data twin too; a public one's is not", async () => {
		for (const path of ["/acme/secret", "/acme/secret.data"]) expectPrivate(path, await get(path, { Cookie: member }));
		for (const path of ["/acme/gated", "/acme/gated.data"]) expectPrivate(`${path}, anonymous`, await get(path));
		const open = await get("/acme/open");
		expect(open.headers.get("cache-control")).toBe("no-cache");
		expect(open.headers.get("vary") ?? "").not.toMatch(/Authorization/);
	});

	it("of a private repository is still exactly a missing page to a visitor, headers included", async () => {
		const hidden = await get("/acme/secret");
		const missing = await get("/acme/absent");
		expect(hidden.status).toBe(404);
		for (const name of ["cache-control", "vary"])
			expect([name, hidden.headers.get(name)]).toEqual([name, missing.headers.get(name)]);
	});
});

describe("a page that fails", () => {
	it("says only 'Internal error' and the request's id, which the error log names with the detail", async () => {
		// The file's stored bytes are gone: reading them fails with an errno and the store's path.
		const repo = { type: "model", id: "acme/broken" } as const;
		const rev = await store.revisions.resolve(repo, "main");
		const sha256 = (rev && (await store.revisions.file(repo, rev.sha, "config.json")))?.sha256 ?? "";
		expect(sha256).toMatch(/^[0-9a-f]{64}$/);
		rmSync(join(openBlobStore(dir, {}).location, "sha256", sha256.slice(0, 2), sha256));
		const res = await get("/acme/broken/blob/main/config.json", { Accept: "text/html" });
		expect(res.status).toBe(500);
		const id = res.headers.get("x-request-id") ?? "";
		expect(id).toMatch(/^[0-9a-f-]{36}$/);
		const html = await res.text();
		expect(html).toContain("<h1>Internal error</h1>");
		expect(html).toContain(`Request id: ${id}`);
		expect(html).not.toMatch(/ENOENT|\/tmp\/|sha256\/|missing or damaged|\bat \S+ \(/);
		const line = errorLog.find((l) => l.includes(id)) ?? "";
		expect(line).toMatch(/^GET \/acme\/broken\/blob\/main\/config\.json \(request [0-9a-f-]{36}\): files: /);
	});
});
