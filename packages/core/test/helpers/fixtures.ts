/**
 * The one generic fixture runner (in the style of httpsnippet's fixture folders).
 *
 * A suite is a folder of cases; each case is a folder holding `input.json` and one expected file per output
 * (`<name>.<ext>`, the extension given by the output's language). `npm run fixtures:update` (UPDATE_FIXTURES=1)
 * rewrites the expected files on purpose, so the change shows up in review as a diff.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatFailures, validateSnippets } from "./validate.js";

export interface FixtureOutput {
	/** File name without extension, e.g. "0" or "python.requests". */
	name: string;
	language: string;
	content: string;
}

const EXT: Record<string, string> = {
	python: "py",
	js: "js",
	bash: "sh",
	sh: "sh",
	json: "json",
	csharp: "cs",
	swift: "swift",
};

export function extensionOf(language: string): string {
	const ext = EXT[language];
	if (!ext) throw new Error(`no file extension for language "${language}"`);
	return ext;
}

export const UPDATING = process.env.UPDATE_FIXTURES === "1";

export interface FixtureCase<I> {
	name: string;
	dir: string;
	input: I;
}

/** Reads every case of a suite: `<root>/<group>/<case>/input.json`, or `<root>/<case>/input.json` when flat. */
export function readCases<I>(root: string): FixtureCase<I>[] {
	const cases: FixtureCase<I>[] = [];
	const walk = (dir: string, prefix: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
			if (!entry.isDirectory()) continue;
			const sub = join(dir, entry.name);
			const name = prefix ? `${prefix}/${entry.name}` : entry.name;
			if (existsSync(join(sub, "input.json"))) {
				cases.push({ name, dir: sub, input: JSON.parse(readFileSync(join(sub, "input.json"), "utf8")) as I });
			} else {
				walk(sub, name);
			}
		}
	};
	if (existsSync(root)) walk(root, "");
	return cases;
}

/**
 * Registers one test per case: the generated outputs must equal the expected files (same names, same contents),
 * and one test that parses every output of the suite with its language's real parser.
 */
export function fixtureSuite<I>(
	title: string,
	root: string,
	generate: (input: I, c: FixtureCase<I>) => FixtureOutput[],
): void {
	const cases = readCases<I>(root);
	describe(title, () => {
		it("has cases", () => {
			expect(cases.length).toBeGreaterThan(0);
		});
		const all: { name: string; language: string; content: string }[] = [];
		for (const c of cases) {
			const outputs = generate(c.input, c);
			for (const o of outputs)
				all.push({ name: `${c.name}/${o.name}.${extensionOf(o.language)}`, language: o.language, content: o.content });
			it(c.name, () => {
				const files = new Map(outputs.map((o) => [`${o.name}.${extensionOf(o.language)}`, o.content]));
				if (UPDATING) {
					for (const f of readdirSync(c.dir)) if (f !== "input.json") rmSync(join(c.dir, f));
					mkdirSync(c.dir, { recursive: true });
					for (const [f, content] of files)
						writeFileSync(join(c.dir, f), content.endsWith("\n") ? content : `${content}\n`);
					return;
				}
				const expected = readdirSync(c.dir)
					.filter((f) => f !== "input.json")
					.sort();
				expect([...files.keys()].sort(), `outputs of ${c.name}`).toEqual(expected);
				for (const f of expected) {
					const want = readFileSync(join(c.dir, f), "utf8");
					const got = files.get(f) ?? "";
					expect(got.endsWith("\n") ? got : `${got}\n`, `${c.name}/${f}`).toBe(want);
				}
			});
		}
		it("every output parses with its language's parser", async () => {
			const failures = await validateSnippets(all);
			expect(formatFailures(failures)).toBe("");
		});
	});
}
