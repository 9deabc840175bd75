/**
 * Every snippet a library's generator writes is held to the library's facts (src/libraries/facts): check_facts.py
 * walks the Python snippets' syntax trees, splits the shell snippets into commands and reads the JS imports, in one
 * python3 process, for every fixture case and every catalogue model of the library, with and without a hub URL.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LIBRARY_FACTS, type LibraryFacts } from "../../src/libraries/facts/index.js";
import { hubSampleUrl, pythonSample, SAMPLES } from "../../src/libraries/samples.js";
import { LIBRARY_SNIPPETS } from "../../src/libraries/snippets/index.js";
import type { ModelRecord } from "../../src/model.js";
import { resolveRecord } from "../helpers/catalog.js";
import { readCases } from "../helpers/fixtures.js";
import { NOT_CHECKED } from "./not-checked.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/libraries/", import.meta.url));
const CATALOG = fileURLToPath(new URL("../../../catalog/models/", import.meta.url));
const CHECKER = fileURLToPath(new URL("./check_facts.py", import.meta.url));
const HUB = "http://127.0.0.1:4173";

interface Case {
	name: string;
	library: string;
	language: string;
	content: string;
}
interface Problem {
	name: string;
	line?: number;
	message: string;
}

function catalogue(): ModelRecord[] {
	const records: ModelRecord[] = [];
	for (const org of readdirSync(CATALOG, { withFileTypes: true })) {
		if (!org.isDirectory()) continue;
		for (const file of readdirSync(join(CATALOG, org.name))) {
			if (file.endsWith(".json")) records.push(JSON.parse(readFileSync(join(CATALOG, org.name, file), "utf8")));
		}
	}
	return records;
}

/** The snippets of a library: of its fixture cases and every catalogue model of it, for the public Hub and a hub. */
function snippetsOf(library: string, models: ModelRecord[]): Case[] {
	const generate = LIBRARY_SNIPPETS[library];
	if (!generate) throw new Error(`facts for "${library}", a library without a snippet generator`);
	const records: [string, ModelRecord][] = [
		...readCases<ModelRecord>(join(FIXTURES, library)).map((c): [string, ModelRecord] => [
			`fixture ${c.name}`,
			resolveRecord(c.input),
		]),
		...models.filter((m) => m.library_name === library).map((m): [string, ModelRecord] => [`catalogue ${m.id}`, m]),
	];
	return records.flatMap(([name, record]) =>
		[undefined, HUB].flatMap((hubUrl) =>
			generate(record, hubUrl ? { hubUrl } : {}).map((s, i) => ({
				name: `${library} ${name}${hubUrl ? " (hub)" : ""} snippet ${i}`,
				library,
				language: s.language,
				content: s.content,
			})),
		),
	);
}

/** A library's facts as the checker reads them: every package's names and commands merged, and the installs. */
function tableOf(f: LibraryFacts) {
	return {
		names: Object.assign({}, ...f.packages.map((p) => p.names)),
		commands: Object.assign({}, ...f.packages.map((p) => p.commands ?? {})),
		installs: f.installs,
	};
}

function check(cases: Case[], facts: Record<string, LibraryFacts> = LIBRARY_FACTS as Record<string, LibraryFacts>) {
	const table = Object.fromEntries(Object.entries(facts).map(([k, f]) => [k, tableOf(f)]));
	const res = spawnSync("python3", [CHECKER], {
		input: JSON.stringify({ facts: table, cases }),
		encoding: "utf8",
		maxBuffer: 64 * 1024 * 1024,
	});
	if (res.status !== 0) throw new Error(`python3 ${CHECKER} failed: ${res.stderr}`);
	return (JSON.parse(res.stdout) as Problem[]).map((p) => `${p.name}${p.line ? `:${p.line}` : ""}: ${p.message}`);
}

const COMMIT = /^([0-9a-f]{40}(; [0-9a-f]{40})*|wheel [\w.+-]+\.whl|npm [\w@/.-]+)$/;

