/**
 * The providers a call can go to, as data: which tasks each serves, its own API's base URL, the shape of its
 * routes and the environment variable that holds its key. Code reads this table; it never branches on a provider.
 */

/** How a provider's route builds the body and reads the reply (one body writer per dialect, in dialects.ts). */
export type Dialect = "hf" | "together-images" | "fal";

/** One task route: `<base><path>`, followed by `<provider model id><suffix>` when the model is part of the path. */
export interface ProviderRoute {
	path: string;
	/** "path": the provider's model id ends the URL; "body": it goes in the body's `model` field. */
	model: "path" | "body";
	suffix?: string;
	dialect: Dialect;
}

export interface ProviderInfo {
	/** The environment variable holding the provider's own key, for direct calls. */
	keyVariable: string;
	/** The Authorization scheme of a direct call. */
	keyScheme: "Bearer" | "Key";
	/** The provider's OpenAI-compatible base URL (what `/chat/completions` is appended to), for direct chat. */
	chatBase?: string;
	/** The base URL of the provider's own task routes, for direct calls. */
	directBase?: string;
	/** The provider is reached through the router only: a direct call is a routed call. */
	routedOnly?: boolean;
	/** Tasks served besides chat, by pipeline tag. */
	tasks: Readonly<Record<string, ProviderRoute>>;
	/**
	 * Served tasks a client library cannot call at this provider (its own provider table lacks them), by client:
	 * that client's snippet is left out for them.
	 */
	clientGaps?: Readonly<Partial<Record<"huggingface_hub" | "huggingface.js", readonly string[]>>>;
}

/** The routed service. */
export const ROUTER_URL = "https://router.huggingface.co";
/**
 * The variable the Hub's clients read a token from, for the hub HF_ENDPOINT names: on this hub, this hub's own token
 * (its tokens page says `export HF_TOKEN=hf_mh…`). No snippet sends it anywhere else: see INFERENCE_TOKEN_VARIABLE.
 */
export const HF_TOKEN_VARIABLE = "HF_TOKEN";
/**
 * The variable every call to Hugging Face's inference service (the router, its own provider) reads its token from:
 * a token of the caller's huggingface.co account. Not HF_TOKEN, which this hub's users hold this hub's token in: a
 * snippet reading it would send that token (and the model's name) to a third party. No client reads this name by
 * itself (huggingface_hub's implicit token is HF_TOKEN, then the saved login), so a snippet run without it set fails
 * at once instead of falling back to another token.
 */
export const INFERENCE_TOKEN_VARIABLE = "HF_INFERENCE_TOKEN";
/** The environment variable of a custom endpoint's token. */
export const ENDPOINT_TOKEN_VARIABLE = "API_TOKEN";
/** The provider used when none is named, for every task it serves (else see defaultProvider). */
export const DEFAULT_PROVIDER = "hf-inference";

const hfModel: ProviderRoute = { path: "/models/", model: "path", dialect: "hf" };
const hfPipeline = (task: string): ProviderRoute => ({ ...hfModel, suffix: `/pipeline/${task}` });
const fal: ProviderRoute = { path: "/", model: "path", dialect: "fal" };

// What the router's own provider runs, as both clients list it (@huggingface/inference 4.13.30
// src/lib/getProviderHelper.ts, huggingface_hub 1.33.0 inference/_providers/__init__.py): no video task.
const HF_INFERENCE_TASKS = [
	"text-classification",
	"token-classification",
	"fill-mask",
	"summarization",
	"translation",
	"text-generation",
	"automatic-speech-recognition",
	"audio-classification",
	"audio-to-audio",
	"image-classification",
	"image-segmentation",
	"image-to-text",
	"object-detection",
	"text-to-image",
	"text-to-speech",
	"text-to-audio",
	"image-to-image",
	"zero-shot-classification",
	"zero-shot-image-classification",
	"document-question-answering",
	"visual-question-answering",
	"table-question-answering",
	"question-answering",
	"tabular-classification",
	"tabular-regression",
	// Called by the model's own route; no client library has a method for it.
	"image-feature-extraction",
];

