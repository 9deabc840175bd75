/** Runs the CLI in-process with buffered streams, for the command tests. */
import { expect } from "vitest";
import type { Io } from "../src/command.js";
import { main } from "../src/main.js";

export interface Run {
	code: number;
	stdout: string;
	stderr: string;
}

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
		env: {},
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
