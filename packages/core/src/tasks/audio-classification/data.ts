import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Audio classification labels a whole clip: the command that was spoken, the language, the speaker's emotion, who is talking, or which sounds are present, such as a dog, a siren or music.",
	datasets: [
		{
			id: "s3prl/superb",
			description: "A benchmark of speech tasks including keyword spotting and speaker identification.",
		},
		{ id: "agkphysics/AudioSet", description: "Ten-second clips tagged with hundreds of everyday sound classes." },
	],
	models: [
		{
			id: "MIT/ast-finetuned-audioset-10-10-0.4593",
			description: "An audio spectrogram transformer that tags general sound events.",
		},
		{
			id: "speechbrain/google_speech_command_xvector",
			description: "Recognizes short spoken commands such as yes, no, up and down.",
		},
		{
			id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
			description: "Detects emotions such as anger, joy or sadness in English speech.",
		},
		{ id: "facebook/mms-lid-126", description: "Identifies which of 126 languages is being spoken." },
	],
	spaces: [{ id: "kurianbenoy/audioclassification", description: "Classify an uploaded sound clip." }],
	metrics: [
		{ id: "accuracy", description: "Share of clips given the correct label." },
		{ id: "precision", description: "Of the clips given a label, the share that truly have it." },
		{ id: "recall", description: "Of the clips that truly have a label, the share the model found." },
		{ id: "f1", description: "Harmonic mean of precision and recall." },
	],
	demo: {
		inputs: [{ type: "audio", filename: "bark.wav", label: "Clip" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Dog", score: 0.86 },
					{ label: "Bark", score: 0.79 },
					{ label: "Animal", score: 0.64 },
					{ label: "Speech", score: 0.04 },
				],
			},
		],
	},
	widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
	youtubeId: "KWwzcmG98Ds",
};
