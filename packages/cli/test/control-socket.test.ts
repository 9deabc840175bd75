// The hub's end of the control socket, in this process over a store this test holds: what it takes, what it refuses,
// and a command that arrives while the hub is still opening the store.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";
import { COMMANDS } from "../src/commands/index.js";
import { type CommandSocket, listenForCommands } from "../src/control/server.js";
import { runCli } from "./harness.js";

let dir = "";
let store: Store;
let control: CommandSocket | undefined;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-control-"));
	store = await openStore({ dir, seed: false });
}, 60_000);
afterAll(async () => {
	await control?.close();
	await store?.close();
	rmSync(dir, { recursive: true, force: true });
});

/** Sends raw lines to the control socket; resolves with all it answered once it closes the connection. */
function exchange(lines: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = createConnection(join(dir, "modelhub.sock"));
		let answer = "";
		socket.setEncoding("utf8");
		socket.on("data", (d: string) => {
			answer += d;
		});
		socket.on("error", reject);
		socket.on("close", () => resolve(answer));
		socket.write(lines);
	});
}

it("waits for a hub that holds the store but is still opening it, then runs the command there", async () => {
	// A `modelhub serve` that is starting: the lock's record names it (another live process) and no socket listens yet.
	const sleeper = spawn("sleep", ["30"]);
	try {
		const pid = sleeper.pid as number;
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		const start = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
		writeFileSync(join(dir, "modelhub.lock"), JSON.stringify({ pid, command: "modelhub serve", since: "now", start }));
		const running = runCli(["users", "list", "--db", dir]);
		await new Promise((r) => setTimeout(r, 700));
		control = await listenForCommands(dir, store, COMMANDS);
		expect(await running).toEqual({
			code: 0,
			stdout: "no users (add one with `modelhub users add NAME`)\n",
			stderr: `modelhub: waiting for the hub (process ${pid}) to finish opening the store\n`,
		});
	} finally {
		sleeper.kill("SIGKILL");
	}
});

it("runs only the commands meant to run in the hub, and ends a connection that sends anything else", async () => {
	const refused = await exchange(`${JSON.stringify({ run: ["import", "/etc/passwd"] })}\n`);
	expect(
		refused
			.trim()
			.split("\n")
			.map((l) => JSON.parse(l)),
	).toEqual([{ stderr: 'error: unknown command "import" (run `modelhub --help` for the list)\n' }, { exit: 1 }]);
	expect(await exchange("not a message\n")).toBe("");
	expect(await exchange(`${JSON.stringify({ answer: "a password nobody asked for" })}\n`)).toBe("");
	expect(await exchange(`${JSON.stringify({ run: "users list" })}\n`)).toBe("");
	// The hub still takes commands.
	expect(await runCli(["orgs", "list", "--db", dir])).toEqual({ code: 0, stdout: "no organizations\n", stderr: "" });
});
