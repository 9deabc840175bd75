// `kill -9` during a folder import, while a blob is being copied: the partial copy it leaves under <blobs>/tmp is
// removed by the next import (when it opens the blob store) and by `modelhub gc`, which says so.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, collect, runModelhub } from "../../store/test/helpers/processes.js";
import { type RepoFolder, repoFolder } from "../../store/test/helpers/repos.js";

const BIG = 128 << 20;
let repos: RepoFolder;
let work = "";

beforeAll(() => {
	repos = repoFolder();
	work = mkdtempSync(join(tmpdir(), "modelhub-unfinished-"));
	// One file only: no blob is whole before the import is killed, so gc has nothing else to remove.
	const dir = repos.write("acme/big", {});
	// Written, not sparse: copying it takes long enough to be caught in the middle.
	const fd = openSync(join(dir, "weights.bin"), "w");
	const chunk = Buffer.alloc(1 << 20, 7);
	for (let i = 0; i < BIG >> 20; i++) writeSync(fd, chunk);
	closeSync(fd);
});
afterAll(() => {
	repos.cleanup();
	rmSync(work, { recursive: true, force: true });
});

/** Every file under <blobs>/tmp but the writers' lock files, with its size. */
function temporaryFiles(db: string): { path: string; size: number }[] {
	const out: { path: string; size: number }[] = [];
	const walk = (dir: string) => {
		let names: string[];
		try {
			names = readdirSync(dir);
		} catch {
			return;
		}
		for (const name of names) {
			const path = join(dir, name);
			const s = statSync(path, { throwIfNoEntry: false });
			if (s?.isDirectory()) walk(path);
			else if (s && !name.endsWith(".lock")) out.push({ path, size: s.size });
		}
	};
	walk(join(db, "blobs", "tmp"));
	return out;
}

/** Starts a folder import and kills it (SIGKILL) as soon as a blob's copy has begun; returns the partial files. */
async function killMidCopy(db: string): Promise<{ path: string; size: number }[]> {
	for (let attempt = 0; attempt < 3; attempt++) {
		const child = spawn(process.execPath, [CLI, "import", repos.root, "--db", db], {
			env: { ...process.env, MODELHUB_BLOB_LINK: "copy" },
			stdio: ["ignore", "pipe", "pipe"],
		});
		const { done } = collect(child);
		const end = Date.now() + 60_000;
		let seen: { path: string; size: number }[] = [];
		// Watched without yielding: the copy of 128 MB lasts tens of milliseconds.
		while (Date.now() < end && child.exitCode === null) {
			seen = temporaryFiles(db);
			if (seen.length) break;
		}
		child.kill("SIGKILL");
		const ended = await done;
		const left = temporaryFiles(db);
		if (ended.signal === "SIGKILL" && left.length) return left;
		rmSync(db, { recursive: true, force: true });
	}
	throw new Error("no import was caught in the middle of a copy in 3 tries");
}

describe("partial blobs left by a killed import", () => {
	it("are removed by the next import, which then stores the file whole", async () => {
		const db = join(work, "next-import");
		const left = await killMidCopy(db);
		expect(left).toHaveLength(1);
		expect(left[0]?.size).toBeLessThan(BIG);
		const again = await runModelhub(["import", repos.root, "--db", db]);
		expect(again.stderr).toBe("");
		expect(again.code).toBe(0);
		expect(again.stdout).toContain("1 new blobs stored");
		expect(temporaryFiles(db)).toEqual([]);
		expect(readdirSync(join(db, "blobs", "tmp"))).toEqual([]);
	});

	it("are removed by gc, which counts them and their bytes", async () => {
		const db = join(work, "gc");
		const left = await killMidCopy(db);
		const size = left.reduce((n, f) => n + f.size, 0);
		const gc = await runModelhub(["gc", "--db", db]);
		expect(gc.code).toBe(0);
		expect(gc.stdout).toMatch(
			new RegExp(
				`^removed 0 blobs and 1 unfinished copy left by an interrupted import from ${join(db, "blobs")}: freed (${size} bytes|.*\\(${size.toLocaleString("en-US")} bytes\\))\n$`,
			),
		);
		expect(temporaryFiles(db)).toEqual([]);
		expect(readdirSync(join(db, "blobs", "tmp"))).toEqual([]);
	});
});
