import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text-to-video models generate a short video clip from a written prompt, inventing both the scene and its motion.",
	datasets: [
		{ id: "HuggingFaceM4/webvid", description: "Stock-footage clips with their descriptive captions." },
		{
			id: "iejMac/CLIP-MSR-VTT",
			description: "MSR-VTT web videos with captions, prepared for CLIP-based retrieval and evaluation.",
		},
		{ id: "nateraw/kinetics", description: "Clips of human actions, often used to train and evaluate video models." },
	],
	models: [
		{
			id: "Wan-AI/Wan2.2-TI2V-5B",
			description: "A compact model that makes 720p video from text or from text and an image.",
		},
		{ id: "Lightricks/LTX-Video", description: "Generates video faster than real time on a single GPU." },
		{ id: "tencent/HunyuanVideo", description: "A large open model for high-quality video generation." },
	],
	spaces: [
		{ id: "Wan-AI/Wan2.1", description: "Generate clips with the Wan video models." },
		{ id: "Pyramid-Flow/pyramid-flow", description: "Make longer clips with an efficient flow-matching model." },
	],
	metrics: [
		{ id: "fvd", description: "Fréchet video distance between generated and real clips; lower is better." },
		{ id: "clipsim", description: "Average CLIP similarity between the prompt and each frame." },
		{ id: "inception-score", description: "Rewards frames that are recognisable and varied." },
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "Waves rolling onto a sandy beach under a pink sky" }],
		outputs: [{ type: "img", filename: "waves-frames.svg", label: "Frames" }],
	},
	widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};
