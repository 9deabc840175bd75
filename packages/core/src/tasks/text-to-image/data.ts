import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text-to-image models paint a picture from a written description. They are used for illustration, concept art, advertising mock-ups and synthetic training data.",
	datasets: [
		{
			id: "google-research-datasets/conceptual_captions",
			description: "Millions of web images paired with cleaned-up alt-text captions.",
		},
		{ id: "Spawning/PD12M", description: "Twelve million public-domain images with captions." },
	],
	models: [
		{ id: "stabilityai/stable-diffusion-xl-base-1.0", description: "A widely used open diffusion model at 1024×1024." },
		{ id: "black-forest-labs/FLUX.1-Krea-dev", description: "Aims at photographic images without the usual AI look." },
		{ id: "Qwen/Qwen-Image", description: "Strong at rendering legible text inside images." },
		{ id: "ByteDance/SDXL-Lightning", description: "Generates an image in a handful of denoising steps." },
	],
	spaces: [
		{ id: "stabilityai/stable-diffusion-3-medium", description: "Generate images with Stable Diffusion 3 Medium." },
		{ id: "multimodalart/flux-lora-lab", description: "Mix style adapters on top of a FLUX model." },
	],
	metrics: [
		{
			id: "fid",
			description: "Fréchet inception distance between generated and real image statistics; lower is better.",
		},
		{
			id: "inception-score",
			description: "Rewards images that are individually recognisable and collectively varied.",
		},
		{
			id: "r-precision",
			description: "How often the prompt is retrieved from the generated image among distractor captions.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A red-and-white lighthouse on a rocky shore at sunset, flat illustration",
			},
		],
		outputs: [{ type: "img", filename: "lighthouse.svg", label: "Generated image" }],
	},
	widgetModels: ["stabilityai/stable-diffusion-xl-base-1.0"],
};
