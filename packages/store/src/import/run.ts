import { checkRecord } from "../row.js";
import type { CatalogStore } from "../store.js";
import type { ImportEvent, ImportItem, Rejection } from "./types.js";

export interface ImportProgress {
	/** Records seen so far (imported, unchanged or rejected). */
	seen: number;
	inserted: number;
	updated: number;
	unchanged: number;
	rejected: number;
}

export interface ImportOptions {
	/** Records per transaction (default 5,000). */
	batchSize?: number;
	/** Called for each item that carries repository files, before its batch is written (stores the blobs). */
	prepare?: (item: ImportItem) => Promise<ImportItem>;
	onRejected?: (r: Rejection) => void;
	/** Called after every committed batch. */
	onProgress?: (p: ImportProgress) => void;
	/** When aborted, the batch in hand is committed and the import stops there. */
	signal?: AbortSignal;
	/**
	 * Load without the secondary indexes and build them once at the end: by default when the catalogue is empty at
	 * the start (a first import or a mirror), never otherwise, so a catalogue being served keeps its indexes.
	 */
	bulk?: boolean;
}

export interface ImportSummary extends ImportProgress {
	/** True when the import was stopped before its source ended. */
	interrupted: boolean;
}

/**
 * Runs an import: every record is validated the same way whatever its source, upserted by id in batches (each one
 * transaction, so a crash or Ctrl-C leaves every earlier batch whole and nothing half-written), and the facet counts
 * are refreshed at the end. Rejections are reported and skipped; the rest land.
 */
export async function importEvents(
	store: CatalogStore,
	events: AsyncIterable<ImportEvent>,
	options: ImportOptions = {},
): Promise<ImportSummary> {
	const batchSize = options.batchSize ?? 5000;
	const progress: ImportProgress = { seen: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
	let batch: ImportItem[] = [];
	let interrupted = false;
	let wrote = false;

	const reject = (r: Rejection) => {
		progress.rejected++;
		options.onRejected?.(r);
	};
	const flush = async () => {
		if (!batch.length) return;
		const ready: ImportItem[] = [];
		for (const item of batch) {
			if (!item.files || !options.prepare) {
				ready.push(item);
				continue;
			}
			try {
				ready.push(await options.prepare(item));
			} catch (e) {
				reject({ kind: "rejected", origin: item.origin, reason: firstLine(e) });
			}
		}
		batch = [];
		const counts = await store.upsert(ready);
		progress.inserted += counts.inserted;
		progress.updated += counts.updated;
		progress.unchanged += counts.unchanged;
		if (counts.inserted || counts.updated) wrote = true;
		options.onProgress?.({ ...progress });
	};

	const bulk = options.bulk ?? (await store.isEmpty());
	if (bulk) await store.beginBulkLoad();
	try {
		for await (const event of events) {
			if (event.kind === "checkpoint") {
				await flush();
				await event.save();
				if (options.signal?.aborted) {
					interrupted = true;
					break;
				}
				continue;
			}
			progress.seen++;
			if (event.kind === "rejected") {
				reject(event);
				continue;
			}
			const checked = checkRecord(event.record);
			if (!checked.ok) {
				reject({ kind: "rejected", origin: event.origin, reason: checked.error });
				continue;
			}
			const card = event.card ?? checked.card;
			batch.push({ ...event, record: checked.record, ...(card !== undefined ? { card } : {}) });
			if (batch.length >= batchSize) {
				await flush();
				if (options.signal?.aborted) {
					interrupted = true;
					break;
				}
			}
		}
		await flush();
	} finally {
		if (bulk) await store.endBulkLoad();
		if (wrote) await store.refreshFacets();
	}
	return { ...progress, interrupted };
}

function firstLine(e: unknown): string {
	return String((e as Error)?.message ?? e).split("\n")[0] ?? "";
}
