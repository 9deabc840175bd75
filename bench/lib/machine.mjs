/** Other work on this machine that would skew timings: web builds running elsewhere, and the load average. */
import { spawnSync } from "node:child_process";
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
