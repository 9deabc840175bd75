import { firstLine } from "@modelhub/core";
import type { UpsertCounts } from "../catalog/types.js";
import type { Store } from "../store.js";
import { type BatchInput, type PreparedBatch, prepareBatch } from "./batch.js";
import { cutRun } from "./lines.js";
import { createPreparer } from "./preparer.js";
import type { ImportEvent, ImportItem, Rejection } from "./types.js";

export interface ImportProgress {
	/** Records seen so far (imported, unchanged or rejected): for a folder, its repositories. */
	seen: number;
	inserted: number;
	updated: number;
	unchanged: number;
	rejected: number;
	/** Warnings about paths of a folder import (files left out or not read), which are not records. */
	warnings: number;
}

export interface ImportOptions {
	/** Records per transaction (default 5,000). */
	batchSize?: number;
	/** Called for each item that carries repository files, before its batch is written (stores the blobs). */
	prepare?: (item: ImportItem) => Promise<ImportItem>;
	/** Called for each rejected record, and each warning about a path of a folder import (`warning` set). */
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

/** The meta key an import sets when it starts, before it writes anything: such a store is never seeded. */
export const IMPORT_STARTED = "import-started";

export interface ImportSummary extends ImportProgress {
	/** True when the import was stopped before its source ended. */
	interrupted: boolean;
}

/**
 * Runs an import: every record is validated the same way whatever its source, upserted by id in batches (each one
 * transaction, so a crash or Ctrl-C leaves every earlier batch whole and nothing half-written), and the facet counts
 * are refreshed at the end. Rejections are reported and skipped; the rest land.
 *
 * A dump's lines are parsed, validated and encoded on worker threads, ahead of the batch being
 * written. A bulk load into the embedded store loads new ids with COPY, in one transaction up to the source's first
 * checkpoint (a crash before it leaves the store as it was; Ctrl-C commits what was loaded), and counts the facets as
 * it goes; an id seen earlier in the same load takes the upsert path, so the last record of an id still wins.
 */
export async function importEvents(
	store: Store,
	events: AsyncIterable<ImportEvent>,
	options: ImportOptions = {},
): Promise<ImportSummary> {
	const batchSize = options.batchSize ?? 5000;
	const progress: ImportProgress = { seen: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, warnings: 0 };
	let batch: BatchInput[] = [];
	// How many records the batch holds (counting a run of lines as its number of lines).
	let batchRecords = 0;
	let interrupted = false;
	let wrote = false;

	const reject = (r: Rejection) => {
		progress.rejected++;
		options.onRejected?.(r);
	};

	// From here the store is the user's own catalogue: written down before anything else, so that a crash before the
	// first commit does not leave a store that looks untouched, to be filled with the shipped one (see openStore).
	if ((await store.getMeta(IMPORT_STARTED)) === undefined)
		await store.setMeta(IMPORT_STARTED, new Date().toISOString());
	const wasEmpty = await store.models.isEmpty();
	const bulk = options.bulk ?? wasEmpty;
	// COPY only for a bulk load on an engine that takes it; facets counted in flight only when the table started empty.
	const copy = bulk && store.writer.takesCopy;
	let countFacets = copy && wasEmpty;
	// The `idKey`s of the ids loaded so far.
	const loaded = copy ? new Set<number>() : undefined;
	// Words this import has already added to the store's word list: each is sent once. (Each worker thread leaves out
	// the words it sent before; this catches those that two threads sent, and those of batches prepared here.)
	const listed = new Set<string>();
	const preparer = createPreparer();

	/** Writes one prepared batch (on the main thread, in submission order). */
	const write = async (prepared: PreparedBatch, inputs: BatchInput[]) => {
		// Records read as runs of lines are counted once cut into lines.
		progress.seen += prepared.fromLines;
		for (const r of prepared.rejections) reject(r);
		let counts: UpsertCounts;
		const words = prepared.words.filter((w) => !listed.has(w));
		if (prepared.format === "copy" && loaded && prepared.idKeys.some((key) => loaded.has(key))) {
			// An id this load already wrote: the upsert statement decides whether it changed.
			countFacets = false;
			counts = await store.writer.writeBatch(prepareBatch(inputs, "json"), words);
		} else {
			counts = await store.writer.writeBatch(prepared, words);
		}
		for (const w of words) listed.add(w);
		if (loaded) for (const key of prepared.idKeys) loaded.add(key);
		progress.inserted += counts.inserted;
		progress.updated += counts.updated;
		progress.unchanged += counts.unchanged;
		if (counts.inserted || counts.updated) wrote = true;
		options.onProgress?.({ ...progress });
	};

	// Batches are written one after another in the order they were read, while the next ones (one per worker) are
	// prepared. A failure surfaces when its batch is waited for: at a `drain` or when the queue is full.
	let writing: Promise<void> = Promise.resolve();
	const queued: Promise<void>[] = [];
	const drain = () => writing;
	const flush = async () => {
		if (!batch.length) return;
		const items = batch;
		batch = [];
		batchRecords = 0;
		const inputs: BatchInput[] = [];
		for (const item of items) {
			if (!("files" in item) || !item.files || !options.prepare) {
				inputs.push(item);
				continue;
			}
			try {
				const ready = await options.prepare(item as ImportItem);
				inputs.push({
					origin: ready.origin,
					record: ready.record,
					...(ready.card !== undefined ? { card: ready.card } : {}),
				});
			} catch (e) {
				reject({ kind: "rejected", origin: item.origin, reason: firstLine(e) });
			}
		}
		const prepared = preparer.prepare(inputs, copy ? "copy" : "json", countFacets);
		prepared.catch(() => {});
		writing = writing.then(() => prepared).then((p) => write(p, inputs));
		writing.catch(() => {});
		queued.push(writing);
		if (queued.length > preparer.width) await queued.shift();
	};

	// A COPY load of records runs in one transaction (see CatalogWriter.beginBulkLoad) up to a checkpoint, where a
	// source that resumes (an API's pages) needs what came before it committed. Not when repositories' files are
	// stored too: those are written in transactions of their own.
	if (bulk) await store.writer.beginBulkLoad({ oneTransaction: copy && !options.prepare });
	try {
		for await (const event of events) {
			if (event.kind === "checkpoint") {
				await flush();
				await drain();
				await store.writer.commitBulkLoad();
				await event.save();
				if (options.signal?.aborted) {
					interrupted = true;
					break;
				}
				continue;
			}
			if (event.kind === "lines") {
				// A run of lines that would overfill the batch is cut at the batch's end, so that every batch holds
				// `batchSize` lines as it would hold that many records.
				let run = event;
				while (batchRecords + run.lines > batchSize && !interrupted) {
					const [head, rest] = cutRun(run, batchSize - batchRecords);
					batch.push(head);
					batchRecords += head.lines;
					await flush();
					interrupted = options.signal?.aborted === true;
					run = rest;
				}
				if (interrupted) break;
				batch.push(run);
				batchRecords += run.lines;
			} else {
				if (event.kind === "rejected" && event.warning) {
					progress.warnings++;
					options.onRejected?.(event);
					continue;
				}
				progress.seen++;
				if (event.kind === "rejected") {
					reject(event);
					continue;
				}
				batch.push(event);
				batchRecords++;
			}
			if (batchRecords >= batchSize) {
				await flush();
				if (options.signal?.aborted) {
					interrupted = true;
					break;
				}
			}
		}
		await flush();
		await drain();
	} finally {
		// Counted facets stand only when every batch they count was written.
		const failed = await writing.then(
			() => false,
			() => true,
		);
		let counted: Map<string, number> | undefined;
		try {
			if (countFacets && wrote && !failed) counted = await preparer.facets().catch(() => undefined);
		} finally {
			await preparer.close();
		}
		if (bulk) await store.writer.endBulkLoad();
		if (wrote) await (counted ? store.writer.setFacets(counted) : store.writer.refreshFacets());
	}
	return { ...progress, interrupted };
}
