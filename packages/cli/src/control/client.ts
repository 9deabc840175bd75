import { createConnection, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { type LockHolder, liveLockHolder } from "@modelhub/store";
import { CliError, type Io } from "../command.js";
import { secretText } from "../secret-input.js";
import { controlSocketPath, MAX_SOCKET_PATH, receive, send } from "./protocol.js";

/** How long a command waits for a hub that holds the store but does not take commands yet (it is opening it). */
const STARTING_WAIT_MS = 120_000;

/**
 * Runs a command line in the `modelhub serve` that holds the embedded store in `dir`, through its control socket:
 * the command's output is written here as the hub's run of it writes it, a password it asks for is read here (on the
 * terminal without echo, or stdin's first line) and sent only over that socket. Answers the command's exit code, or
 * undefined when no hub takes commands for this store (none serves it, or one was killed and left its socket behind):
 * the caller then runs the command itself.
 */
export async function runInServingHub(dir: string, argv: string[], io: Io): Promise<number | undefined> {
	const socket = await connectToHub(dir, io);
	if (!socket) return undefined;
	return new Promise<number>((resolve, reject) => {
		let exit: number | undefined;
		receive(socket, (m) => {
			if (typeof m.stdout === "string") io.stdout(m.stdout);
			else if (typeof m.stderr === "string") io.stderr(m.stderr);
			else if (typeof m.ask === "string")
				secretText(io, m.ask).then(
					(answer) => send(socket, { answer }),
					(e) => {
						socket.destroy();
						reject(e);
					},
				);
			else if (typeof m.exit === "number") {
				exit = m.exit;
				socket.end();
			}
		});
		// A failed connection is closed next, which says what happened.
		socket.on("error", () => {});
		socket.on("close", () => {
			if (exit !== undefined) resolve(exit);
			else
				reject(
					new CliError(`the hub serving ${dir} stopped before the command finished; it may or may not have been done`),
				);
		});
		send(socket, { run: argv });
	});
}

/**
 * A connection to the control socket of the hub serving `dir`, or undefined when none listens. A hub still opening the
 * store (migrations, the first seeding) holds it without listening yet: that one is waited for.
 */
async function connectToHub(dir: string, io: Io): Promise<Socket | undefined> {
	const path = controlSocketPath(dir);
	if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
	const first = await connect(path);
	if (first) return first;
	const holder = liveLockHolder(dir);
	if (!isStartingHub(holder)) return undefined;
	io.stderr(`modelhub: waiting for the hub (process ${holder.pid}) to finish opening the store\n`);
	for (const until = Date.now() + STARTING_WAIT_MS; Date.now() < until; ) {
		await sleep(250);
		const socket = await connect(path);
		if (socket) return socket;
		if (!isStartingHub(liveLockHolder(dir))) return undefined;
	}
	return undefined;
}

/** Whether the store's holder is a `modelhub serve` that has not said where it serves yet (it does so once started). */
function isStartingHub(holder: LockHolder | undefined): holder is LockHolder {
	return holder?.command === "modelhub serve" && holder.url === undefined;
}

/** Connects to a Unix socket: undefined when nothing listens there (no file, or a file no process listens on). */
function connect(path: string): Promise<Socket | undefined> {
	return new Promise((resolve) => {
		const socket = createConnection(path);
		const fail = () => resolve(undefined);
		socket.once("error", fail);
		socket.once("connect", () => {
			socket.off("error", fail);
			resolve(socket);
		});
	});
}
