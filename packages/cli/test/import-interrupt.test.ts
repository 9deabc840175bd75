// Ctrl-C during an import: the batch in hand is committed, the process says where it stopped and exits, and the
// store holds whole batches only; running the same import again finishes it.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStore } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../bin/modelhub.js", import.meta.url));
// Enough records that the import is still loading them 3 s in, however fast the store opens (about 7 s of loading
// here); with 30,000 the press sometimes came after the last batch, once a new store opened in a second.
const COUNT = 100_000;
let dir = "";

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-sigint-"));
	const lines = Array.from({ length: COUNT }, (_, i) =>
		JSON.stringify({ id: `org/model-${i}`, downloads: i, tags: ["t"], cardData: { note: "x".repeat(200) } }),
	);
	await writeFile(join(dir, "big.jsonl"), `${lines.join("\n")}\n`);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

function importOnce(signalAfterFirstBatch: boolean): Promise<{ code: number | null; stdout: string }> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [CLI, "import", "big.jsonl", "--db", "db", "--batch", "500"], {
			cwd: dir,
			stdio: ["ignore", "pipe", "pipe"],
		});
		let stdout = "";
		child.stdout.on("data", (d) => {
			stdout += d;
		});
		if (signalAfterFirstBatch) {
			// Press Ctrl-C once, a few seconds in (a second press would quit at once).
			const timer = setTimeout(() => child.kill("SIGINT"), 3000);
			child.once("exit", () => clearTimeout(timer));
		}
		child.once("exit", (code) => done({ code, stdout }));
	});
}

it("commits the batch in hand on Ctrl-C, and the same command finishes the import", async () => {
	const first = await importOnce(true);
	expect(first.code).toBe(130);
	expect(first.stdout).toMatch(/^interrupted after [\d,]+ records/);
	expect(first.stdout).toMatch(/run the same command again to finish/);
	const store = await openStore({ dir: join(dir, "db"), seed: false });
	const r = await store.db.query<{ n: number }>("SELECT count(*)::int AS n FROM models");
	const n = Number(r.rows[0]?.n);
	await store.close();
	expect(n).toBeGreaterThan(0);
	expect(n).toBeLessThan(COUNT);
	expect(n % 500).toBe(0);
	const second = await importOnce(false);
	expect(second.code).toBe(0);
	expect(second.stdout).toMatch(
		new RegExp(`${(COUNT - n).toLocaleString("en-US")} new, 0 updated, ${n.toLocaleString("en-US")} unchanged`),
	);
});
