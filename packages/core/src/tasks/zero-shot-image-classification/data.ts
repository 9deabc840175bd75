import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Zero-shot image classification labels an image with categories you supply when calling the model. Models trained on image–caption pairs, such as CLIP and SigLIP, compare the image with a short description of each label.",
	datasets: [
		{ id: "ILSVRC/imagenet-1k", description: "The usual benchmark for zero-shot accuracy on a thousand classes." },
	],
	models: [
		{ id: "openai/clip-vit-large-patch14", description: "The CLIP model that popularised zero-shot image labelling." },
		{
			id: "google/siglip2-base-patch16-224",
			description: "A multilingual image-text model trained with a sigmoid loss.",
		},
		{ id: "jinaai/jina-clip-v2", description: "A multilingual model that embeds images and long texts together." },
	],
	spaces: [
		{ id: "merve/compare_clip_siglip", description: "Compare CLIP and SigLIP on your own labels." },
		{ id: "pharma/CLIP-Interrogator", description: "Find a text prompt that describes an image." },
	],
	metrics: [
		{ id: "top-k-accuracy", description: "Share of images whose correct label is among the k highest-scoring ones." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "tabby-cat.svg", label: "Image" },
			{ type: "text", label: "Candidate labels", content: "cat, dog, rabbit" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "cat", score: 0.96 },
					{ label: "rabbit", score: 0.03 },
					{ label: "dog", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["openai/clip-vit-large-patch14"],
};
