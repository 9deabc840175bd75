/**
 * CSV, TSV, JSON Lines, JSON arrays and plain text, read in ranges from the start of the file or from a remembered
 * record start. Each file keeps a sparse index (the byte offset of every 1,024th row) that grows as pages and counts
 * scan further, so a page deep in the file starts from the nearest remembered row, and a count that ran out of time
 * goes on where it stopped.
 */
import { inferJsonType } from "./cells.js";
import { CsvFinder, JsonArrayFinder, LineFinder, type RecordFinder } from "./records.js";
import type { Budget } from "./source.js";
import { mib } from "./source.js";
import { type ColumnType, type DataFormat, ViewerError } from "./types.js";

export type TextFormat = Exclude<DataFormat, "parquet" | "folder">;

export const STRIDE = 1024;

export interface TextIndex {
	format: TextFormat;
	/** Where the first row starts (after a byte-order mark, the CSV header, the JSON array's `[`). */
	dataStart: number;
	/** CSV/TSV: the header's names, made unique as pandas does. */
	header?: string[];
	/** JSON: the keys seen in the first rows, in order. */
	keys?: string[];
	types: ColumnType[];
	/** checkpoints[k]: the byte offset of row k × STRIDE. */
	checkpoints: number[];
	/** Rows found so far, and where the scan stopped (a row's start). */
	rows: number;
	scannedTo: number;
	done: boolean;
	/** Problems found while setting up (invalid UTF-8 in the header…). */
	problems: string[];
	/** One scan at a time per file. */
	busy: Promise<unknown>;
}

/** A row as read: its bytes (undefined when larger than the row limit), index in the file. */
export interface RawRow {
	row: number;
	bytes?: Uint8Array;
	start: number;
	end: number;
}

export interface ScanLimits {
	maxRowBytes: number;
	/** Give up at this time (ms since the epoch). */
	until: number;
}

const FATAL = new TextDecoder("utf-8", { fatal: true });
const LENIENT = new TextDecoder("utf-8");

/** A row's text; invalid UTF-8 shown as U+FFFD, and said. */
export function decode(bytes: Uint8Array): { text: string; invalid: boolean } {
	try {
		return { text: FATAL.decode(bytes), invalid: false };
	} catch {
		return { text: LENIENT.decode(bytes), invalid: true };
	}
}

function finderFor(format: TextFormat, at: number): RecordFinder {
	if (format === "csv" || format === "tsv") return new CsvFinder(at);
	if (format === "json") return new JsonArrayFinder(at);
	return new LineFinder(at);
}

/** Whether a record is an empty line: skipped in JSON Lines and CSV (as `datasets` and pandas skip them), kept in text. */
const skipsEmpty = (format: TextFormat) => format === "jsonl" || format === "csv" || format === "tsv";

/**
 * Scans records from `from` (a row start; row number `row`), calling `onRow` with each until it returns false, the
 * records end, or the time is up (then `timedOut`). With `keepBytes`, each row's bytes (CR of CRLF removed) are
 * handed over; rows beyond `maxRowBytes` come without them.
 */
export async function scanRows(
	budget: Budget,
	index: Pick<TextIndex, "format">,
	from: number,
	row: number,
	keepBytes: boolean,
	limits: ScanLimits,
	onRow: (r: RawRow) => boolean,
	chunkSize = 256 * 1024,
): Promise<{ next: number; row: number; eof: boolean; timedOut: boolean }> {
	const finder = finderFor(index.format, from);
	let pos = from;
	let rowNo = row;
	// the bytes from the current record's start to the end of what was read (only with keepBytes)
	let window: Uint8Array[] = [];
	let windowStart = from;
	let windowBytes = 0;
	let oversize = false;
	let stopped = false;
	let size = chunkSize;
	let next = from;
	const skips = skipsEmpty(index.format);
	const take = (start: number, end: number, chunk: Uint8Array, chunkAt: number): Uint8Array | undefined => {
		if (oversize) return undefined;
		if (start >= chunkAt) return chunk.subarray(start - chunkAt, end - chunkAt);
		const out = new Uint8Array(end - start);
		let o = 0;
		let at = windowStart;
		for (const piece of window) {
			const s = Math.max(start, at);
			const e = Math.min(end, at + piece.length);
			if (e > s) {
				out.set(piece.subarray(s - at, e - at), o);
				o += e - s;
			}
			at += piece.length;
		}
		if (end > chunkAt) out.set(chunk.subarray(0, end - chunkAt), o);
		return out;
	};
	let prevLast = -1;
	const emit = (start: number, end: number, n: number, chunk: Uint8Array, chunkAt: number): boolean => {
		if (skips && end - start <= 1) {
			const first = start >= chunkAt ? chunk[start - chunkAt] : prevLast;
			if (end === start || first === 13) {
				next = n;
				window = [];
				windowStart = n;
				windowBytes = 0;
				oversize = false;
				return true;
			}
		}
		let bytes: Uint8Array | undefined;
		if (keepBytes) {
			bytes = end - start > limits.maxRowBytes ? undefined : take(start, end, chunk, chunkAt);
			if (bytes && bytes.length > 0 && bytes[bytes.length - 1] === 13 && index.format !== "json")
				bytes = bytes.subarray(0, bytes.length - 1);
		}
		next = n;
		// the record is done: the window restarts at the next one
		window = [];
		windowStart = n;
		windowBytes = 0;
		oversize = false;
		const go = onRow({ row: rowNo, bytes, start, end });
		rowNo++;
		return go;
	};
	for (;;) {
		if (Date.now() > limits.until) return { next, row: rowNo, eof: false, timedOut: true };
		const chunk = await budget.read(pos, pos + size);
		if (chunk.length === 0) {
			finder.finish(pos, (s, e, n) => emit(s, e, n, new Uint8Array(0), pos));
			return { next: pos, row: rowNo, eof: true, timedOut: false };
		}
		const chunkAt = pos;
		const goOn = finder.feed(chunk, chunkAt, (s, e, n) => {
			if (!emit(s, e, n, chunk, chunkAt)) {
				stopped = true;
				return false;
			}
			return true;
		});
		pos += chunk.length;
		prevLast = chunk[chunk.length - 1] as number;
		if (stopped) return { next, row: rowNo, eof: false, timedOut: false };
		if (!goOn || finder.over) return { next, row: rowNo, eof: true, timedOut: false };
		if (keepBytes) {
			const from = Math.max(finder.start, chunkAt);
			if (from < pos) {
				if (!oversize) {
					window.push(chunk.subarray(from - chunkAt));
					if (window.length === 1) windowStart = from;
					windowBytes += pos - from;
					if (windowBytes > limits.maxRowBytes) {
						oversize = true;
						window = [];
					}
				}
			}
		}
		// a long record: read more at a time
		if (size < 8 * 1024 * 1024) size *= 2;
	}
}

