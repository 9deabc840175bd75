import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text classification puts a label from a fixed set on a piece of text. Sentiment analysis, topic tagging, spam filtering, language identification and deciding whether one sentence entails another are all text classification.",
	datasets: [
		{ id: "nyu-mll/glue", description: "A suite of nine sentence and sentence-pair classification benchmarks." },
		{ id: "stanfordnlp/snli", description: "Sentence pairs labelled as entailment, contradiction or neutral." },
		{ id: "stanfordnlp/imdb", description: "Movie reviews labelled as positive or negative." },
		{ id: "dair-ai/emotion", description: "Short English posts, each tagged with one of six emotions." },
	],
	models: [
		{
			id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			description: "A small, fast English sentiment model (positive or negative).",
		},
		{
			id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
			description: "Sentiment for social-media posts, with a neutral class.",
		},
		{ id: "ProsusAI/finbert", description: "Sentiment tuned on financial news and reports." },
		{
			id: "papluca/xlm-roberta-base-language-detection",
			description: "Tells which of twenty languages a text is written in.",
		},
	],
	spaces: [
		{ id: "spacy/healthsea-demo", description: "Classifies health effects mentioned in supplement reviews." },
		{ id: "miesnerjacob/Multi-task-NLP", description: "Runs several text classifiers side by side on one input." },
	],
	metrics: [
		{ id: "accuracy", description: "Share of texts that received the correct label." },
		{ id: "precision", description: "Of the texts given a label, the share that truly have it." },
		{ id: "recall", description: "Of the texts that truly have a label, the share the model found." },
		{ id: "f1", description: "Harmonic mean of precision and recall; useful when classes are unbalanced." },
	],
	demo: {
		inputs: [{ type: "text", label: "Review", content: "The battery lasts all day and the screen is gorgeous." }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "POSITIVE", score: 0.98 },
					{ label: "NEGATIVE", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
	youtubeId: "leNG9fN9FQU",
};
