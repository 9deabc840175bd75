// The repository service's reads (RepoReader), over repositories made by the writer: the same reads of a model and a
// dataset (the type is a parameter), a record-only repository's one revision, trees paged and with last commits, a
// file's bytes however it was uploaded (inline, LFS, Xet), histories with counts, a commit's changes, and refs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RepoRef } from "@modelhub/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	type Caller,
	LocalBlobStore,
	RepoReader,
	RepoWriter,
	type Revision,
	type Store,
	sha256Of,
	XetStore,
} from "../src/index.js";
import { hashToString, xetHashReady } from "../src/xet/index.js";
import { openTestStore, type TestStore } from "./helpers/store.js";
import { buildXorb, chunksOf, fileShard, splitmix } from "./helpers/xet-data.js";

let t: TestStore;
let store: Store;
let dir: string;
let blobs: LocalBlobStore;
let xet: XetStore;
let writer: RepoWriter;
let reader: RepoReader;
let olga: Caller;

const MODEL: RepoRef = { type: "model", id: "olga/reads" };
const DATASET: RepoRef = { type: "dataset", id: "olga/table" };
const WEIGHTS = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
const xetData = splitmix(200_000, 7n);
/** Per repository: its commits, oldest first. */
const made = new Map<string, string[]>();

async function* once(bytes: Uint8Array) {
	yield bytes;
}

async function fill(repo: RepoRef): Promise<void> {
	const first = await writer.create(repo, { private: false }, "olga");
	const weights = await writer.keepStream("weights.bin", once(WEIGHTS), 1 << 20);
	const second = await writer.commit({
		repo,
		branch: "main",
		author: "olga",
		summary: "files",
		description: "the first files",
		ops: [
			{ kind: "file", path: "README.md", content: Buffer.from("---\nlicense: mit\n---\n# reads\n") },
			{ kind: "file", path: "docs/a.txt", content: Buffer.from("a, first\n") },
			{ kind: "file", path: "docs/deep/b.txt", content: Buffer.from("b\n") },
			{ kind: "file", path: "data/zero.bin", content: Buffer.from([0, 1, 2, 0]) },
			{ kind: "kept", path: "weights.bin", file: weights },
		],
	});
	await store.commits.createRef(repo, "refs/tags/v1", second);
	await store.commits.createRef(repo, "dev", second);
	const third = await writer.commit({
		repo,
		branch: "main",
		author: "olga",
		summary: "change a, remove b",
		ops: [
			{ kind: "file", path: "docs/a.txt", content: Buffer.from("a, second\n") },
			{ kind: "delete", path: "docs/deep/b.txt" },
		],
	});
	made.set(repo.id, [first, second, third]);
}

beforeAll(async () => {
	await xetHashReady();
	t = await openTestStore();
	store = t.store;
	dir = mkdtempSync(join(tmpdir(), "modelhub-reader-"));
	blobs = new LocalBlobStore(dir);
	xet = new XetStore(store.db, blobs);
	writer = new RepoWriter(store, blobs, xet);
	reader = new RepoReader(store, blobs, xet);
	await store.accounts.createUser({ name: "olga", password: "olga's password" });
	olga = (await store.accounts.callerOf("olga", { name: "t", role: "write" })) as Caller;
	await fill(MODEL);
	await fill(DATASET);
	await store.writer.upsert([{ record: { id: "dump/record-only", tags: [], sha: "c".repeat(40) } }]);
}, 120_000);

afterAll(async () => {
	await t?.cleanup();
	rmSync(dir, { recursive: true, force: true });
});

const at = async (repo: RepoRef, rev: string): Promise<Revision> => {
	const r = await reader.resolve(repo, rev);
	if (!r) throw new Error(`no ${rev} in ${repo.id}`);
	return r;
};

