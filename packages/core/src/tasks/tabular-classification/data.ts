import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Tabular classification predicts a category for each row of a table from the values in its columns, for example whether a transaction is fraudulent or whether a tumour is benign.",
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description: "A curated set of real-world tables for comparing tabular models.",
		},
	],
	models: [
		{
			id: "scikit-learn/cancer-prediction-trees",
			description: "A tree model that classifies breast-tumour measurements.",
		},
	],
	spaces: [
		{ id: "scikit-learn/tabular-playground", description: "Train and compare classifiers on a sample table." },
		{ id: "scikit-learn/classification", description: "See how different classifiers draw their decision boundaries." },
	],
	metrics: [
		{ id: "accuracy", description: "Share of rows given the correct class." },
		{ id: "precision", description: "Of the rows predicted as a class, the share that truly belong to it." },
		{ id: "recall", description: "Of the rows that truly belong to a class, the share the model found." },
		{ id: "f1", description: "Harmonic mean of precision and recall." },
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Mean radius", "Mean texture", "Mean smoothness"],
					["11.4", "20.4", "0.142"],
					["20.6", "29.3", "0.118"],
					["12.5", "15.7", "0.091"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [["Diagnosis"], ["benign"], ["malignant"], ["benign"]],
			},
		],
	},
	widgetModels: ["scikit-learn/cancer-prediction-trees"],
};
