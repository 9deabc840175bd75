import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
	hasLibrarySnippets,
	LIBRARIES,
	LIBRARY_SNIPPETS,
	type ModelRecord,
	type SnippetGenerator,
} from "@modelhub/core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Io } from "../src/command.js";
import { resolveModel } from "../src/resolve-model.js";
import { expectOneLineError, runCli } from "./harness.js";

// A small stand-in catalogue of real hub models, so these tests do not depend on what the embedded one holds.
const CATALOG = vi.hoisted(() => [
	{ id: "openai-community/gpt2", pipeline_tag: "text-generation", library_name: "transformers", tags: ["gpt2"] },
	{
		id: "sentence-transformers/all-MiniLM-L6-v2",
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
	},
	{ id: "stabilityai/stable-diffusion-xl-base-1.0", pipeline_tag: "text-to-image", library_name: "diffusers" },
	{ id: "google-bert/bert-base-uncased", pipeline_tag: "fill-mask", library_name: "transformers" },
	{ id: "broken/record", tags: "not-a-list" },
]);
vi.mock("@modelhub/catalog", () => ({
	loadCatalog: () => CATALOG,
	findModel: (id: string) => CATALOG.find((m) => m.id === id),
}));

let dir = "";
const run = (args: string[], stdin = "") => runCli(args, { stdin, cwd: dir });

async function file(name: string, content: unknown): Promise<string> {
	await writeFile(join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
	return name;
}

// A generator stands in for the transformers one, so the plumbing is tested whatever the real generators write.
const table = LIBRARY_SNIPPETS as Record<string, SnippetGenerator>;
const original = table.transformers;
const fakeTransformers: SnippetGenerator = (m) => [
	{ language: "python", content: `from transformers import pipeline\npipe = pipeline(model=${JSON.stringify(m.id)})` },
	{ language: "bash", content: `echo ${JSON.stringify(m.id)}\n` },
];
const noGenerator = LIBRARIES.find((l) => !hasLibrarySnippets(l.key) && l.key !== "transformers");

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-libraries-"));
});
afterAll(async () => {
	await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
	table.transformers = fakeTransformers;
});
afterEach(() => {
	if (original) table.transformers = original;
	else delete table.transformers;
});

describe("modelhub libraries", () => {
	it("--json lists every library with its facts and whether it has snippets", async () => {
		const r = await run(["libraries", "--json"]);
		expect(r.code).toBe(0);
		const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
		expect(rows).toHaveLength(LIBRARIES.length);
		for (const row of rows)
			expect(Object.keys(row)).toEqual([
				"key",
				"prettyLabel",
				"repoName",
				"repoUrl",
				"docsUrl",
				"filter",
				"countDownloads",
				"hasSnippets",
			]);
		const byKey = new Map(rows.map((row) => [row.key, row]));
		expect(byKey.get("transformers")).toMatchObject({
			repoUrl: "https://github.com/huggingface/transformers",
			filter: true,
			hasSnippets: true,
		});
		expect(byKey.get("adapter-transformers")).toMatchObject({ countDownloads: 'path:"adapter_config.json"' });
		expect(byKey.get(noGenerator?.key)).toMatchObject({ hasSnippets: false });
		const withoutDocs = LIBRARIES.find((l) => l.docsUrl === undefined);
		expect(byKey.get(withoutDocs?.key)).toMatchObject({ docsUrl: null });
	});

	it("prints a table without --json", async () => {
		const r = await run(["libraries"]);
		expect(r.code).toBe(0);
		const lines = r.stdout.trimEnd().split("\n");
		expect(lines[0]).toMatch(/^key\s+label\s+filter\s+snippets\s+repository$/);
		expect(lines).toHaveLength(LIBRARIES.length + 2);
		expect(lines.find((l) => l.startsWith("transformers "))).toMatch(
			/^transformers\s+Transformers\s+yes\s+yes\s+https:\/\/github\.com\/huggingface\/transformers$/,
		);
	});

	it("rejects arguments and unknown options in one line", async () => {
		expectOneLineError(await run(["libraries", "extra"]), /^error: unexpected argument "extra"/);
		expectOneLineError(await run(["libraries", "--nope"]), /^error: .*--nope/);
		expectOneLineError(
			await run(["models", "--limit", "-5"]),
			/^error: Option '--limit' argument is ambiguous: write --limit=<value> for a value that starts with a dash\n$/,
		);
	});
});

