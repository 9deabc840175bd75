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
	const hub = hubDate(text);
	if (hub !== undefined) return { ms: hub, us: 0 };
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

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The milliseconds of a date in the form the Hub writes ("2024-01-02T03:04:05.678Z", or without the fraction) when
 * it is one that needs no more than that (years from 100), read digit by digit: an import reads two per record, and
 * the general pattern cost more than the rest of a record's dates handling. Undefined for any other text.
 */
function hubDate(s: string): number | undefined {
	const n = s.length;
	if (n !== 24 && n !== 20) return undefined;
	if (s[4] !== "-" || s[7] !== "-" || s[10] !== "T" || s[13] !== ":" || s[16] !== ":" || s[n - 1] !== "Z")
		return undefined;
	if (n === 24 && s[19] !== ".") return undefined;
	let bad = false;
	const num = (from: number, to: number) => {
		let v = 0;
		for (let i = from; i < to; i++) {
			const d = s.charCodeAt(i) - 48;
			if (d < 0 || d > 9) bad = true;
			v = v * 10 + d;
		}
		return v;
	};
	const [year, month, day] = [num(0, 4), num(5, 7), num(8, 10)];
	const [hour, minute, second] = [num(11, 13), num(14, 16), num(17, 19)];
	const milli = n === 24 ? num(20, 23) : 0;
	if (bad || year < 100 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
		return undefined;
	const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	if (day > (DAYS_IN_MONTH[month - 1] as number) + (leap ? 1 : 0)) return undefined;
	return Date.UTC(year, month - 1, day, hour, minute, second, milli);
}

/** An instant as ISO 8601 text in UTC, to the microsecond: what the upsert statement receives. */
export function instantText(i: Instant): string {
	const iso = new Date(i.ms).toISOString();
	return `${iso.slice(0, -1)}${String(i.us).padStart(3, "0")}Z`;
}
