import type { JsonValue } from "../code/index.js";

/** The languages an inference snippet is written in. */
export type InferenceLanguage = "python" | "js" | "sh";

/** A client flavour: the language and the library (or tool) the snippet calls the service with. */
export interface InferenceFlavour {
	language: InferenceLanguage;
	client: string;
}

/**
 * What shape of call a model gets; one snippet template per kind and flavour. The names follow the service's
 * own snippet catalogue (basic, basicAudio, conversational, …) so that "Template not found" errors read the same.
 */
export type InferenceKind =
	| "conversational"
	| "basic"
	| "basicAudio"
	| "basicImage"
	| "textToImage"
	| "textToSpeech"
	| "textToAudio"
	| "textToVideo"
	| "imageToImage"
	| "imageToVideo"
	| "zeroShotClassification"
	| "zeroShotImageClassification"
	| "documentQuestionAnswering"
	| "visualQuestionAnswering"
	| "tableQuestionAnswering"
	| "questionAnswering"
	| "tabular"
	| "noSample";

/** A local file the snippet reads and sends: an audio clip or an image. */
export interface SampleFile {
	name: string;
	contentType: string;
}

// Type aliases rather than interfaces, so that messages are JSON values as they are.
export type ChatTextPart = { type: "text"; text: string };
export type ChatImagePart = { type: "image_url"; image_url: { url: string } };
export type ChatMessage = { role: string; content: string | (ChatTextPart | ChatImagePart)[] };

/** The sample input of a call, in neutral terms; each writer turns it into its client's arguments. */
export type InferenceSample =
	| { kind: "conversational"; messages: ChatMessage[] }
	/** Text in; `sentences` is set for sentence similarity (`text` is then the source sentence). */
	| { kind: "basic"; text: string; sentences?: string[] }
	| { kind: "basicAudio" | "basicImage"; file: SampleFile }
	| { kind: "textToImage" | "textToSpeech" | "textToAudio" | "textToVideo"; text: string }
	| { kind: "imageToImage" | "imageToVideo"; file: SampleFile; prompt: string }
	| { kind: "zeroShotClassification"; text: string; labels: string[] }
	| { kind: "zeroShotImageClassification"; file: SampleFile; labels: string[] }
	| { kind: "documentQuestionAnswering" | "visualQuestionAnswering"; file: SampleFile; question: string }
	| { kind: "tableQuestionAnswering"; query: string; table: Record<string, string[]> }
	| { kind: "questionAnswering"; question: string; context: string }
	| { kind: "tabular"; data: Record<string, string[]> }
	| { kind: "noSample" };

/** Where a media reply is saved. */
export type Media = "image" | "audio" | "video";

/** A step into a JSON reply: an object key or an array index. */
export type ReplyPath = readonly (string | number)[];

/** What the service answers and what the snippet does with it. */
export type InferenceReply =
	/** JSON, printed as it is. */
	| { type: "json" }
	/** A chat completion: the snippet prints `choices[0].message`. */
	| { type: "chat" }
	/** Server-sent events: the snippet prints `choices[0].delta.content` of each chunk up to `[DONE]`. */
	| { type: "chat-stream" }
	/** The media bytes themselves: the snippet saves them to `file`. */
	| { type: "binary"; media: Media; file: string }
	/** JSON holding the media as base64 at `path`: the snippet decodes and saves it. */
	| { type: "base64"; media: Media; file: string; path: ReplyPath }
	/** JSON holding a link to the media at `path`: the snippet prints the link and downloads it. */
	| { type: "url"; media: Media; file: string; path: ReplyPath };

/** How the call authenticates: a token read from an environment variable, or a token written in the snippet. */
export interface InferenceAuth {
	/** "Bearer" for Hugging Face and most providers; "Key" for fal's own API. */
	scheme: "Bearer" | "Key";
	/** The environment variable the token is read from (used when `token` is absent). */
	variable: string;
	/** An explicit token to write into the snippet instead of reading the variable. */
	token?: string;
}

