/** Helpers shared by the generation-group generators: defensive reads of record fields and install lines. */
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";

/** A bash snippet that runs `pip install -U` on package specs written in this folder (never record values). */
export function pipInstall(...packages: string[]): Snippet {
	return bash(`pip install -U ${packages.join(" ")}`);
}

/** A non-empty string, or undefined when the record holds anything else there. */
export function stringOr(value: unknown): string | undefined {
	return typeof value === "string" && value.trim().length > 0 ? value : undefined;
}

/** The model's tags, whatever the record holds. */
export function tagsOf(model: ModelRecord): string[] {
	return Array.isArray(model.tags) ? model.tags.filter((t): t is string => typeof t === "string") : [];
}

/** Whether the record carries a tag (tolerates records whose `tags` is not a list). */
export function tagged(model: ModelRecord, tag: string): boolean {
	return tagsOf(model).includes(tag);
}

/** Whether the record carries a tag, ignoring case ("ControlNet" counts as "controlnet"). */
export function taggedAnyCase(model: ModelRecord, tag: string): boolean {
	const wanted = tag.toLowerCase();
	return tagsOf(model).some((t) => t.toLowerCase() === wanted);
}

/** The `text` of the first widget example that has one. */
export function widgetText(model: ModelRecord): string | undefined {
	if (!Array.isArray(model.widgetData)) return undefined;
	for (const example of model.widgetData) {
		const text = stringOr(example?.text);
		if (text) return text;
	}
	return undefined;
}

/** The first base model named by the card (`cardData.base_model`, a string or a list). */
export function baseModel(model: ModelRecord): string | undefined {
	const base = model.cardData?.base_model;
	if (typeof base === "string") return stringOr(base);
	if (Array.isArray(base)) return base.map(stringOr).find((b) => b !== undefined);
	return undefined;
}

/** The model's name without its owner: "org/name" → "name". */
export function shortName(model: ModelRecord): string {
	const parts = String(model.id).split("/");
	return parts[parts.length - 1] || String(model.id);
}
