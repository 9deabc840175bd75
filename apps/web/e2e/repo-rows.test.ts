// Every repository page row of the server's route table, for every type, against the built site (plain HTTP, no
// browser): a page answers with itself, and a row whose page the site does not have (yet) answers exactly as an
// unknown address does — the site's not-found page, 404 — never with an error.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_TYPES, type RepoRef, repoPath } from "@modelhub/core";
import { startServer, stopServer } from "@modelhub/server";
import { openStore, RepoWriter, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DIR } from "./browser";

let dir: string;
let store: Store;
let server: Server;
let base: string;
let cookie: string;
const log: string[] = [];
const repos: RepoRef[] = REPO_TYPES.map((type) => ({ type, id: `olga/${type}-rows` }));
const firstCommit = new Map<string, string>();

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-repo-rows-"));
	store = await openStore({ dir, seed: false });
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store, errorLog: (l) => log.push(l) });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	await store.accounts.createUser({ name: "olga", password: "olga's password" });
	cookie = `mh_session=${(await store.sessions.create("olga")).id}`;
	const writer = new RepoWriter(store, (await import("@modelhub/store")).openBlobStore(dir, {}));
	for (const repo of repos) {
		await writer.create(repo, { private: false }, "olga", [
			{ path: "README.md", content: Buffer.from("---\nlicense: mit\n---\n# rows\n") },
		]);
		firstCommit.set(repo.type, (await store.revisions.resolve(repo, "main"))?.sha as string);
	}
}, 60_000);
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

/** The site's not-found page, as an address no route takes gets it. */
const NOT_FOUND = "<title>Page not found · Modelhub</title>";

async function get(path: string): Promise<{ status: number; body: string; location: string | null }> {
	const res = await fetch(base + path, { headers: { Cookie: cookie, Accept: "text/html" }, redirect: "manual" });
	return { status: res.status, body: await res.text(), location: res.headers.get("location") };
}

describe("a repository's page rows, on the built site", () => {
	it("answers an unknown address with the not-found page", async () => {
		for (const repo of repos) {
			const unknown = await get(`${repoPath(repo)}/no-such-page/main`);
			expect([unknown.status, unknown.body.includes(NOT_FOUND)]).toEqual([404, true]);
		}
	});

	it.each(REPO_TYPES)("gives a %s's owner each page, or the not-found page where the site has none", async (type) => {
		const repo = repos.find((r) => r.type === type) as RepoRef;
		const at = repoPath(repo);
		for (const path of [
			at,
			`${at}/tree/main`,
			`${at}/blob/main/README.md`,
			`${at}/commits/main`,
			`${at}/commit/${firstCommit.get(type)}`,
			`${at}/upload/main`,
			`${at}/edit/main/README.md`,
			`${at}/delete/main/README.md`,
			`${at}/settings`,
			`${at}/access-requests`,
			`${at}/ask-access`,
		]) {
			const { status, body, location } = await get(path);
			// A page may send its visitor on to the repository's page (asking access to a repository that is not gated).
			const onward = status >= 300 && status < 400 && location?.startsWith(at);
			const answered = status === 200 || onward || (status === 404 && body.includes(NOT_FOUND));
			expect([path, status, answered]).toEqual([path, status, true]);
		}
		// The model's pages are all there.
		if (type === "model")
			for (const path of [`${at}/commits/main`, `${at}/upload/main`]) expect((await get(path)).status).toBe(200);
		expect(log).toEqual([]);
	});
});
