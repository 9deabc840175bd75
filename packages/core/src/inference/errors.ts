import type { InferenceKind } from "./types.js";

/** Raised when a client flavour has no template for a kind of call (or the flavour does not exist). */
export class InferenceTemplateError extends Error {
	override readonly name = "InferenceTemplateError";
	/** "<language>/<client>", e.g. "python/openai". */
	readonly flavour: string;
	readonly kind: InferenceKind;
	/** The template's name: the kind, with a "Stream" suffix for streamed chat. */
	readonly template: string;

	constructor(language: string, client: string, kind: InferenceKind, template: string) {
		super(`Template not found: ${language}/${client}/${kind}`);
		this.flavour = `${language}/${client}`;
		this.kind = kind;
		this.template = template;
	}
}

/** Raised when the options ask for a call that cannot be made (provider, endpoint or record out of range). */
export class InferenceRequestError extends Error {
	override readonly name = "InferenceRequestError";
}
