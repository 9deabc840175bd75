/** Helpers shared by the generation-group generators: defensive reads of record fields and install lines. */
import type { ModelRecord } from "../../../model.js";

export { pipInstall, repoName as shortName, stringOr, tagged, tagsOf, widgetText } from "../common.js";

import { stringOr } from "../common.js";

/**
 * The first of `wanted` (lower-case tags, in order of preference) that the record carries as a tag in any case
 * ("ControlNet" counts as "controlnet"), or undefined: one pass over the record's tags, whatever the number of tags
 * looked for.
 */
export function firstTagAnyCase<T extends string>(model: ModelRecord, wanted: readonly T[]): T | undefined {
	const tags = model.tags;
	if (!Array.isArray(tags)) return undefined;
	let best = wanted.length;
	for (const t of tags) {
		if (typeof t !== "string") continue;
		for (let i = 0; i < best; i++) {
			const w = wanted[i] as string;
			// Same length first: lower-casing every tag of every record is most of the cost otherwise
			if (t.length === w.length && (t === w || t.toLowerCase() === w)) {
				best = i;
				break;
			}
		}
	}
	return wanted[best];
}

/** The first base model named by the card (`cardData.base_model`, a string or a list). */
export function baseModel(model: ModelRecord): string | undefined {
	const base = model.cardData?.base_model;
	if (typeof base === "string") return stringOr(base);
	if (Array.isArray(base)) return base.map(stringOr).find((b) => b !== undefined);
	return undefined;
}
