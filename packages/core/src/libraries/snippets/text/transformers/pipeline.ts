/** The high-level `pipeline(...)` snippet, offered when transformers serves the model's pipeline tag. */
import { py, raw } from "../../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../../model.js";
import { librariesForTask } from "../../../../tasks/libraries.js";
import { remoteCodeArg } from "../../common.js";
import { stringOr } from "../shared.js";
import { chatWithImage, messagesCode } from "./messages.js";

/** Pipelines that take a chat (a list of messages) as input. */
const CHAT_TASKS = new Set(["text-generation", "image-text-to-text"]);

/** Sample texts for pipelines that take one string; a model card's first widget text is used instead when present. */
const TEXT_SAMPLES: Record<string, string> = {
	"text-generation": "Once upon a time,",
	"text-classification": "I love this movie, it was wonderful!",
	"token-classification": "My name is Sarah and I live in London.",
	summarization:
		"The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris.",
	translation: "How old are you?",
	"feature-extraction": "Today is a sunny day.",
};

/** Whether transformers has a pipeline for this tag. */
export function hasTransformersPipeline(tag: string | undefined): tag is string {
	return typeof tag === "string" && librariesForTask(tag).includes("transformers");
}

/** A call of the pipeline for the tasks where a sample input is obvious, else nothing. */
function sampleCall(model: ModelRecord, task: string): string | undefined {
	if (hasTag(model, "conversational") && CHAT_TASKS.has(task)) {
		const withImage = chatWithImage(model);
		return py`
			${raw(messagesCode(withImage))}
			print(pipe(${raw(withImage ? "text=messages" : "messages")}, max_new_tokens=40))
		`;
	}
	const mask = stringOr(model.mask_token);
	if (task === "fill-mask" && mask) {
		return py`
			print(pipe(${`The capital of France is ${mask}.`}))
		`;
	}
	const sample = TEXT_SAMPLES[task];
	if (sample !== undefined) {
		const text = stringOr(model.widgetData?.[0]?.text) ?? sample;
		return task === "text-generation"
			? py`
				print(pipe(${text}, max_new_tokens=40))
			`
			: py`
				print(pipe(${text}))
			`;
	}
	return undefined;
}

export function pipelineCode(model: ModelRecord, task: string): string {
	const call = sampleCall(model, task);
	const construct = py`
		# The pipeline wraps pre-processing, the model and post-processing in one call
		from transformers import pipeline

		pipe = pipeline(${task}, model=${model.id}${remoteCodeArg(model)})
	`;
	return call ? `${construct}\n${call}` : construct;
}
