// Which stored objects a commit may name (RepoObjects): the policy's read-files rule written as SQL must agree with
// `can()` for every repository type, visibility and gating and every kind of caller; an object a repository's upload
// session received is nameable there only, and only until it is deleted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RepoRef } from "@modelhub/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS, type Caller, can, LocalBlobStore, RepoWriter, type Store } from "../src/index.js";
import { openTestStore, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;
let blobDir: string;
let writer: RepoWriter;

const user = (name: string, orgs: [string, "read" | "write"][] = [], admin = false): Caller => ({
	kind: "user",
	name,
	admin,
	orgs: new Map(orgs),
});

const CALLERS: Record<string, Caller> = {
	anonymous: ANONYMOUS,
	owner: user("alice"),
	"org reader": user("rita", [["team", "read"]]),
	stranger: user("sam"),
	granted: user("gus"),
	rejected: user("rex"),
	admin: user("root", [], true),
};

const SETTINGS = {
	public: { private: false, gated: false },
	private: { private: true, gated: false },
	"gated auto": { private: false, gated: "auto" },
	"gated manual": { private: false, gated: "manual" },
} as const;

/** Every repository: for each type and setting, one of a user's and one of an organization's, each with one file. */
const repos: { ref: RepoRef; sha256: string; size: number }[] = [];

beforeAll(async () => {
	t = await openTestStore();
	store = t.store;
	blobDir = mkdtempSync(join(tmpdir(), "modelhub-objects-"));
	writer = new RepoWriter(store, new LocalBlobStore(blobDir));
	for (const name of ["gus", "rex"]) await store.accounts.createUser({ name, password: `${name}'s password` });
	for (const type of ["model", "dataset", "space"] as const)
		for (const [setting, options] of Object.entries(SETTINGS))
			for (const owner of ["alice", "team"]) {
				const ref: RepoRef = { type, id: `${owner}/${setting.replace(" ", "-")}` };
				await writer.create(ref, { private: options.private }, "alice");
				if (options.gated) await store.repoAdmin.settings(ref, { gated: options.gated });
				const file = await writer.keepInline("data.bin", Buffer.from(`${type} ${ref.id}`));
				await writer.commit({
					repo: ref,
					branch: "main",
					author: "alice",
					summary: "data",
					ops: [{ kind: "kept", path: "data.bin", file }],
				});
				if (options.gated) {
					await store.accessRequests.decide(ref, "gus", "accepted", "alice");
					await store.accessRequests.decide(ref, "rex", "rejected", "alice");
				}
				repos.push({ ref, sha256: file.sha256, size: file.size });
			}
}, 120_000);
afterAll(async () => {
	await t?.cleanup();
	rmSync(blobDir, { recursive: true, force: true });
});

describe("objects a commit may name", () => {
	it("are those of repositories whose files the caller may read, exactly as can() decides, for every type", async () => {
		const elsewhere: RepoRef = { type: "model", id: "sam/elsewhere" };
		const mismatches: string[] = [];
		let allowed = 0;
		for (const [who, caller] of Object.entries(CALLERS))
			for (const r of repos) {
				const want = can(caller, "read-files", await store.repos.access(r.ref, caller)).ok;
				const got = await store.objects.usable(caller, elsewhere, r.sha256, r.size);
				if (want !== got) mismatches.push(`${who} on ${r.ref.type} ${r.ref.id}: can ${want}, usable ${got}`);
				if (got) allowed++;
				// A copy's size is found exactly when the object may be named.
				expect(await store.objects.sizeOf(caller, elsewhere, r.sha256)).toBe(want ? r.size : undefined);
			}
		expect(mismatches).toEqual([]);
		// Both answers occur: the check can fail.
		expect(allowed).toBeGreaterThan(0);
		expect(allowed).toBeLessThan(Object.keys(CALLERS).length * repos.length);
	});

	it("a size other than the file's names no object", async () => {
		const r = repos[0] as (typeof repos)[number];
		expect(await store.objects.usable(CALLERS.admin as Caller, r.ref, r.sha256, r.size + 1)).toBe(false);
	});

	it("an object received by a repository is nameable there only, until the repository is deleted", async () => {
		const sha = "ab".repeat(32);
		const here: RepoRef = { type: "dataset", id: "team/public" };
		await store.objects.received(here, sha, 10);
		expect(await store.objects.usable(ANONYMOUS, here, sha, 10)).toBe(true);
		expect(await store.objects.sizeOf(ANONYMOUS, here, sha)).toBe(10);
		expect(await store.objects.usable(CALLERS.admin as Caller, { type: "model", id: "team/public" }, sha, 10)).toBe(
			false,
		);
		await store.repoAdmin.delete(here);
		expect(await store.objects.usable(ANONYMOUS, here, sha, 10)).toBe(false);
	});

	it("a receipt follows its repository when it moves", async () => {
		const sha = "cd".repeat(32);
		const from: RepoRef = { type: "space", id: "alice/public" };
		const to: RepoRef = { type: "space", id: "alice/renamed" };
		await store.objects.received(from, sha, 5);
		await store.repoAdmin.move(from, to);
		expect(await store.objects.usable(ANONYMOUS, to, sha, 5)).toBe(true);
		expect(await store.objects.usable(ANONYMOUS, from, sha, 5)).toBe(false);
	});
});
