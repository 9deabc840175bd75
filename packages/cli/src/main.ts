import { parseArgs } from "node:util";
import { redactSecrets } from "@modelhub/core";
import { printable, quote } from "@modelhub/store";
import { CliError, type Command, type Io } from "./command.js";
import { COMMANDS } from "./commands/index.js";
import { processIo } from "./io.js";

function commandHelp(c: Command): string {
	const lines = [`usage: modelhub ${c.usage}`, "", c.summary];
	const help = [...(c.help ?? []), ["-h, --help", "show this help"] as [string, string]];
	lines.push("", "options:");
	const width = Math.max(...help.map(([flag]) => flag.length));
	for (const [flag, text] of help) lines.push(`  ${flag.padEnd(width)}  ${text}`);
	return `${lines.join("\n")}\n`;
}

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
	const [name, ...rest] = argv;
	if (name === undefined || name === "--help" || name === "-h" || name === "help") {
		io.stdout(overallHelp());
		return name === undefined ? 1 : 0;
	}
	const command = COMMANDS.find((c) => c.name === name);
	if (!command) {
		io.stderr(`error: unknown command ${quote(name)} (run \`modelhub --help\` for the list)\n`);
		return 1;
	}
	try {
		const { values, positionals } = parseArgs({
			args: rest,
			options: { ...command.options, help: { type: "boolean", short: "h" } },
			allowPositionals: true,
			strict: true,
		});
		if (values.help) {
			io.stdout(commandHelp(command));
			return 0;
		}
		const [min, max] = command.positionals;
		if (positionals.length < min) throw new CliError(`missing argument (usage: modelhub ${command.usage})`);
		if (positionals.length > max)
			throw new CliError(`unexpected argument ${quote(positionals[max])} (usage: modelhub ${command.usage})`);
		return await command.run(values, positionals, io);
	} catch (e) {
		// The message may quote input (a path, an argument): nothing in it reaches the terminal raw.
		io.stderr(`error: ${printable(oneLine(e))}\n`);
		return 1;
	}
}

function oneLine(e: unknown): string {
	if (e instanceof CliError) return e.message.split("\n")[0] ?? "";
	const err = e as { code?: string; message?: string };
	// parseArgs reports unknown or malformed options with a code; its message is already user-facing.
	if (typeof err?.code === "string" && err.code.startsWith("ERR_PARSE_ARGS")) {
		const [first = "", ...rest] = (err.message ?? "").split("\n");
		// A value that starts with a dash (`--limit -5`) reads as another option; the hint of how to write it is on the
		// message's last line, which one line must keep.
		const dashed = /use '(--[\w-]+)=-XYZ'/.exec(rest.join(" "));
		return dashed
			? `${first.replace(/\.$/, "")}: write ${dashed[1]}=<value> for a value that starts with a dash`
			: first;
	}
	return `unexpected failure: ${(err?.message ?? String(e)).split("\n")[0]}`;
}
