import { describe, expect, it } from "vitest";
import { GGUF_NOT_HOSTED, getInferenceSnippets, hostedInference, type ModelRecord } from "../../src/index.js";

const chat: ModelRecord = {
	id: "acme/chat-7b",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "conversational"],
};

describe("hostedInference: one decision for every place that offers inference calls", () => {
	it("serves a chat model, with the default provider first", () => {
		const hosted = hostedInference(chat);
		expect(hosted.served).toBe(true);
		expect(hosted.served && hosted.providers[0]).toBe("hf-inference");
		// Where it says yes, the writers have something to write.
		expect(getInferenceSnippets(chat).length).toBeGreaterThan(0);
	});

	it("does not serve a GGUF repository in the Hub's own shape (no library_name, a gguf tag)", () => {
		const gguf: ModelRecord = {
			id: "acme/chat-7b-GGUF",
			pipeline_tag: "text-generation",
			tags: ["gguf", "conversational"],
		};
		expect(hostedInference(gguf)).toEqual({ served: false, reason: GGUF_NOT_HOSTED });
		expect(hostedInference({ ...gguf, tags: ["conversational"], siblings: [{ rfilename: "m-Q4_K_M.gguf" }] })).toEqual({
			served: false,
			reason: GGUF_NOT_HOSTED,
		});
	});

	it("does not serve a model whose task no provider serves, or that names no task", () => {
		expect(hostedInference({ id: "a/b", pipeline_tag: "robotics", tags: [] })).toMatchObject({ served: false });
		expect(hostedInference({ id: "a/b", tags: [] })).toMatchObject({
			served: false,
			reason: expect.stringContaining("no task"),
		});
	});
});
