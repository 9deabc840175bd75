import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	comment,
	flatten,
	jsonText,
	jsString,
	jsTemplateText,
	jsValue,
	pyString,
	pyValue,
	shWord,
} from "../src/code/index.js";
import { js, py, raw, sh } from "../src/code/template.js";
import { formatFailures, validateSnippets } from "./helpers/validate.js";

// Strings of every kind: full Unicode (including lone surrogates), plus a bias towards the characters that break code.
const nasty = fc.constantFrom(
	'"',
	"'",
	"`",
	"\\",
	"\n",
	"\r",
	"${",
	"$(",
	"#",
	"\u2028",
	"\u0000",
	"\t",
	"{",
	"}",
	"%",
	"\ud800",
	"é",
	"🤗",
);
const anyString = fc.oneof(
	fc.string({ unit: "binary", maxLength: 40 }),
	fc.array(fc.oneof(nasty, fc.string({ maxLength: 3 })), { maxLength: 20 }).map((a) => a.join("")),
);
const SAMPLES = fc.sample(anyString, { numRuns: 400, seed: 42 });

function python(code: string, input: string): string {
	const res = spawnSync("python3", ["-c", code], { input, encoding: "utf8", maxBuffer: 64 << 20 });
	if (res.status !== 0) throw new Error(res.stderr);
	return res.stdout;
}

describe("Python string literal", () => {
	it("evaluates to the same string in python3 for any string", () => {
		// Round-trip through JSON, whose \\u escapes carry lone surrogates faithfully.
		const literals = SAMPLES.map(pyString);
		const out = python(
			"import ast,json,sys\nprint(json.dumps([ast.literal_eval(s) for s in json.load(sys.stdin)]))",
			JSON.stringify(literals),
		);
		expect(JSON.parse(out)).toEqual(SAMPLES);
	});
	it("writes nested JSON values as Python literals", () => {
		const values = fc
			.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 200, seed: 7 })
			.map((v) => JSON.parse(JSON.stringify(v)));
		const out = python(
			"import ast,json,sys\nprint(json.dumps([ast.literal_eval(s) for s in json.load(sys.stdin)]))",
			JSON.stringify(values.map((v) => pyValue(v))),
		);
		expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(values)));
	});
});

describe("JavaScript literals", () => {
	it("string literal evaluates to the same string", () => {
		fc.assert(fc.property(anyString, (s) => new Function(`return ${jsString(s)}`)() === s));
	});
	it("template text evaluates to the same string and never interpolates", () => {
		fc.assert(fc.property(anyString, (s) => new Function(`return \`${jsTemplateText(s)}\``)() === s));
	});
	it("object literal keeps a __proto__ key as a property of its own", () => {
		const value = JSON.parse('{"__proto__": {"a": 1}, "b": 2}');
		const copy = new Function(`return ${jsValue(value)}`)();
		expect(Object.hasOwn(copy, "__proto__")).toBe(true);
		expect(copy).toEqual(value);
	});
	it("object literal evaluates to the same value", () => {
		fc.assert(
			fc.property(fc.jsonValue({ maxDepth: 3 }), (v) => {
				const clean = JSON.parse(JSON.stringify(v));
				expect(new Function(`return ${jsValue(clean)}`)()).toEqual(clean);
			}),
		);
	});
});

describe("shell word", () => {
	it("echoes the same string through bash", () => {
		// A shell argument cannot hold NUL, and bash reads UTF-8 bytes: compare byte-for-byte what it prints.
		const strings = SAMPLES.map((s) => s.replace(/\0/g, ""));
		const script = strings.map((s) => `printf '%s\\0' ${shWord(s)}`).join("\n");
		const res = spawnSync("bash", ["-s"], { input: script, maxBuffer: 64 << 20 });
		const printed = res.stdout.toString("latin1").split("\0").slice(0, -1);
		expect(printed).toEqual(strings.map((s) => Buffer.from(s, "utf8").toString("latin1")));
	});
});

describe("JSON text", () => {
	it("round-trips through JSON.parse and never contains raw line separators", () => {
		fc.assert(
			fc.property(fc.jsonValue(), (v) => {
				const text = jsonText(v as never, 2);
				expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
				expect(/[\u2028\u2029]/.test(text)).toBe(false);
			}),
		);
	});
});

