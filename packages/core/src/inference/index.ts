// Inference-service call snippets: a call as a plain value (buildRequest), and one writer per client flavour.
export { WRITERS as INFERENCE_WRITERS } from "./clients/index.js";
export { InferenceRequestError, InferenceTemplateError } from "./errors.js";
export { GGUF_NOT_HOSTED, HOSTED_HERE_NOT_SERVED, type HostedInference, hostedInference } from "./hosted.js";
export {
	DEFAULT_PROVIDER as DEFAULT_INFERENCE_PROVIDER,
	type Dialect as InferenceDialect,
	HF_TOKEN_VARIABLE as HUB_TOKEN_VARIABLE,
	INFERENCE_TOKEN_VARIABLE,
	PROVIDERS as INFERENCE_PROVIDERS,
	type ProviderInfo as InferenceProviderInfo,
	type ProviderRoute as InferenceProviderRoute,
	ROUTER_URL as INFERENCE_ROUTER_URL,
} from "./providers.js";
export { buildRequest } from "./request.js";
export { NO_SAMPLE_MESSAGE as INFERENCE_NO_SAMPLE_MESSAGE } from "./samples.js";
export {
	getInferenceSnippet,
	getInferenceSnippets,
	INFERENCE_FLAVOURS,
	templateName as inferenceTemplateName,
	writeInferenceSnippet,
	writeInferenceSnippets,
} from "./snippets.js";
export { TASKS as INFERENCE_TASKS, type TaskEntry as InferenceTaskEntry } from "./tasks.js";
export type {
	ChatMessage as InferenceChatMessage,
	InferenceAuth,
	InferenceFlavour,
	InferenceKind,
	InferenceLanguage,
	InferenceOptions,
	InferenceReply,
	InferenceRequest,
	InferenceSample,
	InferenceSnippet,
	InferenceTarget,
	InferenceWriter,
	RequestFile as InferenceRequestFile,
	SampleFile as InferenceSampleFile,
} from "./types.js";
