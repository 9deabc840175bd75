import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Zero-shot object detection finds the objects named in a free-form text query, including kinds it was never given as labels in training, and returns a box and a score for each match.",
	datasets: [
		{ id: "merve/coco2017", description: "Everyday scenes with boxes for eighty classes, a common evaluation set." },
	],
	models: [
		{
			id: "google/owlv2-base-patch16-ensemble",
			description: "Detects objects from text queries or from an example image.",
		},
		{
			id: "IDEA-Research/grounding-dino-tiny",
			description: "A small grounding model that boxes whatever a phrase describes.",
		},
		{
			id: "openmmlab-community/mm_grounding_dino_large_all",
			description: "A large open-vocabulary detector trained on many grounding datasets.",
		},
	],
	spaces: [
		{ id: "merve/OWLSAM", description: "Detect objects from text, then segment them." },
		{ id: "ariG23498/zero-shot-od", description: "Compare open-vocabulary detectors on your images." },
	],
	metrics: [
		{
			id: "average-precision",
			description: "Area under the precision–recall curve for one class at a given box overlap.",
		},
		{ id: "mean-average-precision", description: "Average precision averaged over classes and overlap thresholds." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "fruit-bowl.svg", label: "Image" },
			{ type: "text", label: "Labels to find", content: "apple, banana" },
		],
		outputs: [{ type: "img", filename: "fruit-bowl-detections.svg", label: "Detections" }],
	},
	widgetModels: ["google/owlv2-base-patch16-ensemble"],
};