describe("library facts", () => {
	it("every generator has facts, or is listed as not checked yet with the reason, never both", () => {
		const missing = Object.keys(LIBRARY_SNIPPETS).filter((k) => !LIBRARY_FACTS[k] && !NOT_CHECKED[k]);
		expect(missing).toEqual([]);
		const both = Object.keys(NOT_CHECKED).filter((k) => LIBRARY_FACTS[k]);
		expect(both).toEqual([]);
		for (const k of Object.keys(LIBRARY_FACTS)) expect(LIBRARY_SNIPPETS[k], k).toBeDefined();
	});

	it("every package names its repository, release and commit, and every name, command and install its source", () => {
		for (const f of Object.values(LIBRARY_FACTS)) {
			expect(f.packages.length, f.library).toBeGreaterThan(0);
			for (const p of f.packages) {
				expect(p.repository, `${f.library} ${p.package}`).toMatch(/^[\w.-]+\/[\w.-]+$/);
				expect(p.release, `${f.library} ${p.package}`).toMatch(/^\S{1,40}$/);
				expect(p.commit, `${f.library} ${p.package}`).toMatch(COMMIT);
				for (const [name, fact] of Object.entries(p.names)) expect(fact.source, `${f.library} ${name}`).not.toBe("");
				for (const [name, fact] of Object.entries(p.commands ?? {}))
					expect(fact.source, `${f.library} ${name}`).not.toBe("");
			}
			for (const [word, source] of Object.entries(f.installs)) expect(source, `${f.library} ${word}`).not.toBe("");
		}
	});

	it("every snippet of those libraries uses only names, keywords, install words, commands and flags in its facts", () => {
		const models = catalogue();
		const cases = Object.keys(LIBRARY_FACTS).flatMap((k) => snippetsOf(k, models));
		expect(cases.length).toBeGreaterThan(Object.keys(LIBRARY_FACTS).length);
		expect(check(cases)).toEqual([]);
	}, 60_000);

	it("the check finds a name, a method, a keyword, a module, an install word, a command and a flag not in the facts", () => {
		const python = [
			"import torch",
			"import somethingelse",
			"from diffusers import DiffusionPipeline, NoSuchPipeline",
			'pipe = DiffusionPipeline.from_pretrained("org/model", torch_dtype=torch.bfloat16, colour="red")',
			"pipe.no_such_method()",
			'image = pipe("a cat", no_such_argument=1).images[0]',
		].join("\n");
		const shell = ["pip install -U diffusers not-a-package", "hf download org/model --no-such-flag", "rm -rf /"].join(
			"\n",
		);
		const facts = {
			diffusers: {
				...(LIBRARY_FACTS.diffusers as LibraryFacts),
				installs: { diffusers: "setup.py" },
				packages: [
					...(LIBRARY_FACTS.diffusers as LibraryFacts).packages,
					{
						package: "huggingface_hub",
						repository: "huggingface/huggingface_hub",
						release: "1",
						commit: "",
						names: {},
						commands: { "hf download": { source: "cli", flags: ["--local-dir"] } },
					},
				],
			},
		};
		const problems = check(
			[
				{ name: "py", library: "diffusers", language: "python", content: python },
				{ name: "sh", library: "diffusers", language: "bash", content: shell },
			],
			facts,
		).map((p) => p.replace(/^\S+ /, ""));
		expect(problems).toEqual([
			"module somethingelse is in no facts table of this library",
			"diffusers.NoSuchPipeline is not in the facts table",
			"diffusers.DiffusionPipeline.from_pretrained takes no keyword argument colour",
			"diffusers.DiffusionPipeline.no_such_method is not in the facts table",
			"diffusers.DiffusionPipeline.__call__ takes no keyword argument no_such_argument",
			"install word not-a-package is not in the facts table",
			"hf download takes no flag --no-such-flag",
			"command rm -rf / is not in the facts table",
		]);
	});

	it("a # inside a shell word (a pip URL's #subdirectory=) is no comment, and git clone's install word is its URL", () => {
		const shell = [
			"git clone --recurse-submodules https://example.org/a.git && cd a",
			"pip install git+https://example.org/b.git#subdirectory=python  # a comment",
		].join("\n");
		const facts = {
			diffusers: {
				...(LIBRARY_FACTS.diffusers as LibraryFacts),
				installs: {
					"https://example.org/a.git": "test",
					"git+https://example.org/b.git#subdirectory=python": "test",
				},
			},
		};
		expect(check([{ name: "sh", library: "diffusers", language: "bash", content: shell }], facts)).toEqual([]);
	});
});

describe("sample inputs", () => {
	const DIR = fileURLToPath(new URL("../../../catalog/samples/", import.meta.url));
	const manifest = JSON.parse(readFileSync(join(DIR, "manifest.json"), "utf8")) as {
		files: { path: string; kind: string; bytes: number }[];
	};

	it("every sample a snippet can download is in the catalogue's sample folder and its manifest, under 2 MB in all", () => {
		for (const [kind, sample] of Object.entries(SAMPLES)) {
			const entry = manifest.files.find((f) => f.path === sample.file);
			expect(entry?.kind, kind).toBe(kind);
			expect(readFileSync(join(DIR, sample.file)).length, sample.file).toBe(entry?.bytes);
		}
		expect(manifest.files.reduce((n, f) => n + f.bytes, 0)).toBeLessThan(2_000_000);
	});

	it("a snippet printed for a hub downloads its sample from that hub's sample-inputs dataset", () => {
		expect(hubSampleUrl("speech", "http://127.0.0.1:4173/")).toBe(
			"http://127.0.0.1:4173/datasets/modelhub/sample-inputs/resolve/main/speech.wav",
		);
		expect(pythonSample("mixture", "audio", { hubUrl: "http://h:1" })).toContain(
			'audio, _ = urllib.request.urlretrieve("http://h:1/datasets/modelhub/sample-inputs/resolve/main/mixture.wav", "mixture.wav")',
		);
		expect(pythonSample("mixture", "audio")).toContain('audio = "mixture.wav"');
	});
});
