import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getInferenceSnippet, getInferenceSnippets, type ModelRecord } from "@modelhub/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectOneLineError, runCli } from "./harness.js";

// A small stand-in catalogue of real hub models, so these tests do not depend on what the embedded one holds.
const CATALOG = vi.hoisted(() => [
	{ id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition", library_name: "transformers" },
	{ id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] },
]);
vi.mock("@modelhub/catalog", () => ({
	loadCatalog: () => CATALOG,
	findModel: (id: string) => CATALOG.find((m) => m.id === id),
}));

let dir = "";
const run = (args: string[], stdin = "") => runCli(args, { stdin, cwd: dir });

const classifier: ModelRecord = {
	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	pipeline_tag: "text-classification",
};
const chat: ModelRecord = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-inference-"));
	await writeFile(join(dir, "classifier.json"), JSON.stringify(classifier));
	await writeFile(join(dir, "chat.json"), JSON.stringify(chat));
	await writeFile(join(dir, "broken.json"), "{ not json");
});
afterAll(async () => {
	await rm(dir, { recursive: true, force: true });
});

describe("modelhub inference", () => {
	it("--json prints every applicable flavour as {language, client, content}", async () => {
		const r = await run(["inference", "classifier.json", "--json"]);
		expect(r.code).toBe(0);
		const snippets = JSON.parse(r.stdout) as { language: string; client: string; content: string }[];
		expect(snippets).toEqual(getInferenceSnippets(classifier));
		expect(snippets.map((s) => `${s.language}/${s.client}`)).toEqual([
			"python/huggingface_hub",
			"python/requests",
			"js/huggingface.js",
			"js/fetch",
			"sh/curl",
		]);
		for (const s of snippets) expect(Object.keys(s)).toEqual(["language", "client", "content"]);
	});

	it("prints text blocks under a # <language>/<client> line without --json", async () => {
		const r = await run(["inference", "chat.json"]);
		expect(r.code).toBe(0);
		for (const s of getInferenceSnippets(chat))
			expect(r.stdout).toContain(`# ${s.language}/${s.client}\n${s.content}\n`);
		expect(r.stdout).toContain("# python/openai\n");
	});

	it("--client prints that flavour's code alone", async () => {
		const r = await run(["inference", "chat.json", "--client", "js/huggingface.js", "--stream"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toBe(`${getInferenceSnippet(chat, "js", "huggingface.js", { streaming: true })}\n`);
		const j = await run(["inference", "chat.json", "--client", "sh/curl", "--json"]);
		expect(JSON.parse(j.stdout)).toEqual([
			{ language: "sh", client: "curl", content: getInferenceSnippet(chat, "sh", "curl") },
		]);
	});

	it("passes provider, stream, bill-to, endpoint, direct and token through", async () => {
		const direct = await run(["inference", "chat.json", "--client", "python/openai", "--provider", "groq", "--direct"]);
		expect(direct.stdout).toContain('base_url="https://api.groq.com/openai/v1"');
		expect(direct.stdout).toContain('os.environ["GROQ_API_KEY"]');
		const billed = await run(["inference", "chat.json", "--client", "sh/curl", "--bill-to", "acme", "--stream"]);
		expect(billed.stdout).toContain("-H 'X-HF-Bill-To: acme'");
		expect(billed.stdout).toContain('"stream": true');
		const endpoint = await run([
			"inference",
			"chat.json",
			"--client",
			"python/requests",
			"--endpoint",
			"http://localhost:8080",
		]);
		expect(endpoint.stdout).toContain('API_URL = "http://localhost:8080/v1/chat/completions"');
		expect(endpoint.stdout).toContain('os.environ["API_TOKEN"]');
		const token = await run(["inference", "chat.json", "--client", "js/fetch", "--token", "hf_abc"]);
		expect(token.stdout).toContain('Authorization: "Bearer hf_abc"');
		expect(token.stdout).not.toContain("process.env");
	});

	it("reads a record from stdin with - and a catalogue model by id", async () => {
		const stdin = await run(["inference", "-", "--client", "python/requests"], JSON.stringify(classifier));
		expect(stdin.stdout).toBe(`${getInferenceSnippet(classifier, "python", "requests")}\n`);
		const catalog = await run(["inference", "openai/whisper-large-v3", "--client", "sh/curl"]);
		expect(catalog.code).toBe(0);
		expect(catalog.stdout).toContain("--data-binary '@sample1.flac'");
	});

	it("--jsonl writes one {id, snippets} line per record read from stdin", async () => {
		const r = await run(
			["inference", "--jsonl", "--client", "python/requests"],
			`${JSON.stringify(classifier)}\n\n${JSON.stringify(chat)}\n`,
		);
		expect(r.code).toBe(0);
		const lines = r.stdout
			.trimEnd()
			.split("\n")
			.map((l) => JSON.parse(l) as { id: string; snippets: unknown[] });
		expect(lines.map((l) => l.id)).toEqual([classifier.id, chat.id]);
		expect(lines[1]?.snippets).toEqual([
			{ language: "python", client: "requests", content: getInferenceSnippet(chat, "python", "requests") },
		]);
	});

	it("a missing template or an unknown flavour is 'Template not found', exit 1", async () => {
		expectOneLineError(
			await run(["inference", "classifier.json", "--client", "python/openai"]),
			"Template not found: python/openai/basic",
		);
		expectOneLineError(
			await run(["inference", "classifier.json", "--client", "ruby/net-http"]),
			"Template not found: ruby/net-http/basic",
		);
		expectOneLineError(
			await run(["inference", "chat.json", "--client", "python/fal_client", "--stream"]),
			"Template not found: python/fal_client/conversational",
		);
	});

	it("bad input is one clear error line", async () => {
		expectOneLineError(
			await run(["inference", "classifier.json", "--client", "python"]),
			/--client must be <language>\/<client>/,
		);
		expectOneLineError(
			await run(["inference", "classifier.json", "--provider", "together"]),
			'provider "together" does not serve text-classification',
		);
		expectOneLineError(
			await run(["inference", "chat.json", "--endpoint", "ftp://example.com"]),
			/endpoint URL must start/,
		);
		expectOneLineError(
			await run(["inference", "chat.json", "--provider", "sambanova", "--direct"]),
			/no direct chat API/,
		);
		expectOneLineError(await run(["inference", "broken.json"]), /broken\.json: invalid JSON/);
		expectOneLineError(
			await run(["inference", "nobody/nothing"]),
			"no such file, stored model or catalogue model: nobody/nothing",
		);
		expectOneLineError(await run(["inference"]), /missing argument/);
		expectOneLineError(await run(["inference", "chat.json", "--jsonl"]), /--jsonl reads model records from stdin/);
		expectOneLineError(
			await run(["inference", "--jsonl"], `${JSON.stringify(chat)}\nnot json\n`),
			/^error: line 2: invalid JSON/,
		);
		expectOneLineError(
			await run(["inference", "--jsonl", "--client", "python/openai"], `${JSON.stringify(classifier)}\n`),
			`line 1 (${classifier.id}): Template not found: python/openai/basic`,
		);
	});
});
