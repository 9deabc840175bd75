/** Other work on this machine that would skew timings: web builds running elsewhere, and the load average. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

const webBuildRunning = () => spawnSync("pgrep", ["-f", "react-router build"]).status === 0;

/** Waits (up to five minutes) while a `react-router build` runs anywhere on the machine; returns seconds waited. */
export async function waitForWebBuilds(what) {
	if (!webBuildRunning()) return 0;
	console.error(`bench: a \`react-router build\` is running; waiting for it to end before ${what}…`);
	const start = Date.now();
	while (webBuildRunning()) {
		if (Date.now() - start > 300_000) throw new Error("a web build has been running for 5 minutes");
		await new Promise((r) => setTimeout(r, 2000));
	}
	return (Date.now() - start) / 1000;
}

/** The 1-minute load average, kept with each section's figures so that a noisy run can be recognised. */
export const load = () => Number(loadavg()[0].toFixed(2));

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no /proc. */
export function cpuSeconds(pid) {
	try {
		const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
		// utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
		return (Number(fields[11]) + Number(fields[12])) / 100;
	} catch {
		return undefined;
	}
}

/**
 * Waits (up to `maxMs`) until a process has used under 5 % of a core for half a second: a server that is still
 * compressing its static files or building caches in the background would otherwise slow the first measured requests.
 */
export async function waitForIdle(pid, maxMs = 60_000) {
	const start = Date.now();
	let before = cpuSeconds(pid);
	while (before !== undefined && Date.now() - start < maxMs) {
		await new Promise((r) => setTimeout(r, 500));
		const now = cpuSeconds(pid);
		if (now === undefined || now - before < 0.025) break;
		before = now;
	}
	return (Date.now() - start) / 1000;
}
