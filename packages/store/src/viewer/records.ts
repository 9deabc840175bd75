/**
 * Where the records of a text file end, found by streaming over its bytes: lines (JSON Lines, text), CSV records
 * (newlines outside quotes) and the elements of a JSON array. Each finder starts at a record's first byte, where its
 * state is known (not in quotes, at the array's top level), so a scan can start at any remembered record start.
 */

/** `start`/`end`: the record's bytes; `next`: where the next record's scan begins. Return false to stop. */
export type OnRecord = (start: number, end: number, next: number) => boolean;

export interface RecordFinder {
	/** Feeds the bytes found at `at`; false when `onRecord` asked to stop or the records are over (a JSON array's `]`). */
	feed(buf: Uint8Array, at: number, onRecord: OnRecord): boolean;
	/** The end of the file at `at`: the last record, if it has no terminator. */
	finish(at: number, onRecord: OnRecord): void;
	/** Where the record being scanned started. */
	readonly start: number;
	/** Whether the records are over before the end of the file (a JSON array's closing bracket). */
	readonly over: boolean;
}

const NL = 10;
const QUOTE = 34;

export class LineFinder implements RecordFinder {
	over = false;
	constructor(public start: number) {}
	feed(buf: Uint8Array, at: number, onRecord: OnRecord): boolean {
		let i = 0;
		for (;;) {
			const j = buf.indexOf(NL, i);
			if (j < 0) return true;
			const end = at + j;
			const start = this.start;
			this.start = end + 1;
			if (!onRecord(start, end, end + 1)) return false;
			i = j + 1;
		}
	}
	finish(at: number, onRecord: OnRecord): void {
		if (this.start < at) onRecord(this.start, at, at);
		this.start = at;
	}
}

/** CSV records: a newline ends one only outside double quotes (`""` inside quotes leaves and re-enters them). */
export class CsvFinder implements RecordFinder {
	over = false;
	private quoted = false;
	constructor(public start: number) {}
	feed(buf: Uint8Array, at: number, onRecord: OnRecord): boolean {
		let i = 0;
		let q = -2; // next quote at or after i (-1: none in this chunk; -2: not looked up)
		let n = -2; // next newline at or after i
		const len = buf.length;
		while (i < len) {
			if (this.quoted) {
				if (q !== -1 && q < i) q = buf.indexOf(QUOTE, i);
				if (q < 0) return true;
				this.quoted = false;
				i = q + 1;
				continue;
			}
			if (q !== -1 && q < i) q = buf.indexOf(QUOTE, i);
			if (n !== -1 && n < i) n = buf.indexOf(NL, i);
			if (q >= 0 && (n < 0 || q < n)) {
				this.quoted = true;
				i = q + 1;
				continue;
			}
			if (n < 0) return true;
			const end = at + n;
			const start = this.start;
			this.start = end + 1;
			if (!onRecord(start, end, end + 1)) return false;
			i = n + 1;
		}
		return true;
	}
	finish(at: number, onRecord: OnRecord): void {
		if (this.start < at) onRecord(this.start, at, at);
		this.start = at;
	}
}

/**
 * The elements of a JSON array, from just after its `[`: each ends at a `,` or the closing `]` at the top level,
 * outside strings.
 */
export class JsonArrayFinder implements RecordFinder {
	over = false;
	private depth = 0;
	private inString = false;
	private escaped = false;
	/** Where the current element's first non-blank byte is (-1: not found yet). */
	private first = -1;
	private last = -1;
	constructor(public start: number) {}
	feed(buf: Uint8Array, at: number, onRecord: OnRecord): boolean {
		if (this.over) return false;
		for (let i = 0; i < buf.length; i++) {
			const c = buf[i] as number;
			if (this.inString) {
				if (this.escaped) this.escaped = false;
				else if (c === 92) this.escaped = true;
				else if (c === QUOTE) this.inString = false;
				this.last = at + i;
				continue;
			}
			if (c === 32 || c === 10 || c === 13 || c === 9) continue;
			if (this.depth === 0 && (c === 44 || c === 93)) {
				const closing = c === 93;
				const start = this.first;
				const end = this.last + 1;
				this.first = -1;
				this.start = at + i + 1;
				if (closing) this.over = true;
				if (start >= 0 && !onRecord(start, end, at + i + 1)) return false;
				if (closing) return false;
				continue;
			}
			if (this.first < 0) this.first = at + i;
			this.last = at + i;
			if (c === QUOTE) this.inString = true;
			else if (c === 123 || c === 91) this.depth++;
			else if (c === 125 || c === 93) this.depth--;
		}
		return true;
	}
	finish(_at: number, _onRecord: OnRecord): void {
		// an array without its closing bracket: the reader reports it; the unfinished element is not a record
	}
}
