import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Fill-mask models guess the word hidden behind a mask token in a sentence. Encoders such as BERT learn language this way during pretraining, and the task is a quick probe of what a model knows.",
	datasets: [
		{ id: "wikimedia/wikipedia", description: "Encyclopedia text, a standard source for masked-language pretraining." },
		{ id: "allenai/c4", description: "A large cleaned crawl of English web pages." },
	],
	models: [
		{
			id: "google-bert/bert-base-uncased",
			description: "The classic English masked-language model; its mask token is [MASK].",
		},
		{ id: "distilbert/distilroberta-base", description: "A distilled, faster RoBERTa; its mask token is <mask>." },
		{ id: "FacebookAI/xlm-roberta-base", description: "A masked-language model covering about a hundred languages." },
		{ id: "answerdotai/ModernBERT-large", description: "A modern encoder with a long context window." },
	],
	spaces: [],
	metrics: [
		{ id: "cross-entropy", description: "Average negative log-probability assigned to the hidden words." },
		{ id: "perplexity", description: "The exponential of cross-entropy over the masked positions." },
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "The goal of life is [MASK]." }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "happiness", score: 0.21 },
					{ label: "survival", score: 0.12 },
					{ label: "freedom", score: 0.07 },
					{ label: "love", score: 0.06 },
				],
			},
		],
	},
	widgetModels: ["google-bert/bert-base-uncased"],
	youtubeId: "mqElG5QJWUg",
};
