import type { Socket } from "node:net";
import { join } from "node:path";

/**
 * The control socket: how `modelhub users|tokens|orgs` reach the `modelhub serve` that holds an embedded store (which
 * one process opens at a time). A Unix domain socket in the store's directory, readable and writable by its owner
 * only: as with PostgreSQL's local socket, the file system's permission is the authentication. Messages are lines of
 * JSON, one object each.
 */

/** The control socket of the embedded store in `dir`. */
export function controlSocketPath(dir: string): string {
	return join(dir, "modelhub.sock");
}

/**
 * The longest socket path the operating system takes (sun_path less its final NUL: 108 bytes on Linux, 104 on macOS
 * and the BSDs). Node cuts a longer one short without a word, and would listen on another file.
 */
export const MAX_SOCKET_PATH = process.platform === "linux" ? 107 : 103;

/** What the CLI sends: the command line to run, then the answer to each question the command asks. */
export type ToHub = { run: string[] } | { answer: string };

/** What the hub sends: the command's output as it is written, a question (a password's prompt), its exit code last. */
export type FromHub = { stdout: string } | { stderr: string } | { ask: string } | { exit: number };

/** A line longer than this is no message of ours: the connection ends. */
const MAX_LINE = 1 << 20;

/** Sends one message (nothing once the connection is closing). */
export function send(socket: Socket, message: ToHub | FromHub): void {
	if (socket.writable) socket.write(`${JSON.stringify(message)}\n`);
}

/** Calls `onMessage` with each message the socket brings; anything but a line holding a JSON object ends it. */
export function receive(socket: Socket, onMessage: (message: Record<string, unknown>) => void): void {
	let pending = "";
	socket.setEncoding("utf8");
	socket.on("data", (chunk: string) => {
		pending += chunk;
		for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
			const message = parse(pending.slice(0, end));
			pending = pending.slice(end + 1);
			if (!message) return socket.destroy();
			onMessage(message);
		}
		if (pending.length > MAX_LINE) socket.destroy();
	});
}

function parse(line: string): Record<string, unknown> | undefined {
	try {
		const value: unknown = JSON.parse(line);
		return typeof value === "object" && value !== null && !Array.isArray(value)
			? (value as Record<string, unknown>)
			: undefined;
	} catch {
		return undefined;
	}
}