export const PROVIDERS: Readonly<Record<string, ProviderInfo>> = {
	"hf-inference": {
		keyVariable: INFERENCE_TOKEN_VARIABLE,
		keyScheme: "Bearer",
		routedOnly: true,
		tasks: {
			...Object.fromEntries(HF_INFERENCE_TASKS.map((task) => [task, hfModel])),
			// A model served for both reads its pipeline from the URL.
			"feature-extraction": hfPipeline("feature-extraction"),
			"sentence-similarity": hfPipeline("sentence-similarity"),
		},
		// huggingface_hub 1.33.0 lists no tabular-regression for hf-inference, and has no text_to_audio: its
		// text_to_speech asks for text-to-speech, which it checks against the model's task and refuses.
		clientGaps: { huggingface_hub: ["tabular-regression", "text-to-audio"] },
	},
	together: {
		keyVariable: "TOGETHER_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://api.together.xyz/v1",
		directBase: "https://api.together.xyz",
		tasks: { "text-to-image": { path: "/v1/images/generations", model: "body", dialect: "together-images" } },
	},
	"fireworks-ai": {
		keyVariable: "FIREWORKS_AI_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://api.fireworks.ai/inference/v1",
		tasks: {},
	},
	groq: {
		keyVariable: "GROQ_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://api.groq.com/openai/v1",
		tasks: {},
	},
	cerebras: {
		keyVariable: "CEREBRAS_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://api.cerebras.ai/v1",
		tasks: {},
	},
	novita: {
		keyVariable: "NOVITA_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://api.novita.ai/v3/openai",
		tasks: {},
	},
	"featherless-ai": {
		keyVariable: "FEATHERLESS_AI_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://api.featherless.ai/v1",
		tasks: {},
	},
	nscale: {
		keyVariable: "NSCALE_API_KEY",
		keyScheme: "Bearer",
		chatBase: "https://inference.api.nscale.com/v1",
		tasks: {},
	},
	"fal-ai": {
		keyVariable: "FAL_KEY",
		keyScheme: "Key",
		// fal's queue: every app is reached the same way there, however long it runs (the clients use it too).
		directBase: "https://queue.fal.run",
		tasks: {
			"text-to-image": fal,
			"image-to-image": fal,
			"image-text-to-image": fal,
			"image-to-video": fal,
			"image-text-to-video": fal,
			"text-to-video": fal,
			"automatic-speech-recognition": fal,
			"text-to-speech": fal,
			"text-to-audio": fal,
			"audio-to-audio": fal,
			"image-segmentation": fal,
		},
		// huggingface_hub 1.33.0's fal-ai table has neither these tasks nor methods that send fal's arguments for them.
		clientGaps: {
			huggingface_hub: ["audio-to-audio", "text-to-audio", "image-text-to-image", "image-text-to-video"],
		},
	},
};

/**
 * The provider a task goes to when none is named: the router's own provider when it serves the task, else the first
 * provider of the model's mapping that serves it, else the first provider of the table that does. `mapped` lists
 * the mapping's providers; it is only read when needed.
 */
export function defaultProvider(task: string, mapped: () => readonly string[]): string {
	if (HF_INFERENCE_SERVES.has(task)) return DEFAULT_PROVIDER;
	const serves = (p: string) => {
		const info = providerInfo(p);
		return info !== undefined && Object.hasOwn(info.tasks, task);
	};
	return mapped().find(serves) ?? Object.keys(PROVIDERS).find(serves) ?? DEFAULT_PROVIDER;
}

/** The tasks the default provider serves. */
const HF_INFERENCE_SERVES: ReadonlySet<string> = new Set(Object.keys(PROVIDERS[DEFAULT_PROVIDER]?.tasks ?? {}));

/** The provider's table row, if it has one (an own-property lookup: names such as "constructor" are unknown). */
export function providerInfo(provider: string): ProviderInfo | undefined {
	return Object.hasOwn(PROVIDERS, provider) ? PROVIDERS[provider] : undefined;
}
