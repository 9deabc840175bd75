import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image-text-to-video models take a starting image and a prompt and produce a video that opens on that image and moves the way the prompt describes.",
	datasets: [],
	models: [
		{ id: "Lightricks/LTX-Video", description: "Conditions fast video generation on a first frame and a prompt." },
		{ id: "Wan-AI/Wan2.2-TI2V-5B", description: "Accepts text, or text with an image, to make 720p clips." },
	],
	spaces: [{ id: "Lightricks/ltx-video-distilled", description: "Animate an image with a prompt in a few seconds." }],
	metrics: [
		{ id: "fvd", description: "Fréchet video distance between generated and real clips; lower is better." },
		{ id: "clipsim", description: "Average CLIP similarity between the prompt and each frame." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "paper-boat.svg", label: "First frame" },
			{ type: "text", label: "Prompt", content: "The paper boat drifts slowly to the right on the pond." },
		],
		outputs: [{ type: "img", filename: "paper-boat-frames.svg", label: "Frames" }],
	},
	widgetModels: ["Lightricks/LTX-Video"],
};
