import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
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
	let bytes = 0;
	input.on("data", (chunk: Buffer | string) => {
		bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
	});
	const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
	let lineNo = 0;
	let sawContent = false;
	let arrayText: string[] | undefined;
	for await (const line of lines) {
		lineNo++;
		if (arrayText) {
			arrayText.push(line);
			continue;
		}
		const text = line.trim();
		if (text === "") continue;
		if (!sawContent && text.startsWith("[")) {
			arrayText = [line];
			continue;
		}
		sawContent = true;
		// Parsed by the importer (on its worker thread), which names a line that is not JSON.
		yield { kind: "text", origin: `${name}:${lineNo}`, text };
		if (lineNo % 1000 === 0) progress?.({ bytes, ...(total !== undefined ? { total } : {}) });
	}
	if (arrayText) {
		let values: unknown;
		try {
			values = JSON.parse(arrayText.join("\n"));
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
	progress?.({ bytes, ...(total !== undefined ? { total } : {}) });
}

/** Records from a file (JSONL or a JSON array). */
export async function* readRecordFile(path: string, progress?: (p: ReadProgress) => void): AsyncIterable<ImportEvent> {
	const { size } = await stat(path);
	yield* readRecords(createReadStream(path), path, progress, size);
}
