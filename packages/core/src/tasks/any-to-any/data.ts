import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Any-to-any models read and produce several modalities within one model, for example looking at an image, listening to a question and answering in both text and speech.",
	datasets: [
		{
			id: "PKU-Alignment/align-anything",
			description: "Preference data across text, image, audio and video inputs and outputs.",
		},
	],
	models: [
		{ id: "Qwen/Qwen2.5-Omni-7B", description: "Understands text, images, audio and video and talks back in speech." },
		{ id: "openbmb/MiniCPM-o-2_6", description: "A compact omni-modal model for live vision and voice chat." },
		{ id: "ByteDance-Seed/BAGEL-7B-MoT", description: "Understands and generates images within one model." },
		{ id: "OmniGen2/OmniGen2", description: "Generates and edits images from mixed text and image prompts." },
	],
	spaces: [{ id: "OmniGen2/OmniGen2", description: "Generate or edit images with interleaved instructions." }],
	metrics: [],
	demo: {
		inputs: [
			{ type: "img", filename: "fruit-bowl.svg", label: "Image" },
			{ type: "text", label: "Prompt", content: "Tell me, out loud, which fruit is the ripest." },
		],
		outputs: [
			{ type: "text", label: "Text reply", content: "The banana looks the ripest: it is fully yellow." },
			{ type: "audio", filename: "spoken-reply.wav", label: "Spoken reply" },
		],
	},
	widgetModels: [],
};
