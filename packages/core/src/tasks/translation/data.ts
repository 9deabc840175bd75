import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Translation rewrites text from one language into another while keeping its meaning. Some models cover a single language pair; large multilingual models translate between hundreds of languages.",
	datasets: [
		{
			id: "Helsinki-NLP/opus_books",
			description: "Aligned sentences from copyright-free books in many language pairs.",
		},
		{ id: "wmt/wmt16", description: "News-domain parallel text from a yearly shared translation task." },
	],
	models: [
		{ id: "Helsinki-NLP/opus-mt-en-fr", description: "A small Marian model dedicated to English to French." },
		{ id: "facebook/nllb-200-1.3B", description: "Translates between any two of about two hundred languages." },
		{
			id: "google-t5/t5-base",
			description: "A general text-to-text model that can translate when prompted with a prefix.",
		},
	],
	spaces: [
		{ id: "Iker/Translate-100-languages", description: "Translate between one hundred languages in the browser." },
		{ id: "Geonmo/nllb-translation-demo", description: "Try the NLLB models on your own text." },
	],
	metrics: [
		{ id: "bleu", description: "Overlap of word sequences between the output and one or more reference translations." },
		{ id: "sacrebleu", description: "BLEU with standard tokenisation so scores from different papers are comparable." },
	],
	demo: {
		inputs: [{ type: "text", label: "English", content: "The museum opens at nine on weekdays." }],
		outputs: [{ type: "text", label: "French", content: "Le musée ouvre à neuf heures en semaine." }],
	},
	widgetModels: ["Helsinki-NLP/opus-mt-en-fr"],
	youtubeId: "1JvfrvZgi6c",
	canonicalId: "text-generation",
};
