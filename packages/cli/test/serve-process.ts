/** `modelhub serve` in a process of its own, as an admin starts it, for the tests of what runs beside it. */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { CLI, collect, type Finished } from "../../store/test/helpers/processes.js";

export interface Serving {
	/** Where it serves, as it said. */
	url: string;
	child: ChildProcess;
	/** Its output so far. */
	out: Finished;
	/** Stops it (SIGTERM: as Ctrl-C does; SIGKILL: as a crash does) and waits for its end. */
	stop(signal?: NodeJS.Signals): Promise<Finished>;
}

/** Starts `modelhub serve --port 0 <args>` and resolves once it says where it serves; rejects with its output if not. */
export async function startServe(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Serving> {
	const child = spawn(process.execPath, [CLI, "serve", "--port", "0", ...args], {
		stdio: ["ignore", "pipe", "pipe"],
		env: { ...process.env, MODELHUB_DB: "", ...env },
	});
	const { out, done } = collect(child);
	const url = await new Promise<string | undefined>((resolve) => {
		const look = () => {
			const found = /Modelhub is serving (http:\/\/[^\s]+)/.exec(out.stdout)?.[1];
			if (found) resolve(found);
		};
		child.stdout?.on("data", look);
		child.once("close", () => resolve(undefined));
	});
	if (!url) throw new Error(`modelhub serve did not start: ${(await done).stderr.slice(0, 2000)}`);
	return {
		url,
		child,
		out,
		async stop(signal = "SIGTERM") {
			if (child.exitCode === null && child.signalCode === null) child.kill(signal);
			return done;
		},
	};
}
