/**
 * Desktop apps that open a model from a deep link. The schemes are the ones each app registered for the hub's "Use
 * this model" menu (the hub-integration list in sources.ts) or documents itself; every value is percent-encoded.
 */
import { isDiffusersImage, isGgufRepo, isMlx } from "./applies.js";
import { HUB_LOCAL_APPS } from "./sources.js";
import type { LocalApp } from "./types.js";
import { idOf, idPath, link, percent, tagged } from "./write.js";

export const lmStudio: LocalApp = {
	key: "lmstudio",
	label: "LM Studio",
	docsUrl: "https://lmstudio.ai/docs/app/basics/download-model",
	source: ["https://huggingface.co/docs/hub/lmstudio", HUB_LOCAL_APPS],
	kind: "link",
	gguf: true,
	applies: (model) => isGgufRepo(model) || isMlx(model),
	steps: (model, context) => {
		const file = context.quant?.files[0];
		const query = `model=${percent(idOf(model))}${file ? `&file=${percent(file)}` : ""}`;
		return [link("Open in LM Studio", `lmstudio://open_from_hf?${query}`)];
	},
};

export const jan: LocalApp = {
	key: "jan",
	label: "Jan",
	docsUrl: "https://jan.ai/docs",
	source: ["https://github.com/janhq/jan/issues/2876", HUB_LOCAL_APPS],
	kind: "link",
	gguf: false,
	applies: isGgufRepo,
	steps: (model) => [link("Open in Jan", `jan://models/huggingface/${idPath(idOf(model))}`)],
};

export const msty: LocalApp = {
	key: "msty",
	label: "Msty",
	docsUrl: "https://msty.app",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	gguf: false,
	applies: isGgufRepo,
	steps: (model) => [link("Find in Msty", `msty://models/search/hf/${idPath(idOf(model))}`)],
};

export const backyard: LocalApp = {
	key: "backyard",
	label: "Backyard AI",
	docsUrl: "https://backyard.ai",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	gguf: false,
	applies: isGgufRepo,
	steps: (model) => [link("Open in Backyard AI", `https://backyard.ai/hf/model/${idPath(idOf(model))}`)],
};

export const sanctum: LocalApp = {
	key: "sanctum",
	label: "Sanctum",
	docsUrl: "https://sanctum.ai",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	gguf: false,
	applies: isGgufRepo,
	steps: (model) => [link("Open in Sanctum", `sanctum://open_from_hf?model=${percent(idOf(model))}`)],
};

export const jellybox: LocalApp = {
	key: "jellybox",
	label: "Jellybox",
	docsUrl: "https://jellybox.com",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	gguf: false,
	applies: (model) => isGgufRepo(model) || (isDiffusersImage(model) && tagged(model, "safetensors")),
	steps: (model) => {
		const path = idPath(idOf(model));
		if (isGgufRepo(model)) return [link("Open in Jellybox", `jellybox://llm/models/huggingface/LLM/${path}`)];
		const kind = tagged(model, "lora") ? "ImageLora" : "Image";
		return [link("Open in Jellybox", `jellybox://image/models/huggingface/${kind}/${path}`)];
	},
};

export const recurseChat: LocalApp = {
	key: "recursechat",
	label: "RecurseChat",
	docsUrl: "https://recurse.chat",
	source: [HUB_LOCAL_APPS],
	kind: "link",
	platforms: "macOS",
	gguf: false,
	applies: isGgufRepo,
	steps: (model) => [
		link("Open in RecurseChat", `recursechat://new-hf-gguf-model?hf-model-id=${percent(idOf(model))}`),
	],
};
