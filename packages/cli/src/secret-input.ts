import { CliError, type Io } from "./command.js";

/**
 * A password for a command: asked for on the terminal without echo when standard input is one, else the first line of
 * standard input (`echo "$PASSWORD" | modelhub users add alice`). It never reaches the command line, so no process
 * list or shell history holds it.
 */
export async function readSecret(io: Io, prompt: string): Promise<string> {
	const text = await secretText(io, prompt);
	if (!text) throw new CliError("no password given (type it at the prompt, or send it on standard input)");
	return text;
}

/** What the user gave for a secret, maybe nothing: typed at the prompt on a terminal, else stdin's first line. */
export async function secretText(io: Io, prompt: string): Promise<string> {
	return io.promptSecret ? io.promptSecret(prompt) : firstLine(await io.readStdin());
}

function firstLine(text: string): string {
	return text.split(/\r?\n/, 1)[0] ?? "";
}

/** Asks for a secret on a terminal: raw mode, nothing echoed, Enter ends it, Ctrl-C aborts. */
export function promptOnTerminal(
	input: NodeJS.ReadStream,
	output: NodeJS.WriteStream,
	prompt: string,
): Promise<string> {
	return new Promise((resolve, reject) => {
		output.write(prompt);
		let text = "";
		input.setRawMode(true);
		input.resume();
		input.setEncoding("utf8");
		const done = (error?: Error) => {
			input.setRawMode(false);
			input.pause();
			input.off("data", onData);
			output.write("\n");
			if (error) reject(error);
			else resolve(text);
		};
		const onData = (chunk: string) => {
			for (const ch of chunk) {
				if (ch === "\r" || ch === "\n") return done();
				if (ch === "\u0003") return done(new CliError("cancelled"));
				if (ch === "\u007f" || ch === "\b") text = text.slice(0, -1);
				else if (ch >= " ") text += ch;
			}
		};
		input.on("data", onData);
	});
}
