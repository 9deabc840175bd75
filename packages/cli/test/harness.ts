/** Runs the CLI in-process with buffered streams, for the command tests. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { Io } from "../src/command.js";
import { main } from "../src/main.js";

export interface Run {
	code: number;
	stdout: string;
	stderr: string;
}

const NO_REPO_STORE = join(mkdtempSync(join(tmpdir(), "modelhub-cli-")), "db");

/** Runs `modelhub <args>` with `stdin` as standard input and `cwd` as the working directory. */
export async function runCli(args: string[], options: { stdin?: string; cwd?: string } = {}): Promise<Run> {
	let stdout = "";
	let stderr = "";
	const io: Io = {
		stdout: (t) => {
			stdout += t;
		},
		stderr: (t) => {
			stderr += t;
		},
		readStdin: async () => options.stdin ?? "",
		cwd: options.cwd ?? process.cwd(),
		// Tests never touch the repository's own ./.modelhub store: without a working directory of their own, the
		// store (if a command opens one) lives in a temporary directory.
		env: options.cwd ? {} : { MODELHUB_DB: NO_REPO_STORE },
	};
	const code = await main(args, io);
	return { code, stdout, stderr };
}

/** Expects a failure reported as exactly one "error: ..." line, nothing on stdout, no stack trace. */
export function expectOneLineError(r: Run, message: string | RegExp): void {
	expect(r.code).toBe(1);
	expect(r.stdout).toBe("");
	expect(r.stderr.endsWith("\n")).toBe(true);
	expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
	expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/);
	expect(r.stderr).not.toContain("unexpected failure");
	if (typeof message === "string") expect(r.stderr).toBe(`error: ${message}\n`);
	else expect(r.stderr).toMatch(message);
}
