import type { Io } from "./command.js";
import { promptOnTerminal } from "./secret-input.js";

/** The part of a stream the closed-pipe guard listens on. */
interface ErrorSource {
	on(event: "error", listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * A reader that closes the pipe early (`modelhub models --json | head`) wants no more output: stop quietly with
 * status 0, as Unix tools do, instead of an unhandled EPIPE stack trace. Other stream errors still surface.
 */
export function exitQuietlyOnClosedPipe(stream: ErrorSource, exit: (code: number) => void): void {
	stream.on("error", (error) => {
		if (error.code !== "EPIPE") throw error;
		exit(0);
	});
}

export function processIo(): Io {
	exitQuietlyOnClosedPipe(process.stdout, (code) => process.exit(code));
	return {
		stdout: (t) => process.stdout.write(t),
		stderr: (t) => process.stderr.write(t),
		readStdin: async () => {
			const chunks: Buffer[] = [];
			for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
			return Buffer.concat(chunks).toString("utf8");
		},
		cwd: process.cwd(),
		env: process.env,
		stderrIsTTY: process.stderr.isTTY === true,
		stdoutStream: process.stdout,
		stdinStream: process.stdin,
		...(process.stdin.isTTY
			? { promptSecret: (prompt: string) => promptOnTerminal(process.stdin, process.stderr, prompt) }
			: {}),
	};
}

/** Writes a value as JSON (pretty, one trailing newline). */
export function writeJson(io: Io, value: unknown): void {
	io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Formats rows as an aligned plain-text table. */
export function table(headers: string[], rows: string[][]): string {
	const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
	const line = (cells: string[]) =>
		cells
			.map((c, i) => c.padEnd(widths[i] ?? 0))
			.join("  ")
			.trimEnd();
	return `${[line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n")}\n`;
}
