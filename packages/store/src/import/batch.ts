import type { ModelRecord } from "@modelhub/core";
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
 * `copy` is COPY's text format as UTF-8 bytes, for a bulk load into the embedded store.
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

/**
 * Rows in COPY's text format (tab-separated, `\N` for NULL, backslash escapes), written straight into a UTF-8
 * buffer that can be handed to another thread without a copy. A later row of an id replaces the earlier one.
 */
class CopyRows {
	private bytes = new Uint8Array(1 << 20);
	private length = 0;
	/** Where each id's row is in `bytes`. */
	private readonly spans = new Map<string, [number, number]>();
	private replaced = false;

	add(r: ModelRow): void {
		const start = this.length;
		const lead = [
			copyText(r.id),
			copyText(r.author),
			copyText(r.pipeline_tag),
			copyText(r.library_name),
			copyText(arrayLiteral(r.tags)),
			r.downloads,
			r.likes,
			r.trending_score,
			copyText(r.created_at),
			copyText(r.last_modified),
			r.parameters ?? "\\N",
			copyText(r.gated),
			r.private,
			copyText(tsvectorLiteral(r.words)),
			"",
		].join("\t");
		this.write(lead);
		this.write(copyText(r.record));
		this.write(`\t${copyText(r.card)}\t${r.digest}\n`);
		if (this.spans.delete(r.id)) this.replaced = true;
		this.spans.set(r.id, [start, this.length]);
	}

	private write(text: string): void {
		// UTF-8 takes at most three bytes per UTF-16 unit.
		if (this.bytes.length - this.length < text.length * 3) {
			const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.length + text.length * 3));
			bigger.set(this.bytes.subarray(0, this.length));
			this.bytes = bigger;
		}
		this.length += encoder.encodeInto(text, this.bytes.subarray(this.length)).written;
	}

	finish(): { payload: Uint8Array; ids: string[] } {
		const ids = [...this.spans.keys()];
		if (!this.replaced) return { payload: this.bytes.subarray(0, this.length), ids };
		// Some rows were replaced by a later one of the same id: keep only the rows that stand.
		const kept = new Uint8Array(this.length);
		let at = 0;
		for (const [start, end] of this.spans.values()) {
			kept.set(this.bytes.subarray(start, end), at);
			at += end - start;
		}
		return { payload: kept.subarray(0, at), ids };
	}
}

// COPY text format: a backslash, tab, newline or carriage return inside a value is escaped; most values have none.
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const copyText = (s: string | null) =>
	s === null ? "\\N" : SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPED[c] as string) : s;
// Array and tsvector literals, each element quoted (its backslashes and quotes escaped) before the COPY escaping.
const BACKSLASH_OR_QUOTE = /[\\"]/g;
const BACKSLASH_OR_QUOTE_ANY = /[\\"]/;
const arrayLiteral = (items: string[]) => {
	if (!items.length) return "{}";
	const joined = items.join('","');
	return BACKSLASH_OR_QUOTE_ANY.test(joined)
		? `{${items.map((t) => `"${t.replace(BACKSLASH_OR_QUOTE, "\\$&")}"`).join(",")}}`
		: `{"${joined}"}`;
};
// Id words hold only letters and digits (see words.ts), so each is quoted as it is.
const tsvectorLiteral = (words: string[]) => (words.length ? `'${words.join("' '")}'` : "");
