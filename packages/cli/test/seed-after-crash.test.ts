// A crash during the first import into an empty store must not make the next command fill the store with the
// shipped catalogue: the store became the user's own when that import started.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLI, collect, runModelhub } from "../../store/test/helpers/processes.js";

let work = "";
beforeAll(() => {
	work = mkdtempSync(join(tmpdir(), "modelhub-seed-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const lines = (from: number, n: number) =>
	Array.from(
		{ length: n },
		(_, i) =>
			`${JSON.stringify({ id: `mine/model-${from + i}`, downloads: i, cardData: { note: "x".repeat(200) } })}\n`,
	).join("");

it("a first import killed before it committed leaves a store that is not seeded by the next command", async () => {
	const db = join(work, "killed");
	const child = spawn(process.execPath, [CLI, "import", "-", "--db", db, "--batch", "100"], {
		stdio: ["pipe", "pipe", "pipe"],
	});
	const { done } = collect(child);
	child.stdin.on("error", () => {});
	// More than a pipe holds: once it has drained, the import is reading (and writing its first batches).
	if (child.stdin.write(lines(0, 5000))) throw new Error("the records fit the pipe");
	await new Promise((r) => child.stdin.once("drain", r));
	child.kill("SIGKILL");
	expect((await done).signal).toBe("SIGKILL");
	const listed = await runModelhub(["models", "--json", "--limit", "5", "--db", db]);
	expect(listed.stderr).toBe("");
	expect(listed.code).toBe(0);
	expect(JSON.parse(listed.stdout)).toEqual([]);
	// The import, run again, lands whole into the user's own catalogue.
	const again = await runModelhub(["import", "-", "--db", db], lines(0, 5000));
	expect(again.stdout).toMatch(/^imported 5,000 records into .*: 5,000 new, 0 updated, 0 unchanged, 0 rejected/);
	const all = await runModelhub(["export", "--jsonl", "--db", db]);
	expect(all.stdout.trim().split("\n")).toHaveLength(5000);
});

it("a store no import has touched is still seeded with the shipped catalogue", async () => {
	const listed = await runModelhub(["models", "--json", "--limit", "5", "--db", join(work, "fresh")]);
	expect(listed.code).toBe(0);
	expect(JSON.parse(listed.stdout)).toHaveLength(5);
});
