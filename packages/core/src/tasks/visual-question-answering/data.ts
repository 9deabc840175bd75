import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Visual question answering answers a short question about an image: counting things, naming colours, reading a sign or judging what is happening.",
	datasets: [
		{ id: "Graphcore/vqa", description: "Open-ended questions about everyday photos with ten human answers each." },
		{ id: "facebook/textvqa", description: "Questions that can only be answered by reading text in the image." },
	],
	models: [
		{
			id: "dandelin/vilt-b32-finetuned-vqa",
			description: "A small model that picks an answer from a fixed vocabulary.",
		},
		{ id: "google/deplot", description: "Turns a chart into a table so questions about it can be answered." },
		{
			id: "google/pix2struct-ocrvqa-large",
			description: "Answers questions about book covers and other text-heavy images.",
		},
	],
	spaces: [
		{ id: "Salesforce/BLIP", description: "Ask a question about an uploaded image." },
		{ id: "nielsr/vilt-vqa", description: "Try a compact visual question answering model." },
	],
	metrics: [
		{
			id: "accuracy",
			description: "Share of answers matching the human answers (full credit when enough annotators agree).",
		},
		{ id: "wu-palmer-similarity", description: "Gives partial credit to answers close in meaning to the reference." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "fruit-bowl.svg", label: "Image" },
			{ type: "text", label: "Question", content: "How many apples are in the bowl?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "2", score: 0.74 },
					{ label: "3", score: 0.17 },
					{ label: "1", score: 0.06 },
				],
			},
		],
	},
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
};
