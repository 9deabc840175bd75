// A restart loop: `modelhub serve`, `modelhub import <dump.jsonl>` and `modelhub import <folder>` on one embedded
// store, each killed with SIGKILL at a random moment (while the store opens, during a load, a copy, a request), 20
// times; after each kill the store must open again and be consistent: the import's committed batches all there (a
// prefix of the dump, in whole batches, each record whole), no revision missing a file or a blob, no partial copy left
// under blobs/tmp once the blob store has been opened; and every start comes back.
//
// Bounded: 20 rounds, each kill at most a few seconds after its start (a seeded generator picks the moments); the
// server listens on loopback only. Needs the built hub (`npm run build`, which `npm test` runs first) for `serve`.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { collectGarbage, openBlobStore, openStore } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLI, collect, type Finished, random, waitFor } from "../../store/test/helpers/processes.js";
import { type RepoFolder, repoFolder } from "../../store/test/helpers/repos.js";

const ROUNDS = 20;
const TOTAL = 4_125;
/** A dump record's downloads: which round wrote it, and its place in the dump, so every round changes every record. */
const STAMP = 100_000;
const BATCH = 250;
const REPOS = ["rep/alpha", "rep/beta", "rep/gamma"];
const FILES_PER_REPO = 3;

let work = "";
let db = "";
let dump = "";
let repos: RepoFolder;
const children = new Set<ChildProcess>();

const rand = random(36);

/** The dump a round imports: the same ids in the same order, each record stamped with the round. */
function writeDump(round: number): void {
	const line = (i: number) => `${JSON.stringify({ id: `dump/m-${i}`, downloads: round * STAMP + i, tags: ["t"] })}\n`;
	writeFileSync(dump, Array.from({ length: TOTAL }, (_, i) => line(i)).join(""));
}

/** New weights for a repository: a new revision, whose blob the next folder import copies. */
function writeWeights(id: string, round: number, megabytes = 2 + Math.floor(rand() * 6)): void {
	const size = megabytes << 20;
	const bytes = Buffer.alloc(size, round & 0xff);
	bytes.writeUInt32LE(round, 0);
	repos.write(id, { "weights.bin": bytes });
}

beforeAll(() => {
	work = mkdtempSync(join(tmpdir(), "modelhub-restart-"));
	db = join(work, "db");
	dump = join(work, "dump.jsonl");
	repos = repoFolder();
	for (const id of REPOS) {
		repos.write(id, { "README.md": `---\nlicense: mit\n---\n# ${id}\n`, "config.json": '{"model_type":"llama"}' });
		writeWeights(id, 0);
	}
});
afterAll(() => {
	for (const c of children) c.kill("SIGKILL");
	repos?.cleanup();
	rmSync(work, { recursive: true, force: true });
});

type Mode = "jsonl" | "folder" | "serve";

function start(mode: Mode): ChildProcess {
	const args =
		mode === "serve"
			? ["serve", "--port", "0", "--host", "127.0.0.1", "--quiet", "--db", db]
			: ["import", mode === "jsonl" ? dump : repos.root, "--db", db, "--batch", String(BATCH)];
	const child = spawn(process.execPath, [CLI, ...args], {
		env: { ...process.env, MODELHUB_BLOB_LINK: "copy" },
		stdio: ["ignore", "pipe", "pipe"],
	});
	children.add(child);
	child.once("close", () => children.delete(child));
	return child;
}

/**
 * While the server runs: requests for the API, a page and a file, so that some kills land in the middle of one. Resolves
 * to the first failure before `killed` was set (an answer of 500 or more, a refused request), if any.
 */
