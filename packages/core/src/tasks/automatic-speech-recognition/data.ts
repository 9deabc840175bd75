import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Automatic speech recognition, or speech-to-text, writes down the words spoken in an audio recording. It drives live captions, voice assistants, meeting notes and search over podcasts and call archives.",
	datasets: [
		{
			id: "mozilla-foundation/common_voice_17_0",
			description: "Crowd-sourced read sentences in more than a hundred languages.",
		},
		{ id: "openslr/librispeech_asr", description: "About a thousand hours of English audiobook speech." },
		{ id: "google/fleurs", description: "The same sentences read aloud in around a hundred languages." },
	],
	models: [
		{ id: "openai/whisper-large-v3", description: "Transcribes and translates speech in about a hundred languages." },
		{
			id: "nvidia/canary-1b",
			description: "Transcription and speech translation for English, German, Spanish and French.",
		},
		{
			id: "facebook/w2v-bert-2.0",
			description: "A self-supervised speech encoder to fine-tune for recognition in any language.",
		},
		{
			id: "facebook/seamless-m4t-v2-large",
			description: "One model for speech and text translation as well as transcription.",
		},
	],
	spaces: [
		{ id: "hf-audio/whisper-large-v3", description: "Transcribe a recording or a microphone take." },
		{ id: "facebook/seamless_m4t", description: "Speech recognition and translation across many languages." },
	],
	metrics: [
		{ id: "wer", description: "Word error rate: substitutions, insertions and deletions per reference word." },
		{ id: "cer", description: "Character error rate, preferred for languages without spaces between words." },
	],
	demo: {
		inputs: [{ type: "audio", filename: "speech-sample.wav", label: "Recording" }],
		outputs: [{ type: "text", label: "Transcript", content: "Please remind me to water the plants at six." }],
	},
	widgetModels: ["openai/whisper-large-v3"],
	youtubeId: "TksaY_FDgnk",
};
