/**
 * Timing helpers: a pair of implementations is warmed up, then timed in alternating order over several rounds on the
 * same input; each side's figure is the median of its rounds.
 */

/** Results are folded in here so that no timed call can be optimised away. */
let sink = 0;
export const consume = (value) => {
	sink = (sink + (typeof value === "string" ? value.length : Array.isArray(value) ? value.length : 1)) | 0;
};
export const sinkValue = () => sink;

export function median(values) {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const now = () => performance.now();

/** Runs `fn` `n` times; returns the milliseconds taken. Awaits each call when `fn` is async. */
async function timeBatch(fn, n, isAsync) {
	const start = now();
	if (isAsync) for (let i = 0; i < n; i++) consume(await fn());
	else for (let i = 0; i < n; i++) consume(fn());
	return now() - start;
}

/** How many calls make one batch last at least `minMs` (at least one). */
async function calibrate(fn, minMs, isAsync) {
	let n = 1;
	for (;;) {
		const ms = await timeBatch(fn, n, isAsync);
		if (ms >= minMs || n >= 1 << 20) return n;
		n = ms <= 0 ? n * 10 : Math.max(n + 1, Math.ceil((n * minMs * 1.2) / ms));
	}
}

/**
 * Times two implementations of one unit of work (a call, or a pass over a list) against each other.
 * Warm-up: each side runs for `warmupMs`. Then `rounds` rounds; each round times one batch per side, the side that
 * goes first alternating. Returns the median milliseconds per unit of each side, and every round's sample.
 */
export async function comparePair({ ours, peer, rounds = 7, warmupMs = 150, minBatchMs = 15, isAsync = false }) {
	for (const fn of [ours, peer]) {
		const until = now() + warmupMs;
		while (now() < until) await timeBatch(fn, 1, isAsync);
	}
	const nOurs = await calibrate(ours, minBatchMs, isAsync);
	const nPeer = await calibrate(peer, minBatchMs, isAsync);
	const oursMs = [];
	const peerMs = [];
	for (let round = 0; round < rounds; round++) {
		const order = round % 2 === 0 ? ["ours", "peer"] : ["peer", "ours"];
		for (const side of order) {
			if (side === "ours") oursMs.push((await timeBatch(ours, nOurs, isAsync)) / nOurs);
			else peerMs.push((await timeBatch(peer, nPeer, isAsync)) / nPeer);
		}
	}
	return {
		ours: median(oursMs),
		peer: median(peerMs),
		oursSamples: oursMs,
		peerSamples: peerMs,
		batch: [nOurs, nPeer],
	};
}
