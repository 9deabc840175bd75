import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { frontMatter, parseJsonText, tryConfigAndCard, tryRecord } from "../app/lib/try-model";

describe("/try input handling", () => {
	it("accepts a record and names the bad field of an invalid one", () => {
		expect(tryRecord('{"id": "a/b", "tags": ["x"]}')).toMatchObject({ ok: true, model: { id: "a/b" } });
		expect(tryRecord('{"id": "a/b", "tags": "x"}')).toEqual({
			ok: false,
			error: "the model record is invalid: tags must be an array of strings",
		});
		expect(tryRecord('{"tags": []}')).toEqual({ ok: false, error: "the model record is invalid: id is required" });
	});

	it("reports a JSON syntax error with its line and column", () => {
		const r = parseJsonText('{\n  "id": "a/b",\n  oops\n}', "the model record");
		expect(r.ok).toBe(false);
		expect(!r.ok && r.error).toMatch(/^the model record is not valid JSON at line 3, column 3/);
	});

	it("assembles a record from config.json and the card's front matter", () => {
		const card =
			"---\nlibrary_name: transformers\npipeline_tag: fill-mask\ntags:\n  - bert\nbase_model: google-bert/bert-base-uncased\n---\n# My model\n";
		const r = tryConfigAndCard("me/my-bert", '{"architectures": ["BertForMaskedLM"]}', card, parse);
		expect(r).toMatchObject({
			ok: true,
			model: {
				id: "me/my-bert",
				library_name: "transformers",
				pipeline_tag: "fill-mask",
				tags: ["bert"],
				config: { architectures: ["BertForMaskedLM"] },
			},
		});
	});

	it("reports YAML errors with their position and rejects a non-mapping front matter", () => {
		const bad = tryConfigAndCard("me/m", "", "---\nkey: [unclosed\n---\n", parse);
		expect(bad.ok).toBe(false);
		expect(!bad.ok && bad.error).toMatch(/^the model card's YAML is invalid at line \d+, column \d+/);
		expect(tryConfigAndCard("me/m", "", "- a\n- b", parse)).toEqual({
			ok: false,
			error: "the model card's front matter must be a YAML mapping (key: value lines)",
		});
	});

	it("reads the front matter block only", () => {
		expect(frontMatter("---\na: 1\n---\n# Title\n---\n")).toBe("a: 1");
		expect(frontMatter("a: 1")).toBe("a: 1");
	});
});

describe("/try's inference calls", () => {
	it("offers none for a GGUF repository, saying why as its model page does", async () => {
		const { snippetsFor } = await import("../app/lib/try-snippets");
		const { hostedInference } = await import("@modelhub/core");
		const gguf = { id: "acme/chat-GGUF", pipeline_tag: "text-generation", tags: ["gguf", "conversational"] };
		const out = snippetsFor(gguf);
		expect(out.inference).toEqual([]);
		const hosted = hostedInference(gguf);
		expect(!hosted.served && out.inferenceNote).toBe(!hosted.served && hosted.reason);
		expect(out.inferenceNote).toMatch(/GGUF/);
	});
});
