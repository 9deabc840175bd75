import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image feature extraction turns an image into a vector of numbers that captures its content. The vectors support image search, de-duplication and clustering, and serve as the backbone for other vision models.",
	datasets: [
		{ id: "ILSVRC/imagenet-1k", description: "A standard dataset for pretraining and probing image encoders." },
	],
	models: [
		{ id: "facebook/dinov2-base", description: "Self-supervised features that work well without fine-tuning." },
		{
			id: "timm/vit_large_patch14_dinov2.lvd142m",
			description: "A large DINOv2 encoder packaged for the timm library.",
		},
		{ id: "facebook/dino-vitb16", description: "The first DINO self-supervised vision transformer." },
		{ id: "nvidia/MambaVision-T-1K", description: "A hybrid Mamba and transformer backbone." },
	],
	spaces: [{ id: "timm/leaderboard", description: "Compares image encoders on accuracy and speed." }],
	metrics: [],
	demo: {
		inputs: [{ type: "img", filename: "tabby-cat.svg", label: "Image" }],
		outputs: [
			{
				type: "tabular",
				table: [
					["Dimension 1", "Dimension 2", "Dimension 3", "Dimension 4"],
					["0.72", "-0.18", "1.05", "-0.44"],
				],
			},
		],
	},
	widgetModels: ["facebook/dinov2-base"],
};
