import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Sentence similarity measures how close two texts are in meaning, usually by embedding both and comparing the vectors. It underlies semantic search, duplicate detection and the retrieval step of retrieval-augmented generation.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description: "Real search queries with passages judged relevant, used to train retrievers.",
		},
	],
	models: [
		{ id: "sentence-transformers/all-MiniLM-L6-v2", description: "A very small, fast English sentence embedder." },
		{
			id: "sentence-transformers/all-mpnet-base-v2",
			description: "A stronger general-purpose English sentence embedder.",
		},
		{ id: "BAAI/bge-m3", description: "A multilingual embedder that also handles long documents." },
	],
	spaces: [
		{
			id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
			description: "Searches a collection by meaning instead of keywords.",
		},
		{ id: "Gradio-Blocks/pubmed-abstract-retriever", description: "Finds medical abstracts similar to a question." },
	],
	metrics: [
		{ id: "cosine-similarity", description: "The cosine of the angle between two embeddings; 1 means same direction." },
		{
			id: "mean-reciprocal-rank",
			description: "Average of 1/rank of the first relevant result, over a set of search queries.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Source sentence", content: "How do I reset my password?" },
			{ type: "text", label: "Sentence to compare", content: "I forgot my login and need a new password." },
			{ type: "text", label: "Sentence to compare", content: "Where can I change my account email?" },
			{ type: "text", label: "Sentence to compare", content: "The bakery opens at seven." },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "I forgot my login and need a new password.", score: 0.81 },
					{ label: "Where can I change my account email?", score: 0.47 },
					{ label: "The bakery opens at seven.", score: 0.03 },
				],
			},
		],
	},
	widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
	youtubeId: "VCZq5AkbNEU",
};
