/**
 * Lets the event loop take its turn: the requests, timers and I/O waiting behind a long run of work. A run of
 * queries does not do it by itself (PGlite answers on this thread, each awaited query resolving before anything else
 * runs), so work done in batches calls this between them: no other request then waits longer than one batch.
 */
export const letOthersRun = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** How long one batch of a long piece of work may hold the thread (and, on PGlite, the database). */
const BATCH_MS = 40;

/**
 * Batches sized by the time they take: each runs after the event loop's turn, and the next is made larger or smaller
 * so that it takes about BATCH_MS. The same work then holds other requests up about as long on a quiet machine as on a
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
		this.size = Math.round(Math.min(this.max, Math.max(this.min, this.size * Math.min(2, BATCH_MS / ms))));
		return out;
	}
}
