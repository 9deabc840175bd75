/** Image-generation apps that import a diffusers repository from a link (schemes from the hub-integration list). */
import { isDiffusersImage } from "./applies.js";
import { HUB_LOCAL_APPS } from "./sources.js";
import type { LocalApp } from "./types.js";
import { idOf, idPath, link, percent, tagged } from "./write.js";

export const drawThings: LocalApp = {
	key: "drawthings",
	label: "Draw Things",
	docsUrl: "https://drawthings.ai",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	platforms: "macOS, iOS",
	gguf: false,
	applies: isDiffusersImage,
	steps: (model) => {
		const call = tagged(model, "lora") ? "pipeline.load_lora_weights" : "pipeline.from_pretrained";
		return [
			link("Import into Draw Things", `https://drawthings.ai/import/diffusers/${call}?repo_id=${percent(idOf(model))}`),
		];
	},
};

export const diffusionBee: LocalApp = {
	key: "diffusionbee",
	label: "DiffusionBee",
	docsUrl: "https://diffusionbee.com",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	platforms: "macOS",
	gguf: false,
	applies: (model) => model.library_name === "diffusers" && model.pipeline_tag === "text-to-image",
	steps: (model) => [
		link("Import into DiffusionBee", `https://diffusionbee.com/huggingface_import?model_id=${percent(idOf(model))}`),
	],
};

export const joyFusion: LocalApp = {
	key: "joyfusion",
	label: "JoyFusion",
	docsUrl: "https://joyfusion.app",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	platforms: "macOS",
	gguf: false,
	applies: (model) => tagged(model, "coreml") && tagged(model, "joyfusion") && model.pipeline_tag === "text-to-image",
	steps: (model) => [
		link("Import into JoyFusion", `https://joyfusion.app/import_from_hf?repo_id=${percent(idOf(model))}`),
	],
};

export const invoke: LocalApp = {
	key: "invoke",
	label: "Invoke",
	docsUrl: "https://github.com/invoke-ai/InvokeAI",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	gguf: false,
	applies: (model) => model.library_name === "diffusers" && model.pipeline_tag === "text-to-image",
	steps: (model) => [link("Open in Invoke", `https://models.invoke.ai/huggingface/${idPath(idOf(model))}`)],
};
