import type { ModelRecord } from "@modelhub/core";
import type { Instant } from "../dates.js";
import { checkRecord, type ModelRow, toRow } from "../row.js";
import type { Rejection } from "./types.js";

/**
 * One record to write: its JSON text as read from a dump (parsed and validated here), or a value a source already
 * parsed (validated here), with the card and origin it came with.
 */
export type BatchInput =
	| { origin: string; text: string }
	| { origin: string; record: ModelRecord | unknown; card?: string };

/**
 * How a batch's rows travel to the database: `json` is one JSON array for the upsert statement (both engines);
 * `copy` is COPY's binary format, for a bulk load into the embedded store.
 */
export type RowFormat = "json" | "copy";

/** A batch validated and encoded for the database, small enough to pass between threads as a few strings. */
export interface PreparedBatch {
	format: RowFormat;
	/** The rows, encoded as `format` says; one row per distinct id (the last record of an id in the batch wins). */
	payload: string | Uint8Array;
	/** How many rows the payload holds. */
	rows: number;
	/** The `idKey` of each row's id, in payload order. */
	idKeys: Float64Array;
	/** How many inputs were valid records (more than `ids` when an id came more than once). */
	valid: number;
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
	for (const input of inputs) {
		let value: unknown;
		let card: string | undefined;
		if ("text" in input) {
			try {
				value = JSON.parse(input.text);
			} catch (e) {
				rejections.push({ kind: "rejected", origin: input.origin, reason: `invalid JSON (${(e as Error).message})` });
				continue;
			}
		} else {
			value = input.record;
			card = input.card;
		}
		const checked = checkRecord(value);
		if (!checked.ok) {
			rejections.push({ kind: "rejected", origin: input.origin, reason: checked.error });
			continue;
		}
		valid++;
		const row = toRow(checked.record, card ?? checked.card);
		out.add(row);
		facets?.add(row);
		for (const word of row.words) if (!sent?.has(word)) words.add(word);
	}
	const { payload, ids } = out.finish();
	if (sent) for (const word of words) sent.add(word);
	return {
		format,
		payload,
		rows: ids.length,
		idKeys: Float64Array.from(ids, idKey),
		valid,
		words: [...words],
		rejections,
		...(facets ? { facets: facets.counts() } : {}),
	};
}

type FacetRow = Pick<ModelRow, "author" | "pipeline_tag" | "library_name" | "tags">;

/** Counts the facet values of a batch's rows as the facets table counts them; a later row of an id replaces one. */
class FacetTally {
	private readonly rows = new Map<string, FacetRow>();
	add(row: ModelRow): void {
		this.rows.delete(row.id);
		this.rows.set(row.id, {
			author: row.author,
			pipeline_tag: row.pipeline_tag,
			library_name: row.library_name,
			tags: row.tags,
		});
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
		for (const r of this.rows.values()) {
			bump(byKind.author, r.author);
			if (r.pipeline_tag !== null) bump(byKind.pipeline_tag, r.pipeline_tag);
			if (r.library_name !== null) bump(byKind.library_name, r.library_name);
			for (const tag of r.tags) bump(byKind.tag, tag);
		}
		const counts = new Map<string, number>([["total\0", this.rows.size]]);
		for (const [kind, m] of Object.entries(byKind)) for (const [value, n] of m) counts.set(`${kind}\0${value}`, n);
		return counts;
	}
}

/** Rows for the upsert statement: one JSON array; a later row of an id replaces the earlier one. */
class JsonRows {
	private readonly rows = new Map<string, string>();
	add(row: ModelRow): void {
		this.rows.delete(row.id);
		this.rows.set(row.id, JSON.stringify(row));
	}
	finish(): { payload: string; ids: string[] } {
		return { payload: `[${[...this.rows.values()].join(",")}]`, ids: [...this.rows.keys()] };
	}
}

const encoder = new TextEncoder();

