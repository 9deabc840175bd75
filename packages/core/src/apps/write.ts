/**
 * Small writers every app shares: the record's id read defensively, percent-encoding for deep links, the `owner/name`
 * or `owner/name:QUANT` reference GGUF runners take, and a request to an OpenAI-compatible local server.
 */
import { type JsonValue, jsonText, sh } from "../code/index.js";
import { tagged } from "../libraries/snippets/common.js";
import type { ModelRecord } from "../model.js";
import type { AppContext, AppStep } from "./types.js";

// The apps read tags as the library generators do: one definition for both.
export { tagged };

/** The record's id, or "" when it is not a string. */
export function idOf(model: ModelRecord): string {
	return typeof model.id === "string" ? model.id : "";
}

/** The id's name part: "owner/name" → "name". */
export function repoName(model: ModelRecord): string {
	const id = idOf(model);
	return id.slice(id.indexOf("/") + 1);
}

/**
 * Percent-encodes one URL value (a query value or one path segment): every character but the unreserved ones
 * (encodeURIComponent also leaves !'()* alone; they are encoded too). Lone surrogates, which cannot be encoded, become
 * U+FFFD first.
 */
export function percent(value: string): string {
	const wellFormed = value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
	return encodeURIComponent(wellFormed).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A repository path for a URL: each `/`-separated segment of the id percent-encoded, the slashes kept. */
export function idPath(id: string): string {
	return id.split("/").map(percent).join("/");
}

/** `owner/name:QUANT` with the chosen quant, else `owner/name` (the runner then picks its own default). */
export function quantRef(model: ModelRecord, context: AppContext): string {
	const id = idOf(model);
	return context.quant ? `${id}:${context.quant.label}` : id;
}

/** A shell step. */
export const snippet = (title: string, content: string): AppStep => ({
	kind: "snippet",
	title,
	language: "bash",
	content,
});

/** A deep-link step. */
export const link = (title: string, url: string): AppStep => ({ kind: "link", title, url });

/**
 * A curl request to an OpenAI-compatible server on this machine: a chat completion for conversational models, a
 * plain completion otherwise. The body is JSON text passed as one single-quoted shell word.
 */
export function openaiRequest(port: number, model: ModelRecord, served: string): AppStep {
	const chat = tagged(model, "conversational") || model.pipeline_tag === "image-text-to-text";
	const body: JsonValue = chat
		? { model: served, messages: [{ role: "user", content: "What is the capital of France?" }] }
		: { model: served, prompt: "Once upon a time,", max_tokens: 64 };
	const path = chat ? "/v1/chat/completions" : "/v1/completions";
	return snippet(
		"Ask the server (OpenAI-compatible API)",
		sh`
			curl ${`http://127.0.0.1:${port}${path}`} \
			  -H 'Content-Type: application/json' \
			  --data ${jsonText(body, 2)}
		`,
	);
}