describe("modelhub snippets", () => {
	const gpt2 = { id: "openai-community/gpt2", library_name: "transformers", pipeline_tag: "text-generation" };

	it("--json writes the library and its snippets for a model file", async () => {
		const r = await run(["snippets", await file("gpt2.json", gpt2), "--json"]);
		expect(r.code).toBe(0);
		expect(r.stderr).toBe("");
		expect(JSON.parse(r.stdout)).toEqual({ library: "transformers", snippets: fakeTransformers(gpt2) });
	});

	it("writes plain text with one header line per snippet", async () => {
		const r = await run(["snippets", await file("gpt2.json", gpt2)]);
		expect(r.code).toBe(0);
		expect(r.stdout).toBe(
			[
				"--- transformers snippet 1/2 (python) ---",
				"from transformers import pipeline",
				'pipe = pipeline(model="openai-community/gpt2")',
				"",
				"--- transformers snippet 2/2 (bash) ---",
				'echo "openai-community/gpt2"',
				"",
			].join("\n"),
		);
	});

	it("reads the record from stdin for -", async () => {
		const r = await run(["snippets", "-", "--json"], JSON.stringify({ ...gpt2, id: "google-bert/bert-base-uncased" }));
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout).snippets[1].content).toBe('echo "google-bert/bert-base-uncased"\n');
	});

	it("resolves a catalogue id when no such file exists", async () => {
		const r = await run(["snippets", "google-bert/bert-base-uncased", "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout).snippets[0].content).toContain('"google-bert/bert-base-uncased"');
	});

	it("prefers a file over a catalogue id of the same name", async () => {
		await mkdir(join(dir, "openai-community"), { recursive: true });
		await file("openai-community/gpt2", { id: "local/copy", library_name: "transformers" });
		const r = await run(["snippets", "openai-community/gpt2", "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout).snippets[1].content).toBe('echo "local/copy"\n');
		await rm(join(dir, "openai-community"), { recursive: true });
	});

	it("reports each bad input in one line", async () => {
		expectOneLineError(
			await run(["snippets", "nobody/nothing"]),
			"no such file, stored model or catalogue model: nobody/nothing",
		);
		expectOneLineError(
			await run(["snippets", await file("bad.json", "{ not json")]),
			/^error: bad\.json: invalid JSON: /,
		);
		expectOneLineError(await run(["snippets", "-"], ""), /^error: standard input: invalid JSON: /);
		expectOneLineError(
			await run(["snippets", await file("tags.json", { id: "a/b", library_name: "transformers", tags: "x" })]),
			"tags.json: invalid model record: tags must be an array of strings",
		);
		expectOneLineError(
			await run(["snippets", await file("noid.json", { library_name: "x" })]),
			"noid.json: invalid model record: id is required",
		);
		expectOneLineError(
			await run(["snippets", await file("array.json", [1, 2])]),
			"array.json: invalid model record: a model record must be a JSON object",
		);
		expectOneLineError(
			await run(["snippets", "broken/record"]),
			"model broken/record is not a valid model record: tags must be an array of strings",
		);
		expectOneLineError(await run(["snippets", "."]), ". is a directory, not a model JSON file");
		expectOneLineError(await run(["snippets"]), "missing argument: a model JSON file, - for stdin, or a model id");
		expectOneLineError(await run(["snippets", "a", "b"]), /^error: unexpected argument "b"/);
	});

	it("explains a model whose library cannot give snippets", async () => {
		expectOneLineError(
			await run(["snippets", await file("nolib.json", { id: "a/b" })]),
			"a/b: model has no library_name",
		);
		expectOneLineError(
			await run(["snippets", await file("unknown.json", { id: "a/b", library_name: "not-a-library" })]),
			'a/b: unknown library "not-a-library"',
		);
		expect(noGenerator).toBeDefined();
		const key = noGenerator?.key ?? "";
		expectOneLineError(
			await run(["snippets", await file("nogen.json", { id: "a/b", library_name: key }), "--json"]),
			`a/b: library "${key}" (${noGenerator?.prettyLabel}) has no snippets`,
		);
	});

	it("a generator failure is a one-line error", async () => {
		table.transformers = () => {
			throw new TypeError("cannot read x\n    at somewhere (file.js:1:2)");
		};
		expectOneLineError(
			await run(["snippets", await file("gpt2.json", gpt2)]),
			"openai-community/gpt2: the Transformers snippet generator failed: cannot read x",
		);
	});
});

describe("modelhub snippets --jsonl", () => {
	it("writes one result per record line and keeps going past bad lines", async () => {
		const input = [
			JSON.stringify({ id: "openai-community/gpt2", library_name: "transformers" }),
			"",
			"{ broken",
			JSON.stringify({ id: "a/tags", library_name: "transformers", tags: 3 }),
			JSON.stringify({ id: "a/nolib" }),
			JSON.stringify({ id: "a/unknown", library_name: "nope" }),
			"   ",
			JSON.stringify({ id: "google-bert/bert-base-uncased", library_name: "transformers" }),
			"[]",
		].join("\n");
		const r = await run(["snippets", "--jsonl"], `${input}\n`);
		expect(r.code).toBe(1);
		expect(r.stderr).toBe("");
		const lines = r.stdout.trimEnd().split("\n");
		const out = lines.map((l) => JSON.parse(l));
		expect(out).toHaveLength(7);
		expect(out[0]).toEqual({
			id: "openai-community/gpt2",
			library: "transformers",
			snippets: fakeTransformers({ id: "openai-community/gpt2" }),
		});
		expect(out[1]).toMatchObject({ line: 3, error: expect.stringMatching(/^invalid JSON: /) });
		expect(out[1]).not.toHaveProperty("id");
		expect(out[2]).toEqual({ id: "a/tags", line: 4, error: "tags must be an array of strings" });
		expect(out[3]).toEqual({ id: "a/nolib", line: 5, error: "model has no library_name" });
		expect(out[4]).toEqual({ id: "a/unknown", line: 6, error: 'unknown library "nope"' });
		expect(out[5]).toMatchObject({ id: "google-bert/bert-base-uncased", library: "transformers" });
		expect(out[6]).toEqual({ line: 9, error: "a model record must be a JSON object" });
	});

	it("exits 0 when every line succeeds, and for empty input", async () => {
		const ok = await run(["snippets", "--jsonl"], `${JSON.stringify({ id: "x/y", library_name: "transformers" })}\r\n`);
		expect(ok.code).toBe(0);
		expect(ok.stdout.split("\n")).toHaveLength(2);
		const empty = await run(["snippets", "--jsonl"], "");
		expect(empty).toEqual({ code: 0, stdout: "", stderr: "" });
	});

	it("takes no model argument", async () => {
		expectOneLineError(
			await run(["snippets", "--jsonl", "gpt2.json"]),
			'--jsonl reads standard input; remove the argument "gpt2.json"',
		);
		expectOneLineError(await run(["snippets", "--jsonl", "--json"]), "--json and --jsonl cannot be combined");
	});
});

describe("resolveModel", () => {
	it("returns the parsed record, extra fields kept", async () => {
		const io = { stdout() {}, stderr() {}, readStdin: async () => "", cwd: dir, env: {} } satisfies Io;
		await file("extra.json", { id: "a/b", library_name: "timm", downloads: 5, config: null });
		const record: ModelRecord = await resolveModel("extra.json", io);
		expect(record).toEqual({ id: "a/b", library_name: "timm", downloads: 5 });
		expect(await resolveModel("openai-community/gpt2", io)).toMatchObject({ pipeline_tag: "text-generation" });
		await expect(resolveModel("nobody/nothing", io)).rejects.toThrow(
			"no such file, stored model or catalogue model: nobody/nothing",
		);
	});
});

describe("modelhub models", () => {
	// The store under the test's working directory is seeded from the stand-in catalogue on first use; the invalid
	// record is left out of it.
	const SEEDED = CATALOG.filter((m) => m.id !== "broken/record");

	it("--json lists the seeded catalogue's whole records", async () => {
		const r = await run(["models", "--json"]);
		expect(r.code).toBe(0);
		const listed = JSON.parse(r.stdout) as ModelRecord[];
		expect(listed.map((m) => m.id).sort()).toEqual(SEEDED.map((m) => m.id).sort());
		expect(listed.find((m) => m.id === "openai-community/gpt2")).toEqual(CATALOG[0]);
	});

	it("filters by task, library and search words", async () => {
		const ids = async (args: string[]) =>
			(JSON.parse((await run(["models", ...args, "--json"])).stdout) as ModelRecord[]).map((m) => m.id).sort();
		expect(await ids(["--library", "transformers"])).toEqual([
			"google-bert/bert-base-uncased",
			"openai-community/gpt2",
		]);
		expect(await ids(["--task", "text-to-image"])).toEqual(["stabilityai/stable-diffusion-xl-base-1.0"]);
		expect(await ids(["--task", "fill-mask", "--library", "transformers"])).toEqual(["google-bert/bert-base-uncased"]);
		expect(await ids(["--task", "fill-mask", "--library", "diffusers"])).toEqual([]);
		expect(await ids(["--search", "MiniLM L6"])).toEqual(["sentence-transformers/all-MiniLM-L6-v2"]);
	});

	it("prints id, task, library, downloads and likes as a table", async () => {
		const r = await run(["models", "--library", "transformers"]);
		expect(r.code).toBe(0);
		const lines = r.stdout.trimEnd().split("\n");
		expect(lines[0]).toMatch(/^id\s+task\s+library\s+downloads\s+likes$/);
		expect(lines).toContainEqual(
			expect.stringMatching(/^openai-community\/gpt2\s+text-generation\s+transformers\s+0\s+0$/),
		);
		const none = await run(["models", "--task", "fill-mask", "--library", "diffusers"]);
		expect(none).toEqual({ code: 0, stdout: "no models match\n", stderr: "" });
	});

	it("rejects an unknown task, library, sort or limit in one line", async () => {
		expectOneLineError(
			await run(["models", "--task", "txt-gen"]),
			'unknown task "txt-gen" (run `modelhub pipelines` for the list)',
		);
		expectOneLineError(
			await run(["models", "--library", "Transformers"]),
			'unknown library "Transformers" (run `modelhub libraries` for the list)',
		);
		expectOneLineError(await run(["models", "--sort", "size"]), /^error: unknown sort "size"/);
		expectOneLineError(await run(["models", "--limit", "0"]), "--limit must be a number from 1 to 1000");
		expectOneLineError(await run(["models", "--task"]), /^error: .*--task/);
	});
});
