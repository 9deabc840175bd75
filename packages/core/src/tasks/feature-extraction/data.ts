import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Feature extraction turns text into a vector of numbers, an embedding, that captures what the text means. Embeddings power semantic search, clustering and recommendation, and serve as inputs to other models.",
	datasets: [
		{
			id: "wikimedia/wikipedia",
			description: "Cleaned Wikipedia articles in many languages, a common pretraining corpus.",
		},
		{
			id: "microsoft/ms_marco",
			description: "Search queries with relevant passages, used to train retrieval embeddings.",
		},
	],
	models: [
		{ id: "thenlper/gte-large", description: "A general-purpose English text embedding model." },
		{
			id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
			description: "A large embedding model that takes an instruction describing the retrieval task.",
		},
		{
			id: "google-bert/bert-base-uncased",
			description: "The original BERT encoder, whose hidden states are often used as features.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description: "Ranks embedding models across dozens of retrieval and clustering benchmarks.",
		},
		{ id: "mteb/arena", description: "Compare embedding models by voting on their search results." },
	],
	metrics: [],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Bees pollinate flowers." }],
		outputs: [
			{
				type: "tabular",
				table: [
					["Token", "Dimension 1", "Dimension 2", "Dimension 3"],
					["Bees", "0.41", "-1.27", "0.08"],
					["pollinate", "-0.63", "0.55", "1.12"],
					["flowers", "0.19", "0.94", "-0.37"],
				],
			},
		],
	},
	widgetModels: ["thenlper/gte-large"],
};
