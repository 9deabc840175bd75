/** What another user of the hub waits while a bench makes it work: timed GETs, and a probe asked again and again. */

/** One GET: ms to the last body byte, status and body size. */
export async function get(url, headers = {}) {
	const t = performance.now();
	const res = await fetch(url, { headers, signal: AbortSignal.timeout(300_000) });
	const body = await res.arrayBuffer();
	return { ms: performance.now() - t, status: res.status, bytes: body.byteLength };
}

/**
 * Runs `work` while a probe asks `probeUrl` again and again (`everyMs` between its requests) and answers what `work`
 * answers with the probe's figures: answers, failures, slowest and median (ms). A failed probe counts with the time it
 * waited: a server stalled past its keep-alive timeout closes the kept connection the probe waited on as soon as it
 * runs again, and that wait is the stall too.
 */
export async function probeWhile(probeUrl, work, everyMs = 5) {
	let running = true;
	const ms = [];
	let errors = 0;
	const probe = (async () => {
		while (running) {
			const t = performance.now();
			const answer = await get(probeUrl).catch(() => undefined);
			if (answer?.status !== 200) errors++;
			ms.push(answer?.status === 200 ? answer.ms : performance.now() - t);
			await new Promise((r) => setTimeout(r, everyMs));
		}
	})();
	let result;
	try {
		result = await work();
	} finally {
		running = false;
		await probe;
	}
	const sorted = ms.sort((a, b) => a - b);
	return {
		result,
		probe: {
			requests: sorted.length,
			errors,
			maxMs: +(sorted[sorted.length - 1] ?? Number.NaN).toFixed(1),
			p50Ms: +(sorted[sorted.length >> 1] ?? Number.NaN).toFixed(1),
		},
	};
}
