import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text ranking, or reranking, scores how relevant each candidate passage is to a query and sorts them. Cross-encoders that read query and passage together are typically run on the top results of a faster embedding search.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description: "Search queries with passages judged relevant, the standard reranking training set.",
		},
	],
	models: [
		{ id: "cross-encoder/ms-marco-MiniLM-L6-v2", description: "A small, fast English cross-encoder." },
		{ id: "BAAI/bge-reranker-v2-m3", description: "A multilingual reranker." },
		{
			id: "Alibaba-NLP/gte-reranker-modernbert-base",
			description: "A reranker built on a long-context modern encoder.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "ndcg",
			description: "Normalized discounted cumulative gain: rewards placing the most relevant passages near the top.",
		},
		{ id: "mean-reciprocal-rank", description: "Average of 1/rank of the first relevant passage." },
		{ id: "mean-average-precision", description: "Precision averaged over the ranks of every relevant passage." },
	],
	demo: {
		inputs: [
			{ type: "text", label: "Query", content: "How tall is Mount Kilimanjaro?" },
			{ type: "text", label: "Passage", content: "Kilimanjaro's Kibo summit rises to 5,895 metres above sea level." },
			{ type: "text", label: "Passage", content: "Climbers usually take six to eight days to reach the top." },
			{ type: "text", label: "Passage", content: "Tanzania's currency is the shilling." },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Kilimanjaro's Kibo summit rises to 5,895 metres above sea level.", score: 0.97 },
					{ label: "Climbers usually take six to eight days to reach the top.", score: 0.22 },
					{ label: "Tanzania's currency is the shilling.", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
};
