import { parseArgs } from "node:util";
import { printable, quote } from "@modelhub/store";
import { CliError, type Command, type Io } from "./command.js";
import { runInServingHub } from "./control/client.js";
import { storeOptions } from "./store.js";

/** A command's own help: its usage line, summary and options. */
function commandHelp(c: Command): string {
	const lines = [`usage: modelhub ${c.usage}`, "", c.summary];
	const help = [...(c.help ?? []), ["-h, --help", "show this help"] as [string, string]];
	lines.push("", "options:");
	const width = Math.max(...help.map(([flag]) => flag.length));
	for (const [flag, text] of help) lines.push(`  ${flag.padEnd(width)}  ${text}`);
	return `${lines.join("\n")}\n`;
}

/**
 * Runs one command line (`argv[0]` names the command, one of `commands`): parses its options, checks its arguments,
 * runs it, and turns any failure into one "error: …" line. Returns the exit code; never throws. The CLI runs every
 * command through it, and so does the serving hub for a command that reaches it through its control socket.
 */
export async function runCommandLine(commands: readonly Command[], argv: string[], io: Io): Promise<number> {
	const [name = "", ...rest] = argv;
	const command = commands.find((c) => c.name === name);
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
		if (command.runsInHub && !io.heldStore) {
			// A hub serving the embedded store holds it: the command runs there. (A PostgreSQL server is shared.)
			const { dir, databaseUrl } = storeOptions(values, io);
			const code = dir && !databaseUrl ? await runInServingHub(dir, argv, io) : undefined;
			if (code !== undefined) return code;
		}
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
