import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { ModelRecord } from "@modelhub/core";
import type { ImportEvent } from "./types.js";

/**
 * The event for one parsed value, not yet checked: the importer validates every record once, whatever its source
 * (`checkRecord`, which also takes a `readme` field out as the card), and turns a bad one into a rejection there.
 */
export function recordEvent(value: unknown, origin: string): ImportEvent {
	return { kind: "record", origin, record: value as ModelRecord };
}

export interface ReadProgress {
	/** Bytes read so far and the total when known (a file), for a progress bar's ETA. */
	bytes: number;
	total?: number;
}

/**
 * Hub API model records from a stream: one JSON object per line (JSONL), or one JSON array of them (the first
 * character that is not white space is `[`). Lines are handed on as text, elements of an array as values; each bad
 * one becomes a rejection naming `<name>:<line>` or `<name>[<index>]`, and the rest are imported.
 */
export async function* readRecords(
	input: Readable,
	name: string,
	progress?: (p: ReadProgress) => void,
	total?: number,
): AsyncIterable<ImportEvent> {
	const report = () => progress?.({ bytes, ...(total !== undefined ? { total } : {}) });
	let bytes = 0;
	let lineNo = 0;
	let sawContent = false;
	let arrayText: Buffer[] | undefined;
	// The bytes of the line being read, when it began in an earlier chunk.
	let pending: Buffer[] = [];
	function* line(buf: Buffer, start: number, end: number): Generator<ImportEvent> {
		lineNo++;
		const text = lineText(buf, start, end);
		if (text === "") return;
		if (!sawContent && text.startsWith("[")) {
			// A JSON array: its text is this line and everything after it.
			arrayText = [buf.subarray(start, end), NEWLINE];
			return;
		}
		sawContent = true;
		// Parsed by the importer (on its worker thread), which names a line that is not JSON.
		yield { kind: "text", origin: `${name}:${lineNo}`, text };
		if (lineNo % 1000 === 0) report();
	}
	// Lines are cut at newline bytes (a UTF-8 character never contains one) and decoded one by one: much cheaper
	// than a line reader that decodes and searches whole chunks as strings.
	for await (const data of input) {
		const chunk = typeof data === "string" ? Buffer.from(data) : (data as Buffer);
		bytes += chunk.length;
		if (arrayText) {
			arrayText.push(chunk);
			continue;
		}
		let nl = chunk.indexOf(10);
		if (nl < 0) {
			pending.push(chunk);
			continue;
		}
		let start = 0;
		if (pending.length) {
			// The line that began in earlier chunks ends here.
			pending.push(chunk.subarray(0, nl + 1));
			const whole = Buffer.concat(pending);
			pending = [];
			yield* line(whole, 0, whole.length - 1);
			if (arrayText) {
				(arrayText as Buffer[]).push(chunk.subarray(nl + 1));
				continue;
			}
			start = nl + 1;
			nl = chunk.indexOf(10, start);
		}
		while (nl >= 0) {
			yield* line(chunk, start, nl);
			start = nl + 1;
			if (arrayText) break;
			nl = chunk.indexOf(10, start);
		}
		if (arrayText) (arrayText as Buffer[]).push(chunk.subarray(start));
		else if (start < chunk.length) pending.push(chunk.subarray(start));
	}
	if (pending.length && !arrayText) {
		const last = Buffer.concat(pending);
		yield* line(last, 0, last.length);
	}
	if (arrayText) {
		let values: unknown;
		try {
			values = JSON.parse(Buffer.concat(arrayText).toString("utf8"));
		} catch (e) {
			yield { kind: "rejected", origin: name, reason: `invalid JSON array (${(e as Error).message})` };
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

/** The line in `buf[start, end)` without its carriage return and surrounding white space. */
function lineText(buf: Buffer, start: number, end: number): string {
	const text = buf.toString("utf8", start, end > start && buf[end - 1] === 13 ? end - 1 : end);
	if (text === "") return text;
	// White space is at most U+0020 or outside ASCII (a byte-order mark, no-break spaces): trim only then.
	const first = text.charCodeAt(0);
	const last = text.charCodeAt(text.length - 1);
	return first <= 32 || first > 126 || last <= 32 || last > 126 ? text.trim() : text;
}

/** Records from a file (JSONL or a JSON array). */
export async function* readRecordFile(path: string, progress?: (p: ReadProgress) => void): AsyncIterable<ImportEvent> {
	const { size } = await stat(path);
	yield* readRecords(createReadStream(path, { highWaterMark: 1 << 20 }), path, progress, size);
}
