import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Visual document retrieval finds the document pages that best answer a text query by looking at images of the pages directly, with no text extraction step, so charts, tables and layout all count.",
	datasets: [{ id: "vidore/colpali_train_set", description: "Queries paired with the page images that answer them." }],
	models: [
		{ id: "vidore/colqwen2-v1.0", description: "Embeds each page as many patch vectors for late-interaction search." },
		{ id: "Tevatron/OmniEmbed-v0.1", description: "One embedding model for text, images, audio and video." },
	],
	spaces: [
		{ id: "vidore/vidore-leaderboard", description: "Ranks page-retrieval models on the ViDoRe benchmark." },
		{ id: "vidore/visual-rag-tool", description: "Search a PDF by its page images and answer with a chat model." },
	],
	metrics: [
		{
			id: "ndcg-at-k",
			description: "Normalized discounted cumulative gain over the top k pages: rewards ranking the right pages first.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Query", content: "Which quarter had the highest sales?" },
			{ type: "img", filename: "sales-slide.svg", label: "Page 1" },
			{ type: "img", filename: "invoice.svg", label: "Page 2" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Page 1", score: 0.89 },
					{ label: "Page 2", score: 0.12 },
				],
			},
		],
	},
	widgetModels: [],
};
