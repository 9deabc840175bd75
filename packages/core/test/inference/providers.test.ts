import { describe, expect, it } from "vitest";
import { buildRequest, getInferenceSnippets, INFERENCE_PROVIDERS } from "../../src/inference/index.js";
import type { ModelRecord } from "../../src/model.js";

const served = (provider: string) => Object.keys(INFERENCE_PROVIDERS[provider]?.tasks ?? {});
const VIDEO = ["text-to-video", "image-to-video", "image-text-to-video"];

describe("providers' task lists, as the real clients have them", () => {
	it("hf-inference serves no video task but serves visual question answering", () => {
		expect(served("hf-inference").filter((t) => VIDEO.includes(t))).toEqual([]);
		expect(served("hf-inference")).toContain("visual-question-answering");
	});

	it("fal-ai serves audio and segmentation besides images and video", () => {
		for (const t of [
			"automatic-speech-recognition",
			"text-to-speech",
			"text-to-audio",
			"audio-to-audio",
			"image-segmentation",
		])
			expect(served("fal-ai")).toContain(t);
	});
});

describe("the default provider serves the task", () => {
	const wan: ModelRecord = { id: "Wan-AI/Wan2.1-T2V-1.3B-Diffusers", pipeline_tag: "text-to-video" };

	it("a video model goes to a provider that serves video, the router's own provider keeps what it serves", () => {
		expect(buildRequest(wan).provider).toBe("fal-ai");
		expect(buildRequest({ id: "a/b", pipeline_tag: "text-classification" }).provider).toBe("hf-inference");
	});

	it("a model's own mapping is preferred when the router's provider does not serve its task", () => {
		const mapped = {
			...wan,
			inferenceProviderMapping: { together: { providerId: "x" }, "fal-ai": { providerId: "fal-ai/wan-t2v" } },
		};
		const request = buildRequest(mapped);
		expect([request.provider, request.providerModel]).toEqual(["fal-ai", "fal-ai/wan-t2v"]);
		expect(request.url).toBe("https://router.huggingface.co/fal-ai/fal-ai/wan-t2v?_subdomain=queue");
	});

	it("without a mapping the flavours that send the provider's id say it must be replaced; the clients need not", () => {
		const notes = getInferenceSnippets(wan).map((s) => [
			`${s.language}/${s.client}`,
			s.content.includes("lists no fal-ai id"),
		]);
		expect(Object.fromEntries(notes)).toEqual({
			"python/huggingface_hub": false,
			"python/fal_client": true,
			"python/requests": true,
			"js/huggingface.js": false,
			"js/fetch": true,
			"sh/curl": true,
		});
	});
});

describe("example inputs fit the model", () => {
	it("a skops model's config names the columns sent", () => {
		const titanic: ModelRecord = {
			id: "EngrSamad/Titanic-Survival-Predictor",
			pipeline_tag: "tabular-classification",
			config: { sklearn: { columns: ["Age", "Pclass"], example_input: { Age: [24, 31], Pclass: [3, 2] } } },
		};
		expect(buildRequest(titanic).body).toEqual({ inputs: { data: { Age: ["24", "31"], Pclass: ["3", "2"] } } });
		const columnsOnly = { ...titanic, config: { sklearn: { columns: ["Age", "Pclass"] } } };
		expect(Object.keys((buildRequest(columnsOnly).body as { inputs: { data: object } }).inputs.data)).toEqual([
			"Age",
			"Pclass",
		]);
	});

	it("image embeddings and visual question answering get a sample", () => {
		expect(buildRequest({ id: "facebook/dinov2-base", pipeline_tag: "image-feature-extraction" }).file?.name).toBe(
			"cat.jpg",
		);
		const vqa = buildRequest({ id: "dandelin/vilt-b32-finetuned-vqa", pipeline_tag: "visual-question-answering" });
		expect(vqa.kind).toBe("visualQuestionAnswering");
		expect((vqa.body as { inputs: { question: string } }).inputs.question).toMatch(/\?$/);
	});
});
