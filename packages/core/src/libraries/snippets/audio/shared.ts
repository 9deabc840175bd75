/** Helpers shared by the audio-library generators: defensive reads of record fields and install lines. */
import { hasTag, type ModelRecord } from "../../../model.js";

export { idLower, idOf, install, joinBlocks, pipelineOf, pipInstall, repoName as nameOf } from "../common.js";

import { pipelineOf } from "../common.js";

/** Whether the record carries any of the tags (tolerates a record whose `tags` is not an array). */
export function hasAnyTag(model: ModelRecord, ...tags: string[]): boolean {
	if (!Array.isArray(model.tags)) return false;
	for (const t of tags) if (hasTag(model, t)) return true;
	return false;
}

/** Whether the model does the given task, by its pipeline tag or by a tag of the same name. */
export function doesTask(model: ModelRecord, task: string): boolean {
	return pipelineOf(model) === task || hasAnyTag(model, task);
}
