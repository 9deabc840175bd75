import { redactSecrets } from "@modelhub/core";
import type { Io } from "./command.js";
import { COMMANDS } from "./commands/index.js";
import { runCommandLine } from "./dispatch.js";
import { processIo } from "./io.js";

function overallHelp(): string {
	const width = Math.max(...COMMANDS.map((c) => c.name.length));
	const lines = ["usage: modelhub <command> [options]", "", "commands:"];
	for (const c of COMMANDS) lines.push(`  ${c.name.padEnd(width)}  ${c.summary}`);
	lines.push("", "Run `modelhub <command> --help` for a command's options.");
	return `${lines.join("\n")}\n`;
}

/**
 * Runs the CLI with the given arguments; returns the exit code. Never throws. What it writes to stderr (errors,
 * warnings, progress) is its log: every line has its secrets redacted, as the server's logs do (a URL with a token
 * in its query, a signed URL quoted by an error). Standard output is the commands' answer and stays whole (a new
 * token is printed there once).
 */
export async function main(argv: string[], raw: Io = processIo()): Promise<number> {
	const io: Io = { ...raw, stderr: (text) => raw.stderr(redactSecrets(text)) };
	const [name] = argv;
	if (name === undefined || name === "--help" || name === "-h" || name === "help") {
		io.stdout(overallHelp());
		return name === undefined ? 1 : 0;
	}
	return runCommandLine(COMMANDS, argv, io);
}