async function requests(url: string, killed: () => boolean): Promise<string | undefined> {
	const paths = ["/api/models?limit=20", "/models", `/${REPOS[0]}/resolve/main/weights.bin`, "/api/models/dump/m-1"];
	while (!killed()) {
		for (const path of paths) {
			try {
				const res = await fetch(url + path);
				await res.arrayBuffer();
				if (res.status >= 500 && !killed()) return `${path}: ${res.status}`;
			} catch (e) {
				if (!killed()) return `${path}: ${(e as Error).message}`;
			}
		}
	}
	return undefined;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Whether a process has a file open at `path`, or under it. */
function reading(child: ChildProcess, path: string): boolean {
	try {
		const dir = `/proc/${child.pid}/fd`;
		return readdirSync(dir).some((fd) => {
			try {
				const open = readlinkSync(join(dir, fd));
				return open === path || open.startsWith(path + sep);
			} catch {
				return false;
			}
		});
	} catch {
		return false;
	}
}

/** Returns once a folder import has a blob's copy under way (a file in blobs/tmp), or has ended (watched
 * without yielding: a copy lasts milliseconds). */
function copying(child: ChildProcess): void {
	const tmp = join(db, "blobs", "tmp");
	const end = Date.now() + 30_000;
	while (Date.now() < end && child.exitCode === null) {
		const names = existsSync(tmp) ? readdirSync(tmp, { recursive: true, encoding: "utf8" }) : [];
		if (names.some((n) => n.includes(sep) && !n.endsWith(".lock"))) return;
		Atomics.wait(pause, 0, 0, 1); // A millisecond between looks: the import needs the CPU more than the watch.
	}
}

/**
 * Runs a command and kills it (SIGKILL): `ms` after its start, or, with `afterReady`, `ms` after the server said it
 * serves (requests in flight by then), or for a folder import with `ms` < 0, as soon as it copies a blob. Says whether
 * the server had come up.
 */
async function killAfter(mode: Mode, ms: number, afterReady = false): Promise<{ out: Finished; served: boolean }> {
	const child = start(mode);
	const { out, done } = collect(child);
	let killed = false;
	let traffic: Promise<string | undefined> = Promise.resolve(undefined);
	let ready: Promise<void> = Promise.resolve();
	let served = false;
	if (mode === "serve")
		ready = new Promise<void>((resolve) => {
			const look = () => {
				const url = /Modelhub is serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)?.[1];
				if (!url || served) return;
				served = true;
				traffic = requests(url, () => killed);
				resolve();
			};
			child.stdout?.on("data", look);
			child.once("close", () => resolve());
		});
	if (afterReady) await Promise.race([ready, new Promise((r) => setTimeout(r, 30_000))]);
	if (mode === "folder" && ms < 0) copying(child);
	else {
		// An import is killed `ms` into its work: after it has opened the store, and the dump or the folder.
		const source = mode === "jsonl" ? dump : mode === "folder" ? repos.root : undefined;
		if (source) await waitFor("the import to start", () => child.exitCode !== null || reading(child, source));
		await new Promise((r) => setTimeout(r, ms));
	}
	killed = true;
	child.kill("SIGKILL");
	const ended = await done;
	const failed = await traffic;
	const said = ended.stderr.trim().slice(-400);
	expect(failed, `${mode} killed after ${ms} ms: requests before the kill (its stderr: ${said})`).toBeUndefined();
	return { out: ended, served };
}

/**
 * How long an import of the whole dump takes here, from the moment it opens the dump to its end: the kills of the dump's
 * imports are placed against it, so that some land between two batches whatever this machine's speed (a fixed range
 * of moments can fall wholly before the first commit on a slow machine, or after the last on a fast one). The store
 * already holds the dump's records then, as it does for every round's import (a first import takes about twice as long).
 */
async function timeDumpImport(): Promise<number> {
	let took = Number.POSITIVE_INFINITY;
	for (const stamp of [ROUNDS, ROUNDS + 1]) took = Math.min(took, await timeImport(stamp));
	return took;
}

async function timeImport(stamp: number): Promise<number> {
	writeDump(stamp); // Stamps no round uses.
	const child = start("jsonl");
	const { done } = collect(child);
	await waitFor("the import to start", () => child.exitCode !== null || reading(child, dump));
	const began = performance.now();
	const out = await done;
	expect(out.stderr, "the timed import").toBe("");
	expect(out.code, "the timed import").toBe(0);
	return performance.now() - began;
}

let dumpCount = 0;
/** The round whose dump was imported last, and how many such imports were killed with some batches committed. */
let lastDump = -1;
let partialLoads = 0;
/** Blobs whose bytes were checked against their name. */
const intact = new Set<string>();
/** Partial copies left by the killed imports, removed when the next start opened the blob store. */
let partials = 0;