/** Sets a file's index up: where rows start, the header or keys, and the column types from the first rows. */
export async function openTextIndex(
	budget: Budget,
	format: TextFormat,
	limits: ScanLimits & { maxColumns: number },
): Promise<TextIndex> {
	const head = await budget.read(0, Math.min(budget.size, 4));
	let dataStart = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
	const problems: string[] = [];
	let header: string[] | undefined;
	let effective = format;
	if (format === "json") {
		// a JSON array of rows; a file of objects one per line is JSON Lines whatever its extension
		const start = await budget.read(dataStart, Math.min(budget.size, dataStart + 4096));
		let i = 0;
		while (i < start.length && (start[i] === 32 || start[i] === 10 || start[i] === 13 || start[i] === 9)) i++;
		if (start[i] === 91) dataStart += i + 1;
		else if (start[i] === 123) effective = "jsonl";
		else if (i < start.length)
			throw new ViewerError("format", "this JSON file is neither an array of rows nor JSON Lines");
	}
	if (format === "csv" || format === "tsv") {
		let first: Uint8Array | undefined;
		let found = false;
		// the header is the first CSV record (quoted newlines included)
		const head = await scanRows(budget, { format }, dataStart, 0, true, limits, (row) => {
			first = row.bytes;
			found = true;
			return false;
		});
		if (!found) header = [];
		else if (!first) throw new ViewerError("too-large", `the CSV header is longer than ${mib(limits.maxRowBytes)}`);
		else {
			const { text, invalid } = decode(first);
			if (invalid) problems.push("the header holds invalid UTF-8 (shown as \uFFFD)");
			header = uniqueNames(parseCsvRecord(text, format === "tsv" ? "\t" : ","));
		}
		dataStart = head.next;
	}
	const index: TextIndex = {
		format: effective,
		dataStart,
		header,
		types: [],
		checkpoints: [dataStart],
		rows: 0,
		scannedTo: dataStart,
		done: false,
		problems,
		busy: Promise.resolve(),
	};
	// the types, from the first rows (at most 1,000 of them, 4 MiB)
	const sample: Uint8Array[] = [];
	let sampleBytes = 0;
	const result = await scanRows(budget, index, dataStart, 0, true, limits, (r) => {
		if (r.bytes) {
			sample.push(r.bytes);
			sampleBytes += r.bytes.length;
		}
		return sample.length < 1000 && sampleBytes < 4 * 1024 * 1024;
	});
	if (result.eof) {
		index.done = true;
		index.rows = result.row;
		index.scannedTo = budget.size;
	}
	inferTypes(index, sample, limits.maxColumns);
	if (format === "json" && effective === "jsonl" && sample.length > 0 && index.keys?.length === 0)
		throw new ViewerError(
			"format",
			"this JSON file is one object, not rows (the viewer reads JSON Lines and arrays of rows; datasets reads such a file with field=)",
		);
	return index;
}