describe.each([MODEL, DATASET])("a $type's reads", (repo) => {
	const commits = () => made.get(repo.id) as string[];

	it("resolves a branch, a tag, HEAD and a commit id, and says which revisions do not exist", async () => {
		const [, second, third] = commits();
		expect((await at(repo, "main")).sha).toBe(third);
		expect((await at(repo, "HEAD")).sha).toBe(third);
		expect((await at(repo, "refs/heads/main")).sha).toBe(third);
		expect((await at(repo, "v1")).sha).toBe(second);
		expect((await at(repo, "dev")).sha).toBe(second);
		expect((await at(repo, second as string)).parent).toBe(commits()[0]);
		expect(await reader.revision(repo, "nope")).toEqual({ found: "no-revision" });
		expect(await reader.revision(repo, "f".repeat(40))).toEqual({ found: "no-revision" });
		expect(await reader.revision(repo, "main")).toMatchObject({ found: "revision", revision: { sha: third } });
		expect(await reader.hosted(repo)).toBe(true);
		expect(await reader.head(repo, "refs/tags/v1")).toBe(second);
		expect(await reader.head(repo, "v1")).toBeUndefined();
	});

	it("answers the record at the revision asked for, with its files when asked", async () => {
		const [, second, third] = commits();
		const info = await reader.info(repo);
		expect(info).toMatchObject({ found: "repo", hosted: true, record: { id: repo.id }, revision: { sha: third } });
		expect(info.found === "repo" && info.files).toBeUndefined();
		const old = await reader.info(repo, { rev: "v1", files: true });
		if (old.found !== "repo") throw new Error(old.found);
		expect(old.revision?.sha).toBe(second);
		expect(old.files?.map((f) => f.path)).toEqual([
			".gitattributes",
			"README.md",
			"data/zero.bin",
			"docs/a.txt",
			"docs/deep/b.txt",
			"weights.bin",
		]);
		expect(await reader.info(repo, { rev: "nope" })).toEqual({ found: "no-revision" });
		expect(await reader.info({ type: repo.type, id: "olga/absent" })).toEqual({ found: "no-record" });
		expect(await reader.digest(repo)).toMatch(/\S/);
		expect(await reader.digest({ type: repo.type, id: "olga/absent" })).toBeUndefined();
	});

	it("lists a folder, recursively or not, a page at a time, with the commit that last changed each entry", async () => {
		const [, second, third] = commits();
		const main = await at(repo, "main");
		const root = await reader.tree(repo, main, "");
		if (root.found !== "folder") throw new Error(root.found);
		expect(root.entries.map((e) => `${e.type} ${e.path}`)).toEqual([
			"file .gitattributes",
			"file README.md",
			"directory data",
			"directory docs",
			"file weights.bin",
		]);
		expect(root.entries.find((e) => e.path === "weights.bin")?.lfs).toMatchObject({ size: WEIGHTS.length });
		expect(root.entries.find((e) => e.path === "docs")?.oid).toMatch(/^[0-9a-f]{40}$/);
		const all = await reader.tree(repo, main, "", { recursive: true });
		expect(all.found === "folder" && all.total).toBe(7);
		const page = await reader.tree(repo, main, "", { recursive: true, offset: 2, limit: 2, lastCommit: true });
		if (page.found !== "folder") throw new Error(page.found);
		expect(page.total).toBe(7);
		expect(page.entries.map((e) => [e.path, e.lastCommit?.id])).toEqual([
			["data", second],
			["data/zero.bin", second],
		]);
		const docs = await reader.tree(repo, main, "docs", { lastCommit: true });
		expect(docs.found === "folder" && docs.entries.map((e) => [e.path, e.lastCommit?.title])).toEqual([
			["docs/a.txt", "change a, remove b"],
		]);
		expect(docs.found === "folder" && docs.entries[0]?.lastCommit?.id).toBe(third);
		expect(await reader.tree(repo, main, "docs/deep")).toEqual({ found: "no-path" });
		expect(await reader.tree(repo, await at(repo, "v1"), "docs/deep")).toMatchObject({ found: "folder", total: 1 });
		expect(await reader.tree(repo, main, "README.md")).toEqual({ found: "file" });
		const entries = await reader.entries(repo, main, ["docs", "weights.bin", "absent.txt"], { lastCommit: true });
		expect(entries.map((e) => [e.type, e.path, e.lastCommit?.id])).toEqual([
			["directory", "docs", third],
			["file", "weights.bin", second],
		]);
	});

	it("shows a folder's page: folders first, then files, and why there is nothing to show", async () => {
		const view = await reader.folder(repo, "v1", "docs");
		expect(view).toMatchObject({ found: "folder", rev: "v1", commit: commits()[1], total: 2 });
		expect(view.found === "folder" && view.entries.map((e) => e.path)).toEqual(["docs/deep", "docs/a.txt"]);
		expect(await reader.folder(repo, "nope", "")).toEqual({ found: "no-revision" });
		expect(await reader.folder(repo, "main", "README.md")).toEqual({ found: "file" });
		expect(await reader.folder(repo, "main", "docs/deep")).toEqual({ found: "no-path" });
	});

	it("reads a file's facts and bytes, whole or by range, and shows it as its page does", async () => {
		const main = await at(repo, "main");
		const weights = await reader.file(repo, main, "weights.bin");
		expect(weights).toMatchObject({ size: WEIGHTS.length, lfs: true, sha256: sha256Of(WEIGHTS) });
		if (!weights) throw new Error("no weights");
		const bytes = await reader.bytes(weights);
		expect([bytes.blob, bytes.xet]).toEqual([true, undefined]);
		const part: Uint8Array[] = [];
		for await (const c of bytes.stored?.read({ start: 10, end: 19 }) ?? []) part.push(c);
		expect(Buffer.concat(part)).toEqual(WEIGHTS.subarray(10, 20));
		expect(await reader.read(weights, 1 << 20)).toEqual(WEIGHTS);
		await expect(reader.read(weights, 100)).rejects.toThrow(/larger than 100 bytes/);
		expect(await reader.file(repo, main, "docs/deep/b.txt")).toBeUndefined();

		expect(await reader.view(repo, "main", "docs/a.txt")).toEqual({
			repo,
			rev: "main",
			commit: main.sha,
			path: "docs/a.txt",
			size: 10,
			text: "a, second\n",
		});
		expect(await reader.view(repo, "v1", "docs/a.txt")).toMatchObject({ text: "a, first\n" });
		expect(await reader.view(repo, "main", "data/zero.bin")).toMatchObject({ withheld: "binary", size: 4 });
		expect(await reader.view(repo, "main", "docs/deep/b.txt")).toBeUndefined();
		expect(await reader.view(repo, "nope", "docs/a.txt")).toBeUndefined();
	});

	it("pages through the history with its count, and shows a commit with the files it changed", async () => {
		const [first, second, third] = commits();
		const main = await at(repo, "main");
		const page = await reader.history(repo, main, { limit: 2, total: true });
		expect(page.commits.map((c) => c.sha)).toEqual([third, second]);
		expect(page).toMatchObject({ more: true, total: 3 });
		expect(page.commits[1]).toMatchObject({ author: "olga", summary: "files", description: "the first files" });
		const rest = await reader.history(repo, main, { offset: 2, limit: 2 });
		expect([rest.commits.map((c) => c.sha), rest.more, rest.total]).toEqual([[first], false, undefined]);
		expect((await reader.history(repo, await at(repo, "v1"), { limit: 10, total: true })).total).toBe(2);

		const shown = await reader.commit(repo, third as string);
		expect(shown?.revision.parent).toBe(second);
		expect(shown?.total).toBe(2);
		expect(shown?.changes).toEqual([
			{ path: "docs/a.txt", change: "changed", size: 10, oldSize: 9, lfs: false },
			{ path: "docs/deep/b.txt", change: "removed", oldSize: 2, lfs: false },
		]);
		expect((await reader.commit(repo, "v1", 2))?.changes.map((c) => c.path)).toEqual(["README.md", "data/zero.bin"]);
		expect((await reader.commit(repo, "v1", 2))?.total).toBe(5);
		expect(await reader.commit(repo, "nope")).toBeUndefined();
	});

	it("lists branches, tags and pull requests by the names clients give them", async () => {
		const [, second, third] = commits();
		await writer.commit({
			repo,
			branch: "main",
			author: "olga",
			summary: "a pull request",
			ops: [{ kind: "file", path: "pr.txt", content: Buffer.from("pr\n") }],
			pullRequest: true,
		});
		const refs = await reader.refs(repo);
		expect(refs.branches).toEqual([
			{ name: "dev", ref: "refs/heads/dev", sha: second },
			{ name: "main", ref: "refs/heads/main", sha: third },
		]);
		expect(refs.tags).toEqual([{ name: "v1", ref: "refs/tags/v1", sha: second }]);
		expect(refs.pullRequests.map((p) => [p.name, p.ref])).toEqual([["1", "refs/pr/1"]]);
		expect((await at(repo, "refs/pr/1")).parent).toBe(third);
	});
});

