import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image segmentation labels every pixel of an image. Semantic segmentation gives each pixel a class, instance segmentation separates individual objects of the same class, and panoptic segmentation does both at once.",
	datasets: [
		{
			id: "zhoubolei/scene_parse_150",
			description: "Indoor and outdoor scenes labelled pixel by pixel with 150 classes.",
		},
		{ id: "merve/coco2017", description: "Everyday scenes with an outline mask for each object." },
	],
	models: [
		{
			id: "nvidia/segformer-b0-finetuned-ade-512-512",
			description: "A lightweight semantic segmentation model for scene parsing.",
		},
		{
			id: "facebook/mask2former-swin-large-coco-panoptic",
			description: "One architecture for semantic, instance and panoptic segmentation.",
		},
		{ id: "briaai/RMBG-1.4", description: "Separates the foreground subject from the background." },
		{ id: "ZhengPeng7/BiRefNet", description: "High-resolution foreground masks with fine detail such as hair." },
	],
	spaces: [
		{ id: "facebook/ov-seg", description: "Segment an image using any class names you type." },
		{ id: "segments/panoptic-segment-anything", description: "Panoptic segmentation from text prompts." },
	],
	metrics: [
		{ id: "mean-iou", description: "Overlap divided by union of predicted and true regions, averaged over classes." },
		{ id: "average-precision", description: "Precision–recall area for instance masks at a given overlap." },
		{
			id: "panoptic-quality",
			description: "Combines how well segments are recognised with how well they are outlined.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "street.svg", label: "Photo" }],
		outputs: [{ type: "img", filename: "street-segments.svg", label: "Segments" }],
	},
	widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
	youtubeId: "dKE8SIt9C-w",
};
