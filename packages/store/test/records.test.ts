// Reading a dump: lines cut at newline bytes however the stream is chunked (a record split across chunks, a UTF-8
// character split across chunks, CRLF, a byte-order mark, blank and white-space lines, no final newline), and a JSON
// array recognised wherever its first line falls.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { cutRun, eachLine, lineCount } from "../src/import/lines.js";
import { type ImportEvent, type RecordLines, readRecords } from "../src/index.js";

/** A record's line as the importer cuts it from a run of lines. */
type Line = { kind: "text"; origin: string; text: string };

/** The events read, with each run of lines cut into its lines. */
async function read(chunks: Buffer[]): Promise<(ImportEvent | Line)[]> {
	const out: (ImportEvent | Line)[] = [];
	for await (const e of readRecords(Readable.from(chunks), "dump")) {
		if (e.kind !== "lines") {
			out.push(e);
			continue;
		}
		expect(e.lines, "a run's line count").toBe(lineCount(e.bytes));
		eachLine(e, (text, line) => out.push({ kind: "text", origin: `${e.origin}:${line}`, text }));
	}
	return out;
}

/** The same text cut into chunks of `size` bytes (so lines and characters straddle chunks). */
const cut = (text: string, size: number) => {
	const bytes = Buffer.from(text);
	const chunks: Buffer[] = [];
	for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
	return chunks;
};

const JSONL = `\uFEFF{"id":"a/ü-𝔘"}\r\n\n   \n  {"id":"b/x"}  \n{not json\n{"id":"c/日本"}`;
const EXPECTED = [
	{ kind: "text", origin: "dump:1", text: '{"id":"a/ü-𝔘"}' },
	{ kind: "text", origin: "dump:4", text: '{"id":"b/x"}' },
	{ kind: "text", origin: "dump:5", text: "{not json" },
	{ kind: "text", origin: "dump:6", text: '{"id":"c/日本"}' },
];

describe("reading a JSONL dump", () => {
	it("yields each non-blank line with its number, whatever the chunk size", async () => {
		for (const size of [1, 2, 3, 5, 7, 64, 1 << 20])
			expect(await read(cut(JSONL, size)), `chunks of ${size}`).toEqual(EXPECTED);
	});

	it("numbers lines across runs and after a last line with no newline", async () => {
		const lines = Array.from({ length: 50 }, (_, i) => (i % 7 === 3 ? "  " : `{"id":"o/m${i}"}`));
		const text = `\n${lines.join("\r\n")}`;
		const expected = lines.flatMap((l, i) => (l.trim() ? [{ kind: "text", origin: `dump:${i + 2}`, text: l }] : []));
		for (const size of [1, 9, 40, 1 << 20]) expect(await read(cut(text, size)), `chunks of ${size}`).toEqual(expected);
	});

	it("cuts a run of lines anywhere into two runs that hold the same numbered lines", () => {
		const bytes = Buffer.from('{"id":"o/a"}\r\n\n{"id":"o/b"}\n  \n{"id":"o/c"}');
		const run: RecordLines = { kind: "lines", origin: "dump", firstLine: 7, bytes, lines: lineCount(bytes) };
		const texts = (r: RecordLines) => {
			const out: string[] = [];
			eachLine(r, (text, line) => out.push(`${line} ${text}`));
			return out;
		};
		expect(texts(run)).toEqual(['7 {"id":"o/a"}', '9 {"id":"o/b"}', '11 {"id":"o/c"}']);
		for (let n = 1; n < run.lines; n++) {
			const [head, rest] = cutRun(run, n);
			expect([head.lines, rest.lines], `cut after ${n}`).toEqual([n, run.lines - n]);
			expect([...texts(head), ...texts(rest)], `cut after ${n}`).toEqual(texts(run));
		}
	});

	it("reads a JSON array whose first line comes after blank lines, in any chunking", async () => {
		const text = '\n\n  [\n{"id":"a/b"},\r\n {"id":"c/d"}\n]\n';
		for (const size of [1, 3, 4, 1 << 20]) {
			const events = await read(cut(text, size));
			expect(
				events.map((e) => (e.kind === "record" ? [e.origin, e.record.id] : e.kind)),
				`chunks of ${size}`,
			).toEqual([
				["dump[0]", "a/b"],
				["dump[1]", "c/d"],
			]);
		}
		expect(await read(cut('[{"id":"a/b"}]', 4))).toMatchObject([{ kind: "record", origin: "dump[0]" }]);
		expect(await read(cut('[{"id":"a/b"},', 4))).toMatchObject([{ kind: "rejected", origin: "dump" }]);
	});
});
