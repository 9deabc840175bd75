import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image-to-video models bring a still image to life as a short clip, usually guided by a text prompt that describes the motion or camera move.",
	datasets: [
		{
			id: "ali-vilab/VACE-Benchmark",
			description: "Prompts and reference media for evaluating video creation and editing.",
		},
		{
			id: "BestWishYsh/ChronoMagic",
			description: "Time-lapse clips with captions, for learning long physical changes.",
		},
	],
	models: [
		{ id: "Wan-AI/Wan2.1-I2V-14B-720P", description: "Animates an image into 720p video." },
		{
			id: "Lightricks/LTX-Video-0.9.7-dev",
			description: "A fast video model that accepts a first frame as the starting image.",
		},
		{ id: "tencent/HunyuanVideo-I2V", description: "Animates an image while keeping its subject consistent." },
	],
	spaces: [
		{ id: "Lightricks/ltx-video-distilled", description: "Make a short clip from an image and a prompt in seconds." },
		{ id: "multimodalart/wan2-1-fast", description: "A quick way to try Wan 2.1 image-to-video." },
	],
	metrics: [
		{ id: "fvd", description: "Fréchet video distance between generated and real clips; lower is better." },
		{ id: "clip-score", description: "Agreement between the frames and the prompt, measured with CLIP." },
		{ id: "lpips", description: "Learned perceptual distance; here, how far frames drift from the input image." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "lighthouse.svg", label: "Image" },
			{ type: "text", label: "Prompt", content: "The beam sweeps across the sky as the sun sets." },
		],
		outputs: [{ type: "img", filename: "lighthouse-frames.svg", label: "Frames" }],
	},
	widgetModels: [],
};
