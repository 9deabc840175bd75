import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Tabular regression predicts a number for each row of a table, such as a price, a weight or tomorrow's demand, from the values in the other columns.",
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description: "A curated set of real-world tables, including regression targets.",
		},
	],
	models: [
		{ id: "scikit-learn/Fish-Weight", description: "Predicts a fish's weight from its species and measurements." },
	],
	spaces: [
		{ id: "scikit-learn/fish-weight-prediction", description: "Enter a fish's measurements and get its weight." },
	],
	metrics: [
		{ id: "mse", description: "Mean squared error between predictions and true values." },
		{ id: "mae", description: "Mean absolute error, in the units of the target." },
		{ id: "r-squared", description: "Share of the target's variance that the model explains; 1 is perfect." },
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
					["Perch", "22.0", "5.9", "3.5"],
					["Bream", "31.5", "12.4", "4.5"],
					["Pike", "45.0", "7.2", "4.3"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [["Weight (g)"], ["130"], ["510"], ["620"]],
			},
		],
	},
	widgetModels: ["scikit-learn/Fish-Weight"],
};
