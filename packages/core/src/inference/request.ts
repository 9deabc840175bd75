/** buildRequest: from a model record and the caller's options to one inference call, as a plain value. */
import type { ModelRecord } from "../model.js";
import { CHAT_REPLY, CHAT_STREAM_REPLY, JSON_REPLY, payloadFor } from "./dialects.js";
import { InferenceRequestError } from "./errors.js";
import { HOSTED_HERE_NOT_SERVED } from "./hosted.js";
import {
	DEFAULT_PROVIDER,
	defaultProvider,
	ENDPOINT_TOKEN_VARIABLE,
	INFERENCE_TOKEN_VARIABLE,
	PROVIDERS,
	providerInfo,
	ROUTER_URL,
} from "./providers.js";
import { sampleFor } from "./samples.js";
import { kindOf } from "./tasks.js";
import type {
	InferenceAuth,
	InferenceKind,
	InferenceOptions,
	InferenceRequest,
	InferenceSample,
	InferenceTarget,
} from "./types.js";

const JSON_CONTENT = "application/json";

/** Everything the three request builders share. */
interface Common {
	model: ModelRecord;
	task: string;
	kind: InferenceKind;
	sample: InferenceSample;
	provider: string;
	target: InferenceTarget;
	options: InferenceOptions;
}

function optionalText(value: unknown, what: string): string | undefined {
	if (value === undefined || value === null) return undefined;
	if (typeof value !== "string" || value === "") throw new InferenceRequestError(`${what} must be a non-empty string`);
	return value;
}

function checkEndpoint(value: unknown): string | undefined {
	const url = optionalText(value, "the endpoint URL");
	if (url !== undefined && !/^https?:\/\/[^\s/]/.test(url))
		throw new InferenceRequestError(`the endpoint URL must start with http:// or https://, got ${JSON.stringify(url)}`);
	return url;
}

/** The OpenAI-compatible base of a custom endpoint: its URL without trailing slashes, ending in /v1. */
function endpointChatBase(endpoint: string): string {
	let url = endpoint;
	while (url.endsWith("/")) url = url.slice(0, -1);
	if (url.endsWith("/chat/completions")) url = url.slice(0, -"/chat/completions".length);
	return url.endsWith("/v1") ? url : `${url}/v1`;
}

/**
 * The provider's id for the model: the explicit option, else the record's `inferenceProviderMapping` (the Hub API
 * gives it either as an array of `{provider, providerId}` or as an object keyed by provider), else the hub id.
 */
function providerModelId(model: ModelRecord, provider: string, options: InferenceOptions): string | undefined {
	const explicit = optionalText(options.providerModelId, "the provider model id");
	if (explicit !== undefined) return explicit;
	const mapping = model.inferenceProviderMapping;
	let found: unknown;
	if (Array.isArray(mapping)) {
		found = mapping.find((m) => m && typeof m === "object" && (m as { provider?: unknown }).provider === provider);
	} else if (mapping && typeof mapping === "object" && Object.hasOwn(mapping, provider)) {
		found = (mapping as Record<string, unknown>)[provider];
	}
	const id = found && typeof found === "object" ? (found as { providerId?: unknown }).providerId : undefined;
	return typeof id === "string" && id !== "" ? id : undefined;
}

/** The providers the record's mapping names, in its order. */
function mappedProviders(model: ModelRecord): string[] {
	const mapping = model.inferenceProviderMapping;
	if (Array.isArray(mapping))
		return mapping
			.map((m) => (m && typeof m === "object" ? m.provider : undefined))
			.filter((p) => typeof p === "string");
	return mapping && typeof mapping === "object" ? Object.keys(mapping) : [];
}

/**
 * The id a provider's own route takes: the mapped one, else the hub id with a note that it must be replaced
 * (the router's own provider names models by their hub id).
 */
function providerModelFor(
	model: ModelRecord,
	provider: string,
	options: InferenceOptions,
): { id: string; note?: string } {
	const id = providerModelId(model, provider, options);
	if (id !== undefined || provider === DEFAULT_PROVIDER) return { id: id ?? model.id };
	return {
		id: model.id,
		// The model id stays out of the comment: it is record data, written only by the literal writers.
		note: `The hub lists no ${provider} id for this model: replace the hub id below with the id ${provider} serves it under.`,
	};
}

