import { spawnSync } from "node:child_process";
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { exitQuietlyOnClosedPipe } from "../src/io.js";

const BIN = fileURLToPath(new URL("../bin/modelhub.js", import.meta.url));
// The command's store: a temporary one, never the repository's own ./.modelhub (which an upgrade would announce on
// standard error).
const STORE = mkdtempSync(join(tmpdir(), "modelhub-pipe-"));
afterAll(() => rmSync(STORE, { recursive: true, force: true }));

describe("a reader that closes the pipe early", () => {
	it("EPIPE exits with status 0; any other stream error still throws", () => {
		const stream = new EventEmitter();
		const exits: number[] = [];
		exitQuietlyOnClosedPipe(stream, (code) => exits.push(code));
		stream.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
		expect(exits).toEqual([0]);
		expect(() => stream.emit("error", Object.assign(new Error("write EIO"), { code: "EIO" }))).toThrow("EIO");
	});

	it("`modelhub models --json | head -c 1` ends quietly (the built command, a real shell pipe)", () => {
		// head reads one byte and exits; the command's later writes then meet a closed pipe (EPIPE).
		const script = `"$0" "$1" models --json | head -c 1 > /dev/null; echo "status=\${PIPESTATUS[0]}"`;
		const r = spawnSync("bash", ["-c", script, process.execPath, BIN], {
			encoding: "utf8",
			env: { ...process.env, MODELHUB_DB: join(STORE, "db") },
		});
		expect(r.stderr).toBe("");
		expect(r.stdout).toBe("status=0\n");
	});
});
