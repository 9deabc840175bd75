import type { ModelRecord } from "@modelhub/core";
import { CopyWriter } from "../catalog/copy.js";
import { instantText } from "../catalog/dates.js";
import { checkRecord, type ModelRow, toRow } from "../catalog/row.js";
import { jsonParseError, quote } from "../quote.js";
import { eachLine, type LineChunk } from "./lines.js";
import type { Rejection } from "./types.js";

/**
 * What a batch is made of: values a source already parsed (validated here), with the card and origin each came with,
 * or runs of a dump's lines, each line a record's JSON text (parsed and validated here).
 */
export type BatchInput = { origin: string; record: ModelRecord | unknown; card?: string } | LineChunk;

/**
 * How a batch's rows travel to the database: `json` is one JSON array for the upsert statement (both engines);
 * `copy` is COPY's binary format, for a bulk load into the embedded store.
 */
export type RowFormat = "json" | "copy";

/** A batch validated and encoded for the database, small enough to pass between threads as a few strings. */
export interface PreparedBatch {
	format: RowFormat;
	/**
	 * The rows, encoded as `format` says: one row per distinct id, in the order the ids first came, each with the values
	 * of the last record of its id in the batch.
	 */
	payload: string | Uint8Array;
	/** How many rows the payload holds. */
	rows: number;
	/** The `idKey` of each row's id, in payload order. */
	idKeys: Float64Array;
	/** How many inputs were valid records (more than `ids` when an id came more than once). */
	valid: number;
	/** How many records the batch's line chunks held (their lines that are not blank), valid or not. */
	fromLines: number;
	/** The distinct words the batch's ids are found by (for the store's word list), less those in `sent`. */
	words: string[];
	rejections: Rejection[];
	/**
	 * How many of the rows carry each facet value (`kind \0 value` → count), when asked for: a bulk load into an empty
	 * table counts its facets as it goes instead of recounting the table at the end.
	 */
	facets?: Map<string, number>;
}

/** The models table's columns in the order both encodings write them. */
export const ROW_COLUMNS = [
	"id",
	"author",
	"pipeline_tag",
	"library_name",
	"tags",
	"downloads",
	"likes",
	"trending_score",
	"created_at",
	"last_modified",
	"parameters",
	"gated",
	"private",
	"words",
	"record",
	"card",
	"digest",
] as const;

/**
 * A 52-bit hash of an id. An import keeps the keys of the ids it has loaded to notice an id coming again: a number is
 * much cheaper to look up than an id string that crossed over from a worker thread. Two ids with one key (about one
 * chance in 10^4 among a million ids) only send a batch through the upsert statement, which is right for any batch.
 */
export function idKey(id: string): number {
	let a = 0x811c9dc5;
	let b = 0x9747b28c;
	for (let i = 0; i < id.length; i++) {
		const c = id.charCodeAt(i);
		a = Math.imul(a ^ c, 0x01000193);
		b = Math.imul(b ^ c, 0x5bd1e995);
		b ^= b >>> 15;
	}
	return (a >>> 0) * 0x100000 + (b >>> 12);
}

/**
 * Validates and encodes one batch: the same checks for every source (`checkRecord`), rejections named by origin,
 * the rest turned into rows once. Pure and synchronous, so it runs unchanged on the import's worker threads.
 * `sent`, when given, holds the words earlier batches already listed: they are left out and the new ones added.
 */
export function prepareBatch(
	inputs: BatchInput[],
	format: RowFormat,
	withFacets = false,
	sent?: Set<string>,
): PreparedBatch {
	const rejections: Rejection[] = [];
	// Each row is encoded as soon as it is built and only its encoding is kept, so a batch's rows and parsed records
	// die young and the garbage collector has little to do.
	const out = format === "copy" ? new CopyRows() : new JsonRows();
	const facets = withFacets ? new FacetTally() : undefined;
	const words = new Set<string>();
	let valid = 0;
	let fromLines = 0;
	// A line's origin is written out only when it is rejected.
	const reject = (origin: string, line: number | undefined, reason: string) =>
		rejections.push({ kind: "rejected", origin: line === undefined ? origin : `${origin}:${line}`, reason });
	const take = (value: unknown, card: string | undefined, origin: string, line?: number) => {
		const checked = checkRecord(value);
		if (!checked.ok) {
			reject(origin, line, checked.error);
			return;
		}
		valid++;
		const row = toRow(checked.record, card ?? checked.card);
		const replaced = out.add(row);
		facets?.add(row, replaced);
		for (const word of row.words) words.add(word);
	};
	const parse = (text: string, origin: string, line?: number) => {
		let value: unknown;
		try {
			value = JSON.parse(text);
		} catch (e) {
			reject(origin, line, `invalid JSON (${jsonParseError(e)}): ${quote(text, 40)}`);
			return;
		}
		take(value, undefined, origin, line);
	};
	for (const input of inputs) {
		if ("bytes" in input) {
			eachLine(input, (text, line) => {
				fromLines++;
				parse(text, input.origin, line);
			});
		} else take(input.record, input.card, input.origin);
	}
	const { payload, ids } = out.finish();
	// The batch's own words are gathered first (a small set, cheap to look up), and only its distinct ones are looked
	// up in the import's large set of words already sent.
	const fresh: string[] = [];
	for (const word of words) {
		if (sent?.has(word)) continue;
		sent?.add(word);
		fresh.push(word);
	}
	return {
		format,
		payload,
		rows: ids.length,
		idKeys: Float64Array.from(ids, idKey),
		valid,
		fromLines,
		words: fresh,
		rejections,
		...(facets ? { facets: facets.counts() } : {}),
	};
}

