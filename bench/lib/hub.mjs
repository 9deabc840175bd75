/** `modelhub serve` in its own process, for benches that time it over loopback. */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { waitForIdle } from "./machine.mjs";

const CLI = fileURLToPath(new URL("../../packages/cli/bin/modelhub.js", import.meta.url));

/**
 * Starts `modelhub serve` on 127.0.0.1 (a free port) in its own process (so the load generator does not share its
 * thread); resolves its URL once the server is idle (it compresses the site's static files in the background after
 * it starts listening). Without `dir` it serves the API and file routes only (no web app). BENCH_NODE_ARGS (space
 * separated) are given to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it during a bench.
 */
export function serve(dir, db) {
	const site = dir === undefined ? [] : ["--dir", dir];
	const child = spawn(
		process.execPath,
		[
			...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
			CLI,
			"serve",
			"--host",
			"127.0.0.1",
			"--port",
			"0",
			"--quiet",
			...site,
			"--db",
			db,
		],
		{ stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, DATABASE_URL: "" } },
	);
	return new Promise((resolve, reject) => {
		let out = "";
		child.stdout.on("data", (d) => {
			out += d;
			const url = /serving (http:\/\/\S+)/.exec(out)?.[1];
			if (url)
				waitForIdle(child.pid).then(() =>
					resolve({
						url,
						pid: child.pid,
						// A server still busy after 10 s (a request that never ends) is killed: the bench ends either way.
						stop: () =>
							new Promise((r) => {
								const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
								child.once("exit", () => r(clearTimeout(kill))).kill("SIGTERM");
							}),
					}),
				);
		});
		child.once("exit", (code) => reject(new Error(`modelhub serve exited with ${code}: ${out}`)));
	});
}

/** A process's resident set and its peak so far, in MB, from /proc; undefined where there is no /proc. */
export function memoryMb(pid) {
	try {
		const status = readFileSync(`/proc/${pid}/status`, "utf8");
		const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1]);
		return { rss: +(kb("VmRSS") / 1024).toFixed(1), peak: +(kb("VmHWM") / 1024).toFixed(1) };
	} catch {
		return undefined;
	}
}
