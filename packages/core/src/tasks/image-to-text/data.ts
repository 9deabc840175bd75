import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image-to-text models describe an image in words. Captioning is the classic case; reading the printed or handwritten text in an image (OCR) is another.",
	datasets: [
		{
			id: "google-research-datasets/conceptual_captions",
			description: "Web images with captions derived from their alt-text.",
		},
		{ id: "nlphuji/flickr30k", description: "Thirty thousand photos, each with five human-written captions." },
	],
	models: [
		{
			id: "Salesforce/blip-image-captioning-large",
			description: "A captioning model that can also continue a caption you start.",
		},
		{ id: "allenai/olmOCR-7B-0725", description: "Converts scanned PDF pages to clean text." },
		{
			id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
			description: "Writes long, detailed captions, useful for labelling training images.",
		},
	],
	spaces: [{ id: "fancyfeast/joy-caption-beta-one", description: "Caption an image in several styles and lengths." }],
	metrics: [
		{ id: "cider", description: "Consensus between a caption and several references, weighting informative words." },
		{ id: "bleu", description: "Overlap of word sequences with reference captions." },
	],
	demo: {
		inputs: [{ type: "img", filename: "tabby-cat.svg", label: "Photo" }],
		outputs: [{ type: "text", label: "Caption", content: "a striped cat sitting next to a ball of yarn" }],
	},
	widgetModels: ["Salesforce/blip-image-captioning-large"],
};