describe("tagged templates", () => {
	const hostile = `x"'\`\${PWN}$(PWN)\\\n# PWN`;
	it("quote every interpolation and keep code valid", async () => {
		const failures = await validateSnippets([
			{
				name: "py",
				language: "python",
				payload: "PWN",
				content: py`print(${hostile}, ${{ a: [hostile, 1, true, null] }})`,
			},
			{ name: "js", language: "js", payload: "PWN", content: js`console.log(${hostile}, ${{ "a-b": [hostile] }});` },
			{ name: "sh", language: "bash", payload: "PWN", content: sh`echo ${hostile} ${{ k: hostile }}` },
		]);
		expect(formatFailures(failures)).toBe("");
	});
	it("dedent the template and re-indent multi-line code", () => {
		const body = raw("a = 1\nb = 2");
		const out = py`
			def f():
			    ${body}
			    return ${"x"}
		`;
		expect(out).toBe('def f():\n    a = 1\n    b = 2\n    return "x"');
	});
	it("the validator rejects broken code and code with an escaped payload", async () => {
		const failures = await validateSnippets([
			{ name: "bad-py", language: "python", content: "print('x'" },
			{ name: "bad-js", language: "js", content: "const = 1" },
			{ name: "bad-sh", language: "bash", content: "if then fi" },
			{ name: "bad-json", language: "json", content: "{" },
			{ name: "bad-cs", language: "csharp", content: "class A { void f( }" },
			{ name: "leak-py", language: "python", payload: "PWN", content: "x = 1  # PWN" },
			{ name: "leak-js", language: "js", payload: "PWN", content: "const a = `${PWN}`;" },
			{ name: "leak-sh", language: "bash", payload: "PWN", content: 'echo "$(PWN)"' },
			{ name: "ok-cs", language: "csharp", payload: "PWN", content: 'class A { string s = "PWN"; }' },
		]);
		expect(failures.map((f) => f.name).sort()).toEqual(
			["bad-cs", "bad-js", "bad-json", "bad-py", "bad-sh", "leak-js", "leak-py", "leak-sh"].sort(),
		);
	});
});

describe("escaping", () => {
	// Every character class the writers escape, next to ones they keep: quotes of the other kinds, a no-break space, a
	// well-formed surrogate pair (one character) and lone surrogates (which UTF-8 cannot carry)
	const text = "a\"b'c`d$e\\f\n\r\t\0\x1b\x7f\x85\x9f\u00a0\u2028\u2029\ufeff\ud800x\udc00\u{1f600}";
	const escaped =
		"\\\"b'c`d$e\\\\f\\n\\r\\t\\x00\\x1b\\x7f\\x85\\x9f\u00a0\\u2028\\u2029\\ufeff\\ud800x\\udc00\u{1f600}";
	it("writes exactly the escapes each literal needs", () => {
		expect(pyString(text)).toBe(`"a${escaped}"`);
		expect(jsString(text)).toBe(`"a${escaped}"`);
		expect(jsTemplateText(text)).toBe(`a"b'c\\\`d\\$e${escaped.slice(escaped.indexOf("\\\\f"))}`);
	});
	it("returns text that needs no escape as it is", () => {
		expect(jsString("org/model-1.0_x y")).toBe('"org/model-1.0_x y"');
	});
});

describe("comment and flatten", () => {
	it("keep every line of a comment commented", async () => {
		const c = comment("python", "a\nb\r\nc\u2028d");
		expect(c.split("\n").every((l) => l.startsWith("#"))).toBe(true);
	});
	it("breaks comment lines at every line terminator, CR LF once, and trims what ends them", () => {
		expect(comment("python", "a \r\nb\rc\u2028d\u2029e\u0085f\vg\fh\n")).toBe(
			["# a", "# b", "# c", "# d", "# e", "# f", "# g", "# h", "#"].join("\n"),
		);
		expect(comment("js", "one\n\ntwo")).toBe("// one\n//\n// two");
		expect(comment("bash", "")).toBe("#");
	});
	it("flatten collapses whitespace and strips one pair of quotes", () => {
		expect(flatten('  "hello\n   world"  ')).toBe("hello world");
		expect(flatten("'a'")).toBe("a");
		expect(flatten("\"'a'\"")).toBe("'a'");
		expect(flatten("plain")).toBe("plain");
	});
});
