// Input that would drive the terminal: error lines quote it escaped and bounded, and a file that is clearly not JSON
// Lines stops at once with one line instead of a rejection per line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOneLineError, runCli } from "./harness.js";

let dir = "";
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-hostile-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[]) => runCli(args, { cwd: dir });

/** Whether text holds a character a terminal acts on (other than the newlines ending its lines) or a bidi control. */
const raw = (text: string) =>
	/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(text);

/** Bytes from a fixed xorshift sequence: "random" bytes, the same on every run. */
function noise(n: number): Buffer {
	const out = Buffer.alloc(n);
	let x = 0x9e3779b9;
	for (let i = 0; i < n; i++) {
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		out[i] = x & 0xff;
	}
	return out;
}

describe("hostile input on the command line", () => {
	it("a file of random bytes stops with one line saying it is not JSON Lines, and imports nothing", async () => {
		const data = noise(1 << 20);
		expect(data.includes(0x1b) && data.includes(0x07) && data.includes(0x0d)).toBe(true);
		writeFileSync(join(dir, "random.bin"), data);
		const r = await run(["import", "random.bin", "--db", "db-random"]);
		expectOneLineError(
			r,
			/^error: .*random\.bin is not JSON Lines: it holds binary data \(a NUL byte at byte \d+; JSON Lines are UTF-8 text\)\n$/,
		);
		const out = await run(["export", "--jsonl", "--db", "db-random"]);
		expect(out.stdout).toBe("");
	});

	it("a text file none of whose first lines is JSON stops after them with one line", async () => {
		const lines = Array.from({ length: 2000 }, (_, i) => `\x1b]0;owned\x07name,${i},\x1b[2J\r`);
		writeFileSync(join(dir, "table.csv"), `${lines.join("\n")}\n`);
		const r = await run(["import", "table.csv", "--db", "db-csv"]);
		expectOneLineError(
			r,
			/^error: .*table\.csv is not JSON Lines: its first 10 lines are not JSON \(line 1: unexpected character "\\x1b"\)\n$/,
		);
		expect(raw(r.stderr)).toBe(false);
	});

	it("rejection lines quote records escaped and bounded, and the good records land", async () => {
		const hostileId = "a\x1b[31m/b\x07\r\u009b2J\u202eevil";
		const text = [
			JSON.stringify({ id: "acme/good-1" }),
			JSON.stringify({ id: hostileId }),
			`\x1b[31m{broken ${"\x1b[1m".repeat(5000)}`,
			JSON.stringify({ id: "acme/good-2" }),
		].join("\n");
		writeFileSync(join(dir, "mixed.jsonl"), text);
		const r = await run(["import", "mixed.jsonl", "--db", "db-mixed"]);
		expect(r.code).toBe(2);
		expect(r.stdout).toMatch(/: 2 new, 0 updated, 0 unchanged, 2 rejected/);
		expect(raw(r.stderr)).toBe(false);
		const lines = r.stderr.trimEnd().split("\n");
		expect(lines).toHaveLength(2);
		expect(lines[0]).toMatch(/mixed\.jsonl:2: id "a\\x1b\[31m.* is not a repository id: /);
		expect(lines[0]).toContain("\\u202e");
		expect(lines[1]).toMatch(
			/mixed\.jsonl:3: invalid JSON \(unexpected character "\\x1b"\): "\\x1b\[31m\{broken \\x1b\[1m.*"… \(20,013 characters\)$/,
		);
		for (const line of lines) expect(line.length).toBeLessThan(400);
	});

	it("paths of a folder import are escaped: a repository's name, a file's name", async () => {
		const root = join(dir, "repos");
		mkdirSync(join(root, "acme", "ok"), { recursive: true });
		writeFileSync(join(root, "acme", "ok", "config.json"), "{}");
		writeFileSync(join(root, "acme", "ok", "bell\x07\x1b[2J.bin"), "x");
		mkdirSync(join(root, "acme", "bad\x1b[31mname"), { recursive: true });
		const r = await run(["import", "repos", "--db", "db-folder"]);
		expect(r.code).toBe(2);
		expect(raw(r.stderr)).toBe(false);
		expect(r.stderr).toContain("bad\\x1b[31mname");
		expect(r.stderr).toContain("bell\\x07\\x1b[2J.bin: the path has a control character: skipped");
	});

	it("an unknown command or an extra argument is quoted", async () => {
		const r = await run(["\x1b]0;x\x07"]);
		expect(r.stderr).toBe('error: unknown command "\\x1b]0;x\\x07" (run `modelhub --help` for the list)\n');
		const extra = await run(["tasks", "\x1b[2J"]);
		expect(extra.stderr).toBe('error: unexpected argument "\\x1b[2J" (usage: modelhub tasks [--json])\n');
	});
});