/** Adds facet counts (`kind \0 value` → count) into `into`. */
export function addFacets(into: Map<string, number>, counts: Map<string, number>): void {
	for (const [key, n] of counts) into.set(key, (into.get(key) ?? 0) + n);
}

type FacetRow = Pick<ModelRow, "author" | "pipeline_tag" | "library_name" | "tags" | "private">;

/**
 * Counts the facet values of a batch's rows as the facets table counts them: public models only (a private one is
 * counted live, for those who may see it). A row that a later row of its id replaced (rare: the row writers say
 * which) is left out.
 */
class FacetTally {
	private readonly rows: FacetRow[] = [];
	private readonly replaced = new Set<number>();
	/** Adds a row; `replaced` is the index of the earlier row of its id that it replaces, or -1. */
	add(row: ModelRow, replaced: number): void {
		this.rows.push({
			author: row.author,
			pipeline_tag: row.pipeline_tag,
			library_name: row.library_name,
			tags: row.tags,
			private: row.private,
		});
		if (replaced >= 0) this.replaced.add(replaced);
	}
	/** `kind \0 value` → count. */
	counts(): Map<string, number> {
		const byKind = {
			author: new Map<string, number>(),
			pipeline_tag: new Map<string, number>(),
			library_name: new Map<string, number>(),
			tag: new Map<string, number>(),
		};
		const bump = (m: Map<string, number>, v: string) => m.set(v, (m.get(v) ?? 0) + 1);
		const { rows, replaced } = this;
		let total = 0;
		for (let i = 0; i < rows.length; i++) {
			if (replaced.size > 0 && replaced.has(i)) continue;
			const r = rows[i] as FacetRow;
			if (r.private) continue;
			total++;
			bump(byKind.author, r.author);
			if (r.pipeline_tag !== null) bump(byKind.pipeline_tag, r.pipeline_tag);
			if (r.library_name !== null) bump(byKind.library_name, r.library_name);
			for (const tag of r.tags) bump(byKind.tag, tag);
		}
		const counts = new Map<string, number>([["total\0", total]]);
		for (const [kind, m] of Object.entries(byKind)) for (const [value, n] of m) counts.set(`${kind}\0${value}`, n);
		return counts;
	}
}

/**
 * Rows for the upsert statement: one JSON array; a later row of an id replaces the earlier one. `add` returns the
 * index of the row it replaced, or -1.
 */
class JsonRows {
	private readonly rows = new Map<string, { json: string; index: number }>();
	private count = 0;
	add(row: ModelRow): number {
		const { created, modified, words: _words, ...rest } = row;
		const json = { ...rest, created_at: instantText(created), last_modified: instantText(modified) };
		// An id met again keeps its place (where it first came, its place in the store's arrival order) with the
		// later row's values.
		const earlier = this.rows.get(row.id);
		this.rows.set(row.id, { json: JSON.stringify(json), index: this.count++ });
		return earlier ? earlier.index : -1;
	}
	finish(): { payload: string; ids: string[] } {
		return { payload: `[${Array.from(this.rows.values(), (r) => r.json).join(",")}]`, ids: [...this.rows.keys()] };
	}
}

/**
 * Rows in COPY's binary format (see ../copy.ts), written straight into a buffer that can be handed to another thread
 * without a copy. A later row of an id replaces the earlier one.
 */
class CopyRows {
	private readonly out = new CopyWriter();
	/** Where each id's row is in the output, and its index among the rows added. */
	private readonly spans = new Map<string, [number, number, number]>();
	private count = 0;
	private replaced = false;

	/** Adds a row; returns the index of the earlier row of its id that it replaces, or -1. */
	add(r: ModelRow): number {
		const out = this.out;
		const start = out.row(ROW_COLUMNS.length);
		out.text(r.id);
		out.text(r.author);
		out.text(r.pipeline_tag);
		out.text(r.library_name);
		out.textArray(r.tags);
		out.int64(r.downloads);
		out.int64(r.likes);
		out.float64(r.trending_score);
		out.timestamp(r.created);
		out.timestamp(r.modified);
		out.int64(r.parameters);
		out.text(r.gated);
		out.bool(r.private);
		out.tsvector(r.lexemes);
		out.text(r.record);
		out.text(r.card);
		out.text(r.digest);
		// An id met again keeps its place (where it first came, its place in the store's arrival order) with the
		// later row's bytes.
		const earlier = this.spans.get(r.id);
		if (earlier) this.replaced = true;
		this.spans.set(r.id, [start, out.length, this.count++]);
		return earlier ? earlier[2] : -1;
	}

	finish(): { payload: Uint8Array; ids: string[] } {
		const ids = [...this.spans.keys()];
		// Some rows replaced by a later one of the same id: keep only the rows that stand.
		return {
			payload: this.out.finish(
				this.replaced ? Array.from(this.spans.values(), ([start, end]) => [start, end] as [number, number]) : undefined,
			),
			ids,
		};
	}
}
