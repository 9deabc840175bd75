import { execFileSync } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RepoRef } from "@modelhub/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	type BlobStore,
	collectGarbage,
	EVERYTHING,
	gitBlobId,
	importEvents,
	type KeptFiles,
	LocalBlobStore,
	Revisions,
	readFolder,
	repoFilesPreparer,
	type Store,
	treeIds,
} from "../src/index.js";
import { type RepoFolder, repoFolder, safetensors } from "./helpers/repos.js";
import { openTestStore, type TestStore } from "./helpers/store.js";

const model = (id: string): RepoRef => ({ type: "model", id });

let t: TestStore;
let store: Store;
let blobs: BlobStore;
let repos: RepoFolder;
let revisions: Revisions;

beforeAll(async () => {
	t = await openTestStore();
	store = t.store;
	blobs = new LocalBlobStore(join(store.dataDir, "blobs"));
	revisions = new Revisions(store.db);
	repos = repoFolder();
});
afterAll(async () => {
	await t.cleanup();
	repos.cleanup();
});

async function importRepos() {
	const kept: KeptFiles[] = [];
	const rejected: string[] = [];
	const summary = await importEvents(store, readFolder(repos.root), {
		prepare: repoFilesPreparer(store, blobs, (k) => kept.push(k)),
		onRejected: (r) => rejected.push(`${r.origin}: ${r.reason}`),
	});
	return { summary, kept, rejected };
}

const WEIGHTS = safetensors({ w: { dtype: "F32", shape: [64] } });

