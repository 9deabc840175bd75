/** Helpers shared by the text-library generators: reading record fields defensively, install lines. */
import { isPyIdentifier } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";

/** A bash snippet that installs packages; only ever called with package specs written in this folder. */
export function pipInstall(...packages: string[]): Snippet {
	return bash(`pip install -U ${packages.join(" ")}`);
}

/** A string field, or undefined when the record holds anything else there. */
export function stringOr(value: unknown): string | undefined {
	return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The first widget example that pairs a source sentence with candidate sentences. */
export function widgetSentencePair(model: ModelRecord): { source: string; sentences: string[] } | undefined {
	if (!Array.isArray(model.widgetData)) return undefined;
	for (const example of model.widgetData) {
		const source = stringOr(example?.source_sentence);
		const sentences = Array.isArray(example?.sentences)
			? example.sentences.filter((s): s is string => typeof s === "string")
			: [];
		if (source && sentences.length > 0) return { source, sentences };
	}
	return undefined;
}

/** Joins code blocks with one blank line between them, skipping empty ones. */
export function joinBlocks(...blocks: (string | false | undefined)[]): string {
	return blocks.filter((b): b is string => typeof b === "string" && b.length > 0).join("\n\n");
}

/** Longest class name accepted from a record; real ones are far shorter. */
const MAX_CLASS_NAME = 64;

/**
 * Whether a record value can be written as a Python class name: a plain identifier of reasonable length. Anything
 * else (spaces, punctuation, a page of text) makes the generator fall back instead of writing it as code.
 */
export function isClassName(value: unknown): value is string {
	return isPyIdentifier(value) && value.length <= MAX_CLASS_NAME;
}
