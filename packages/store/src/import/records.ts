import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { ModelRecord } from "@modelhub/core";
import { jsonParseError, printable } from "../quote.js";
import { lineCount, lineText } from "./lines.js";
import type { ImportEvent } from "./types.js";

/**
 * The event for one parsed value, not yet checked: the importer validates every record once, whatever its source
 * (`checkRecord`, which also takes a `readme` field out as the card), and turns a bad one into a rejection there.
 */
export function recordEvent(value: unknown, origin: string): ImportEvent {
	return { kind: "record", origin, record: value as ModelRecord };
}

/** Raised when a dump is clearly not JSON Lines (nor a JSON array): binary data, or first lines that are not JSON. */
export class NotJsonLinesError extends Error {}

/** A dump whose first lines that are not blank are this many invalid JSON texts in a row is not JSON Lines. */
export const SNIFF_LINES = 10;
/** How far into a dump a NUL byte, which JSON text never holds, marks it as binary. */
const BINARY_PROBE = 64 * 1024;

/**
 * Looks at a dump's first lines as they go by: the first one that parses as JSON ends the look; SNIFF_LINES that do
 * not, before any that does, stop the import with one line instead of a rejection per line.
 */
class Sniffer {
	done = false;
	private bad = 0;
	private first = "";

	constructor(private readonly name: string) {}

	/** Looks at the lines of `buf`, the first of which is line `firstLine`. */
	lines(buf: Buffer, firstLine: number): void {
		let line = firstLine;
		for (let start = 0; start < buf.length && !this.done; line++) {
			let end = buf.indexOf(10, start);
			if (end < 0) end = buf.length;
			const text = lineText(buf, start, end);
			start = end + 1;
			if (text === "") continue;
			try {
				JSON.parse(text);
				this.done = true;
			} catch (e) {
				if (this.bad++ === 0) this.first = `line ${line}: ${jsonParseError(e)}`;
				if (this.bad >= SNIFF_LINES)
					throw new NotJsonLinesError(
						`${printable(this.name)} is not JSON Lines: its first ${SNIFF_LINES} lines are not JSON (${this.first})`,
					);
			}
		}
	}

	/** Stops at a NUL byte among the dump's first bytes (`offset` is where `chunk` starts in the dump). */
	bytes(chunk: Buffer, offset: number): void {
		if (offset >= BINARY_PROBE) return;
		const nul = chunk.subarray(0, BINARY_PROBE - offset).indexOf(0);
		if (nul >= 0)
			throw new NotJsonLinesError(
				`${printable(this.name)} is not JSON Lines: it holds binary data (a NUL byte at byte ${offset + nul}; JSON Lines are UTF-8 text)`,
			);
	}
}

export interface ReadProgress {
	/** Bytes read so far and the total when known (a file), for a progress bar's ETA. */
	bytes: number;
	total?: number;
}

/**
 * Hub API model records from a stream: one JSON object per line (JSONL), or one JSON array of them (the first
 * character that is not white space is `[`). Lines are handed on undecoded, in runs of whole lines (`lines` events,
 * cut into records by the importer's worker threads, see ./lines.ts), elements of an array as values; each bad one
 * becomes a rejection naming `<name>:<line>` or `<name>[<index>]`, and the rest are imported. A stream that is clearly
 * something else (binary data, or first lines that are all not JSON) stops with a NotJsonLinesError instead.
 */
export async function* readRecords(
	input: Readable,
	name: string,
	progress?: (p: ReadProgress) => void,
	total?: number,
): AsyncIterable<ImportEvent> {
	const report = () => progress?.({ bytes, ...(total !== undefined ? { total } : {}) });
	let bytes = 0;
	// The number of the last line handed on (or skipped).
	let lineNo = 0;
	// Set at the first line that is not blank: from there on, whole lines are handed on in runs.
	let inLines = false;
	let arrayText: Buffer[] | undefined;
	// The bytes of the line being read, when it began in an earlier chunk.
	let pending: Buffer[] = [];
	/** A run of whole lines, numbered from the line after the last one handed on. */
	const sniffer = new Sniffer(name);
	const run = (lines: Buffer): ImportEvent => {
		if (!sniffer.done) sniffer.lines(lines, lineNo + 1);
		const count = lineCount(lines);
		const event: ImportEvent = { kind: "lines", origin: name, firstLine: lineNo + 1, bytes: lines, lines: count };
		lineNo += count;
		return event;
	};
	/**
	 * A line (without its newline) before the first that is not blank: skipped when blank; else it starts the JSON
	 * array, or it is the first line of the dump's lines.
	 */
	function* opening(line: Buffer): Generator<ImportEvent> {
		const text = lineText(line, 0, line.length);
		if (text === "") {
			lineNo++;
			return;
		}
		if (text.startsWith("[")) {
			// A JSON array: its text is this line and everything after it.
			arrayText = [line, NEWLINE];
			return;
		}
		inLines = true;
		yield run(line);
	}
	for await (const data of input) {
		let chunk = typeof data === "string" ? Buffer.from(data) : (data as Buffer);
		sniffer.bytes(chunk, bytes);
		bytes += chunk.length;
		if (arrayText) {
			arrayText.push(chunk);
			continue;
		}
		// Lines before the first that is not blank, one at a time.
		while (!inLines && !arrayText) {
			const nl = chunk.indexOf(10);
			if (nl < 0) break;
			const whole = pending.length ? Buffer.concat([...pending, chunk.subarray(0, nl)]) : chunk.subarray(0, nl);
			pending = [];
			yield* opening(whole);
			chunk = chunk.subarray(nl + 1);
		}
		if (arrayText) {
			(arrayText as Buffer[]).push(chunk);
			continue;
		}
		// The whole lines this chunk ends, with the part of the first one that came in earlier chunks.
		const last = chunk.lastIndexOf(10);
		if (!inLines || last < 0) {
			if (chunk.length) pending.push(chunk);
			continue;
		}
		const whole = pending.length
			? Buffer.concat([...pending, chunk.subarray(0, last + 1)])
			: chunk.subarray(0, last + 1);
		pending = last + 1 < chunk.length ? [chunk.subarray(last + 1)] : [];
		yield run(whole);
		report();
	}
	if (pending.length && !arrayText) {
		const rest = Buffer.concat(pending);
		if (inLines) yield run(rest);
		else yield* opening(rest);
	}
	if (arrayText) {
		let values: unknown;
		try {
			values = JSON.parse(Buffer.concat(arrayText).toString("utf8"));
		} catch (e) {
			yield { kind: "rejected", origin: name, reason: `invalid JSON array (${jsonParseError(e)})` };
			return;
		}
		if (!Array.isArray(values)) {
			yield { kind: "rejected", origin: name, reason: "expected a JSON array of model records" };
			return;
		}
		for (const [i, value] of values.entries()) yield recordEvent(value, `${name}[${i}]`);
	}
	report();
}

const NEWLINE = Buffer.from("\n");

/** Records from a file (JSONL or a JSON array). */
export async function* readRecordFile(path: string, progress?: (p: ReadProgress) => void): AsyncIterable<ImportEvent> {
	const { size } = await stat(path);
	yield* readRecords(createReadStream(path, { highWaterMark: 1 << 20 }), path, progress, size);
}
