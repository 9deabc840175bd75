/**
 * validateSnippet / validateSnippets: parse generated code with a real parser of its language.
 *
 * - python: `ast.parse` in ONE python3 process for the whole batch (plus `tokenize` for the payload check);
 * - js: acorn (ES latest, module, top-level await allowed);
 * - bash: `bash -n` for each snippet, driven by one bash process;
 * - json: JSON.parse;
 * - csharp: tree-sitter's C# grammar (no error or missing nodes).
 *
 * With `payload`, it also checks that every occurrence of that marker lies inside a string literal token.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as acorn from "acorn";
import type { SnippetLanguage } from "../../src/snippet.js";

export interface SnippetCheck {
	/** Where the snippet comes from (fixture file, generator and case), reported on failure. */
	name: string;
	language: SnippetLanguage | string;
	content: string;
	/** A marker that may only appear inside string literals. */
	payload?: string;
}

export interface SnippetFailure {
	name: string;
	language: string;
	line?: number;
	message: string;
}

const PYTHON_DRIVER = String.raw`
import ast, io, json, sys, tokenize
cases = json.load(sys.stdin)
out = []
for c in cases:
    src = c["content"]
    try:
        ast.parse(src)
    except SyntaxError as e:
        out.append({"i": c["i"], "line": e.lineno, "message": "SyntaxError: " + str(e.msg)})
        continue
    marker = c.get("payload")
    if marker:
        try:
            toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
        except Exception as e:
            out.append({"i": c["i"], "message": "tokenize failed: " + str(e)})
            continue
        for t in toks:
            if t.type != tokenize.STRING and marker in t.string:
                out.append({"i": c["i"], "line": t.start[0], "message": "payload outside a string literal in token " + repr(t.string[:60])})
                break
json.dump(out, sys.stdout)
`;

function checkPython(cases: (SnippetCheck & { i: number })[]): SnippetFailure[] {
	if (cases.length === 0) return [];
	const res = spawnSync("python3", ["-c", PYTHON_DRIVER], {
		input: JSON.stringify(cases.map(({ i, content, payload }) => ({ i, content, payload }))),
		encoding: "utf8",
		maxBuffer: 256 * 1024 * 1024,
	});
	if (res.status !== 0) throw new Error(`python3 validator failed: ${res.stderr}`);
	const found = JSON.parse(res.stdout) as { i: number; line?: number; message: string }[];
	return found.map((f) => {
		const c = cases.find((x) => x.i === f.i) as SnippetCheck;
		return { name: c.name, language: "python", line: f.line, message: f.message };
	});
}

function checkJs(c: SnippetCheck): SnippetFailure | undefined {
	const options: acorn.Options = {
		ecmaVersion: "latest",
		sourceType: "module",
		allowAwaitOutsideFunction: true,
		locations: true,
	};
	try {
		acorn.parse(c.content, options);
	} catch (e) {
		const err = e as SyntaxError & { loc?: { line: number } };
		return { name: c.name, language: "js", line: err.loc?.line, message: err.message };
	}
	if (c.payload) {
		const spans: [number, number][] = [];
		for (const t of acorn.tokenizer(c.content, options)) {
			if (t.type === acorn.tokTypes.string || t.type === acorn.tokTypes.template) spans.push([t.start, t.end]);
		}
		const at = firstOutside(c.content, c.payload, spans);
		if (at >= 0)
			return { name: c.name, language: "js", line: lineOf(c.content, at), message: "payload outside a string literal" };
	}
	return undefined;
}

function firstOutside(code: string, marker: string, spans: [number, number][]): number {
	for (let at = code.indexOf(marker); at >= 0; at = code.indexOf(marker, at + 1)) {
		if (!spans.some(([s, e]) => at >= s && at + marker.length <= e)) return at;
	}
	return -1;
}

function lineOf(code: string, index: number): number {
	return code.slice(0, index).split("\n").length;
}

/** Spans of single-quoted regions of a shell script (the only quoting our shell writer uses for values). */
function shellSingleQuoted(code: string): [number, number][] {
	const spans: [number, number][] = [];
	let i = 0;
	let inDouble = false;
	while (i < code.length) {
		const ch = code[i];
		if (ch === "\\" && !inDouble) {
			i += 2;
		} else if (ch === "\\" && inDouble) {
			i += 2;
		} else if (ch === '"') {
			inDouble = !inDouble;
			i++;
		} else if (ch === "#" && !inDouble && (i === 0 || /\s/.test(code[i - 1] ?? ""))) {
			const end = code.indexOf("\n", i);
			i = end < 0 ? code.length : end;
		} else if (ch === "'" && !inDouble) {
			const end = code.indexOf("'", i + 1);
			if (end < 0) return spans;
			spans.push([i, end + 1]);
			i = end + 1;
		} else {
			i++;
		}
	}
	return spans;
}

