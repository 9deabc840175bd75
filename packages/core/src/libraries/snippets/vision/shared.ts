/** Helpers shared by the vision, RL and tabular generators: defensive reads of record fields, install lines. */
import { raw } from "../../../code/index.js";
import type { Code } from "../../../code/template.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, remoteCodeArg } from "../common.js";

/** A bash snippet of install or download commands written in this folder (never record values). */
export function install(...lines: string[]): Snippet {
	return bash(lines.join("\n"));
}

/** `pip install -U <packages>`; the package specs are written in this folder, never taken from a record. */
export function pipInstall(...packages: string[]): Snippet {
	return install(`pip install -U ${packages.join(" ")}`);
}

/** A C# snippet. */
export function csharp(content: string): Snippet {
	return { language: "csharp", content };
}

/** The model id as a string, whatever the record holds. */
export function idOf(model: ModelRecord): string {
	return typeof model.id === "string" ? model.id : "";
}

/** The id in lower case, for naming conventions such as "-Large" or "lvt" in a repository name. */
export function idLower(model: ModelRecord): string {
	return idOf(model).toLowerCase();
}

/** The repository name without its owner ("org/name" → "name"). */
export function nameOf(model: ModelRecord): string {
	const id = idOf(model);
	return id.slice(id.indexOf("/") + 1);
}

/** The model's tags, keeping only strings. */
export function tagsOf(model: ModelRecord): string[] {
	return Array.isArray(model.tags) ? model.tags.filter((t): t is string => typeof t === "string") : [];
}

/** Whether the record carries the tag (tolerates a record whose `tags` is not an array). */
export function tagged(model: ModelRecord, tag: string): boolean {
	return tagsOf(model).includes(tag);
}

/** The first tag that matches `pattern`, as its match (capture groups included). */
export function matchTag(model: ModelRecord, pattern: RegExp): RegExpExecArray | undefined {
	for (const tag of tagsOf(model)) {
		const match = pattern.exec(tag);
		if (match) return match;
	}
	return undefined;
}

/** `, trust_remote_code=True` for models tagged `custom_code`; safe on records whose `tags` is not an array. */
export function remoteCode(model: ModelRecord): Code {
	return tagged(model, "custom_code") ? remoteCodeArg(model) : raw("");
}

/** The pipeline tag when it is a string. */
export function pipelineOf(model: ModelRecord): string | undefined {
	return typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
}

/** The first widget example's `text`, when the card declares one. */
export function widgetText(model: ModelRecord): string | undefined {
	const first = Array.isArray(model.widgetData) ? model.widgetData[0] : undefined;
	return first && typeof first.text === "string" && first.text.trim() !== "" ? first.text : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * What the card's `model-index` says about its first result: the model name (RL libraries write the algorithm
 * there, e.g. "PPO") and the dataset name (the environment, e.g. "LunarLander-v2"). Absent fields stay undefined.
 */
export function modelIndexOf(model: ModelRecord): { name?: string; dataset?: string } {
	const index = isObject(model.cardData) ? model.cardData["model-index"] : undefined;
	const first = Array.isArray(index) ? index[0] : undefined;
	if (!isObject(first)) return {};
	const name = typeof first.name === "string" ? first.name : undefined;
	const result = Array.isArray(first.results) ? first.results[0] : undefined;
	const dataset = isObject(result) && isObject(result.dataset) ? result.dataset.name : undefined;
	return { name, dataset: typeof dataset === "string" ? dataset : undefined };
}
