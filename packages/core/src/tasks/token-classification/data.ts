import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Token classification labels each word (or word piece) of a text rather than the text as a whole. Named entity recognition, which marks people, places and organisations, and part-of-speech tagging are the most common forms.",
	datasets: [
		{
			id: "eriktks/conll2003",
			description: "English news sentences annotated with person, location, organisation and miscellaneous entities.",
		},
		{
			id: "unimelb-nlp/wikiann",
			description: "Entity annotations drawn from Wikipedia in well over a hundred languages.",
		},
	],
	models: [
		{ id: "dslim/bert-base-NER", description: "A BERT model fine-tuned for English named entities." },
		{
			id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
			description: "A large multilingual encoder fine-tuned on English entity annotations.",
		},
		{ id: "flair/ner-english", description: "Flair's four-class English entity tagger." },
		{ id: "blaze999/Medical-NER", description: "Finds clinical entities such as symptoms, drugs and dosages." },
	],
	spaces: [
		{ id: "spacy/gradio_pipeline_visualizer", description: "Shows spaCy's entities and tags highlighted in the text." },
	],
	metrics: [
		{ id: "precision", description: "Of the entities the model marked, the share that are correct in span and type." },
		{ id: "recall", description: "Of the entities in the reference, the share the model found." },
		{ id: "f1", description: "Harmonic mean of entity precision and recall; the usual headline number." },
		{ id: "accuracy", description: "Share of tokens given the right tag, common for part-of-speech tagging." },
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"Grace Hopper joined the United States Navy in 1943 and later built compilers at Remington Rand in Philadelphia.",
			},
		],
		outputs: [
			{
				type: "text-with-tokens",
				content:
					"Grace Hopper joined the United States Navy in 1943 and later built compilers at Remington Rand in Philadelphia.",
				tokens: [
					{ type: "PER", start: 0, end: 12 },
					{ type: "ORG", start: 24, end: 42 },
					{ type: "ORG", start: 80, end: 94 },
					{ type: "LOC", start: 98, end: 110 },
				],
			},
		],
	},
	widgetModels: ["dslim/bert-base-NER"],
	youtubeId: "wVHdVlPScxA",
};
