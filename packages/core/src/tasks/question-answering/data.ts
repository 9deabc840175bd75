import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Question answering returns the answer to a question, usually with a passage of context to draw on. Extractive models copy the answer span out of the passage; generative models phrase the answer themselves, with or without a passage.",
	datasets: [
		{
			id: "rajpurkar/squad_v2",
			description: "Questions on Wikipedia paragraphs, including some that the paragraph cannot answer.",
		},
		{
			id: "google-research-datasets/natural_questions",
			description: "Real search-engine questions answered from full Wikipedia pages.",
		},
	],
	models: [
		{
			id: "deepset/roberta-base-squad2",
			description: "An extractive reader that can also say a passage has no answer.",
		},
		{
			id: "distilbert/distilbert-base-cased-distilled-squad",
			description: "A compact extractive reader that runs well on a CPU.",
		},
	],
	spaces: [
		{ id: "deepset/wikipedia-assistant", description: "Answers questions by retrieving and reading Wikipedia pages." },
	],
	metrics: [
		{ id: "exact-match", description: "Share of answers identical to a reference answer after normalisation." },
		{ id: "f1", description: "Word overlap between predicted and reference answers, averaged over questions." },
	],
	demo: {
		inputs: [
			{ type: "text", label: "Question", content: "Where does the Danube end?" },
			{
				type: "text",
				label: "Context",
				content:
					"The Danube rises in the Black Forest in Germany and flows through ten countries before emptying into the Black Sea.",
			},
		],
		outputs: [{ type: "text", label: "Answer", content: "the Black Sea" }],
	},
	widgetModels: ["deepset/roberta-base-squad2"],
	youtubeId: "ajPx5LwJD-I",
};
