import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image classification gives a whole image one label, or several: the animal, object or scene it shows, the species of a plant, or whether a product photo shows a defect.",
	datasets: [
		{ id: "ILSVRC/imagenet-1k", description: "About 1.3 million photos in a thousand everyday categories." },
		{ id: "uoft-cs/cifar100", description: "Tiny 32×32 photos in a hundred classes, quick to train on." },
		{ id: "zalando-datasets/fashion_mnist", description: "Greyscale pictures of ten kinds of clothing and shoes." },
	],
	models: [
		{ id: "google/vit-base-patch16-224", description: "A vision transformer trained on ImageNet's thousand classes." },
		{ id: "facebook/convnext-large-224", description: "A modern convolutional network with strong ImageNet accuracy." },
		{
			id: "facebook/deit-base-distilled-patch16-224",
			description: "A vision transformer trained efficiently with distillation from a teacher network.",
		},
	],
	spaces: [{ id: "timm/leaderboard", description: "Compares hundreds of image models on accuracy and speed." }],
	metrics: [
		{ id: "accuracy", description: "Share of images whose top label is correct." },
		{ id: "precision", description: "Of the images given a label, the share that truly have it." },
		{ id: "recall", description: "Of the images that truly have a label, the share the model found." },
		{ id: "f1", description: "Harmonic mean of precision and recall." },
	],
	demo: {
		inputs: [{ type: "img", filename: "tabby-cat.svg", label: "Photo" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "tabby cat", score: 0.81 },
					{ label: "tiger cat", score: 0.12 },
					{ label: "Egyptian cat", score: 0.05 },
				],
			},
		],
	},
	widgetModels: ["google/vit-base-patch16-224"],
	youtubeId: "tjAIM7BOYhw",
};