function checkBash(cases: (SnippetCheck & { i: number })[]): SnippetFailure[] {
	if (cases.length === 0) return [];
	const dir = mkdtempSync(join(tmpdir(), "modelhub-sh-"));
	try {
		const lines: string[] = [];
		for (const c of cases) {
			const file = join(dir, `${c.i}.sh`);
			writeFileSync(file, c.content);
			lines.push(`bash -n ${file} 2>${file}.err || { echo ${c.i}; }`);
		}
		const res = spawnSync("bash", ["-s"], { input: lines.join("\n"), encoding: "utf8" });
		const failed = new Set(res.stdout.split("\n").filter(Boolean).map(Number));
		const out: SnippetFailure[] = [];
		for (const c of cases) {
			if (failed.has(c.i)) {
				const err = spawnSync("cat", [join(dir, `${c.i}.sh.err`)], { encoding: "utf8" }).stdout.trim();
				const line = /line (\d+)/.exec(err)?.[1];
				out.push({
					name: c.name,
					language: "bash",
					line: line ? Number(line) : undefined,
					message: err.split("\n")[0] ?? "bash -n failed",
				});
				continue;
			}
			if (c.payload) {
				const at = firstOutside(c.content, c.payload, shellSingleQuoted(c.content));
				if (at >= 0)
					out.push({
						name: c.name,
						language: "bash",
						line: lineOf(c.content, at),
						message: "payload outside a single-quoted word",
					});
			}
		}
		return out;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

function checkJson(c: SnippetCheck): SnippetFailure | undefined {
	try {
		JSON.parse(c.content);
		return undefined;
	} catch (e) {
		return { name: c.name, language: "json", message: (e as Error).message };
	}
}

// tree-sitter is loaded once, lazily, only when a batch has C# in it.
let csharpParser: Promise<{ parse(code: string): { rootNode: TsNode } }> | undefined;
interface TsNode {
	hasError: boolean;
	startPosition: { row: number };
	type: string;
	text: string;
	isMissing: boolean;
	startIndex: number;
	endIndex: number;
	childCount: number;
	child(i: number): TsNode | null;
}
async function loadCsharp() {
	const require = createRequire(import.meta.url);
	const { Parser, Language } = await import("web-tree-sitter");
	await Parser.init();
	const wasm = require.resolve("tree-sitter-c-sharp/tree-sitter-c_sharp.wasm");
	const lang = await Language.load(wasm);
	const parser = new Parser();
	parser.setLanguage(lang);
	return parser as unknown as { parse(code: string): { rootNode: TsNode } };
}
function findError(node: TsNode): TsNode | undefined {
	if (node.type === "ERROR" || node.isMissing) return node;
	for (let i = 0; i < node.childCount; i++) {
		const child = node.child(i);
		if (child?.hasError || child?.isMissing) {
			const found = findError(child);
			if (found) return found;
		}
	}
	return undefined;
}
function csharpStringSpans(node: TsNode, spans: [number, number][]): void {
	if (node.type === "string_literal" || node.type === "verbatim_string_literal" || node.type === "raw_string_literal") {
		spans.push([node.startIndex, node.endIndex]);
		return;
	}
	for (let i = 0; i < node.childCount; i++) {
		const child = node.child(i);
		if (child) csharpStringSpans(child, spans);
	}
}
async function checkCsharp(cases: SnippetCheck[]): Promise<SnippetFailure[]> {
	if (cases.length === 0) return [];
	csharpParser ??= loadCsharp();
	const parser = await csharpParser;
	const out: SnippetFailure[] = [];
	for (const c of cases) {
		const tree = parser.parse(c.content);
		const bad = tree.rootNode.hasError ? findError(tree.rootNode) : undefined;
		if (bad || tree.rootNode.hasError) {
			out.push({
				name: c.name,
				language: "csharp",
				line: (bad?.startPosition.row ?? 0) + 1,
				message: `C# parse error near ${JSON.stringify(bad?.text.slice(0, 40) ?? "")}`,
			});
			continue;
		}
		if (c.payload) {
			// tree-sitter indexes are UTF-8 byte offsets: compare in bytes.
			const spans: [number, number][] = [];
			csharpStringSpans(tree.rootNode, spans);
			const bytes = Buffer.from(c.content, "utf8").toString("latin1");
			const marker = Buffer.from(c.payload, "utf8").toString("latin1");
			const at = firstOutside(bytes, marker, spans);
			if (at >= 0)
				out.push({
					name: c.name,
					language: "csharp",
					line: lineOf(bytes, at),
					message: "payload outside a string literal",
				});
		}
	}
	return out;
}

/** Parses every snippet with its language's parser and returns the failures (empty when all are valid). */
export async function validateSnippets(checks: SnippetCheck[]): Promise<SnippetFailure[]> {
	const indexed = checks.map((c, i) => ({ ...c, i }));
	const failures: SnippetFailure[] = [];
	failures.push(...checkPython(indexed.filter((c) => c.language === "python")));
	failures.push(...checkBash(indexed.filter((c) => c.language === "bash" || c.language === "sh")));
	for (const c of indexed) {
		if (c.language === "js") {
			const f = checkJs(c);
			if (f) failures.push(f);
		} else if (c.language === "json") {
			const f = checkJson(c);
			if (f) failures.push(f);
		}
	}
	failures.push(...(await checkCsharp(indexed.filter((c) => c.language === "csharp"))));
	const known = new Set(["python", "bash", "sh", "js", "json", "csharp"]);
	for (const c of indexed) {
		if (!known.has(c.language))
			failures.push({ name: c.name, language: c.language, message: `no parser for language "${c.language}"` });
	}
	return failures;
}

/** Formats failures as one line each: "name (language) line N: message". */
export function formatFailures(failures: SnippetFailure[]): string {
	return failures.map((f) => `${f.name} (${f.language})${f.line ? ` line ${f.line}` : ""}: ${f.message}`).join("\n");
}

/** Validates one snippet; throws an Error naming the place and the line of the first failure. */
export async function validateSnippet(
	language: SnippetCheck["language"],
	content: string,
	name = "snippet",
): Promise<void> {
	const failures = await validateSnippets([{ name, language, content }]);
	if (failures.length > 0) throw new Error(formatFailures(failures));
}
