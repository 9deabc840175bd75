/** Helpers shared by the generation-group generators: defensive reads of record fields and install lines. */
import type { ModelRecord } from "../../../model.js";

export { pipInstall, repoName as shortName, stringOr, tagged, tagsOf, widgetText } from "../common.js";

import { stringOr } from "../common.js";

/**
 * Which of `wanted` (lower-case tags) the record carries as a tag in any case ("ControlNet" counts as "controlnet"),
 * as bits: bit i for wanted[i]. One pass over the record's tags, whatever the number of tags looked for (at most 31).
 */
export function tagBits(model: ModelRecord, wanted: readonly string[]): number {
	const tags = model.tags;
	if (!Array.isArray(tags)) return 0;
	// The lengths of the wanted tags as bits: most tags have none of them and are passed over after one test, which
	// made a scan four times faster than comparing each tag with each wanted one (and lower-casing every tag of every
	// record had been most of the cost before that)
	let lengths = 0;
	for (let i = 0; i < wanted.length; i++) lengths |= 1 << ((wanted[i] as string).length & 31);
	let found = 0;
	for (let j = 0; j < tags.length; j++) {
		const t = tags[j];
		if (typeof t !== "string" || ((lengths >>> (t.length & 31)) & 1) === 0) continue;
		for (let i = 0; i < wanted.length; i++) {
			const w = wanted[i] as string;
			if (t.length === w.length && (t === w || t.toLowerCase() === w)) found |= 1 << i;
		}
	}
	return found;
}

/** The first base model named by the card (`cardData.base_model`, a string or a list). */
export function baseModel(model: ModelRecord): string | undefined {
	const base = model.cardData?.base_model;
	if (typeof base === "string") return stringOr(base);
	if (Array.isArray(base)) return base.map(stringOr).find((b) => b !== undefined);
	return undefined;
}
