/** Selection rules of the text-library generators, checked on small records (the fixtures show whole outputs). */
import { describe, expect, it } from "vitest";
import { TEXT_GENERATORS } from "../../src/libraries/snippets/text/index.js";
import type { ModelRecord } from "../../src/model.js";
import type { Snippet } from "../../src/snippet.js";
import { librariesForTask } from "../../src/tasks/libraries.js";

function run(key: string, model: ModelRecord): Snippet[] {
	const generate = TEXT_GENERATORS[key];
	if (!generate) throw new Error(`no generator for ${key}`);
	return generate(model);
}

const code = (snippets: Snippet[]) => snippets.map((s) => s.content).join("\n");

const llm = (extra: Partial<ModelRecord> = {}): ModelRecord => ({
	id: "example-org/chat-model",
	pipeline_tag: "text-generation",
	tags: ["transformers", "conversational"],
	transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
	...extra,
});

describe("transformers", () => {
	it("needs transformersInfo", () => {
		expect(run("transformers", { id: "example-org/x" })).toEqual([
			{ language: "python", content: "# Type of model unknown" },
		]);
	});

	it("offers a pipeline exactly for the tasks transformers serves", () => {
		for (const task of ["text-generation", "fill-mask", "sentence-similarity", "text-to-image", "not-a-task"]) {
			const out = code(run("transformers", llm({ pipeline_tag: task, tags: [] })));
			expect(out.includes("from transformers import pipeline"), task).toBe(
				librariesForTask(task).includes("transformers"),
			);
		}
	});

	it("adds trust_remote_code only for custom_code models", () => {
		expect(code(run("transformers", llm()))).not.toContain("trust_remote_code");
		const custom = code(run("transformers", llm({ tags: ["custom_code"] })));
		expect(custom.match(/trust_remote_code=True/g)?.length).toBe(3);
	});

	it("writes the chat only for conversational models, with an image for vision-language ones", () => {
		const chat = code(run("transformers", llm()));
		expect(chat).toContain("tokenizer.apply_chat_template(");
		expect(chat).toContain("max_new_tokens=40");
		expect(chat).not.toContain('"type": "image"');
		expect(code(run("transformers", llm({ tags: [] })))).not.toContain("messages");
		const vision = code(
			run(
				"transformers",
				llm({
					pipeline_tag: "image-text-to-text",
					tags: ["conversational", "image-text-to-text"],
					transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
				}),
			),
		);
		expect(vision).toContain("pipe(text=messages, max_new_tokens=40)");
		expect(vision).toContain("processor.apply_chat_template(");
		expect(vision).toContain('"type": "image"');
	});

	it("does not chat with a conversational model that does not generate", () => {
		const out = code(
			run(
				"transformers",
				llm({
					pipeline_tag: "feature-extraction",
					transformersInfo: { auto_model: "AutoModel", processor: "AutoTokenizer" },
				}),
			),
		);
		expect(out).not.toContain("messages");
	});

	it("uses the mask token of fill-mask models", () => {
		const out = code(
			run(
				"transformers",
				llm({
					pipeline_tag: "fill-mask",
					tags: [],
					mask_token: "<mask>",
					transformersInfo: { auto_model: "AutoModelForMaskedLM", processor: "AutoTokenizer" },
				}),
			),
		);
		expect(out).toContain('print(pipe("The capital of France is <mask>."))');
	});

	it("falls back when a class name is not a plain identifier", () => {
		for (const auto_model of ["Auto Model", "AutoModel()", `Auto${"x".repeat(100)}`]) {
			expect(code(run("transformers", llm({ transformersInfo: { auto_model } })))).toBe("# Type of model unknown");
		}
	});
});

describe("sentence-transformers", () => {
	const base: ModelRecord = { id: "example-org/st", pipeline_tag: "sentence-similarity", tags: [] };

	it("uses a CrossEncoder for cross-encoder tags and the text-ranking task", () => {
		expect(code(run("sentence-transformers", base))).toContain("SentenceTransformer(");
		expect(code(run("sentence-transformers", { ...base, tags: ["cross-encoder"] }))).toContain("CrossEncoder(");
		expect(code(run("sentence-transformers", { ...base, pipeline_tag: "text-ranking" }))).toContain("CrossEncoder(");
	});

	it("takes its inputs from the widget when the card has sentences", () => {
		const widgetData = [{ source_sentence: "Widget query", sentences: ["First widget line", "Second widget line"] }];
		const bi = code(run("sentence-transformers", { ...base, widgetData }));
		expect(bi).toContain('"Widget query"');
		expect(bi).toContain('"Second widget line"');
		const cross = code(run("sentence-transformers", { ...base, pipeline_tag: "text-ranking", widgetData }));
		expect(cross).toContain('query = "Widget query"');
	});
});

