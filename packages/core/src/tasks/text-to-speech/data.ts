import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text-to-speech reads written text aloud as natural-sounding audio. Recent models can choose among voices, imitate a voice from a few seconds of reference audio, and control pace and emotion.",
	datasets: [
		{
			id: "mythicinfinity/libritts_r",
			description: "Audiobook speech with transcripts, restored for higher sound quality.",
		},
		{ id: "facebook/multilingual_librispeech", description: "Read audiobooks in eight languages with their text." },
		{ id: "parler-tts/mls_eng_10k", description: "Ten thousand hours of English read speech with transcripts." },
	],
	models: [
		{
			id: "microsoft/speecht5_tts",
			description: "A compact English model that takes a speaker embedding to set the voice.",
		},
		{ id: "suno/bark", description: "Generates expressive speech, including laughter and pauses, in many languages." },
		{ id: "ResembleAI/chatterbox", description: "Clones a voice from a short sample and lets you dial up emotion." },
		{ id: "KittenML/kitten-tts-nano-0.1", description: "A tiny model that synthesizes speech on a CPU." },
	],
	spaces: [
		{ id: "hexgrad/Kokoro-TTS", description: "Fast, lightweight speech synthesis with several voices." },
		{ id: "TTS-AGI/TTS-Arena-V2", description: "Rank speech models by listening to them side by side." },
	],
	metrics: [
		{
			id: "mel-cepstral-distortion",
			description: "Distance between the spectral envelopes of generated and reference speech; lower is better.",
		},
		{ id: "mean-opinion-score", description: "Average listener rating of naturalness on a one-to-five scale." },
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Your train to Lisbon departs from platform four." }],
		outputs: [{ type: "audio", filename: "tts-output.wav", label: "Speech" }],
	},
	widgetModels: ["suno/bark"],
	youtubeId: "NW62DpzJ274",
};
