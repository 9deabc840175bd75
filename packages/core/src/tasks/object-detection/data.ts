import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Object detection finds every object of interest in an image and returns, for each, a bounding box, a class and a confidence score. It is used for counting, tracking, driver assistance and visual inspection.",
	datasets: [
		{ id: "merve/coco2017", description: "Everyday scenes with boxes for eighty object classes." },
		{ id: "merve/pascal-voc", description: "A classic detection benchmark with twenty object classes." },
	],
	models: [
		{
			id: "facebook/detr-resnet-50",
			description: "A transformer detector that predicts boxes directly, with no anchor boxes.",
		},
		{ id: "PekingU/rtdetr_v2_r50vd", description: "A real-time transformer detector." },
		{
			id: "IDEA-Research/dab-detr-resnet-50",
			description: "A DETR variant whose queries are learned box coordinates.",
		},
	],
	spaces: [
		{ id: "Roboflow/RF-DETR", description: "Run a real-time detector on images or video." },
		{ id: "sunsmarterjieleaf/yolov12", description: "Try a recent YOLO detector on your own pictures." },
	],
	metrics: [
		{
			id: "average-precision",
			description: "Area under the precision–recall curve for one class at a given box overlap.",
		},
		{ id: "mean-average-precision", description: "Average precision averaged over classes and overlap thresholds." },
	],
	demo: {
		inputs: [{ type: "img", filename: "street.svg", label: "Photo" }],
		outputs: [{ type: "img", filename: "street-detections.svg", label: "Detections" }],
	},
	widgetModels: ["facebook/detr-resnet-50"],
	youtubeId: "WdAeKSOpxhw",
};
