import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text generation continues a prompt one token at a time. The same models write code, hold conversations, reason step by step and, once instruction-tuned, handle nearly any text task phrased as a request.",
	datasets: [
		{
			id: "HuggingFaceFW/fineweb-2",
			description: "Filtered web text in more than a thousand languages for pretraining.",
		},
		{ id: "HuggingFaceH4/ultrachat_200k", description: "Multi-turn synthetic conversations for chat fine-tuning." },
		{
			id: "allenai/tulu-3-sft-mixture",
			description: "A mixture of instruction-following examples used to tune Tülu 3.",
		},
		{ id: "HuggingFaceTB/smoltalk", description: "Conversations designed for tuning small chat models." },
	],
	models: [
		{
			id: "meta-llama/Llama-3.1-8B-Instruct",
			description: "A mid-sized, general chat model with a long context window.",
		},
		{ id: "google/gemma-2-2b-it", description: "A small instruction-tuned model that fits on a laptop." },
		{
			id: "Qwen/Qwen2.5-7B-Instruct-1M",
			description: "An instruction model that reads inputs up to a million tokens long.",
		},
		{ id: "openai/gpt-oss-120b", description: "A large open-weight mixture-of-experts model built for reasoning." },
		{
			id: "deepseek-ai/DeepSeek-R1",
			description: "A reasoning model that writes out its chain of thought before answering.",
		},
	],
	spaces: [
		{ id: "lmsys/chatbot-arena-leaderboard", description: "Ranks chat models by human preference votes." },
		{ id: "HuggingFaceH4/zephyr-chat", description: "Chat with a small instruction-tuned model." },
		{ id: "akhaliq/anycoder", description: "Generates small web apps from a description." },
	],
	metrics: [
		{ id: "cross-entropy", description: "Average negative log-probability the model gives to the true next token." },
		{
			id: "perplexity",
			description: "The exponential of cross-entropy: how many choices the model is effectively torn between.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "Write a haiku about a lighthouse." }],
		outputs: [
			{
				type: "text",
				label: "Output",
				content: "Salt wind on white stone,\none eye turning through the dark,\nships count its slow blinks.",
			},
		],
	},
	widgetModels: ["meta-llama/Llama-3.1-8B-Instruct"],
	youtubeId: "e9gNEAlsOvU",
};
