import { chmodSync, lstatSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import type { Store } from "@modelhub/store";
import { CliError, type Command, type Io } from "../command.js";
import { runCommandLine } from "../dispatch.js";
import { controlSocketPath, MAX_SOCKET_PATH, receive, send } from "./protocol.js";

/** The serving hub's end of the control socket. */
export interface CommandSocket {
	readonly path: string;
	/** Takes no more commands, ends those waiting for a password, and waits for those working on the store. */
	close(): Promise<void>;
}

/**
 * Takes the CLI's commands (those of `commands` that run in the hub) on the control socket of the embedded store in
 * `dir`, which this process holds, and runs each on `store` through the very code the CLI runs them with, so that
 * the answer is the one the command gives when run by itself. `log` gets one line per command: its name and action,
 * never its arguments or output (a token is printed once, to the caller only). Throws when it cannot listen.
 */
export async function listenForCommands(
	dir: string,
	store: Store,
	commands: readonly Command[],
	log?: (line: string) => void,
): Promise<CommandSocket> {
	const path = controlSocketPath(dir);
	if (Buffer.byteLength(path) > MAX_SOCKET_PATH)
		throw new Error(`its path ${path} is longer than the ${MAX_SOCKET_PATH} bytes a socket's may be`);
	const allowed = commands.filter((c) => c.runsInHub);
	const sessions = new Set<Session>();
	const server = createServer((socket) => {
		const session = new Session(socket, store, allowed, log);
		sessions.add(session);
		// Kept until its command is done with the store too: a caller that went away leaves it running.
		socket.once("close", () => session.finished.then(() => sessions.delete(session)));
	});
	removeStaleSocket(path);
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		// The socket file is made by listen(): owner-only from the start (the mode is set again below where the umask
		// cannot be, in a worker thread).
		const umask = setUmask(0o177);
		try {
			server.listen(path, () => {
				server.off("error", reject);
				resolve();
			});
		} finally {
			if (umask !== undefined) setUmask(umask);
		}
	});
	chmodSync(path, 0o600);
	// A connection that could not be accepted (no file descriptor left) is the caller's failure; the next one may be.
	server.on("error", () => {});
	return {
		path,
		async close() {
			const closed = new Promise<void>((done) => server.close(() => done()));
			for (const session of sessions) session.stopWaiting();
			await Promise.all([...sessions].map((s) => s.finished));
			await closed;
		},
	};
}

/** A socket file left by a hub that was killed: this process holds the store's lock, so nobody else listens there. */
function removeStaleSocket(path: string): void {
	try {
		if (lstatSync(path).isSocket()) rmSync(path);
	} catch {
		// No file: nothing to remove. Anything else there makes listen() fail, which says so.
	}
}

/** Sets the process's umask, answering the previous one; undefined where it cannot be set (a worker thread). */
function setUmask(mask: number): number | undefined {
	try {
		return process.umask(mask);
	} catch {
		return undefined;
	}
}

/** One connection: one command line, its questions and its output. */
class Session {
	/** Settles when the command has finished with the store (at once when none was started). */
	finished: Promise<void> = Promise.resolve();
	private started = false;
	private pending?: { resolve(answer: string): void; reject(error: Error): void };

	constructor(
		private readonly socket: Socket,
		private readonly store: Store,
		private readonly commands: readonly Command[],
		private readonly log?: (line: string) => void,
	) {
		// A connection that fails is closed next, and the close ends what waits on it.
		socket.on("error", () => {});
		socket.once("close", () => this.stopWaiting("the caller went away"));
		receive(socket, (m) => {
			if (!this.started && isArgv(m.run)) {
				this.started = true;
				this.finished = this.run(m.run);
			} else if (this.pending && typeof m.answer === "string") {
				const { resolve } = this.pending;
				this.pending = undefined;
				resolve(m.answer);
			} else socket.destroy();
		});
	}

	/**
	 * Ends what waits on the caller: a connection that sent no command yet, a command waiting for a password. A command
	 * working on the store is left to finish.
	 */
	stopWaiting(reason = "the hub is stopping"): void {
		const pending = this.pending;
		this.pending = undefined;
		pending?.reject(new CliError(reason));
		if (pending || !this.started) this.socket.destroy();
	}

	private async run(argv: string[]): Promise<void> {
		const started = performance.now();
		const io: Io = {
			stdout: (text) => send(this.socket, { stdout: text }),
			stderr: (text) => send(this.socket, { stderr: text }),
			promptSecret: (prompt) =>
				new Promise<string>((resolve, reject) => {
					if (!this.socket.writable) return reject(new CliError("the caller went away"));
					this.pending = { resolve, reject };
					send(this.socket, { ask: prompt });
				}),
			readStdin: () => Promise.reject(new CliError("standard input does not reach the running hub")),
			cwd: process.cwd(),
			env: {},
			heldStore: this.store,
		};
		const code = await runCommandLine(this.commands, argv, io);
		const [name = "", action = ""] = argv;
		// The command and its action word only: arguments name users and tokens, and the output may hold a secret.
		const words = [name, action].filter((w) => /^[a-z]{1,20}$/.test(w)).join(" ");
		this.log?.(`CLI ${words} ${code} ${(performance.now() - started).toFixed(1)}ms`);
		send(this.socket, { exit: code });
		this.socket.end();
	}
}

function isArgv(value: unknown): value is string[] {
	return Array.isArray(value) && value.length <= 100 && value.every((a) => typeof a === "string");
}
