import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readFolder } from "../src/import/folder.js";
import type { ImportEvent, ImportItem, Rejection } from "../src/import/types.js";
import { collect, gguf, type RepoFolder, repoFolder, safetensors } from "./helpers/repos.js";

let repos: RepoFolder;
beforeEach(() => {
	repos = repoFolder();
});
afterEach(() => repos.cleanup());

const items = (events: ImportEvent[]) => events.filter((e): e is ImportItem => e.kind === "record");
const rejections = (events: ImportEvent[]) => events.filter((e): e is Rejection => e.kind === "rejected");
const only = async (id: string) => {
	const found = items(await collect(readFolder(repos.root))).find((i) => i.record.id === id);
	if (!found) throw new Error(`${id} was not imported`);
	return found;
};

const CONFIG = JSON.stringify({ architectures: ["LlamaForCausalLM"], model_type: "llama", hidden_size: 8 });

describe("folder of repositories", () => {
	it("derives a record from the card, the config and the weights' headers", async () => {
		repos.write("acme/tiny-chat", {
			"README.md": [
				"---",
				"license: apache-2.0",
				"language: [en, fr]",
				"datasets: acme/chats",
				"base_model: meta-llama/Llama-3.1-8B",
				"tags: [chat]",
				"widget:",
				"  - text: Hello",
				"---",
				"# Tiny chat",
			].join("\n"),
			"config.json": CONFIG,
			"tokenizer_config.json": JSON.stringify({ chat_template: "{{ x }}", eos_token: { content: "</s>" } }),
			"model-00001-of-00002.safetensors": safetensors({ a: { dtype: "BF16", shape: [4, 8] } }),
			"model-00002-of-00002.safetensors": safetensors({
				b: { dtype: "BF16", shape: [8] },
				c: { dtype: "F32", shape: [3] },
			}),
			"onnx/model.onnx": "not really onnx",
		});
		const { record, card, files } = await only("acme/tiny-chat");
		expect(record).toMatchObject({
			id: "acme/tiny-chat",
			author: "acme",
			library_name: "transformers",
			pipeline_tag: "text-generation",
			cardData: { license: "apache-2.0", language: ["en", "fr"] },
			widgetData: [{ text: "Hello" }],
			config: {
				architectures: ["LlamaForCausalLM"],
				model_type: "llama",
				tokenizer_config: { chat_template: "{{ x }}", eos_token: "</s>" },
			},
			transformersInfo: {
				auto_model: "AutoModelForCausalLM",
				pipeline_tag: "text-generation",
				processor: "AutoTokenizer",
			},
			safetensors: { parameters: { BF16: 40, F32: 3 }, total: 43 },
		});
		expect(record.tags).toEqual(
			expect.arrayContaining([
				"transformers",
				"safetensors",
				"onnx",
				"llama",
				"chat",
				"text-generation",
				"license:apache-2.0",
				"dataset:acme/chats",
				"en",
				"fr",
				"base_model:meta-llama/Llama-3.1-8B",
				"base_model:finetune:meta-llama/Llama-3.1-8B",
			]),
		);
		expect(card).toContain("# Tiny chat");
		expect(files?.map((f) => f.path)).toEqual([
			"README.md",
			"config.json",
			"model-00001-of-00002.safetensors",
			"model-00002-of-00002.safetensors",
			"onnx/model.onnx",
			"tokenizer_config.json",
		]);
		expect(record.siblings).toContainEqual({ rfilename: "onnx/model.onnx", size: 15 });
	});

	it("the card's library and task win over what the files suggest", async () => {
		repos.write("acme/told", {
			"README.md": "---\nlibrary_name: mlx\npipeline_tag: text-classification\n---\n",
			"config.json": CONFIG,
			"model.safetensors": safetensors({ a: { dtype: "F32", shape: [2] } }),
		});
		const { record } = await only("acme/told");
		expect(record.library_name).toBe("mlx");
		expect(record.pipeline_tag).toBe("text-classification");
		expect(record.transformersInfo).toBeUndefined();
	});

	it("tells libraries apart by their files", async () => {
		repos.write("acme/quant", { "tiny.Q4_K_M.gguf": gguf(), "README.md": "---\nbase_model: acme/tiny-chat\n---\n" });
		repos.write("acme/sd", { "model_index.json": JSON.stringify({ _class_name: "StableDiffusionPipeline" }) });
		repos.write("acme/lora", {
			"adapter_config.json": JSON.stringify({ base_model_name_or_path: "acme/base", task_type: "CAUSAL_LM" }),
			"README.md": "---\nbase_model: acme/base\n---\n",
		});
		repos.write("acme/st", { "config_sentence_transformers.json": "{}", "modules.json": "[]" });
		repos.write("acme/unknown", { "weights.dat": "x" });
		const quant = await only("acme/quant");
		expect(quant.record).toMatchObject({
			library_name: "gguf",
			gguf: { total: 256, architecture: "llama", context_length: 4096, chat_template: "{{ messages }}" },
		});
		expect(quant.record.tags).toContain("base_model:quantized:acme/tiny-chat");
		expect((await only("acme/sd")).record).toMatchObject({
			library_name: "diffusers",
			pipeline_tag: "text-to-image",
			config: { diffusers: { _class_name: "StableDiffusionPipeline" } },
		});
		const lora = await only("acme/lora");
		expect(lora.record).toMatchObject({
			library_name: "peft",
			config: { peft: { base_model_name_or_path: "acme/base" } },
		});
		expect(lora.record.tags).toContain("base_model:adapter:acme/base");
		expect((await only("acme/st")).record).toMatchObject({
			library_name: "sentence-transformers",
			pipeline_tag: "sentence-similarity",
		});
		const unknown = await only("acme/unknown");
		expect(unknown.record.library_name).toBeUndefined();
		expect(unknown.record.pipeline_tag).toBeUndefined();
	});

	it("names the class that prepares a transformers model's inputs, and a model without a head as feature extraction", async () => {
		const repo = (architecture: string, files: Record<string, string>) => ({
			"config.json": JSON.stringify({ architectures: [architecture], model_type: "x" }),
			"model.safetensors": safetensors({ a: { dtype: "F32", shape: [2] } }),
			...files,
		});
		const tokenizer = { "tokenizer.json": "{}", "tokenizer_config.json": "{}" };
		repos.write(
			"acme/vit",
			repo("ViTForImageClassification", { "preprocessor_config.json": '{"image_processor_type":"ViTImageProcessor"}' }),
		);
		repos.write(
			"acme/ast",
			repo("ASTForAudioClassification", {
				"preprocessor_config.json": '{"feature_extractor_type":"ASTFeatureExtractor"}',
			}),
		);
		repos.write("acme/ctc", repo("Wav2Vec2ForCTC", { ...tokenizer, "processor_config.json": "{}" }));
		repos.write("acme/clip", repo("CLIPForImageClassification", { ...tokenizer, "preprocessor_config.json": "{}" }));
		repos.write("acme/bert", repo("BertModel", tokenizer));
		const info = async (id: string) => (await only(id)).record.transformersInfo;
		expect(await info("acme/vit")).toMatchObject({ processor: "AutoImageProcessor" });
		expect(await info("acme/ast")).toMatchObject({ processor: "AutoFeatureExtractor" });
		expect(await info("acme/ctc")).toMatchObject({ auto_model: "AutoModelForCTC", processor: "AutoProcessor" });
		expect(await info("acme/clip")).toMatchObject({ processor: "AutoProcessor" });
		expect(await info("acme/bert")).toEqual({
			auto_model: "AutoModel",
			pipeline_tag: "feature-extraction",
			processor: "AutoTokenizer",
		});
		expect((await only("acme/bert")).record.pipeline_tag).toBe("feature-extraction");
	});

	it("rejects bad repositories by path and reason, and imports the rest", async () => {
		repos.write("acme/good", { "README.md": "# fine" });
		const badYaml = repos.write("acme/bad-yaml", { "README.md": "---\ntags: [unclosed\n---\n" });
		const unclosed = repos.write("acme/unclosed", { "README.md": "---\ntags: [a]\n" });
		const badType = repos.write("acme/bad-type", { "README.md": "---\nwidget: 5\nbase_model: 7\n---\n" });
		const badId = repos.write("acme/bad..id", { "README.md": "x" });
		const dirReadme = repos.write("acme/dir-readme", { "README.md/x": "x" });
		const events = await collect(readFolder(repos.root));
		expect(items(events).map((i) => i.record.id)).toEqual(["acme/dir-readme", "acme/good"]);
		const byOrigin = new Map(rejections(events).map((r) => [r.origin, r.reason]));
		expect(byOrigin.get(badYaml)).toMatch(/^README\.md: invalid YAML front matter/);
		expect(byOrigin.get(unclosed)).toBe("README.md: the YAML front matter has no closing ---");
		expect(byOrigin.get(badType)).toMatch(/base_model/);
		expect(byOrigin.get(badId)).toMatch(/is not a repository id: the name may not hold "--" or "\.\."/);
		expect(byOrigin.has(dirReadme)).toBe(false);
	});

	it("reports links leaving the repository, special files and bad names, and keeps the rest", async () => {
		const dir = repos.write("acme/linky", { "config.json": CONFIG, "inside.txt": "in" });
		writeFileSync(join(repos.root, "secret.txt"), "secret");
		symlinkSync(join(repos.root, "secret.txt"), join(dir, "escape.txt"));
		symlinkSync(join(dir, "inside.txt"), join(dir, "alias.txt"));
		symlinkSync(join(dir, "missing"), join(dir, "broken.txt"));
		writeFileSync(join(dir, "..\\evil"), "x");
		writeFileSync(join(dir, "bell\u0007.txt"), "x");
		// Names that would look like others: decomposed (NFD) and with a right-to-left override.
		writeFileSync(join(dir, "cafe\u0301.txt"), "x");
		writeFileSync(join(dir, "x\u202Egnp.exe"), "x");
		execFileSync("mkfifo", [join(dir, "pipe")]);
		mkdirSync(join(dir, ".git"));
		writeFileSync(join(dir, ".git", "HEAD"), "ref");
		const events = await collect(readFolder(repos.root));
		const item = items(events)[0];
		expect(item?.files?.map((f) => f.path)).toEqual(["alias.txt", "config.json", "inside.txt"]);
		expect(item?.files?.[0]?.source).toBe(join(dir, "inside.txt"));
		const reasons = Object.fromEntries(rejections(events).map((r) => [r.origin.slice(dir.length + 1), r.reason]));
		expect(reasons).toEqual({
			"escape.txt": "a symbolic link that leaves the repository: skipped",
			"broken.txt": "a broken symbolic link: skipped",
			"..\\evil": "the path has a backslash: skipped",
			"bell\u0007.txt": "the path has a control character: skipped",
			"cafe\u0301.txt":
				"the path is not in Unicode normalization form C (NFC): write its accented letters composed, as one character each: skipped",
			"x\u202Egnp.exe":
				"the path has an invisible formatting character (U+202E), which can make a name look like another: skipped",
			pipe: "not a regular file: skipped",
		});
	});

	it("a bad config or weight header is reported and the repository still lands", async () => {
		const dir = repos.write("acme/broken-config", {
			"config.json": "{not json",
			"model.safetensors": Buffer.from([255, 255, 255, 255, 255, 255, 255, 255, 1]),
		});
		const events = await collect(readFolder(repos.root));
		expect(items(events).map((i) => i.record.id)).toEqual(["acme/broken-config"]);
		const origins = rejections(events).map((r) => r.origin);
		expect(origins).toEqual([join(dir, "config.json"), join(dir, "model.safetensors")]);
	});

	it("refuses a path that is not a folder with one line", async () => {
		await expect(collect(readFolder(join(repos.root, "nope")))).rejects.toThrow(/nope is not a folder$/);
	});
});
