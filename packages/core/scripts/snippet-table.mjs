// Prints, as Markdown, how far each library's snippets are checked (issue 34's "facts-checked / executed / neither"):
// per snippet generator, whether it has a facts file (src/libraries/facts, with the release it was read at), whether
// the compat suite runs its Python snippets for real (compat/test/helpers/snippet-expectations.ts, the tiny models of
// compat/python/build_models.py), why not where it is in neither, and how many models of it the shipped catalogue
// holds (the registry keeps no Hub counts). Then the totals.
//
//   node packages/core/scripts/snippet-table.mjs
//
// It builds packages/core first (tsc -b, incremental) and reads the built LIBRARY_FACTS and LIBRARY_SNIPPETS; the
// two data-only lists outside src (NOT_CHECKED, NOT_RUNNABLE) are transpiled with the repository's typescript.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const at = (...p) => join(ROOT, ...p);

const build = spawnSync("npx", ["tsc", "-b", "packages/core"], { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const core = await import(pathToFileURL(at("packages/core/dist/index.js")).href);
const { LIBRARY_FACTS, LIBRARY_SNIPPETS } = core;

/** A data-only TypeScript module (no imports), transpiled and loaded. */
async function dataModule(path) {
	const js = ts.transpileModule(readFileSync(path, "utf8"), {
		compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
	}).outputText;
	return import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`);
}

const { NOT_CHECKED } = await dataModule(at("packages/core/test/libraries/not-checked.ts"));
const { EXPECTED, NOT_RUNNABLE } = await dataModule(at("compat/test/helpers/snippet-expectations.ts"));

/** The library of each tiny model the compat builder makes: BUILDERS maps a name to a function that calls card(). */
function builtLibraries() {
	const source = readFileSync(at("compat/python/build_models.py"), "utf8");
	const libraryOf = new Map();
	for (const m of source.matchAll(/^def (\w+)\(path\b.*\n((?:(?!^def ).*\n)*)/gm)) {
		const card = /card\(path, "([^"]+)"/.exec(m[2] ?? "");
		if (card) libraryOf.set(m[1], card[1]);
	}
	const builders = /^BUILDERS = \{\n((?:.*\n)*?)\}/m.exec(source)?.[1] ?? "";
	const byId = new Map();
	for (const m of builders.matchAll(/"([^"]+)": (\w+),/g)) byId.set(`tiny/${m[1]}`, libraryOf.get(m[2]));
	return byId;
}

const builtBy = builtLibraries();
const executed = new Map(); // library -> number of its tiny models whose snippets run
for (const id of Object.keys(EXPECTED)) {
	const library = builtBy.get(id);
	if (!library) throw new Error(`compat model ${id}: its library was not found in build_models.py`);
	executed.set(library, (executed.get(library) ?? 0) + 1);
}

const notRunnable = new Map(); // library -> reason
for (const n of NOT_RUNNABLE) {
	for (const name of n.library.split(",")) notRunnable.set(name.trim().replace(/ \(.*\)$/, ""), n.reason);
}

const catalogue = new Map();
const CATALOG = at("packages/catalog/models");
for (const org of readdirSync(CATALOG, { withFileTypes: true })) {
	if (!org.isDirectory()) continue;
	for (const file of readdirSync(join(CATALOG, org.name))) {
		if (!file.endsWith(".json")) continue;
		const library = JSON.parse(readFileSync(join(CATALOG, org.name, file), "utf8")).library_name;
		if (typeof library === "string") catalogue.set(library, (catalogue.get(library) ?? 0) + 1);
	}
}

const cell = (s) => String(s).replaceAll("|", "\\|").replaceAll("\n", " ");
const rows = [];
const totals = { both: 0, "facts-checked": 0, executed: 0, neither: 0 };
for (const library of Object.keys(LIBRARY_SNIPPETS).sort((a, b) => a.localeCompare(b))) {
	const facts = LIBRARY_FACTS[library];
	const own = facts?.packages[0];
	const ran = executed.get(library) ?? 0;
	const status = facts && ran ? "both" : facts ? "facts-checked" : ran ? "executed" : "neither";
	totals[status] += 1;
	const why = [
		facts ? "" : `not checked: ${NOT_CHECKED[library] ?? "(in neither list)"}`,
		ran ? "" : `not run: ${notRunnable.get(library) ?? "(in neither list)"}`,
	].filter(Boolean);
	rows.push(
		[
			library,
			own ? `yes (${own.package} ${own.release})` : "no",
			facts?.support ? `Python ≤ ${facts.support.lastPython}` : "",
			ran ? `yes (${ran} model${ran > 1 ? "s" : ""})` : "no",
			catalogue.get(library) ?? 0,
			status,
			status === "neither" ? why.join("; ") : "",
		].map(cell),
	);
}

const out = [
	"| library | facts file (release) | support | executed in compat | catalogue models | status | why (neither) |",
	"| --- | --- | --- | --- | --- | --- | --- |",
	...rows.map((r) => `| ${r.join(" | ")} |`),
	"",
	`Generators: ${rows.length}. Facts-checked and executed: ${totals.both}; facts-checked only: ${totals["facts-checked"]}; executed only: ${totals.executed}; neither: ${totals.neither}.`,
	`Facts-checked in all: ${totals.both + totals["facts-checked"]}; executed in all: ${totals.both + totals.executed}.`,
];
console.log(out.join("\n"));