function authFor(variable: string, scheme: InferenceAuth["scheme"], options: InferenceOptions): InferenceAuth {
	const token = optionalText(options.accessToken, "the access token");
	return token === undefined ? { scheme, variable } : { scheme, variable, token };
}

function headersFor(contentType: string | undefined, billTo: string | undefined) {
	const headers: { name: string; value: string }[] = [];
	if (contentType !== undefined) headers.push({ name: "Content-Type", value: contentType });
	if (billTo !== undefined) headers.push({ name: "X-HF-Bill-To", value: billTo });
	return headers;
}

const knownDirect = (has: (p: (typeof PROVIDERS)[string]) => boolean) =>
	Object.keys(PROVIDERS)
		.filter((p) => {
			const info = PROVIDERS[p];
			return info !== undefined && !info.routedOnly && has(info);
		})
		.join(", ");

function chatRequest(c: Common): InferenceRequest {
	const { model, options } = c;
	const stream = options.streaming === true;
	let baseUrl: string;
	let modelField: string;
	let providerModel = model.id;
	let auth: InferenceAuth;
	let note: string | undefined;
	if (c.target === "endpoint") {
		baseUrl = endpointChatBase(options.endpointUrl as string);
		modelField = model.id;
		auth = authFor(ENDPOINT_TOKEN_VARIABLE, "Bearer", options);
	} else if (c.target === "direct") {
		const info = providerInfo(c.provider);
		if (!info?.chatBase)
			throw new InferenceRequestError(
				`no direct chat API is known for provider ${JSON.stringify(c.provider)} (known: ${knownDirect((i) => i.chatBase !== undefined)})`,
			);
		baseUrl = info.chatBase;
		const mapped = providerModelFor(model, c.provider, options);
		providerModel = mapped.id;
		note = mapped.note;
		modelField = providerModel;
		auth = authFor(info.keyVariable, info.keyScheme, options);
	} else {
		baseUrl = `${ROUTER_URL}/v1`;
		modelField = c.provider === "auto" ? model.id : `${model.id}:${c.provider}`;
		auth = authFor(INFERENCE_TOKEN_VARIABLE, "Bearer", options);
	}
	const url = `${baseUrl}/chat/completions`;
	const billTo = c.target === "router" ? optionalText(options.billTo, "the bill-to organisation") : undefined;
	const messages = c.sample.kind === "conversational" ? c.sample.messages : [];
	// Fields assigned in order rather than spread in: optional ones appear only when set, at less cost per call.
	const request = {
		kind: c.kind,
		task: c.task,
		model: model.id,
		provider: c.provider,
		providerModel,
		target: c.target,
		method: "POST",
		url,
		baseUrl,
	} as InferenceRequest;
	if (c.target === "endpoint") request.endpoint = options.endpointUrl as string;
	request.auth = auth;
	if (billTo !== undefined) request.billTo = billTo;
	request.headers = headersFor(JSON_CONTENT, billTo);
	request.body = { model: modelField, messages, stream };
	request.stream = stream;
	request.reply = stream ? CHAT_STREAM_REPLY : CHAT_REPLY;
	request.sample = c.sample;
	if (note !== undefined) request.note = note;
	return request;
}

