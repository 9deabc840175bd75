import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ENTRY_TYPES, type DemoEntry, listTasks } from "../../src/tasks/index.js";
import { DEMO_DIR, entryProblems, svgProblems, wavProblems } from "./check.js";

const entries: { task: string; side: string; entry: DemoEntry }[] = listTasks().flatMap((t) => [
	...t.demo.inputs.map((entry) => ({ task: t.id, side: "input", entry })),
	...t.demo.outputs.map((entry) => ({ task: t.id, side: "output", entry })),
]);

describe("task demos", () => {
	it("uses all six entry types across the catalogue", () => {
		expect(new Set(entries.map((e) => e.entry.type))).toEqual(new Set(DEMO_ENTRY_TYPES));
		expect(DEMO_ENTRY_TYPES).toHaveLength(6);
	});

	it("has only well-formed entries whose media exist under apps/web/public/demo", () => {
		const problems = entries.flatMap(({ task, side, entry }) =>
			entryProblems(entry).map((p) => `${task} ${side} (${entry.type}): ${p}`),
		);
		expect(problems).toEqual([]);
	});

	it("ships no demo media that no task uses", () => {
		const used = new Set(entries.flatMap(({ entry }) => ("filename" in entry ? [entry.filename] : [])));
		const shipped = readdirSync(DEMO_DIR).filter((f) => /\.(svg|wav)$/.test(f));
		expect(shipped.filter((f) => !used.has(f))).toEqual([]);
		expect([...used].filter((f) => !shipped.includes(f))).toEqual([]);
	});

	it("highlights spans that name what the token types say", () => {
		const tagged = entries.flatMap(({ entry }) => (entry.type === "text-with-tokens" ? [entry] : []));
		expect(tagged.length).toBeGreaterThan(0);
		const spans = tagged.flatMap((e) => e.tokens.map((t) => [t.type, e.content.slice(t.start, t.end)]));
		expect(spans).toContainEqual(["PER", "Grace Hopper"]);
		expect(spans).toContainEqual(["LOC", "Philadelphia"]);
	});
});

describe("entryProblems", () => {
	const dir = mkdtempSync(join(tmpdir(), "demo-media-"));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	it("rejects entries that break their type's rules", () => {
		const cases: [DemoEntry, string][] = [
			[{ type: "img", filename: "nowhere.svg" }, "missing file nowhere.svg"],
			[{ type: "img", filename: "../secret.svg" }, 'bad filename "../secret.svg"'],
			[{ type: "audio", filename: "street.svg" }, 'audio file "street.svg" should end in .wav'],
			[{ type: "text", label: "", content: "x" }, "empty label"],
			[{ type: "tabular", table: [["a", "b"]] }, "a table needs a header row and at least one row"],
			[{ type: "tabular", table: [["a", "b"], ["1"]] }, "row 1 has 1 cells, header has 2"],
			[{ type: "chart", data: [{ label: "x", score: 1.2 }] }, "score 1.2 outside [0, 1]"],
			[{ type: "chart", data: [{ label: "x", score: Number.NaN }] }, "score NaN outside [0, 1]"],
			[
				{ type: "text-with-tokens", content: "abc", tokens: [{ type: "X", start: 2, end: 9 }] },
				"span [2, 9) is not inside the content",
			],
			[
				{
					type: "text-with-tokens",
					content: "one two",
					tokens: [
						{ type: "X", start: 4, end: 7 },
						{ type: "X", start: 0, end: 3 },
					],
				},
				"span [0, 3) overlaps or is out of order",
			],
			[
				{ type: "text-with-tokens", content: "one two", tokens: [{ type: "X", start: 3, end: 6 }] },
				'span " tw" starts or ends with whitespace',
			],
		];
		for (const [entry, problem] of cases)
			expect(entryProblems(entry, `${dir}/`), JSON.stringify(entry)).toContain(problem);
	});

	it("checks the media files themselves", () => {
		writeFileSync(join(dir, "blank.svg"), "<html></html>");
		writeFileSync(join(dir, "silent.wav"), Buffer.concat([readFileSync(join(DEMO_DIR, "bark.wav")).subarray(0, 44)]));
		expect(entryProblems({ type: "img", filename: "blank.svg" }, `${dir}/`)).toContain(
			"blank.svg: not a standalone <svg> document",
		);
		expect(entryProblems({ type: "audio", filename: "silent.wav" }, `${dir}/`)).toContain(
			"silent.wav: silent or nearly silent",
		);
	});
});

describe("media checks", () => {
	it("accept the shipped files and reject broken ones", () => {
		const wav = readFileSync(join(DEMO_DIR, "speech-sample.wav"));
		expect(wavProblems(wav)).toEqual([]);
		const truncated = wav.subarray(0, wav.length - 100);
		expect(wavProblems(truncated)).toEqual([`data size ${wav.length - 44} does not match the file`]);
		const svg = readFileSync(join(DEMO_DIR, "street.svg"), "utf8");
		expect(svgProblems(svg)).toEqual([]);
		expect(svgProblems(svg.replace(/<title>.*<\/title>/, ""))).toEqual(["missing <title>"]);
		expect(svgProblems(svg.replace("</svg>", '<image href="https://example.com/x.png"/></svg>'))).toEqual([
			"has scripts or external refs",
		]);
	});
});
