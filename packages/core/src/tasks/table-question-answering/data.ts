import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Table question answering answers a question written in plain language from the contents of a table. The model may point at the cells that hold the answer or combine them, for example by counting, summing or averaging.",
	datasets: [
		{
			id: "stanfordnlp/wikitablequestions",
			description: "Questions over Wikipedia tables that often need arithmetic or comparison.",
		},
		{ id: "Salesforce/wikisql", description: "Questions paired with tables and the SQL query that answers them." },
	],
	models: [
		{
			id: "google/tapas-base-finetuned-wtq",
			description: "TAPAS selects cells and an aggregation operator to answer the question.",
		},
		{
			id: "microsoft/tapex-base",
			description: "A sequence-to-sequence model pretrained to execute SQL over flattened tables.",
		},
	],
	spaces: [{ id: "katanaml/table-query", description: "Ask questions about an uploaded spreadsheet." }],
	metrics: [
		{
			id: "denotation-accuracy",
			description: "Share of questions whose predicted answer value equals the reference value.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Planet", "Moons", "Day length (hours)"],
					["Mars", "2", "24.6"],
					["Jupiter", "95", "9.9"],
					["Saturn", "146", "10.7"],
				],
			},
			{ type: "text", label: "Question", content: "Which planet has the shortest day?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "Jupiter" }],
	},
	widgetModels: ["google/tapas-base-finetuned-wtq"],
};
