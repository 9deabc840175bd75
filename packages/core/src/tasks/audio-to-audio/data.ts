import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Audio-to-audio models take a recording and return one or more new recordings: pulling apart voices that overlap, removing background noise, restoring quality or converting one speaker's voice into another's.",
	datasets: [
		{
			id: "Matthijs/cmu-arctic-xvectors",
			description: "Speaker embeddings for the CMU ARCTIC voices, handy for voice conversion.",
		},
	],
	models: [
		{
			id: "speechbrain/sepformer-wham",
			description: "Separates two overlapping speakers, even with background noise.",
		},
		{ id: "microsoft/speecht5_vc", description: "Converts speech into another speaker's voice." },
		{
			id: "ResembleAI/resemble-enhance",
			description: "Removes noise and restores the bandwidth of a speech recording.",
		},
	],
	spaces: [{ id: "younver/speechbrain-speech-separation", description: "Upload a mix and get one track per speaker." }],
	metrics: [
		{
			id: "si-snri",
			description: "Improvement in scale-invariant signal-to-noise ratio over the unprocessed mix, in decibels.",
		},
		{ id: "sdri", description: "Improvement in signal-to-distortion ratio over the unprocessed mix, in decibels." },
	],
	demo: {
		inputs: [{ type: "audio", filename: "mixture.wav", label: "Two speakers at once" }],
		outputs: [
			{ type: "audio", filename: "source-1.wav", label: "Speaker 1" },
			{ type: "audio", filename: "source-2.wav", label: "Speaker 2" },
		],
	},
	widgetModels: ["speechbrain/sepformer-wham"],
	youtubeId: "iohj7nCCYoM",
};
