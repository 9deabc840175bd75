import type { Instant } from "./dates.js";

/**
 * Rows in COPY's binary format: a signature and header, then each row as its field count and each field as its length
 * (-1 for NULL) and its value as the type's binary input function reads it, then a trailer. Binary values skip the
 * server's text parsers (dates, arrays and tsvectors above all, a third of the time of a text-format COPY).
 */
export class CopyWriter {
	private bytes = new Uint8Array(1 << 16);
	private view = new DataView(this.bytes.buffer);
	private at = 0;

	constructor() {
		this.raw(HEADER);
	}

	/** Bytes written so far. */
	get length(): number {
		return this.at;
	}

	/** Starts a row of `fields` fields; returns where it starts. */
	row(fields: number): number {
		const start = this.at;
		this.room(2);
		this.view.setInt16(this.at, fields);
		this.at += 2;
		return start;
	}

	/**
	 * The finished rows. `keep`, when given, lists the spans of the rows to keep (as [start, end) offsets from `row`
	 * and `length`); the others are left out.
	 */
	finish(keep?: [number, number][]): Uint8Array {
		if (keep) {
			const kept = new Uint8Array(this.at + TRAILER.length);
			kept.set(HEADER);
			let at = HEADER.length;
			for (const [start, end] of keep) {
				kept.set(this.bytes.subarray(start, end), at);
				at += end - start;
			}
			this.bytes = kept;
			this.view = new DataView(kept.buffer);
			this.at = at;
		}
		this.raw(TRAILER);
		return this.bytes.subarray(0, this.at);
	}

	text(s: string | null): void {
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

	/** A one-dimensional text[]: dimensions, no-nulls flag, element type, then each element with its length. */
	textArray(items: string[]): void {
		const lengthAt = this.open();
		this.room(20);
		this.view.setInt32(this.at, items.length ? 1 : 0);
		this.view.setInt32(this.at + 4, 0);
		this.view.setInt32(this.at + 8, TEXT_OID);
		this.at += 12;
		if (items.length) {
			this.view.setInt32(this.at, items.length);
			this.view.setInt32(this.at + 4, 1);
			this.at += 8;
			for (const item of items) this.text(item);
		}
		this.close(lengthAt);
	}

	/** A tsvector without positions: the count, then each lexeme NUL-terminated with a position count of 0. */
	tsvector(words: string[]): void {
		const lengthAt = this.open();
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
		this.close(lengthAt);
	}

	/** A whole number of magnitude below 2^53 (or NULL) as int8. */
	int64(n: number | null): void {
		if (n === null) {
			this.nul();
			return;
		}
		this.room(12);
		this.view.setInt32(this.at, 8);
		const high = Math.floor(n / TWO_32);
		this.view.setInt32(this.at + 4, high);
		this.view.setUint32(this.at + 8, n - high * TWO_32);
		this.at += 12;
	}

	float64(n: number): void {
		this.room(12);
		this.view.setInt32(this.at, 8);
		this.view.setFloat64(this.at + 4, n);
		this.at += 12;
	}

	bool(b: boolean): void {
		this.room(5);
		this.view.setInt32(this.at, 1);
		this.bytes[this.at + 4] = b ? 1 : 0;
		this.at += 5;
	}

	/** A timestamptz: microseconds since 2000-01-01 UTC as int8 (through BigInt only beyond ±285 years of it). */
	timestamp(t: Instant): void {
		const micros = (t.ms - PG_EPOCH_MS) * 1000 + t.us;
		if (Number.isSafeInteger(micros)) {
			this.int64(micros);
			return;
		}
		this.room(12);
		this.view.setInt32(this.at, 8);
		this.view.setBigInt64(this.at + 4, BigInt(t.ms - PG_EPOCH_MS) * 1000n + BigInt(t.us));
		this.at += 12;
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

	/** UTF-8 text, without its length; returns how many bytes it took. */
	private utf8(s: string): number {
		// UTF-8 takes at most three bytes per UTF-16 unit.
		this.room(s.length * 3);
		const bytes = this.bytes;
		const start = this.at;
		if (s.length <= SHORT) {
			// Most fields are short ASCII (ids, tags, words): copied here, without the encoder's view of the buffer.
			let i = 0;
			for (; i < s.length; i++) {
				const c = s.charCodeAt(i);
				if (c >= 0x80) break;
				bytes[start + i] = c;
			}
			if (i === s.length) {
				this.at += i;
				return i;
			}
		}
		const written = encoder.encodeInto(s, bytes.subarray(start)).written;
		this.at += written;
		return written;
	}

	/** Starts a field whose length is known once it is written; `close` fills the length in. */
	private open(): number {
		this.room(4);
		const lengthAt = this.at;
		this.at += 4;
		return lengthAt;
	}

	private close(lengthAt: number): void {
		this.view.setInt32(lengthAt, this.at - lengthAt - 4);
	}
}

const encoder = new TextEncoder();
/** Strings up to this long are tried as ASCII first (see `utf8`). */
const SHORT = 64;
/** COPY's binary signature, flags and header extension length. */
const HEADER = Uint8Array.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
/** The trailer: a field count of -1. */
const TRAILER = Uint8Array.from([0xff, 0xff]);
const TEXT_OID = 25;
const TWO_32 = 2 ** 32;
/** 2000-01-01T00:00:00Z, where a binary timestamptz counts its microseconds from. */
const PG_EPOCH_MS = 946_684_800_000;
