/** Helpers shared by the vision, RL and tabular generators: defensive reads of record fields, install lines. */
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";

export {
	idLower,
	idOf,
	install,
	joinBlocks,
	pipelineOf,
	pipInstall,
	remoteCodeArg as remoteCode,
	repoName as nameOf,
	tagged,
	tagsOf,
	widgetText,
} from "../common.js";

/** A C# snippet. */
export function csharp(content: string): Snippet {
	return { language: "csharp", content };
}

/** The first tag that matches `pattern`, as its match (capture groups included). */
export function matchTag(model: ModelRecord, pattern: RegExp): RegExpExecArray | undefined {
	if (!Array.isArray(model.tags)) return undefined;
	for (const tag of model.tags) {
		if (typeof tag !== "string") continue;
		const match = pattern.exec(tag);
		if (match) return match;
	}
	return undefined;
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
