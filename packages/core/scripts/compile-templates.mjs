/**
 * Build step: compiles the tagged templates of the core's built code (dist/**.js) into plain string concatenations.
 *
 * A tag call (`py`, `js`, `sh`, `cs` from code/template.ts, and the inference writers' `code`) costs a rest-argument
 * array, a lookup of its call site's dedented text and a loop, several times what the concatenation it produces
 * costs. Their template text never changes, so this step does that part once, at build time: each template becomes
 * its dedented text parts as string literals, joined by `+` to its values, each value still written by the
 * language's literal writer (`templateValue`, the function the tags call) or, for our own `raw(text)` code, placed
 * as it is (re-indented by `codeAt` at an indented placeholder). The result is the same text the tag writes, for any
 * value: the core's tests compare the two over the catalogue and hostile records.
 *
 * A tag is compiled only where its name is bound by an import whose module, loaded here, exports that very tag
 * function, and is not declared again anywhere in the file; anything else is left to run as written. Running the
 * step again changes nothing.
 *
 *   node packages/core/scripts/compile-templates.mjs [dist folder]
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url)));

// The compiled files record which version of this step, and of the template code it writes with (the dedent, the
// escape checks), wrote them. tsc re-emits only the files whose sources changed, so after a change to either the
// others would keep the older output: the whole core is emitted again first.
const STAMP = join(dist, ".compiled-templates");
const version = createHash("sha256");
for (const file of [
	fileURLToPath(import.meta.url),
	join(dist, "code", "template.js"),
	join(dist, "code", "escape.js"),
	join(dist, "code", "literals.js"),
]) {
	version.update(existsSync(file) ? readFileSync(file) : "");
}
const stamp = version.digest("hex");
const project = join(dirname(dist), "tsconfig.json");
if (existsSync(STAMP) && readFileSync(STAMP, "utf8") !== stamp && existsSync(project)) {
	const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
	console.log(
		"compile-templates: this step or the template code changed since the core was compiled; emitting it again",
	);
	execFileSync(process.execPath, [tsc, "-b", project, "--force"], { stdio: "inherit" });
}
const templateModule = join(dist, "code", "template.js");

// The core's built files as this step left them (each one's path, size and modification time). While they are still
// that, tsc has emitted nothing since and there is nothing to compile: loading TypeScript and parsing every file takes
// seconds, which every `npm start` would pay.
const FILES = join(dist, ".compiled-templates-files");
function filesDigest() {
	const hash = createHash("sha256");
	for (const file of jsFiles(dist)) {
		const { size, mtimeMs } = statSync(file);
		hash.update(`${relative(dist, file)}\0${size}\0${mtimeMs}\n`);
	}
	return hash.digest("hex");
}
const unchanged = (path, text) => existsSync(path) && readFileSync(path, "utf8") === text;
if (unchanged(STAMP, stamp) && unchanged(FILES, filesDigest())) {
	console.log(`compile-templates: ${dist} is as this step left it, nothing to compile`);
	process.exit(0);
}

const { default: ts } = await import("typescript");
const template = await import(pathToFileURL(templateModule).href);
const { code } = await import(pathToFileURL(join(dist, "inference", "clients", "code.js")).href);

/** What each tag function writes its values in; "code" places them as they are (they are already code). */
const TAGS = new Map([
	[template.py, "python"],
	[template.js, "js"],
	[template.sh, "sh"],
	[template.cs, "cs"],
	[code, "code"],
]);
const VALUE = "__modelhubTemplateValue";
const CODE_AT = "__modelhubCodeAt";
const PY_VALUE = "__modelhubPyValue";
const JOINED = "__modelhubJoinedValue";

function* jsFiles(dir) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) yield* jsFiles(path);
		else if (entry.name.endsWith(".js") && path !== templateModule) yield path;
	}
}

/** Every name a declaration in the file binds (variables, parameters, functions, classes), at any depth. */
function declaredNames(sourceFile) {
	const names = new Set();
	const addBinding = (name) => {
		if (ts.isIdentifier(name)) names.add(name.text);
		else if (ts.isObjectBindingPattern(name) || ts.isArrayBindingPattern(name)) {
			for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
		}
	};
	const visit = (node) => {
		if (
			(ts.isVariableDeclaration(node) ||
				ts.isParameter(node) ||
				ts.isFunctionDeclaration(node) ||
				ts.isFunctionExpression(node) ||
				ts.isClassDeclaration(node) ||
				ts.isClassExpression(node)) &&
			node.name
		) {
			addBinding(node.name);
		}
		ts.forEachChild(node, visit);
	};
	visit(sourceFile);
	return names;
}

/** The file's imported names bound to a tag function (name → language) and to `raw`. */
async function importedTags(sourceFile, file) {
	const tags = new Map();
	const raws = new Set();
	for (const statement of sourceFile.statements) {
		if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
		const named = statement.importClause?.namedBindings;
		if (!named || !ts.isNamedImports(named) || !statement.moduleSpecifier.text.startsWith(".")) continue;
		const module = await import(pathToFileURL(resolve(dirname(file), statement.moduleSpecifier.text)).href);
		for (const specifier of named.elements) {
			const exported = module[(specifier.propertyName ?? specifier.name).text];
			if (TAGS.has(exported)) tags.set(specifier.name.text, TAGS.get(exported));
			else if (exported === template.raw) raws.add(specifier.name.text);
		}
	}
	return { tags, raws };
}