describe("repository files", () => {
	let firstSha = "";

	it("keeps each file as a content-addressed blob and gives the record a commit id and blob ids", async () => {
		repos.write("acme/tiny", {
			"README.md": "---\nlicense: mit\n---\n# Tiny\n",
			"config.json": '{"model_type":"gpt2","architectures":["GPT2LMHeadModel"]}',
			"model.safetensors": WEIGHTS,
			"nested/deep/notes.txt": "hello\n",
		});
		const { summary, kept, rejected } = await importRepos();
		expect(rejected).toEqual([]);
		expect(summary.inserted).toBe(1);
		expect(kept).toEqual([{ sha: expect.stringMatching(/^[0-9a-f]{40}$/), hashed: 4, stored: 4 }]);
		firstSha = kept[0]?.sha ?? "";
		expect((await store.models.page("acme/tiny", EVERYTHING))?.hostsFiles).toBe(true);
		const model = await store.models.get("acme/tiny");
		expect(model?.record.sha).toBe(firstSha);
		const siblings = model?.record.siblings as Record<string, unknown>[];
		const notes = siblings.find((s) => s.rfilename === "nested/deep/notes.txt");
		// The git blob id is what `git hash-object` prints.
		expect(notes).toEqual({ rfilename: "nested/deep/notes.txt", size: 6, blobId: gitBlobId("hello\n") });
		expect(gitBlobId("hello\n")).toBe("ce013625030ba8dba906f756967f9e9ca394464a");
		const weights = siblings.find((s) => s.rfilename === "model.safetensors");
		expect(weights).toMatchObject({ size: WEIGHTS.length, lfs: { size: WEIGHTS.length } });
		const sha256 = (weights?.lfs as { sha256: string } | undefined)?.sha256 ?? "";
		expect(await blobs.size(sha256)).toBe(WEIGHTS.length);
		expect(model?.record.createdAt).toBe(model?.record.lastModified);
	});

	it("computes the tree id git computes for the same files", async () => {
		const dir = repos.write("acme/plain", { "a.txt": "a", "sub/b.txt": "b", "sub-c.txt": "c", "sub/x/y.json": "{}" });
		const files = (
			await revisions.files(model("acme/plain"), (await revisions.resolve(model("acme/plain"), "main"))?.sha ?? "")
		).length;
		expect(files).toBe(0);
		await importRepos();
		const rev = await revisions.resolve(model("acme/plain"), "main");
		execFileSync("git", ["init", "-q", dir]);
		execFileSync("git", ["-C", dir, "add", "-A"]);
		const gitTree = execFileSync("git", ["-C", dir, "write-tree"], { encoding: "utf8" }).trim();
		expect(rev?.treeOid).toBe(gitTree);
		const ids = treeIds(
			(await revisions.files(model("acme/plain"), rev?.sha ?? "")).map((f) => ({ path: f.path, oid: f.blobId })),
		);
		const sub = execFileSync("git", ["-C", dir, "ls-tree", gitTree, "sub"], { encoding: "utf8" });
		expect(sub).toBe(`040000 tree ${ids.get("sub")}\tsub\n`);
	});

	it("re-importing unchanged repositories reads and copies nothing and keeps the commit id", async () => {
		const { summary, kept } = await importRepos();
		expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, rejected: 0 });
		expect(kept.map((k) => [k.hashed, k.stored])).toEqual([
			[0, 0],
			[0, 0],
		]);
		expect((await store.models.get("acme/tiny"))?.record.sha).toBe(firstSha);
	});

	it("a changed file makes a new revision; the old one stays readable until pruned", async () => {
		const oldWeights = (await revisions.file(model("acme/tiny"), firstSha, "model.safetensors"))?.sha256 as string;
		await new Promise((r) => setTimeout(r, 20));
		const dir = repos.write("acme/tiny", { "model.safetensors": safetensors({ w: { dtype: "F32", shape: [65] } }) });
		const { kept, summary } = await importRepos();
		expect(summary.updated).toBe(1);
		const tiny = kept.find((k) => k.sha !== firstSha && k.hashed === 1);
		expect(tiny?.stored).toBe(1);
		const main = await revisions.resolve(model("acme/tiny"), "HEAD");
		expect(main?.sha).toBe(tiny?.sha);
		expect((await revisions.resolve(model("acme/tiny"), firstSha))?.sha).toBe(firstSha);
		expect((await revisions.file(model("acme/tiny"), firstSha, "model.safetensors"))?.sha256).toBe(oldWeights);
		expect((await revisions.list(model("acme/tiny"))).map((r) => r.sha)).toEqual([tiny?.sha, firstSha]);

		const kept1 = await collectGarbage(store, blobs);
		expect(kept1).toEqual({ revisionsRemoved: 0, blobsRemoved: 0, bytesFreed: 0 });
		const pruned = await collectGarbage(store, blobs, { pruneRevisions: true });
		expect(pruned).toEqual({ revisionsRemoved: 1, blobsRemoved: 1, bytesFreed: WEIGHTS.length });
		expect(await blobs.size(oldWeights)).toBeUndefined();
		expect(await revisions.resolve(model("acme/tiny"), firstSha)).toBeUndefined();
		expect(statSync(join(dir, "model.safetensors")).size).toBe(WEIGHTS.length + 4);
	});

	it("resolves tags and refs/pr/N set on a revision, and nothing else", async () => {
		const main = await revisions.resolve(model("acme/tiny"), "main");
		await revisions.setRef(model("acme/tiny"), "refs/pr/1", main?.sha as string);
		expect((await revisions.resolve(model("acme/tiny"), "refs/pr/1"))?.sha).toBe(main?.sha);
		expect((await revisions.resolve(model("acme/tiny"), "refs/heads/main"))?.sha).toBe(main?.sha);
		expect(await revisions.resolve(model("acme/tiny"), "refs/pr/2")).toBeUndefined();
		expect(await revisions.resolve(model("acme/tiny"), "0".repeat(40))).toBeUndefined();
		expect(await revisions.resolve(model("acme/other"), "main")).toBeUndefined();
	});

	it("gc removes blobs no revision names and reports the bytes", async () => {
		writeFileSync(join(repos.root, "stray"), "stray bytes");
		const stray = "a".repeat(64);
		await blobs.putFile(stray, join(repos.root, "stray"));
		expect(existsSync(join(store.dataDir, "blobs", "sha256", "aa", stray))).toBe(true);
		expect(await collectGarbage(store, blobs)).toEqual({
			revisionsRemoved: 0,
			blobsRemoved: 1,
			bytesFreed: 11,
			uploadsAborted: 0,
		});
	});
});

describe("local blob store", () => {
	it("a hard-linked blob shares its source's bytes; clone and copy do not", async () => {
		const dir = repoFolder();
		try {
			const src = join(dir.root, "src");
			writeFileSync(src, "one");
			const sha = "b".repeat(64);
			const linked = new LocalBlobStore(join(dir.root, "linked"), "link");
			const copied = new LocalBlobStore(join(dir.root, "copied"), "clone");
			expect(await linked.putFile(sha, src)).toBe("linked");
			expect(["cloned", "copied"]).toContain(await copied.putFile(sha, src));
			expect(await copied.putFile(sha, src)).toBe("present");
			writeFileSync(src, "changed in place");
			expect(await linked.size(sha)).toBe(16);
			expect(await copied.size(sha)).toBe(3);
			const chunks: Buffer[] = [];
			for await (const c of copied.read(sha, { start: 1, end: 2 })) chunks.push(c as Buffer);
			expect(Buffer.concat(chunks).toString()).toBe("ne");
		} finally {
			dir.cleanup();
		}
	});
});
