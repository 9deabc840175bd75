/** Helpers shared by the generation-group generators: defensive reads of record fields and install lines. */
import type { ModelRecord } from "../../../model.js";

export { pipInstall, repoName as shortName, stringOr, tagged, tagsOf, widgetText } from "../common.js";

import { stringOr } from "../common.js";

/** Whether the record carries a tag, ignoring case ("ControlNet" counts as "controlnet"). */
export function taggedAnyCase(model: ModelRecord, tag: string): boolean {
	const tags = model.tags;
	if (!Array.isArray(tags)) return false;
	const wanted = tag.toLowerCase();
	for (const t of tags) {
		// Same length first: lower-casing every tag of every record is most of the cost otherwise
		if (typeof t === "string" && t.length === wanted.length && (t === wanted || t.toLowerCase() === wanted)) {
			return true;
		}
	}
	return false;
}

/** The first base model named by the card (`cardData.base_model`, a string or a list). */
export function baseModel(model: ModelRecord): string | undefined {
	const base = model.cardData?.base_model;
	if (typeof base === "string") return stringOr(base);
	if (Array.isArray(base)) return base.map(stringOr).find((b) => b !== undefined);
	return undefined;
}
