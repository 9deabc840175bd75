import { firstLine } from "@modelhub/core";
import { type CatalogType, checkRepoRecord, type RepoRow, toRepoRow } from "../catalog/repo-row.js";
import type { Store } from "../store.js";
import { eachLine } from "./lines.js";
import type { ImportOptions, ImportProgress, ImportSummary } from "./run.js";
import type { ImportEvent, ImportItem, Rejection } from "./types.js";

/**
 * Imports dataset or space records (dumps of the Hub's `/api/datasets` or `/api/spaces` JSON, its pages, folders of
 * repositories) into their catalogue, through the same events as a model import and with the same promises: every
 * record validated the same way whatever its source (`checkRepoRecord`), rejections named by origin and skipped,
 * records upserted by id in batches (each one transaction, so a crash or Ctrl-C keeps every earlier batch whole),
 * a source's checkpoint saved only after what came before it is committed, and the facet counts recounted at the end.
 * A load into an empty table builds its indexes once at the end.
 */
export async function importRepoEvents(
	store: Store,
	type: CatalogType,
	events: AsyncIterable<ImportEvent>,
	options: Omit<ImportOptions, "bulk"> & { bulk?: boolean } = {},
): Promise<ImportSummary> {
	const writer = store.repoRecords[type];
	const batchSize = options.batchSize ?? 5000;
	const progress: ImportProgress = { seen: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, warnings: 0 };
	let rows: RepoRow[] = [];
	let interrupted = false;
	let wrote = false;
	const reject = (r: Rejection) => {
		progress.rejected++;
		options.onRejected?.(r);
	};
	/** A parsed value from a source: checked, then a row of the batch. */
	const take = (value: unknown, origin: string, card?: string) => {
		const checked = checkRepoRecord(type, value);
		if (!checked.ok) {
			reject({ kind: "rejected", origin, reason: checked.error });
			return;
		}
		rows.push(toRepoRow(type, checked.record, card ?? checked.card));
	};
	const flush = async () => {
		if (!rows.length) return;
		const batch = rows;
		rows = [];
		const counts = await store.db.transaction((tx) => writer.writeRows(tx, batch));
		progress.inserted += counts.inserted;
		progress.updated += counts.updated;
		progress.unchanged += counts.unchanged;
		if (counts.inserted || counts.updated) wrote = true;
		options.onProgress?.({ ...progress });
	};
	const bulk = options.bulk !== false && (await writer.beginBulkLoad());
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
			if (event.kind === "lines") {
				eachLine(event, (text, line) => {
					progress.seen++;
					let value: unknown;
					try {
						value = JSON.parse(text);
					} catch (e) {
						reject({
							kind: "rejected",
							origin: `${event.origin}:${line}`,
							reason: `invalid JSON (${(e as Error).message})`,
						});
						return;
					}
					take(value, `${event.origin}:${line}`);
				});
			} else {
				// A warning (a linked folder not followed) names what was left out; the rest of the source lands.
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
				let item: ImportItem = event;
				if (item.files && options.prepare) {
					try {
						item = await options.prepare({ ...item, repoType: type });
					} catch (e) {
						reject({ kind: "rejected", origin: item.origin, reason: firstLine(e) });
						continue;
					}
				}
				take(item.record, item.origin, item.card);
			}
			if (rows.length >= batchSize) {
				await flush();
				if (options.signal?.aborted) {
					interrupted = true;
					break;
				}
			}
		}
		await flush();
	} finally {
		if (bulk) await writer.endBulkLoad();
		if (wrote) await writer.refreshFacets();
	}
	return { ...progress, interrupted };
}