/** COPY's binary signature, flags and header extension length. */
const COPY_HEADER = Uint8Array.from([
	0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);
/** The trailer: a field count of -1. */
const COPY_TRAILER = Uint8Array.from([0xff, 0xff]);
const TEXT_OID = 25;
const TWO_32 = 2 ** 32;
/** 2000-01-01T00:00:00Z, where a binary timestamptz counts its microseconds from. */
const PG_EPOCH_MS = 946_684_800_000;

/**
 * Rows in COPY's binary format, written straight into a buffer that can be handed to another thread without a copy.
 * Binary values skip the server's text parsers (dates, arrays and tsvectors above all), which were a third of the
 * time of a text-format COPY. A later row of an id replaces the earlier one.
 */
class CopyRows {
	private bytes = new Uint8Array(1 << 20);
	private view = new DataView(this.bytes.buffer);
	private at = 0;
	/** Where each id's row is in `bytes`. */
	private readonly spans = new Map<string, [number, number]>();
	private replaced = false;

	constructor() {
		this.raw(COPY_HEADER);
	}

	add(r: ModelRow): void {
		const start = this.at;
		this.room(2);
		this.view.setInt16(this.at, ROW_COLUMNS.length);
		this.at += 2;
		this.text(r.id);
		this.text(r.author);
		this.text(r.pipeline_tag);
		this.text(r.library_name);
		this.textArray(r.tags);
		this.int64(r.downloads);
		this.int64(r.likes);
		this.float64(r.trending_score);
		this.timestamp(r.created);
		this.timestamp(r.modified);
		if (r.parameters === null) this.nul();
		else this.int64(r.parameters);
		this.text(r.gated);
		this.bool(r.private);
		this.tsvector(r.words);
		this.text(r.record);
		this.text(r.card);
		this.text(r.digest);
		if (this.spans.delete(r.id)) this.replaced = true;
		this.spans.set(r.id, [start, this.at]);
	}

	finish(): { payload: Uint8Array; ids: string[] } {
		const ids = [...this.spans.keys()];
		if (this.replaced) {
			// Some rows were replaced by a later one of the same id: keep only the rows that stand.
			const rows = [...this.spans.values()];
			const kept = new Uint8Array(this.at + COPY_TRAILER.length);
			kept.set(COPY_HEADER);
			let at = COPY_HEADER.length;
			for (const [start, end] of rows) {
				kept.set(this.bytes.subarray(start, end), at);
				at += end - start;
			}
			this.bytes = kept;
			this.view = new DataView(kept.buffer);
			this.at = at;
		}
		this.raw(COPY_TRAILER);
		return { payload: this.bytes.subarray(0, this.at), ids };
	}

	/** Makes room for `n` more bytes. */
	private room(n: number): void {
		if (this.bytes.length - this.at >= n) return;
		const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.at + n));
		bigger.set(this.bytes.subarray(0, this.at));
		this.bytes = bigger;
		this.view = new DataView(bigger.buffer);
	}

	private raw(b: Uint8Array): void {
		this.room(b.length);
		this.bytes.set(b, this.at);
		this.at += b.length;
	}

	private nul(): void {
		this.room(4);
		this.view.setInt32(this.at, -1);
		this.at += 4;
	}

	/** UTF-8 text, without its length. */
	private utf8(s: string): number {
		// UTF-8 takes at most three bytes per UTF-16 unit.
		this.room(s.length * 3);
		const written = encoder.encodeInto(s, this.bytes.subarray(this.at)).written;
		this.at += written;
		return written;
	}

	private text(s: string | null): void {
		if (s === null) {
			this.nul();
			return;
		}
		this.room(4);
		const lengthAt = this.at;
		this.at += 4;
		// Written first: writing may move the bytes to a bigger buffer, and `this.view` with them.
		const written = this.utf8(s);
		this.view.setInt32(lengthAt, written);
	}

	/** A field whose length is known once it is written: `write` fills it in. */
	private sized(write: () => void): void {
		this.room(4);
		const lengthAt = this.at;
		this.at += 4;
		write();
		this.view.setInt32(lengthAt, this.at - lengthAt - 4);
	}

	/** A one-dimensional text[]: dimensions, no-nulls flag, element type, then each element with its length. */
	private textArray(items: string[]): void {
		this.sized(() => {
			this.room(20);
			this.view.setInt32(this.at, items.length ? 1 : 0);
			this.view.setInt32(this.at + 4, 0);
			this.view.setInt32(this.at + 8, TEXT_OID);
			this.at += 12;
			if (!items.length) return;
			this.view.setInt32(this.at, items.length);
			this.view.setInt32(this.at + 4, 1);
			this.at += 8;
			for (const item of items) this.text(item);
		});
	}

	/** A tsvector without positions: the count, then each lexeme NUL-terminated with a position count of 0. */
	private tsvector(words: string[]): void {
		this.sized(() => {
			this.room(4);
			this.view.setInt32(this.at, words.length);
			this.at += 4;
			for (const word of words) {
				this.utf8(word);
				this.room(3);
				this.bytes[this.at] = 0;
				this.view.setUint16(this.at + 1, 0);
				this.at += 3;
			}
		});
	}

	/** A non-negative whole number below 2^53 as int8. */
	private int64(n: number): void {
		this.room(12);
		this.view.setInt32(this.at, 8);
		this.view.setUint32(this.at + 4, Math.floor(n / TWO_32));
		this.view.setUint32(this.at + 8, n % TWO_32);
		this.at += 12;
	}

	private float64(n: number): void {
		this.room(12);
		this.view.setInt32(this.at, 8);
		this.view.setFloat64(this.at + 4, n);
		this.at += 12;
	}

	private bool(b: boolean): void {
		this.room(5);
		this.view.setInt32(this.at, 1);
		this.bytes[this.at + 4] = b ? 1 : 0;
		this.at += 5;
	}

	/** A timestamptz: microseconds since 2000-01-01 UTC as int8 (BigInt only past ±285 years of it). */
	private timestamp(t: Instant): void {
		this.room(12);
		this.view.setInt32(this.at, 8);
		const micros = (t.ms - PG_EPOCH_MS) * 1000 + t.us;
		if (Number.isSafeInteger(micros)) {
			const high = Math.floor(micros / TWO_32);
			this.view.setInt32(this.at + 4, high);
			this.view.setUint32(this.at + 8, micros - high * TWO_32);
		} else {
			this.view.setBigInt64(this.at + 4, BigInt(t.ms - PG_EPOCH_MS) * 1000n + BigInt(t.us));
		}
		this.at += 12;
	}
}
