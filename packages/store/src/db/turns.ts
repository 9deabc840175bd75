/**
 * Lets the event loop take its turn: the requests, timers and I/O waiting behind a long run of work. A run of
 * queries does not do it by itself (PGlite answers on this thread, each awaited query resolving before anything else
 * runs), so work done in batches calls this between them: no other request then waits longer than one batch.
 */
export const letOthersRun = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * How long one batch of a long piece of work should hold the thread (and, on PGlite, the database): the same
 * statement's time varies by a factor of three or four from one batch to the next (the database writing out its pages
 * now and then), so aiming at 25 ms keeps the slow ones near 100 ms.
 */
const BATCH_MS = 25;

/**
 * Batches sized by the time they take: each runs after the event loop's turn, and the next is made larger or smaller
 * so that it takes about BATCH_MS (growing by half at most). The same work then holds other requests up about as long on a quiet machine as on a
 * busy one (where a fixed batch of rows took ten times longer), and takes few batches where rows are cheap.
 */
export class Batches {
	private size: number;

	constructor(
		first = 500,
		private readonly min = 20,
		private readonly max = 10_000,
	) {
		this.size = first;
	}

	/** Runs one batch of at most `size` items, after letting others run; answers what `run` answers. */
	async next<T>(run: (size: number) => Promise<T>): Promise<T> {
		await letOthersRun();
		const start = performance.now();
		const out = await run(this.size);
		const ms = Math.max(1, performance.now() - start);
		this.size = Math.round(Math.min(this.max, Math.max(this.min, this.size * Math.min(1.5, BATCH_MS / ms))));
		return out;
	}
}
