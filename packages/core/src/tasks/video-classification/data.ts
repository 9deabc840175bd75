import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Video classification assigns a label to a whole clip, most often the action or activity it shows, by looking at how the frames change over time.",
	datasets: [
		{ id: "nateraw/kinetics", description: "Short YouTube clips of human actions in hundreds of classes." },
		{
			id: "HuggingFaceM4/something_something_v2",
			description: "Clips of people doing basic things with objects, where motion matters more than appearance.",
		},
	],
	models: [
		{ id: "google/vivit-b-16x2-kinetics400", description: "A video vision transformer trained on 400 action classes." },
		{
			id: "microsoft/xclip-base-patch32",
			description: "Matches clips to text, so it can classify with labels you supply.",
		},
	],
	spaces: [
		{ id: "fcakyon/video-classification", description: "Classify the action in an uploaded video." },
		{ id: "nateraw/lavila", description: "Describe and classify first-person video." },
	],
	metrics: [
		{ id: "accuracy", description: "Share of clips whose top label is correct." },
		{ id: "precision", description: "Of the clips given a label, the share that truly have it." },
		{ id: "recall", description: "Of the clips that truly have a label, the share the model found." },
		{ id: "f1", description: "Harmonic mean of precision and recall." },
	],
	demo: {
		inputs: [{ type: "img", filename: "juggling-frames.svg", label: "Video frames" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "juggling balls", score: 0.88 },
					{ label: "playing volleyball", score: 0.07 },
					{ label: "dancing", score: 0.03 },
				],
			},
		],
	},
	widgetModels: [],
};
