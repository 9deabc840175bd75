import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { exitQuietlyOnClosedPipe } from "../src/io.js";

const BIN = fileURLToPath(new URL("../bin/modelhub.js", import.meta.url));

describe("a reader that closes the pipe early", () => {
	it("EPIPE exits with status 0; any other stream error still throws", () => {
		const stream = new EventEmitter();
		const exits: number[] = [];
		exitQuietlyOnClosedPipe(stream, (code) => exits.push(code));
		stream.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
		expect(exits).toEqual([0]);
		expect(() => stream.emit("error", Object.assign(new Error("write EIO"), { code: "EIO" }))).toThrow("EIO");
	});

	it("`modelhub models --json | head -c 1` ends quietly (the built command, a real pipe)", async () => {
		// The reader takes one chunk and closes its end, as `head` does; the writer then hits EPIPE.
		const child = spawn(process.execPath, [BIN, "models", "--json"], { stdio: ["ignore", "pipe", "pipe"] });
		let stderr = "";
		child.stderr.on("data", (d: Buffer) => {
			stderr += d.toString();
		});
		child.stdout.once("data", () => child.stdout.destroy());
		const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
		expect(stderr).toBe("");
		expect(code).toBe(0);
	});
});
