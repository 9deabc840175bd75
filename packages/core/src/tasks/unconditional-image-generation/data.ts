import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Unconditional image generation samples new images that look like the training set, with no prompt at all: starting from random noise, the model produces a face, a room or a flower that never existed.",
	datasets: [
		{ id: "huggan/CelebA-faces", description: "Aligned celebrity face photos." },
		{ id: "uoft-cs/cifar100", description: "Small natural images in a hundred classes." },
	],
	models: [
		{ id: "google/ddpm-cifar10-32", description: "A denoising diffusion model that generates 32×32 images." },
		{ id: "google/ddpm-celebahq-256", description: "A denoising diffusion model that generates 256×256 faces." },
	],
	spaces: [{ id: "CompVis/celeba-latent-diffusion", description: "Sample faces from a latent diffusion model." }],
	metrics: [
		{
			id: "inception-score",
			description: "Rewards samples that are individually recognisable and collectively varied.",
		},
		{ id: "fid", description: "Fréchet inception distance between samples and real images; lower is better." },
	],
	demo: {
		inputs: [
			{ type: "text", label: "Seed", content: "42" },
			{ type: "text", label: "Number of images", content: "6" },
		],
		outputs: [{ type: "img", filename: "generated-faces.svg", label: "Samples" }],
	},
	widgetModels: [],
};
