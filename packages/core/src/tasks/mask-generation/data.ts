import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Mask generation outlines the regions of an image without saying what they are, either everything at once or only what a prompt points at, such as a clicked point or a drawn box. Segment Anything is the best-known family.",
	datasets: [
		{ id: "merve/coco2017", description: "Everyday scenes with an outline mask for each object." },
		{ id: "rocky93/BraTS_segmentation", description: "Brain MRI scans with tumour masks." },
	],
	models: [
		{ id: "facebook/sam2-hiera-large", description: "Segment Anything 2: promptable masks for images and videos." },
		{ id: "facebook/sam-vit-base", description: "The original Segment Anything model, base size." },
		{
			id: "Zigeng/SlimSAM-uniform-50",
			description: "A pruned Segment Anything model that is much smaller and faster.",
		},
	],
	spaces: [
		{ id: "merve/slimsam", description: "Click on an image to get the mask of that object." },
		{ id: "SkalskiP/segment-anything-model-2", description: "Segment objects in images with SAM 2." },
	],
	metrics: [{ id: "iou", description: "Intersection over union between a predicted and a reference mask." }],
	demo: {
		inputs: [{ type: "img", filename: "street.svg", label: "Photo" }],
		outputs: [{ type: "img", filename: "street-masks.svg", label: "Masks" }],
	},
	widgetModels: [],
};
