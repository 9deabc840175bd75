/** Helpers shared by writers of every language. */
import { providerInfo } from "../providers.js";
import { taskEntry } from "../tasks.js";
import type { InferenceKind, InferenceRequest, RequestFile } from "../types.js";
import type { Code } from "./code.js";

/** Every kind a general-purpose client (HTTP or the service's own SDK) writes. */
export const ALL_KINDS: ReadonlySet<InferenceKind> = new Set<InferenceKind>([
	"conversational",
	"basic",
	"basicAudio",
	"basicImage",
	"textToImage",
	"textToSpeech",
	"textToAudio",
	"textToVideo",
	"imageToImage",
	"imageToVideo",
	"zeroShotClassification",
	"zeroShotImageClassification",
	"documentQuestionAnswering",
	"visualQuestionAnswering",
	"tableQuestionAnswering",
	"questionAnswering",
	"tabular",
	"noSample",
]);

/** Joins the present sections with one blank line between them. */
export function sections(...parts: (Code | undefined | false)[]): string {
	let out = "";
	for (const part of parts) {
		if (!part) continue;
		out += out === "" ? part : `\n\n${part}`;
	}
	return out;
}

/** The variable name a snippet keeps a file's content in. */
export const fileVariable = (file: RequestFile | { contentType: string }): string =>
	file.contentType.startsWith("image/") ? "image" : file.contentType.startsWith("audio/") ? "audio" : "data";

/** Whether the request sends a JSON body (else its body is a raw file). */
export const sendsJson = (request: InferenceRequest): boolean => request.body !== undefined;

/**
 * Whether a client library can make the call: chat, or a task it has a method for that its provider table lists
 * for the request's provider.
 */
export function hasTaskMethod(client: "huggingface_hub" | "huggingface.js"): (request: InferenceRequest) => boolean {
	const method = client === "huggingface_hub" ? "py" : "js";
	return (request) => {
		if (request.kind === "conversational" || request.kind === "noSample") return true;
		if (!taskEntry(request.task)?.[method]) return false;
		if (request.target === "endpoint") return true;
		return !providerInfo(request.provider)?.clientGaps?.[client]?.includes(request.task);
	};
}