describe("peft", () => {
	const adapter = (task_type?: string, base_model_name_or_path?: string): ModelRecord => ({
		id: "example-org/adapter",
		config: { peft: { task_type, base_model_name_or_path } },
	});

	it("maps each task type to its model class", () => {
		const expected: Record<string, string> = {
			CAUSAL_LM: "AutoModelForCausalLM",
			SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
			TOKEN_CLS: "AutoModelForTokenClassification",
			SEQ_CLS: "AutoModelForSequenceClassification",
		};
		for (const [task, cls] of Object.entries(expected)) {
			expect(code(run("peft", adapter(task, "org/base")))).toContain(`${cls}.from_pretrained("org/base")`);
		}
	});

	it("reports an invalid task type before a missing base model", () => {
		expect(code(run("peft", adapter("FEATURE_EXTRACTION", "org/base")))).toBe("# Task type is invalid.");
		expect(code(run("peft", adapter("toString", "org/base")))).toBe("# Task type is invalid.");
		expect(code(run("peft", adapter(undefined, undefined)))).toBe("# Task type is invalid.");
		expect(code(run("peft", adapter("CAUSAL_LM")))).toBe("# Base model is not found.");
	});
});

describe("other text libraries", () => {
	it("transformers.js warns in JavaScript without a pipeline tag", () => {
		expect(run("transformers.js", { id: "example-org/x" })).toEqual([
			{ language: "js", content: "// Unknown pipeline tag" },
		]);
		const out = code(run("transformers.js", { id: "example-org/x", pipeline_tag: "translation" }));
		expect(out).toContain('import { pipeline } from "@huggingface/transformers";');
		expect(out).toContain('const pipe = await pipeline("translation", "example-org/x");');
	});

	it("llama-cpp-python needs GGUF files and chats with conversational models", () => {
		expect(code(run("llama-cpp-python", { id: "example-org/x", tags: [] }))).toMatch(/^# /);
		const chat = code(run("llama-cpp-python", { id: "example-org/x", tags: ["gguf", "conversational"] }));
		expect(chat).toContain('Llama.from_pretrained(\n    repo_id="example-org/x",\n    filename="*');
		expect(chat).toContain("create_chat_completion(");
		expect(code(run("llama-cpp-python", { id: "example-org/x", tags: ["gguf"] }))).not.toContain("chat");
	});

	it("paddlenlp and adapters read the class and base model from the config", () => {
		expect(code(run("paddlenlp", { id: "example-org/x", config: {} }))).toBe("# Type of model unknown");
		expect(code(run("paddlenlp", { id: "example-org/x", config: { architectures: ["ErnieModel"] } }))).toContain(
			"from paddlenlp.transformers import AutoTokenizer, ErnieModel",
		);
		const adapter = code(
			run("adapter-transformers", {
				id: "example-org/x",
				config: { adapter_transformers: { model_name: "org/base" } },
			}),
		);
		expect(adapter).toContain('AutoAdapterModel.from_pretrained("org/base")');
		expect(adapter).toContain('model.load_adapter("example-org/x", set_active=True)');
	});

	it("mlx picks the package that matches the model", () => {
		const mlx = (extra: Partial<ModelRecord>) => code(run("mlx", { id: "example-org/x", ...extra }));
		expect(mlx({ pipeline_tag: "image-text-to-text" })).toContain("mlx_vlm.generate");
		expect(mlx({ pipeline_tag: "automatic-speech-recognition" })).toContain("mlx_whisper.transcribe");
		expect(mlx({ pipeline_tag: "text-generation", tags: ["conversational"] })).toContain("apply_chat_template");
		expect(mlx({ pipeline_tag: "text-generation" })).toContain("mlx_lm.generate --model");
		expect(mlx({ pipeline_tag: "text-to-image" })).toContain("hf download");
	});
});
