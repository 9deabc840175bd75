import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Video-text-to-text models watch a video and respond to a text prompt about it: describing what happens, answering questions, or finding the moment something occurs.",
	datasets: [
		{ id: "lmms-lab/Video-MME", description: "A benchmark of multiple-choice questions over short and long videos." },
		{
			id: "HuggingFaceFV/finevideo",
			description: "Tens of thousands of videos with detailed scene-level annotations.",
		},
	],
	models: [
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description: "A small model that understands both images and videos.",
		},
		{ id: "Vision-CAIR/LongVU_Qwen2_7B", description: "Compresses frames so it can follow hour-long videos." },
	],
	spaces: [
		{ id: "HuggingFaceTB/SmolVLM2-HighlightGenerator", description: "Finds highlight moments in a long video." },
		{ id: "opencompass/openvlm_video_leaderboard", description: "Ranks models on video understanding benchmarks." },
	],
	metrics: [],
	demo: {
		inputs: [
			{ type: "img", filename: "juggling-frames.svg", label: "Video frames" },
			{ type: "text", label: "Prompt", content: "What is the person doing, and how many balls are in the air?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "The person is juggling, with three balls in the air in most frames.",
			},
		],
	},
	widgetModels: [],
};
