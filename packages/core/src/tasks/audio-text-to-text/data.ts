import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Audio-text-to-text models listen to an audio clip together with a text prompt and answer in text. One model can transcribe, translate, summarize a meeting, or answer questions about speech, sounds and music.",
	datasets: [
		{ id: "nvidia/AF-Think", description: "Audio clips with questions that need step-by-step reasoning to answer." },
		{ id: "tsinghua-ee/QualiSpeech", description: "Speech clips with written descriptions of their quality." },
	],
	models: [
		{ id: "Qwen/Qwen2-Audio-7B-Instruct", description: "Chat about speech, sounds or music in an uploaded clip." },
		{
			id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
			description: "A small speech-understanding model built on a 1B-parameter language model.",
		},
		{ id: "mistralai/Voxtral-Small-24B-2507", description: "Transcribes and reasons over long recordings." },
		{ id: "nvidia/audio-flamingo-3", description: "Understands speech, environmental sounds and music." },
	],
	spaces: [{ id: "freddyaboulton/talk-to-qwen-webrtc", description: "Talk to an audio language model in real time." }],
	metrics: [],
	demo: {
		inputs: [
			{ type: "audio", filename: "speech-sample.wav", label: "Recording" },
			{ type: "text", label: "Prompt", content: "What does the speaker want, and when?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "The speaker wants a reminder to water the plants at six o'clock.",
			},
		],
	},
	widgetModels: ["Qwen/Qwen2-Audio-7B-Instruct"],
};
