/**
 * A dump's lines: one set of rules for the reader, which cuts the stream into runs of whole lines without decoding
 * them, and for the importer's worker threads, which cut those runs into records. Lines end at newline bytes (a UTF-8
 * character never contains one); a carriage return before the newline and white space around the text are dropped;
 * a line left empty is skipped but keeps its number.
 */
import type { RecordLines } from "./types.js";

/** Consecutive whole lines of a dump, as bytes: each ends with "\n" but perhaps the last; the first is `firstLine`. */
export interface LineChunk {
	/** The dump's name: a line's origin is `<origin>:<line number>`. */
	origin: string;
	firstLine: number;
	bytes: Uint8Array;
}

/** The text of the line in `buf[start, end)`: without a carriage return at its end and white space around it. */
export function lineText(buf: Buffer, start: number, end: number): string {
	const text = buf.toString("utf8", start, end > start && buf[end - 1] === 13 ? end - 1 : end);
	if (text === "") return text;
	// White space is at most U+0020 or outside ASCII (a byte-order mark, no-break spaces): trim only then.
	const first = text.charCodeAt(0);
	const last = text.charCodeAt(text.length - 1);
	return first <= 32 || first > 126 || last <= 32 || last > 126 ? text.trim() : text;
}

/** How many lines `bytes` holds: one per newline, and one more when text follows the last newline. */
export function lineCount(bytes: Uint8Array): number {
	let n = 0;
	for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) n++;
	return bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? n + 1 : n;
}

/** The first `n` lines of a run (fewer than it holds) and the rest of it, as two runs. */
export function cutRun(run: RecordLines, n: number): [RecordLines, RecordLines] {
	let end = 0;
	for (let i = 0; i < n; i++) end = run.bytes.indexOf(10, end) + 1;
	return [
		{ ...run, bytes: run.bytes.subarray(0, end), lines: n },
		{ ...run, firstLine: run.firstLine + n, bytes: run.bytes.subarray(end), lines: run.lines - n },
	];
}

/** Calls `each` with the text and number of every line of `chunk` that is not blank, in order. */
export function eachLine(chunk: LineChunk, each: (text: string, line: number) => void): void {
	const { bytes } = chunk;
	const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	let line = chunk.firstLine;
	for (let start = 0; start < buf.length; line++) {
		let end = buf.indexOf(10, start);
		if (end < 0) end = buf.length;
		const text = lineText(buf, start, end);
		if (text !== "") each(text, line);
		start = end + 1;
	}
}
