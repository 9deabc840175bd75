// `modelhub export` of a catalogue large enough to wait for its output to drain many times: no listener piles up
// (MaxListenersExceededWarning on stderr), to a pipe or to a file.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLI, collect, runModelhub } from "../../store/test/helpers/processes.js";

const COUNT = 5000;
let dir = "";
beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-export-"));
	const lines = Array.from(
		{ length: COUNT },
		(_, i) => `${JSON.stringify({ id: `org/m-${i}`, downloads: i, cardData: { note: "x".repeat(300) } })}\n`,
	);
	const imported = await runModelhub(["import", "-", "--db", join(dir, "db")], lines.join(""));
	expect(imported.code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("writes to a slow pipe without a listener warning", async () => {
	const child = spawn(process.execPath, [CLI, "export", "--jsonl", "--db", join(dir, "db")]);
	// A reader that falls behind: the export waits for the pipe to drain again and again.
	child.stdout.pause();
	const timer = setInterval(() => {
		child.stdout.resume();
		setTimeout(() => child.stdout.pause(), 2);
	}, 10);
	const r = await collect(child).done;
	clearInterval(timer);
	expect(r.stderr).toBe("");
	expect(r.code).toBe(0);
	expect(r.stdout.trim().split("\n")).toHaveLength(COUNT);
});

it("writes to a file without a listener warning", async () => {
	const out = join(dir, "out.jsonl");
	const r = await runModelhub(["export", "--jsonl", "--out", out, "--db", join(dir, "db")]);
	expect(r.stderr).toBe("");
	expect(r.code).toBe(0);
	expect(readFileSync(out, "utf8").trim().split("\n")).toHaveLength(COUNT);
});
