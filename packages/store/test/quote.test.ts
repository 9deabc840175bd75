import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonParseError, printable, quote } from "../src/index.js";

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

describe("quoting input in error lines", () => {
	it("never lets a control or bidi character through, and bounds the length", () => {
		fc.assert(
			fc.property(fc.string({ unit: "binary", maxLength: 400 }), (s) => {
				const q = quote(s, 60);
				expect(UNSAFE.test(q)).toBe(false);
				expect(q.length).toBeLessThanOrEqual(60 * 6 + 40);
				expect(UNSAFE.test(printable(s))).toBe(false);
			}),
			{ numRuns: 500, seed: 36 },
		);
	});

	it("writes escapes a reader recognises, and says how long a cut value was", () => {
		expect(quote('a"b\\c\x1b[31m\x07\r\n\u009b\u202e')).toBe('"a\\"b\\\\c\\x1b[31m\\x07\\r\\n\\x9b\\u202e"');
		expect(quote("x".repeat(100), 10)).toBe('"xxxxxxxxxx"… (100 characters)');
		expect(quote("\ud800x")).toBe('"\\ud800x"');
		expect(quote("😀")).toBe('"😀"');
	});

	it("takes the input's excerpt out of JSON.parse's message", () => {
		const reason = (text: string) => {
			try {
				JSON.parse(text);
			} catch (e) {
				return jsonParseError(e);
			}
		};
		expect(reason(`\x1b[31m${"x".repeat(50)}`)).toBe('unexpected character "\\x1b"');
		expect(reason("'x")).toBe(`unexpected character "'"`);
		expect(reason('{"a":')).toBe("Unexpected end of JSON input");
	});
});
