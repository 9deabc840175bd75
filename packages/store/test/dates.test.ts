import { describe, expect, it } from "vitest";
import { instantText, parseInstant } from "../src/catalog/dates.js";

const pad = (n: number, w: number) => String(n).padStart(w, "0");

describe("dates", () => {
	it("reads the Hub's form as JavaScript does, and refuses days a month does not have", () => {
		let seed = 7;
		const next = (n: number) => {
			seed = (seed * 1103515245 + 12345) % 2 ** 31;
			return seed % n;
		};
		for (let i = 0; i < 2000; i++) {
			const [y, mo, d] = [100 + next(9900), 1 + next(12), 1 + next(31)];
			const time = `${pad(next(24), 2)}:${pad(next(60), 2)}:${pad(next(60), 2)}`;
			const text =
				i % 2
					? `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${time}.${pad(next(1000), 3)}Z`
					: `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${time}Z`;
			const real = new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d;
			expect(parseInstant(text), text).toEqual(real ? { ms: Date.parse(text), us: 0 } : undefined);
		}
		expect(parseInstant("2024-02-29T00:00:00.000Z")).toBeDefined();
		expect(parseInstant("2023-02-29T00:00:00.000Z")).toBeUndefined();
		expect(parseInstant("1900-02-29T00:00:00Z")).toBeUndefined();
		expect(parseInstant("2000-02-29T00:00:00Z")).toBeDefined();
	});

	it("reads other ISO forms to the microsecond, in UTC when no zone is given", () => {
		expect(parseInstant("2024-01-02T03:04:05.123456Z")).toEqual({ ms: Date.UTC(2024, 0, 2, 3, 4, 5, 123), us: 456 });
		expect(parseInstant("2024-01-02 03:04:05")).toEqual({ ms: Date.UTC(2024, 0, 2, 3, 4, 5), us: 0 });
		expect(parseInstant("2024-01-02T03:04:05+02:00")).toEqual({ ms: Date.UTC(2024, 0, 2, 1, 4, 5), us: 0 });
		expect(parseInstant("2024-01-01T24:00:00.000Z")).toEqual({ ms: Date.UTC(2024, 0, 2), us: 0 });
		const early = new Date(0);
		early.setUTCFullYear(99, 0, 1);
		expect(parseInstant("0099-01-01T00:00:00.000Z")).toEqual({ ms: early.getTime(), us: 0 });
		expect(parseInstant("not a date")).toBeUndefined();
		expect(parseInstant("2024-02-30")).toBeUndefined();
	});

	it("writes an instant as ISO text that reads back the same", () => {
		for (const text of ["2024-01-02T03:04:05.123456Z", "0005-06-07T00:00:00.000000Z", "9999-12-31T23:59:59.999999Z"]) {
			const instant = parseInstant(text);
			expect(instant && instantText(instant)).toBe(text);
		}
	});
});
