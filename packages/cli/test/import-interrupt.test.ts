// Ctrl-C during an import: the batch in hand is committed, the process says where it stopped and exits, and the
// store holds whole batches only; running the same import again finishes it.
//
// The records come on standard input, so the test decides what the import has seen when Ctrl-C is pressed: a
// first part, then the press, then (once the import says it is stopping) the rest. An import cannot finish before
// the press, however fast the machine: a press timed from the start raced a fast machine's import to its end.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStore } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../bin/modelhub.js", import.meta.url));
const COUNT = 20_000;
// Lines sent before Ctrl-C: well over a pipe's buffer (64 kB), so that their having been taken in ("drain") shows
// the import is reading, and its Ctrl-C handler is in place.
const FIRST = 5_000;
const BATCH = 500;
let dir = "";
let lines: string[] = [];

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-sigint-"));
	lines = Array.from(
		{ length: COUNT },
		(_, i) =>
			`${JSON.stringify({ id: `org/model-${i}`, downloads: i, tags: ["t"], cardData: { note: "x".repeat(200) } })}\n`,
	);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

interface Run {
	code: number | null;
	stdout: string;
	stderr: string;
}

/** `modelhub import -` fed `lines`; with `pressAfter`, Ctrl-C once after that many lines, then the rest. */
function importFromStdin(pressAfter?: number): Promise<Run> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [CLI, "import", "-", "--db", "db", "--batch", String(BATCH)], {
			cwd: dir,
			stdio: ["pipe", "pipe", "pipe"],
		});
		const run: Run = { code: null, stdout: "", stderr: "" };
		child.stdout.on("data", (d) => {
			run.stdout += d;
		});
		// The import stops reading once it has stopped: the lines still in the pipe then fail to write (EPIPE).
		child.stdin.on("error", () => {});
		const sendRest = (from: number) => {
			child.stdin.end(lines.slice(from).join(""));
		};
		if (pressAfter === undefined) sendRest(0);
		else {
			let pressed = false;
			child.stderr.on("data", (d) => {
				run.stderr += d;
				// The handler has seen the press: whatever comes next reaches an import that is stopping.
				if (pressed && /stopping after the batch in hand/.test(run.stderr)) {
					pressed = false;
					sendRest(pressAfter);
				}
			});
			if (child.stdin.write(lines.slice(0, pressAfter).join(""))) throw new Error("the first part fit the pipe");
			child.stdin.once("drain", () => {
				pressed = true;
				child.kill("SIGINT");
			});
		}
		child.once("close", (code) => {
			run.code = code;
			done(run);
		});
	});
}

it("commits the batch in hand on Ctrl-C, and the same command finishes the import", async () => {
	const first = await importFromStdin(FIRST);
	expect(first.code).toBe(130);
	expect(first.stdout).toMatch(/^interrupted after [\d,]+ records/);
	expect(first.stdout).toMatch(/run the same command again to finish/);
	const store = await openStore({ dir: join(dir, "db"), seed: false });
	const r = await store.db.query<{ n: number }>("SELECT count(*)::int AS n FROM models");
	const n = Number(r.rows[0]?.n);
	await store.close();
	expect(n).toBeGreaterThan(0);
	// It stopped at the first batch's end after the press: never more than one batch into the rest.
	expect(n).toBeLessThanOrEqual(FIRST + BATCH);
	expect(n % BATCH).toBe(0);
	const second = await importFromStdin();
	expect(second.code).toBe(0);
	expect(second.stdout).toMatch(
		new RegExp(`${(COUNT - n).toLocaleString("en-US")} new, 0 updated, ${n.toLocaleString("en-US")} unchanged`),
	);
});