/** The source text of a template's literal pieces, between their delimiters (`` ` ``, `${`, `}`). */
function rawPieces(templateNode, sourceFile) {
	const text = sourceFile.text;
	if (ts.isNoSubstitutionTemplateLiteral(templateNode)) {
		return [text.slice(templateNode.getStart(sourceFile) + 1, templateNode.end - 1)];
	}
	const pieces = [text.slice(templateNode.head.getStart(sourceFile) + 1, templateNode.head.end - 2)];
	for (const span of templateNode.templateSpans) {
		const literal = span.literal;
		const close = ts.isTemplateTail(literal) ? 1 : 2;
		pieces.push(text.slice(literal.getStart(sourceFile) + 1, literal.end - close));
	}
	return pieces;
}

/** Compiles one file's text; returns undefined when it holds no template to compile. */
async function compileFile(file) {
	const text = readFileSync(file, "utf8");
	const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
	const { tags, raws } = await importedTags(sourceFile, file);
	if (tags.size === 0) return undefined;
	const redeclared = declaredNames(sourceFile);
	for (const name of [VALUE, PY_VALUE, JOINED, CODE_AT])
		if (redeclared.has(name)) throw new Error(`${file} declares ${name}`);
	const languageOf = (node) =>
		ts.isTaggedTemplateExpression(node) &&
		ts.isIdentifier(node.tag) &&
		!node.typeArguments &&
		tags.has(node.tag.text) &&
		!redeclared.has(node.tag.text)
			? tags.get(node.tag.text)
			: undefined;
	const isRawCall = (node) =>
		ts.isCallExpression(node) &&
		ts.isIdentifier(node.expression) &&
		raws.has(node.expression.text) &&
		!redeclared.has(node.expression.text) &&
		node.arguments.length === 1 &&
		!ts.isSpreadElement(node.arguments[0]);
	/** An untagged template literal with values, whose own text (as evaluated) needs no escape in the language. */
	const isJoinable = (node, language) =>
		language !== "code" &&
		ts.isTemplateExpression(node) &&
		[node.head, ...node.templateSpans.map((span) => span.literal)].every(
			(literal) => typeof literal.text === "string" && template.needsNoEscape(literal.text, language),
		);
	let compiled = 0;

	/** The text from `start` to the node's end, with the tagged templates inside it compiled. */
	const rewrite = (node, start = node.getStart(sourceFile)) => {
		if (languageOf(node)) return compileTemplate(node);
		let out = "";
		let pos = start;
		const visit = (child) => {
			if (languageOf(child)) {
				out += text.slice(pos, child.getStart(sourceFile)) + compileTemplate(child);
				pos = child.end;
			} else {
				ts.forEachChild(child, visit);
			}
		};
		ts.forEachChild(node, visit);
		return out + text.slice(pos, node.end);
	};

	const compileTemplate = (node) => {
		const language = languageOf(node);
		const { parts, leads } = template.templateShape(rawPieces(node.template, sourceFile));
		const values = ts.isTemplateExpression(node.template) ? node.template.templateSpans.map((s) => s.expression) : [];
		const pieces = [];
		const addText = (part) => {
			if (part !== "") pieces.push(JSON.stringify(part));
		};
		addText(parts[0]);
		values.forEach((value, i) => {
			const lead = leads[i];
			if (language === "code") pieces.push(`(${rewrite(value)})`);
			else if (isRawCall(value)) {
				const inner = rewrite(value.arguments[0]);
				pieces.push(lead === "" ? `(${inner})` : `${CODE_AT}(${inner}, ${JSON.stringify(lead)})`);
			} else if (isJoinable(value, language)) {
				// A string of our text around values: each value checked on its own (see joinedValue)
				const texts = [value.head.text, ...value.templateSpans.map((span) => span.literal.text)];
				const parts = value.templateSpans.map((span) => rewrite(span.expression));
				pieces.push(`${JOINED}(${JSON.stringify(language)}, ${JSON.stringify(texts)}, [${parts.join(", ")}])`);
			} else if (language === "python") {
				pieces.push(`${PY_VALUE}(${rewrite(value)}, ${JSON.stringify(lead)})`);
			} else {
				pieces.push(`${VALUE}(${rewrite(value)}, ${JSON.stringify(lead)}, ${JSON.stringify(language)})`);
			}
			addText(parts[i + 1]);
		});
		// A template of one value still makes a string, as the tag does
		if (pieces.length === 0 || !pieces[0].startsWith('"')) pieces.unshift('""');
		compiled++;
		return `(${pieces.join(" + ")})`;
	};

	const body = rewrite(sourceFile, 0);
	if (compiled === 0) return undefined;
	let from = relative(dirname(file), templateModule).replaceAll("\\", "/");
	if (!from.startsWith(".")) from = `./${from}`;
	// Imports are hoisted: the one the compiled templates need goes last, after the file's own text
	return {
		text: `${body}${body.endsWith("\n") ? "" : "\n"}import { templateValue as ${VALUE}, pyPart as ${PY_VALUE}, joinedValue as ${JOINED}, codeAt as ${CODE_AT} } from ${JSON.stringify(from)};\n`,
		compiled,
	};
}

let templates = 0;
let files = 0;
for (const file of jsFiles(dist)) {
	const result = await compileFile(file);
	if (!result) continue;
	writeFileSync(file, result.text);
	templates += result.compiled;
	files++;
}
writeFileSync(STAMP, stamp);
writeFileSync(FILES, filesDigest());
console.log(`compile-templates: ${templates} tagged templates compiled in ${files} files of ${dist}`);
