import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Video-to-video models transform an existing clip: restyling it, editing objects by instruction, upscaling or restoring it, while keeping the motion consistent from one frame to the next.",
	datasets: [
		{ id: "Iceclear/SeedVR_VideoDemos", description: "Demo clips showing what the SeedVR restoration models produce." },
		{ id: "zhangsh2001/LongV-EVAL", description: "Long videos for evaluating generation and editing quality." },
	],
	models: [
		{ id: "decart-ai/Lucy-Edit-Dev", description: "Edits a video from a text instruction while keeping its motion." },
		{
			id: "nvidia/Cosmos-Transfer2.5-2B",
			description: "Re-renders a video under new conditions such as weather or lighting.",
		},
	],
	spaces: [
		{ id: "decart-ai/lucy-edit-dev", description: "Edit a clip by describing the change." },
		{ id: "ByteDance-Seed/SeedVR2-3B", description: "Restore and upscale a low-quality video." },
	],
	metrics: [],
	demo: {
		inputs: [
			{ type: "img", filename: "juggling-frames.svg", label: "Input frames" },
			{ type: "text", label: "Instruction", content: "Turn it into a pencil sketch." },
		],
		outputs: [{ type: "img", filename: "juggling-frames-sketch.svg", label: "Output frames" }],
	},
	widgetModels: [],
};
