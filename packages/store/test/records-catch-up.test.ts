// A commit moves its branch in one transaction and the repository's record follows in another: a process killed between
// the two leaves main at the new commit and the catalogue showing the old one (its card, tags and config). The server
// derives such records again as it starts (`RepoWriter.catchUpRecords`); a record that names no commit of its
// repository (an imported one) is left as it is. The cut is made here by moving main without deriving the record, as
// a kill at that moment would leave it (restart-loop-uploads.test.ts makes the real kills).
import { join } from "node:path";
import type { RepoRef } from "@modelhub/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LocalBlobStore, RepoWriter, type Store } from "../src/index.js";
import { openTestStore, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;
let writer: RepoWriter;
const REPO: RepoRef = { type: "model", id: "olga/cut" };
const card = (tag: string) => Buffer.from(`---\nlicense: mit\ntags:\n- ${tag}\n---\n# cut\n`);

beforeAll(async () => {
	t = await openTestStore();
	store = t.store;
	writer = new RepoWriter(store, new LocalBlobStore(join(store.dataDir, "blobs")));
	await store.accounts.createUser({ name: "olga", password: "olga's password" });
});
afterAll(async () => {
	await t.cleanup();
});

const record = async () => (await store.models.record(REPO.id)) as { sha?: string; tags?: string[] } | undefined;
const main = async () => (await store.revisions.resolve(REPO, "main"))?.sha;

it("derives again a record left behind main by a cut commit, once, and leaves the others", async () => {
	await writer.create(REPO, { private: false }, "olga");
	await writer.commit({
		repo: REPO,
		branch: "main",
		author: "olga",
		summary: "first card",
		ops: [{ kind: "file", path: "README.md", content: card("before-the-cut") }],
	});
	expect((await record())?.sha).toBe(await main());
	// An imported record (no commit of its own) beside it.
	await store.writer.upsert([{ record: { id: "dump/imported", tags: ["kept"], sha: "f".repeat(40) } }]);
	expect(await writer.catchUpRecords()).toBe(0);

	// The cut: main moves to a commit with a new card; the record is not derived from it.
	const readme = await writer.keepInline("README.md", card("after-the-cut"));
	const cut = await store.commits.commit({
		repo: REPO,
		branch: "main",
		author: "olga",
		summary: "new card",
		add: [readme],
		deleteFiles: [],
		deleteFolders: [],
	});
	expect(await main()).toBe(cut.sha);
	expect((await record())?.tags).toContain("before-the-cut");

	expect(await writer.catchUpRecords()).toBe(1);
	const caught = await record();
	expect(caught?.sha).toBe(cut.sha);
	expect(caught?.tags).toContain("after-the-cut");
	expect(caught?.tags).not.toContain("before-the-cut");
	expect(await writer.catchUpRecords()).toBe(0);
	expect(await store.models.record("dump/imported")).toMatchObject({ tags: ["kept"], sha: "f".repeat(40) });
});