function inferTypes(index: TextIndex, sample: Uint8Array[], maxColumns: number): void {
	if (index.format === "text") {
		index.types = [{ kind: "string" }];
		return;
	}
	if (index.format === "csv" || index.format === "tsv") {
		const header = index.header ?? [];
		const sep = index.format === "tsv" ? "\t" : ",";
		const values: string[][] = header.map(() => []);
		for (const bytes of sample) {
			const fields = parseCsvRecord(decode(bytes).text, sep);
			for (let c = 0; c < Math.min(header.length, maxColumns); c++) {
				const v = fields[c];
				if (v !== undefined && v !== "") (values[c] as string[]).push(v);
			}
		}
		index.types = values.map(csvType);
		return;
	}
	const keys: string[] = [];
	const seen = new Set<string>();
	const objects: Record<string, unknown>[] = [];
	for (const bytes of sample) {
		let v: unknown;
		try {
			v = JSON.parse(decode(bytes).text);
		} catch {
			continue;
		}
		if (typeof v !== "object" || v === null || Array.isArray(v)) continue;
		objects.push(v as Record<string, unknown>);
		for (const k of Object.keys(v)) {
			if (!seen.has(k)) {
				seen.add(k);
				keys.push(k);
			}
		}
	}
	index.keys = keys;
	index.types = keys.slice(0, maxColumns).map((k) => inferJsonType(objects.map((o) => o[k])));
}

const INT = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|nan|NaN|inf|-inf|Infinity)$/;
const BOOL = /^(True|False|true|false|TRUE|FALSE)$/;

function csvType(values: string[]): ColumnType {
	if (values.length === 0) return { kind: "null" };
	if (values.every((v) => INT.test(v))) return { kind: "int" };
	if (values.every((v) => FLOAT.test(v) || INT.test(v))) return { kind: "float" };
	if (values.every((v) => BOOL.test(v))) return { kind: "bool" };
	return { kind: "string" };
}

/** A CSV field as the column's type reads it; a value that does not fit stays text. */
export function csvValue(v: string | undefined, type: ColumnType): unknown {
	if (v === undefined || v === "") return null;
	switch (type.kind) {
		case "int": {
			if (!INT.test(v)) return v;
			const n = Number(v);
			return Number.isSafeInteger(n) ? n : BigInt(v);
		}
		case "float":
			return FLOAT.test(v) || INT.test(v) ? Number(v.replace(/^inf$/, "Infinity").replace(/^-inf$/, "-Infinity")) : v;
		case "bool":
			return BOOL.test(v) ? v.toLowerCase() === "true" : v;
		default:
			return v;
	}
}

/** The fields of one CSV record (RFC 4180: double quotes around a field, `""` for a quote inside). */
export function parseCsvRecord(text: string, sep: string): string[] {
	const out: string[] = [];
	let i = 0;
	const n = text.length;
	for (;;) {
		if (i < n && text[i] === '"') {
			let value = "";
			i++;
			for (;;) {
				const q = text.indexOf('"', i);
				if (q < 0) {
					value += text.slice(i);
					i = n;
					break;
				}
				value += text.slice(i, q);
				if (text[q + 1] === '"') {
					value += '"';
					i = q + 2;
				} else {
					i = q + 1;
					break;
				}
			}
			// text after the closing quote, up to the separator, belongs to the field
			const s = text.indexOf(sep, i);
			value += text.slice(i, s < 0 ? n : s);
			out.push(value);
			if (s < 0) return out;
			i = s + 1;
		} else {
			const s = text.indexOf(sep, i);
			out.push(text.slice(i, s < 0 ? n : s));
			if (s < 0) return out;
			i = s + 1;
		}
	}
}

/** Header names as pandas makes them: an empty one is `Unnamed: i`, a repeated one gets `.1`, `.2`… */
function uniqueNames(names: string[]): string[] {
	const seen = new Map<string, number>();
	return names.map((raw, i) => {
		let name = raw === "" ? `Unnamed: ${i}` : raw;
		const n = seen.get(name);
		if (n !== undefined) {
			seen.set(name, n + 1);
			name = `${name}.${n + 1}`;
		}
		seen.set(name, seen.get(name) ?? 0);
		return name;
	});
}

/**
 * Scans on from where the index stopped, remembering every STRIDE-th row start, until row `untilRow` is known, the
 * file ends, or the time is up.
 */
export async function extendIndex(
	budget: Budget,
	index: TextIndex,
	untilRow: number,
	limits: ScanLimits,
): Promise<void> {
	if (index.done || index.rows > untilRow) return;
	const result = await scanRows(
		budget,
		index,
		index.scannedTo,
		index.rows,
		false,
		limits,
		(r) => {
			if (r.row % STRIDE === 0 && r.row / STRIDE === index.checkpoints.length) index.checkpoints.push(r.start);
			return r.row < untilRow;
		},
		8 * 1024 * 1024,
	);
	// scannedTo must be a row start: the start of the row after the last one seen
	index.scannedTo = result.next;
	index.rows = result.row;
	if (result.eof) {
		index.done = true;
		index.scannedTo = budget.size;
	}
}

/** The estimated rows of a file whose scan has not reached the end. */
export function estimateRows(index: TextIndex, size: number): number {
	if (index.done || index.rows === 0) return index.rows;
	const per = (index.scannedTo - index.dataStart) / index.rows;
	return Math.max(index.rows, Math.round((size - index.dataStart) / Math.max(per, 1)));
}
