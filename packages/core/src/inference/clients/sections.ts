/** Helpers shared by writers of every language. */
import { SHARED_REPLIES } from "../dialects.js";
import { INFERENCE_TOKEN_VARIABLE, providerInfo, ROUTER_URL } from "../providers.js";
import { taskEntry } from "../tasks.js";
import type { InferenceAuth, InferenceKind, InferenceReply, InferenceRequest, RequestFile } from "../types.js";
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

/** The routed service's token, read from its own variable: how most snippets authenticate (each writer writes it once). */
export const DEFAULT_AUTH: InferenceAuth = Object.freeze({ scheme: "Bearer", variable: INFERENCE_TOKEN_VARIABLE });

/** Whether `auth` is DEFAULT_AUTH (by value: requests may be built by callers too). */
export const isDefaultAuth = (auth: InferenceAuth): boolean =>
	auth.token === undefined && auth.scheme === "Bearer" && auth.variable === INFERENCE_TOKEN_VARIABLE;

/** The headers of most calls: DEFAULT_AUTH's Authorization and a JSON Content-Type. */
export const DEFAULT_HEADERS: Pick<InferenceRequest, "auth" | "headers"> = Object.freeze({
	auth: DEFAULT_AUTH,
	headers: Object.freeze([Object.freeze({ name: "Content-Type", value: "application/json" })]),
});

/** Whether the request sends DEFAULT_HEADERS (by value); writers write those once at module load. */
export function sendsDefaultHeaders(request: Pick<InferenceRequest, "auth" | "headers">): boolean {
	const headers = request.headers;
	return (
		headers.length === 1 &&
		headers[0]?.name === "Content-Type" &&
		headers[0].value === "application/json" &&
		isDefaultAuth(request.auth)
	);
}

type Queue = NonNullable<InferenceRequest["queue"]>;

/** fal's queue reached through the router: the queue of every routed fal call (writers write its code once). */
export const ROUTER_FAL_QUEUE: Queue = Object.freeze({ base: `${ROUTER_URL}/fal-ai`, query: "?_subdomain=queue" });

/** Whether `queue` is ROUTER_FAL_QUEUE (by value). */
export const isRouterFalQueue = (queue: Queue): boolean =>
	queue.query === ROUTER_FAL_QUEUE.query && queue.base === ROUTER_FAL_QUEUE.base;

/**
 * `write` for the shared replies (frozen constants of dialects.ts) worked out once, at module load; any other reply
 * is written on each call.
 */
export function sharedReplies<T>(write: (reply: InferenceReply) => T): (reply: InferenceReply) => T {
	const written = new Map(SHARED_REPLIES.map((reply) => [reply, write(reply)]));
	return (reply) => written.get(reply) ?? write(reply);
}

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
