/**
 * A record's dates as the store keeps them (timestamptz, to the microsecond). They are read here once, so that both
 * ways rows reach the database agree: the upsert statement receives `instantText`, a COPY the instant itself.
 */
export interface Instant {
	/** Milliseconds since the Unix epoch. */
	ms: number;
	/** Microseconds past `ms` (0–999). */
	us: number;
}

export const EPOCH: Instant = { ms: 0, us: 0 };

// The years a date may have: four digits, as ISO 8601 writes them and both engines read them.
const MIN_MS = -62_135_596_800_000; // 0001-01-01T00:00:00Z
const MAX_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

// ISO 8601 as the Hub writes it ("2024-01-02T03:04:05.000Z"), with or without a fraction, seconds, time or zone.
const ISO =
	/^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(?:([Zz])|([+-])(\d{2}):?(\d{2})?)?$/;

/**
 * The instant a date string names, or undefined when it names none in the years 1 to 9999. ISO 8601 dates without a
 * zone are taken as UTC; other forms are read as JavaScript's `Date.parse` reads them. A fraction beyond the
 * microsecond is rounded to it.
 */
export function parseInstant(text: string): Instant | undefined {
	const m = ISO.exec(text);
	let ms: number;
	let us = 0;
	if (m) {
		const [month, date] = [Number(m[2]), Number(m[3])];
		const day = new Date(0);
		day.setUTCFullYear(Number(m[1]), month - 1, date);
		// A day the month does not have (February 30) would roll over into the next month.
		if (month < 1 || month > 12 || day.getUTCDate() !== date) return undefined;
		ms = day.getTime();
		const [h, min, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
		if (h > 24 || min > 59 || s > 60) return undefined;
		ms += ((h * 60 + min) * 60 + s) * 1000;
		if (m[7]) {
			const micros = Math.round(Number(`0.${m[7]}`) * 1e6);
			ms += Math.floor(micros / 1000);
			us = micros % 1000;
		}
		if (m[9]) ms -= (m[9] === "-" ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0)) * 60_000;
	} else {
		ms = Date.parse(text);
	}
	return ms >= MIN_MS && ms <= MAX_MS ? { ms, us } : undefined;
}

/** An instant as ISO 8601 text in UTC, to the microsecond: what the upsert statement receives. */
export function instantText(i: Instant): string {
	const iso = new Date(i.ms).toISOString();
	return `${iso.slice(0, -1)}${String(i.us).padStart(3, "0")}Z`;
}
