import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image-text-to-text models, often called vision-language models, take one or more images with a text prompt and reply in text. They describe photos, read charts and screenshots, answer questions and pull fields out of scanned forms.",
	datasets: [
		{
			id: "HuggingFaceM4/the_cauldron",
			description: "Fifty vision-language datasets gathered into one instruction format.",
		},
		{
			id: "liuhaotian/LLaVA-Instruct-150K",
			description: "Image-grounded conversations generated for visual instruction tuning.",
		},
		{ id: "HuggingFaceM4/WebSight", description: "Screenshots of web pages paired with their HTML." },
	],
	models: [
		{ id: "Qwen/Qwen2.5-VL-7B-Instruct", description: "Reads documents, charts and video and can locate objects." },
		{
			id: "HuggingFaceTB/SmolVLM-Instruct",
			description: "A small vision-language model that runs on modest hardware.",
		},
		{ id: "zai-org/GLM-4.5V", description: "A large reasoning model for images, documents and GUIs." },
		{ id: "rednote-hilab/dots.ocr", description: "Parses complex document layouts into structured text." },
	],
	spaces: [
		{ id: "opencompass/open_vlm_leaderboard", description: "Ranks vision-language models across many benchmarks." },
		{ id: "prithivMLmods/Multimodal-OCR", description: "Compare several models at reading text in images." },
	],
	metrics: [],
	demo: {
		inputs: [
			{ type: "img", filename: "fruit-bowl.svg", label: "Image" },
			{ type: "text", label: "Prompt", content: "What could I cook with what is in this bowl?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "The bowl has apples, a banana and a pear, so a fruit salad or an apple and pear crumble would work.",
			},
		],
	},
	widgetModels: ["Qwen/Qwen2.5-VL-7B-Instruct"],
	youtubeId: "IoGaGfU1CIg",
};
