import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Summarization shortens a document while keeping what matters. Extractive systems pick the most important sentences from the source; abstractive systems write new, shorter sentences.",
	datasets: [
		{
			id: "abisee/cnn_dailymail",
			description: "News articles paired with the bullet-point highlights written by editors.",
		},
		{ id: "EdinburghNLP/xsum", description: "News articles paired with a single-sentence summary." },
		{ id: "Samsung/samsum", description: "Messenger-style chats with a short summary of each conversation." },
	],
	models: [
		{ id: "facebook/bart-large-cnn", description: "An abstractive news summarizer fine-tuned on CNN and Daily Mail." },
		{ id: "Falconsai/medical_summarization", description: "Summarizes medical text." },
	],
	spaces: [
		{ id: "pszemraj/summarize-long-text", description: "Summarizes documents longer than a usual model context." },
		{ id: "pszemraj/document-summarization", description: "Upload a document and get a summary back." },
	],
	metrics: [
		{ id: "rouge", description: "Overlap of words and word sequences between a generated and a reference summary." },
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Article",
				content:
					"The city council voted on Tuesday to turn the old rail yard into a public park. Construction starts next spring and will take about two years. The plan adds bike paths, a playground and a community garden, and keeps the historic water tower as a lookout point.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Summary",
				content: "The council approved a park on the old rail yard, to be built over two years from next spring.",
			},
		],
	},
	widgetModels: ["facebook/bart-large-cnn"],
	youtubeId: "yHnr5Dk2zCI",
	canonicalId: "text-generation",
};
