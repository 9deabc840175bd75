/**
 * The build compiles the core's tagged templates into concatenations (scripts/compile-templates.mjs). These tests
 * hold the compiled code to the tags' own output: on small probes of every placeholder kind, compiled in a copy of
 * the built core, and on the whole built core against the sources over every record the other suites use.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as source from "../src/index.js";
import type { ModelRecord } from "../src/model.js";
import { resolveRecord } from "./helpers/catalog.js";
import { readCases } from "./helpers/fixtures.js";
import { HOSTILE_TEXTS, poison } from "./helpers/hostile.js";

const DIST = fileURLToPath(new URL("../dist", import.meta.url));
const SCRIPT = fileURLToPath(new URL("../scripts/compile-templates.mjs", import.meta.url));
const compile = (dir: string) => execFileSync(process.execPath, [SCRIPT, dir], { encoding: "utf8" });

// Every kind of placeholder: strings, numbers, booleans, null, objects, arrays, our own code at column 0 and at an
// indented column (one line and several), a nested template, strings of our text around values (whose text needs no
// escape, and one whose text does), an import under another name, a template with no value or only a value, and a
// template with escaped backticks and `${`.
const PROBE = `
import { py, js as jsTag, sh, cs, raw } from "./code/index.js";
import { code, trusted } from "./inference/clients/code.js";
export const probes = {
	value: (v) => py\`
		model = load(\${v})
		print(model)
	\`,
	js: (v) => jsTag\`const x = \${v}; // \\\`quoted\\\` \\\${x}\`,
	sh: (v) => sh\`curl \${v} -d \${{ a: v }}\`,
	cs: (v) => cs\`var x = \${v}; var y = \${[v, 1, true, null]};\`,
	rawAt: (v) => py\`
		def f():
		    \${raw(\`a = 1\\nb = \${JSON.stringify(String(v))}\`)}
		    \${raw("c = 2")}
		\${raw("d = 3\\ne = 4")}
	\`,
	nested: (v) => py\`
		outer(\${raw(py\`inner(\${v})\`)})
		\${[v, { k: v }]}
	\`,
	joined: (v) => py\`
		load(\${\`hf://\${v}/weights\`}, \${\`\${v}\${v}\`})
		run(\${\`say "\${v}"\`})
	\`,
	joinedJs: (v) => jsTag\`load(\${\`org/\${v}\`})\`,
	joinedSh: (v) => sh\`hf download \${\`org/\${v}\`} --local-dir \${\`models/\${v}\`} \${\`it's \${v}\`}\`,
	empty: () => py\`\`,
	only: (v) => py\`\${v}\`,
	code: (v) => code\`x = \${trusted(String(v))}
	y\`,
};
`;

// A file that declares a tag's name again anywhere keeps that tag's templates as they are
const SHADOWED = `
import { py } from "./code/index.js";
export const probes = {
	kept: (v) => py\`x = \${v}\`,
	shadowed: (v) => {
		const py = (strings, ...values) => strings.join("|") + values.length;
		return py\`a\${v}b\`;
	},
};
`;

describe("compile-templates", () => {
	let dir: string;
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), "modelhub-compile-"));
		cpSync(DIST, join(dir, "dist"), { recursive: true });
		writeFileSync(join(dir, "dist", "probe.js"), PROBE);
		writeFileSync(join(dir, "dist", "shadowed.js"), SHADOWED);
		cpSync(join(dir, "dist"), join(dir, "before"), { recursive: true });
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	it("writes the text the tags write, for every kind of value, and leaves other tags alone", async () => {
		expect(compile(join(dir, "dist"))).toMatch(/compile-templates: [1-9]\d* tagged templates compiled/);
		const compiled = readFileSync(join(dir, "dist", "probe.js"), "utf8");
		expect(compiled).not.toMatch(/\b(?:py|jsTag|sh|code)`/);
		// The strings of our text around values are checked piece by piece, except where the text itself needs escaping
		expect(compiled.match(/__modelhubJoinedValue\(/g)).toHaveLength(5);
		expect(readFileSync(join(dir, "dist", "shadowed.js"), "utf8")).toBe(SHADOWED);
		const load = async (folder: string) => ({
			...(await import(pathToFileURL(join(dir, folder, "probe.js")).href)).probes,
			...(await import(pathToFileURL(join(dir, folder, "shadowed.js")).href)).probes,
		});
		const before = await load("before");
		const after = await load("dist");
		const values = [
			"org/model",
			7,
			-0.5,
			true,
			null,
			["a", 1],
			{ "k'ey": "v\nw" },
			...HOSTILE_TEXTS.filter((t) => t.length < 100),
		];
		for (const name of Object.keys(before)) {
			for (const value of values)
				expect(after[name](value), `${name}(${JSON.stringify(value)})`).toBe(before[name](value));
		}
	});

	it("changes nothing when run again", () => {
		const text = readFileSync(join(dir, "dist", "probe.js"), "utf8");
		// Without its record of the files it left, the step reads every file again: none has a template left.
		rmSync(join(dir, "dist", ".compiled-templates-files"));
		expect(compile(join(dir, "dist"))).toMatch(/: 0 tagged templates compiled in 0 files/);
		expect(readFileSync(join(dir, "dist", "probe.js"), "utf8")).toBe(text);
		// With it, and no file emitted since, it reads none.
		expect(compile(join(dir, "dist"))).toMatch(/is as this step left it, nothing to compile/);
	});

	it("compiles a file emitted after its last run", () => {
		writeFileSync(join(dir, "dist", "probe-again.js"), PROBE);
		expect(compile(join(dir, "dist"))).toMatch(/: [1-9]\d* tagged templates compiled in 1 files/);
		expect(readFileSync(join(dir, "dist", "probe-again.js"), "utf8")).not.toMatch(/\bpy`/);
	});
});

// Every record the snippet suites use, as it is and with every string field made hostile
const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));
const CATALOG = fileURLToPath(new URL("../../catalog/models/", import.meta.url));
function records(): ModelRecord[] {
	const out: ModelRecord[] = [];
	for (const suite of ["libraries", "inference", "apps"]) {
		for (const c of readCases<{ model?: unknown; record?: unknown }>(join(FIXTURES, suite))) {
			const input = (c.input.model ?? c.input.record ?? c.input) as ModelRecord | { $catalog: string };
			out.push(resolveRecord(input));
		}
	}
	for (const owner of readdirSync(CATALOG)) {
		for (const file of readdirSync(join(CATALOG, owner))) {
			out.push(JSON.parse(readFileSync(join(CATALOG, owner, file), "utf8")) as ModelRecord);
		}
	}
	const hostile = HOSTILE_TEXTS.filter((t) => t.length < 100).join("");
	return [...out, ...out.map((r) => poison(r as never, hostile) as ModelRecord)];
}

/**
 * What each of the core's snippet writers makes of a record, or that it throws. (Not which error: a template writes
 * each value as it reaches it, the tag after evaluating them all, so when two of its values would throw, for a record
 * handed to another library's generator, each may meet a different one first.)
 */
function everything(core: typeof source, model: ModelRecord): unknown[] {
	const attempt = (f: () => unknown) => {
		try {
			return f();
		} catch {
			return "threw";
		}
	};
	return [
		...Object.values(core.LIBRARY_SNIPPETS).map((generator) => attempt(() => generator(model))),
		attempt(() => core.getInferenceSnippets(model)),
		attempt(() => core.localApps(model)),
	];
}

describe("the built core", () => {
	it("has its templates compiled (npm run build:lib compiles them)", () => {
		const timm = readFileSync(join(DIST, "libraries", "snippets", "vision", "timm.js"), "utf8");
		expect(timm).not.toMatch(/\bpy`/);
		expect(timm).toContain("__modelhubJoinedValue(");
		expect(existsSync(join(DIST, "index.js"))).toBe(true);
	});

	it("writes the same snippets as the sources for every fixture and catalogue record, plain and hostile", async () => {
		const built = (await import(pathToFileURL(join(DIST, "index.js")).href)) as typeof source;
		const all = records();
		expect(all.length).toBeGreaterThan(400);
		for (const model of all) {
			expect(everything(built, model), String(model.id)).toEqual(everything(source, model));
		}
	});
});