/**
 * The file a request sends: raw bytes as the whole body, or encoded into the JSON body at `at`
 * (base64, or a `data:` URL).
 */
export interface RequestFile extends SampleFile {
	encoding: "raw" | "base64" | "dataUrl";
	/** Path of the JSON body field that carries the encoded file (empty for a raw body). */
	at: readonly string[];
}

/** Where the call goes: the routed service, a provider's own API, or a custom (OpenAI-compatible) endpoint. */
export type InferenceTarget = "router" | "direct" | "endpoint";

/** One inference call, as a plain value: everything a writer needs to write it for its client. */
export interface InferenceRequest {
	kind: InferenceKind;
	/** The model's pipeline tag ("" when it has none). */
	task: string;
	/** The model id on the hub. */
	model: string;
	/** The provider that serves the call ("auto" lets the router choose; chat only). */
	provider: string;
	/** The model's id as the called API names it (the hub id unless the provider maps it). */
	providerModel: string;
	target: InferenceTarget;
	method: "POST";
	url: string;
	/** The OpenAI-compatible base URL (chat only): what OpenAI clients take as `base_url`. */
	baseUrl?: string;
	/** The custom endpoint URL as given (target "endpoint"). */
	endpoint?: string;
	auth: InferenceAuth;
	/** The organisation billed for a routed call (`X-HF-Bill-To`). */
	billTo?: string;
	/** Headers besides Authorization, in order (Content-Type, X-HF-Bill-To). */
	headers: readonly { name: string; value: string }[];
	/** The JSON body (absent when the body is a raw file). A field carrying `file` holds null here. */
	body?: JsonValue;
	file?: RequestFile;
	stream: boolean;
	reply: InferenceReply;
	sample: InferenceSample;
	/**
	 * fal's queue: the call is submitted, its status polled until COMPLETED, then its result read. Set for fal
	 * calls; the URLs of status and result are the submission reply's `response_url` path under `base`.
	 */
	queue?: { base: string; query: string };
	/** A line every flavour writes as a comment above the code (e.g. a model id to replace). */
	note?: string;
}

/** What a caller may choose about the call. */
export interface InferenceOptions {
	/** The provider ("hf-inference" by default; "auto" lets the router choose for chat). */
	provider?: string;
	/** Stream a chat completion. */
	streaming?: boolean;
	/** Bill routed calls to this organisation. */
	billTo?: string;
	/** Call this OpenAI-compatible server (vLLM, TGI, llama.cpp server, an Inference Endpoint) instead. */
	endpointUrl?: string;
	/** Call the provider's own API with the provider's key instead of the routed service. */
	direct?: boolean;
	/** Write this token into the snippet instead of reading it from the environment. */
	accessToken?: string;
	/** The provider's id for the model, when the record's provider mapping does not give it. */
	providerModelId?: string;
	/**
	 * The model is published on this hub (the hub holds its repository's files), not a record mirrored from the
	 * public Hub's catalogue. The caller knows (the store does); core only applies the rule: no third party knows such
	 * a model, so only a call to `endpointUrl` is written (see hostedInference).
	 */
	hostedHere?: boolean;
}

/** One generated snippet: the flavour and its code. */
export interface InferenceSnippet {
	language: InferenceLanguage;
	client: string;
	content: string;
}

/** A writer: the code of one client flavour for a request. */
export interface InferenceWriter {
	language: InferenceLanguage;
	client: string;
	/** The kinds this writer has a template for. */
	kinds: ReadonlySet<InferenceKind>;
	/**
	 * The client looks the provider's model id up itself (it is given the hub id): a note about replacing that id
	 * does not apply to its snippet.
	 */
	mapsIds?: boolean;
	/** Further conditions on the request (provider, target), when the client only reaches some services. */
	applies?(request: InferenceRequest): boolean;
	/** The snippet; called only for a supported request whose kind is not "noSample". */
	write(request: InferenceRequest): string;
}
