/** getInferenceSnippet(s): a model's inference call written for one client flavour, or for every one that applies. */
import { comment } from "../code/index.js";
import type { ModelRecord } from "../model.js";
import { WRITERS } from "./clients/index.js";
import { InferenceTemplateError } from "./errors.js";
import { buildRequest } from "./request.js";
import { NO_SAMPLE_MESSAGE } from "./samples.js";
import type { InferenceOptions, InferenceRequest, InferenceSnippet, InferenceWriter } from "./types.js";

const BY_FLAVOUR: ReadonlyMap<string, InferenceWriter> = new Map(WRITERS.map((w) => [`${w.language}/${w.client}`, w]));

/** Every client flavour, as "<language>/<client>". */
export const INFERENCE_FLAVOURS: readonly string[] = Object.freeze([...BY_FLAVOUR.keys()]);

/** The template name of a request: its kind, with "Stream" appended for a streamed chat. */
export const templateName = (request: InferenceRequest): string =>
	request.kind === "conversational" && request.stream ? "conversationalStream" : request.kind;

function supports(writer: InferenceWriter, request: InferenceRequest): boolean {
	return writer.kinds.has(request.kind) && (writer.applies === undefined || writer.applies(request));
}

function render(writer: InferenceWriter, request: InferenceRequest): string {
	if (request.kind === "noSample") return comment(writer.language, NO_SAMPLE_MESSAGE);
	const code = writer.write(request);
	return request.note === undefined || writer.mapsIds ? code : `${comment(writer.language, request.note)}\n${code}`;
}

/** The snippet of one request in one flavour; throws InferenceTemplateError when that flavour has no template. */
export function writeInferenceSnippet(request: InferenceRequest, language: string, client: string): string {
	const writer = BY_FLAVOUR.get(`${language}/${client}`);
	if (!writer || !supports(writer, request))
		throw new InferenceTemplateError(language, client, request.kind, templateName(request));
	return render(writer, request);
}

/** Every flavour's snippet of one request; flavours without a template for it are left out. */
export function writeInferenceSnippets(request: InferenceRequest): InferenceSnippet[] {
	const out: InferenceSnippet[] = [];
	for (const writer of WRITERS) {
		if (supports(writer, request))
			out.push({ language: writer.language, client: writer.client, content: render(writer, request) });
	}
	return out;
}

/**
 * The code calling the inference service for a model, in one client flavour (e.g. "python", "requests").
 * Throws InferenceTemplateError ("Template not found: <language>/<client>/<kind>") when the flavour has no template
 * for the model's kind of call, and InferenceRequestError when the options cannot be honoured.
 */
export function getInferenceSnippet(
	model: ModelRecord,
	language: string,
	client: string,
	options: InferenceOptions = {},
): string {
	return writeInferenceSnippet(buildRequest(model, options), language, client);
}

/** The code calling the inference service for a model, in every client flavour that applies. */
export function getInferenceSnippets(model: ModelRecord, options: InferenceOptions = {}): InferenceSnippet[] {
	return writeInferenceSnippets(buildRequest(model, options));
}
