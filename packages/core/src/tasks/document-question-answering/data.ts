import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Document question answering answers questions about a scanned or rendered document, such as an invoice, form or receipt, using both the words on the page and where they sit.",
	datasets: [
		{ id: "HuggingFaceM4/Docmatix", description: "Millions of question-answer pairs generated over PDF pages." },
		{ id: "eliolio/docvqa", description: "Questions about scanned industry documents." },
	],
	models: [
		{ id: "impira/layoutlm-document-qa", description: "A layout-aware model that answers questions about documents." },
		{ id: "impira/layoutlm-invoices", description: "Tuned to pull totals, dates and numbers out of invoices." },
		{ id: "google/pix2struct-docvqa-large", description: "Answers from the document image itself, with no OCR step." },
		{ id: "microsoft/udop-large", description: "Unifies text, image and layout in one encoder-decoder." },
	],
	spaces: [
		{ id: "impira/docquery", description: "Ask questions about an uploaded PDF or image." },
		{ id: "impira/invoices", description: "Extract fields from invoices by asking for them." },
	],
	metrics: [
		{ id: "anls", description: "Average normalized Levenshtein similarity: partial credit for near-miss answers." },
		{ id: "exact-match", description: "Share of answers identical to the reference." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "invoice.svg", label: "Document" },
			{ type: "text", label: "Question", content: "What is the total amount due?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "$1,284.00" }],
	},
	widgetModels: ["impira/layoutlm-invoices"],
};
