/** Helpers shared by the text-library generators: reading record fields defensively, install lines. */
import { isPyIdentifier } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";

export { joinBlocks, pipInstall, stringOr } from "../common.js";

import { stringOr } from "../common.js";

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

/** Longest class name accepted from a record; real ones are far shorter. */
const MAX_CLASS_NAME = 64;

/**
 * Whether a record value can be written as a Python class name: a plain identifier of reasonable length. Anything
 * else (spaces, punctuation, a page of text) makes the generator fall back instead of writing it as code.
 */
export function isClassName(value: unknown): value is string {
	return isPyIdentifier(value) && value.length <= MAX_CLASS_NAME;
}
