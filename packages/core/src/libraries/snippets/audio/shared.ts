/** Helpers shared by the audio-library generators: defensive reads of record fields and install lines. */
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";

/** A bash snippet holding install commands; only ever called with text written in this folder. */
export function install(...lines: string[]): Snippet {
	return bash(lines.join("\n"));
}

/** `pip install -U <packages>`; the package specs are written in this folder, never taken from a record. */
export function pipInstall(...packages: string[]): Snippet {
	return install(`pip install -U ${packages.join(" ")}`);
}

/** Whether the record carries any of the tags (tolerates a record whose `tags` is not an array). */
export function hasAnyTag(model: ModelRecord, ...tags: string[]): boolean {
	return Array.isArray(model.tags) && tags.some((t) => hasTag(model, t));
}

/** The pipeline tag when it is a string. */
export function pipelineOf(model: ModelRecord): string | undefined {
	return typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
}

/** Whether the model does the given task, by its pipeline tag or by a tag of the same name. */
export function doesTask(model: ModelRecord, task: string): boolean {
	return pipelineOf(model) === task || hasAnyTag(model, task);
}

/** The id in lower case, for naming conventions such as "-mlx" or "VoiceDesign" in a repository name. */
export function idLower(model: ModelRecord): string {
	return typeof model.id === "string" ? model.id.toLowerCase() : "";
}

/** The repository name without its owner ("org/name" → "name"), or the whole id when it has no owner. */
export function nameOf(model: ModelRecord): string {
	const id = typeof model.id === "string" ? model.id : "";
	return id.slice(id.indexOf("/") + 1);
}

/** Joins code blocks with one blank line between them, skipping empty ones. */
export function joinBlocks(...blocks: (string | false | undefined)[]): string {
	return blocks.filter((b): b is string => typeof b === "string" && b.length > 0).join("\n\n");
}
