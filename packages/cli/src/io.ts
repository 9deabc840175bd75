import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { CliError, type Io } from "./command.js";

export function processIo(): Io {
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
	};
}

/** Reads a text file named on the command line, or stdin for "-"; a missing file is a one-line CliError. */
export async function readInput(path: string, io: Io): Promise<string> {
	if (path === "-") return io.readStdin();
	try {
		return await readFile(resolve(io.cwd, path), "utf8");
	} catch (e) {
		const code = (e as { code?: string }).code;
		if (code === "ENOENT") throw new CliError(`no such file: ${path}`);
		if (code === "EISDIR") throw new CliError(`${path} is a directory, not a file`);
		throw new CliError(`cannot read ${path}: ${(e as Error).message}`);
	}
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
