/** Transformers.js: the model runs in JavaScript (browser or Node) through a pipeline of its task. */
import { js } from "../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, fallback, javascript } from "../common.js";
import { joinBlocks } from "./shared.js";

/** A sample call for the tasks where the input is obvious. */
function sampleCall(model: ModelRecord, task: string): string | undefined {
	if (task === "feature-extraction") {
		return js`
			// Mean-pooled, normalized sentence embeddings
			const output = await pipe(["The quick brown fox.", "A fast auburn fox."], { pooling: "mean", normalize: true });
			console.log(output.tolist());
		`;
	}
	if (task === "text-generation" && hasTag(model, "conversational")) {
		return js`
			const messages = [
			  { role: "user", content: "Give me three facts about the Moon." },
			];
			const output = await pipe(messages, { max_new_tokens: 40 });
			console.log(output[0].generated_text.at(-1).content);
		`;
	}
	return undefined;
}

export function transformersJs(model: ModelRecord): Snippet[] {
	const task = model.pipeline_tag;
	if (typeof task !== "string" || task.length === 0) return fallback("Unknown pipeline tag", "js");
	const construct = js`
		import { pipeline } from "@huggingface/transformers";

		// Downloads the model on first use, then runs it locally
		const pipe = await pipeline(${task}, ${model.id});
	`;
	return [bash("npm i @huggingface/transformers"), javascript(joinBlocks(construct, sampleCall(model, task)))];
}
