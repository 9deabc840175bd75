// Real processes for the crash tests: a `modelhub` command started the way a container or a supervisor starts it,
// killed with SIGKILL, left a zombie by a parent that cannot reap it, and started again.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../../../cli/bin/modelhub.js", import.meta.url));

export interface Finished {
	code: number | null;
	signal: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
}

/** A small seeded generator (mulberry32), for the crash tests' "random" moments: the same ones on every run. */
export function random(seed: number): () => number {
	let a = seed;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Resolves when `cond` holds (polled every 20 ms); rejects naming `what` after `ms`. */
export async function waitFor(what: string, cond: () => boolean, ms = 20_000): Promise<void> {
	const end = Date.now() + ms;
	while (!cond()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 20));
	}
}

/** A spawned process's output so far and its end. */
export function collect(child: ChildProcess): { out: Finished; done: Promise<Finished> } {
	const out: Finished = { code: null, signal: null, stdout: "", stderr: "" };
	child.stdout?.on("data", (d) => {
		out.stdout += d;
	});
	child.stderr?.on("data", (d) => {
		out.stderr += d;
	});
	const done = new Promise<Finished>((resolve) =>
		child.once("close", (code, signal) => {
			out.code = code;
			out.signal = signal;
			resolve(out);
		}),
	);
	return { out, done };
}

/** `modelhub <args>` run to its end, with `stdin` as its standard input. */
export function runModelhub(args: string[], stdin = "", env: NodeJS.ProcessEnv = {}): Promise<Finished> {
	const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
	child.stdin.on("error", () => {});
	child.stdin.end(stdin);
	return collect(child).done;
}

/** The process state letter of /proc/<pid>/stat (R, S, Z…), or undefined when there is no such process. */
export function procState(pid: number): string | undefined {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
	} catch {
		return undefined;
	}
}

/** The pids of a process's children. */
export function childrenOf(pid: number): number[] {
	try {
		return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
	} catch {
		return [];
	}
}

/** The holder the embedded store's lock file names, when there is one. */
export function lockHolder(dir: string): { pid: number } | undefined {
	const path = join(dir, "modelhub.lock");
	if (!existsSync(path)) return undefined;
	try {
		return JSON.parse(readFileSync(path, "utf8")) as { pid: number };
	} catch {
		return undefined;
	}
}