/** Opens the store as the next start does, and checks that what the killed process left is whole. */
async function checkStore(round: number): Promise<void> {
	const store = await openStore({ dir: db, seed: false });
	try {
		const blobs = openBlobStore(store.dataDir, {});
		// Opening the blob store removed every partial copy a killed writer left.
		const tmp = join(db, "blobs", "tmp");
		const left = existsSync(tmp) ? readdirSync(tmp, { recursive: true }) : [];
		expect(left, `round ${round}: blobs/tmp`).toEqual([]);
		expect(existsSync(join(db, "pgdata", "modelhub-copy.tmp")), `round ${round}: a COPY's rows`).toBe(false);
		// The dump's committed batches: each import of it stamps every record with its round, and commits batches in
		// the dump's order, so the records of the last round's import are a prefix of the dump, in whole batches; every
		// record is whole (its columns agree with its JSON), and the dump's records present are a prefix too, never
		// fewer than before.
		const d = (
			await store.db.query<{ n: number; last: number | null; bad: number; k: number; lastK: number | null }>(
				`SELECT count(*)::int AS n, max(i) AS last,
				 count(*) FILTER (WHERE downloads % $2 <> i OR (record::jsonb->>'downloads')::bigint <> downloads)::int AS bad,
				 count(*) FILTER (WHERE downloads = $1 * $2 + i)::int AS k, max(i) FILTER (WHERE downloads = $1 * $2 + i) AS "lastK"
				 FROM (SELECT substring(id from 8)::int AS i, downloads, record FROM models WHERE id LIKE 'dump/m-%') t`,
				[lastDump, STAMP],
			)
		).rows[0] as { n: number; last: number | null; bad: number; k: number; lastK: number | null };
		expect(d.bad, `round ${round}: records whole`).toBe(0);
		expect(d.last ?? -1, `round ${round}: a prefix of the dump`).toBe(d.n - 1);
		expect(d.n, `round ${round}: records kept`).toBeGreaterThanOrEqual(dumpCount);
		dumpCount = d.n;
		if (lastDump === round) {
			expect(d.lastK ?? -1, `round ${round}: its import's records are a prefix of the dump`).toBe(d.k - 1);
			expect(d.k % BATCH === 0 || d.k === TOTAL, `round ${round}: whole batches (${d.k})`).toBe(true);
			if (d.k > 0 && d.k < TOTAL) partialLoads++;
		}
		// Every revision whole: all its files, each blob there and intact; every imported repository on a revision.
		const files = await store.db.query<{ repo_id: string; sha: string; n: number }>(
			"SELECT v.repo_id, v.sha, count(f.path)::int AS n FROM revisions v LEFT JOIN revision_files f USING (repo_type, repo_id, sha) GROUP BY 1, 2",
		);
		// The imported repositories hold their files; the sample inputs the server seeds, theirs (none empty).
		for (const r of files.rows)
			if (r.repo_id.startsWith("rep/"))
				expect(r.n, `round ${round}: files of ${r.repo_id}@${r.sha}`).toBe(FILES_PER_REPO);
			else expect(r.n, `round ${round}: files of ${r.repo_id}@${r.sha}`).toBeGreaterThan(0);
		const named = await store.db.query<{ sha256: string; size: string }>(
			"SELECT DISTINCT sha256, size::text FROM revision_files",
		);
		for (const b of named.rows) {
			if (intact.has(b.sha256)) continue; // A blob in place never changes: checked once.
			expect(await blobs.size(b.sha256), `round ${round}: blob ${b.sha256}`).toBe(Number(b.size));
			const bytes = readFileSync(join(blobs.location, "sha256", b.sha256.slice(0, 2), b.sha256));
			expect(createHash("sha256").update(bytes).digest("hex")).toBe(b.sha256);
			intact.add(b.sha256);
		}
		const orphans = await store.db.query<{ id: string }>(
			"SELECT id FROM models m WHERE id LIKE 'rep/%' AND NOT EXISTS (SELECT 1 FROM refs r WHERE r.repo_type = 'model' AND r.repo_id = m.id AND r.name = 'main')",
		);
		expect(orphans.rows, `round ${round}: repositories without a revision`).toEqual([]);
		// gc counts the partial copies the blob store's opening removed, and leaves nothing behind either.
		const gc = await collectGarbage(store, blobs);
		partials += gc.unfinishedRemoved;
		expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
	} finally {
		await store.close();
	}
}

it("comes back after SIGKILL at random moments of serve and import, 20 times, with a consistent store", async () => {
	const modes: Mode[] = ["jsonl", "folder", "serve"];
	let served = 0;
	const began = Date.now();
	const whole = await timeDumpImport();
	let dumps = 0;
	for (let round = 0; round < ROUNDS; round++) {
		const mode = modes[round % modes.length] as Mode;
		// A server is killed while it starts (and opens the store) every other time, else while it answers requests; a
		// folder import at a random moment every other time, else in the middle of a copy (of a larger file).
		const serving = mode === "serve" && round % 2 === 0;
		const midCopy = mode === "folder" && round % 2 === 0;
		if (mode === "folder") writeWeights(REPOS[round % REPOS.length] as string, round, midCopy ? 24 : undefined);
		if (mode === "jsonl") {
			writeDump(round);
			lastDump = round;
		}
		// The dump's import is killed at any moment up to a little past its usual end every other time, else in its
		// middle stretch (30–70 % of its usual length), where batches are behind it and ahead of it.
		const ms = midCopy
			? -1
			: mode === "jsonl"
				? Math.round(whole * (dumps++ % 2 === 0 ? 1.2 * rand() : 0.3 + 0.4 * rand()))
				: Math.round(rand() * (mode === "serve" ? 1500 : 500));
		const { out, served: up } = await killAfter(mode, ms, serving);
		if (serving) expect(up, `round ${round}: the server came back`).toBe(true);
		// Killed, or finished on its own without an error (a short import): never a failure to start.
		if (out.signal !== "SIGKILL") {
			expect(out.stderr, `round ${round} (${mode}, ${ms} ms)`).toBe("");
			expect(out.code, `round ${round} (${mode}, ${ms} ms)`).toBe(0);
		}
		if (up) served++;
		await checkStore(round);
	}
	expect(served).toBeGreaterThanOrEqual(3);
	expect(partials, "kills in the middle of a copy").toBeGreaterThan(0);
	expect(
		partialLoads,
		`imports of the dump killed after some batches (a whole one took ${Math.round(whole)} ms)`,
	).toBeGreaterThan(0);
	expect(Date.now() - began).toBeLessThan(150_000);
}, 180_000);