describe("a repository known by its record alone", () => {
	const repo: RepoRef = { type: "model", id: "dump/record-only" };

	it("has one revision, its own, and no files here", async () => {
		expect(await reader.hosted(repo)).toBe(false);
		for (const rev of [undefined, "main", "HEAD", "c".repeat(40)])
			expect(await reader.info(repo, rev === undefined ? {} : { rev })).toMatchObject({
				found: "repo",
				hosted: false,
				record: { id: repo.id },
			});
		expect(await reader.info(repo, { rev: "v1" })).toEqual({ found: "no-revision" });
		expect(await reader.revision(repo, "main")).toEqual({ found: "no-files" });
		expect(await reader.folder(repo, "main", "")).toEqual({ found: "no-revision" });
	});
});

describe("a file uploaded through Xet", () => {
	it("is read from its xorbs, whole and by range, and says it is a Xet file held in no blob", async () => {
		const chunks = chunksOf(xetData);
		const xorb = buildXorb(chunks, ["lz4"]);
		const scope = { caller: olga, repo: MODEL };
		await xet.putXorb(hashToString(xorb.hash), once(xorb.bytes), scope);
		const sha = sha256Of(xetData);
		await xet.putShard(fileShard([{ xorb, from: 0, to: xorb.chunks.length }], sha, { withXorbs: [xorb] }), scope);
		await writer.commit({
			repo: MODEL,
			branch: "main",
			author: "olga",
			caller: olga,
			summary: "xet weights",
			ops: [{ kind: "lfs", path: "xet.bin", sha256: sha, size: xetData.length }],
		});
		const file = await reader.file(MODEL, await at(MODEL, "main"), "xet.bin");
		if (!file) throw new Error("no xet.bin");
		const bytes = await reader.bytes(file);
		expect(bytes.blob).toBe(false);
		expect(bytes.xet?.sha256).toBe(sha);
		expect(bytes.stored?.size).toBe(xetData.length);
		expect((await reader.read(file, 1 << 20))?.equals(Buffer.from(xetData))).toBe(true);
		const part: Uint8Array[] = [];
		for await (const c of bytes.stored?.read({ start: 70_000, end: 70_099 }) ?? []) part.push(c);
		expect(Buffer.concat(part).equals(Buffer.from(xetData.subarray(70_000, 70_100)))).toBe(true);
		expect(await reader.view(MODEL, "main", "xet.bin")).toMatchObject({ size: xetData.length, withheld: "binary" });
	});
});