function taskRequest(c: Common): InferenceRequest {
	const { model, options, task } = c;
	const provider = c.provider === "auto" ? defaultProvider(task, () => mappedProviders(model)) : c.provider;
	let url: string;
	let auth: InferenceAuth;
	let providerModel = model.id;
	let payload: ReturnType<typeof payloadFor>;
	let target = c.target;
	let note: string | undefined;
	let queue: InferenceRequest["queue"];
	if (target === "endpoint") {
		url = options.endpointUrl as string;
		auth = authFor(ENDPOINT_TOKEN_VARIABLE, "Bearer", options);
		payload = payloadFor("hf", c.sample, model.id, task);
	} else {
		const info = providerInfo(provider);
		const route = info && Object.hasOwn(info.tasks, task) ? info.tasks[task] : undefined;
		if (!info || !route) throw new InferenceRequestError(`provider ${JSON.stringify(provider)} does not serve ${task}`);
		if (target === "direct" && info.routedOnly) target = "router";
		if (target === "direct" && !info.directBase)
			throw new InferenceRequestError(`no direct API is known for provider ${JSON.stringify(provider)}`);
		const mapped = providerModelFor(model, provider, options);
		providerModel = mapped.id;
		note = mapped.note;
		const base = target === "direct" ? (info.directBase as string) : `${ROUTER_URL}/${provider}`;
		url = base + route.path + (route.model === "path" ? providerModel + (route.suffix ?? "") : "");
		if (route.dialect === "fal") {
			// Through the router, fal's queue is asked for with `_subdomain=queue` (as both clients do).
			const query = target === "direct" ? "" : "?_subdomain=queue";
			url += query;
			queue = { base, query };
		}
		auth =
			target === "direct"
				? authFor(info.keyVariable, info.keyScheme, options)
				: authFor(INFERENCE_TOKEN_VARIABLE, "Bearer", options);
		payload = payloadFor(route.dialect, c.sample, providerModel, task);
	}
	if (!payload) throw new InferenceRequestError(`provider ${JSON.stringify(provider)} cannot send a ${task} request`);
	const billTo = target === "router" ? optionalText(options.billTo, "the bill-to organisation") : undefined;
	const contentType = payload.body !== undefined ? JSON_CONTENT : payload.file?.contentType;
	// As in chatRequest: fields assigned in order, optional ones only when set.
	const request = {
		kind: c.kind,
		task,
		model: model.id,
		provider,
		providerModel,
		target,
		method: "POST",
		url,
	} as InferenceRequest;
	if (target === "endpoint") request.endpoint = url;
	request.auth = auth;
	if (billTo !== undefined) request.billTo = billTo;
	request.headers = headersFor(contentType, billTo);
	if (payload.body !== undefined) request.body = payload.body;
	if (payload.file) request.file = payload.file;
	request.stream = false;
	request.reply = payload.reply;
	request.sample = c.sample;
	if (queue) request.queue = queue;
	if (note !== undefined) request.note = note;
	return request;
}

/** A task with no sample input: nothing to send; every writer shows the fallback message instead. */
function noSampleRequest(c: Common): InferenceRequest {
	return {
		kind: "noSample",
		task: c.task,
		model: c.model.id,
		provider: c.provider,
		providerModel: c.model.id,
		target: c.target,
		method: "POST",
		url: "",
		auth: authFor(INFERENCE_TOKEN_VARIABLE, "Bearer", c.options),
		headers: [],
		stream: false,
		reply: JSON_REPLY,
		sample: c.sample,
	};
}

/**
 * The inference call for a model: where it goes, how it authenticates, what it sends and what comes back.
 * Pure: the result depends on the arguments only. Throws InferenceRequestError for options it cannot honour
 * (a provider that does not serve the task, an unknown direct API, a malformed endpoint URL, a model published on
 * this hub without an endpoint of the caller's own).
 */
export function buildRequest(model: ModelRecord, options: InferenceOptions = {}): InferenceRequest {
	if (!model || typeof model !== "object" || typeof model.id !== "string" || model.id === "")
		throw new InferenceRequestError("the model record has no id");
	const endpoint = checkEndpoint(options.endpointUrl);
	// A repository published on this hub is known to no third party: only a server of the caller's own is called.
	if (options.hostedHere === true && endpoint === undefined) throw new InferenceRequestError(HOSTED_HERE_NOT_SERVED);
	const { task, kind } = kindOf(model);
	const provider =
		optionalText(options.provider, "the provider") ??
		(kind === "conversational" ? DEFAULT_PROVIDER : defaultProvider(task, () => mappedProviders(model)));
	const common: Common = {
		model,
		task,
		kind,
		sample: sampleFor(kind, model, task),
		provider,
		target: endpoint !== undefined ? "endpoint" : options.direct ? "direct" : "router",
		options,
	};
	if (kind === "conversational") return chatRequest(common);
	if (kind === "noSample") return noSampleRequest(common);
	return taskRequest(common);
}
