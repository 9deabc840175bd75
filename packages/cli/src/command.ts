import type { ParseArgsConfig } from "node:util";
import type { Store } from "@modelhub/store";

/** Where a command reads and writes: the process's streams in real use, buffers in tests. */
export interface Io {
	stdout(text: string): void;
	stderr(text: string): void;
	/** Reads all of standard input as text. */
	readStdin(): Promise<string>;
	/** The working directory that relative paths are resolved against. */
	cwd: string;
	env: Record<string, string | undefined>;
	/** Whether standard error is a terminal (progress bars draw there only then). */
	stderrIsTTY?: boolean;
	/** Standard output as a stream, for commands that write more than fits in memory (export); waits on backpressure. */
	stdoutStream?: NodeJS.WritableStream;
	/** Standard input as a stream, for commands that read more than fits in memory (import -). */
	stdinStream?: NodeJS.ReadableStream;
	/** Asks for a secret without echoing it, when standard input is a terminal. */
	promptSecret?(prompt: string): Promise<string>;
	/**
	 * The store this process already holds open: the serving hub's, when a command reaches it through its control
	 * socket. Commands then work on it instead of opening the store themselves (which the hub's lock would refuse).
	 */
	heldStore?: Store;
}

export type Options = NonNullable<ParseArgsConfig["options"]>;
export type Values = Record<string, string | boolean | string[] | boolean[] | undefined>;

export interface Command {
	name: string;
	/** One line for the command list. */
	summary: string;
	/** The usage line after "modelhub", e.g. "task <id> [--json]". */
	usage: string;
	/** Option help lines: [flag, description]. */
	help?: [string, string][];
	options: Options;
	/** How many positional arguments the command takes: [min, max]. */
	positionals: [number, number];
	/**
	 * While `modelhub serve` holds the embedded store, the command line is sent to that process (its control socket)
	 * and runs there, on the store it holds, with its output and exit code passed back as they are.
	 */
	runsInHub?: boolean;
	/** Runs the command; returns the exit code (0 on success). Throws CliError for a user-facing error. */
	run(values: Values, positionals: string[], io: Io): Promise<number> | number;
}

/** A user-facing error: printed as one line, "error: <message>", and the process exits with status 1. */
export class CliError extends Error {}

/** A whole-number option's value within [min, max], or a one-line CliError naming the option and the range. */
export function wholeNumberOption(name: string, text: string, min: number, max: number): number {
	const n = Number(text);
	if (!/^\d+$/.test(text) || n < min || n > max) throw new CliError(`--${name} must be a number from ${min} to ${max}`);
	return n;
}
