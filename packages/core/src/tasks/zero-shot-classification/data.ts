import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Zero-shot classification sorts a text into categories you name when you call the model, with no training on those categories. A common approach turns each label into a statement and asks an inference model how strongly the text supports it.",
	datasets: [
		{
			id: "nyu-mll/multi_nli",
			description: "Sentence pairs across many genres, the usual training data for entailment-based zero-shot models.",
		},
		{ id: "fever/fever", description: "Claims checked against Wikipedia as supported, refuted or not verifiable." },
	],
	models: [
		{ id: "facebook/bart-large-mnli", description: "An entailment model widely used for zero-shot labels in English." },
		{
			id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
			description: "A fast encoder trained specifically for label-agnostic classification.",
		},
		{
			id: "knowledgator/gliclass-modern-base-v2.0-init",
			description: "Scores all candidate labels in one pass instead of one pass per label.",
		},
	],
	spaces: [],
	metrics: [
		{ id: "accuracy", description: "Share of texts whose top-scoring label is correct." },
		{ id: "f1", description: "Harmonic mean of precision and recall, averaged over the candidate labels." },
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Text",
				content: "The new update drains my phone battery in two hours and the app keeps crashing.",
			},
			{ type: "text", label: "Candidate labels", content: "bug report, feature request, praise" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "bug report", score: 0.93 },
					{ label: "feature request", score: 0.05 },
					{ label: "praise", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["facebook/bart-large-mnli"],
};
