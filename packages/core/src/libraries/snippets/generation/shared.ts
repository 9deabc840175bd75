/** Helpers shared by the generation-group generators: defensive reads of record fields and install lines. */
import type { ModelRecord } from "../../../model.js";

export { pipInstall, repoName as shortName, stringOr, tagged, tagsOf, widgetText } from "../common.js";

import { stringOr, tagsOf } from "../common.js";

/** Whether the record carries a tag, ignoring case ("ControlNet" counts as "controlnet"). */
export function taggedAnyCase(model: ModelRecord, tag: string): boolean {
	const wanted = tag.toLowerCase();
	return tagsOf(model).some((t) => t.toLowerCase() === wanted);
}

/** The first base model named by the card (`cardData.base_model`, a string or a list). */
export function baseModel(model: ModelRecord): string | undefined {
	const base = model.cardData?.base_model;
	if (typeof base === "string") return stringOr(base);
	if (Array.isArray(base)) return base.map(stringOr).find((b) => b !== undefined);
	return undefined;
}
