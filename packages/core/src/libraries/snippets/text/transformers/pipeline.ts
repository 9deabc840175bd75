/**
 * The high-level `pipeline(...)` snippet, offered only for the tasks the transformers release accepts (release.ts),
 * and always ending with a call of the pipeline on the task's sample input whose result is printed.
 */
import { type Code, py, pyCode, raw } from "../../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../../model.js";
import { remoteCodeArg, widgetText } from "../../common.js";
import { stringOr } from "../shared.js";
import { chatWithImage, messagesCode, SAMPLE_IMAGE_URL } from "./messages.js";
import { PIPELINE_TASK_ALIASES, PIPELINE_TASKS } from "./release.js";

const ACCEPTED = new Set(PIPELINE_TASKS);

/** Every tag `pipeline()` accepts (tasks and aliases) as a Python literal, written once instead of on every call. */
const TAG_LITERALS = new Map([...PIPELINE_TASKS, ...Object.keys(PIPELINE_TASK_ALIASES)].map((t) => [t, pyCode(t)]));

/** A public speech sample (one spoken sentence, FLAC). */
const AUDIO_URL = "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac";
/** A public short video (an archer), MP4. */
const VIDEO_URL = "https://huggingface.co/datasets/nateraw/video-demo/resolve/main/archery.mp4";
/** A public scanned invoice. */
const DOCUMENT_URL =
	"https://huggingface.co/spaces/impira/docquery/resolve/2359223c1837a7587402bda0f2643382a6eefeab/invoice.png";
/** Two public photos of one building from different viewpoints, for keypoint matching. */
const IMAGE_PAIR = [
	"https://raw.githubusercontent.com/magicleap/SuperGluePretrainedNetwork/master/assets/phototourism_sample_images/united_states_capitol_98169888_3347710852.jpg",
	"https://raw.githubusercontent.com/magicleap/SuperGluePretrainedNetwork/master/assets/phototourism_sample_images/united_states_capitol_26757027_6717084061.jpg",
];

/** Sample texts for pipelines that take one string; a model card's first widget text is used instead when present. */
const TEXT_SAMPLES: Readonly<Record<string, string>> = {
	"text-generation": "Once upon a time,",
	"text-classification": "I love this movie, it was wonderful!",
	"token-classification": "My name is Sarah and I live in London.",
	"feature-extraction": "Today is a sunny day.",
	"text-to-audio": "Hello, my dog is cooler than you!",
	"zero-shot-classification": "My order arrived broken and I would like my money back.",
};

/** The task `pipeline()` runs for a tag it accepts (aliases resolved), else undefined. */
export function transformersPipelineTask(tag: unknown): string | undefined {
	if (typeof tag !== "string") return undefined;
	if (ACCEPTED.has(tag)) return tag;
	return Object.hasOwn(PIPELINE_TASK_ALIASES, tag) ? PIPELINE_TASK_ALIASES[tag] : undefined;
}

/** Whether the transformers release's `pipeline()` accepts this tag as its task. */
export function hasTransformersPipeline(tag: string | undefined): tag is string {
	return transformersPipelineTask(tag) !== undefined;
}

const textOf = (model: ModelRecord, task: string): string =>
	widgetText(model) ?? TEXT_SAMPLES[task] ?? TEXT_SAMPLES["text-generation"] ?? "";

/** A chat call: text-generation takes the messages as its first argument, the multimodal pipelines as `text`. */
function chatCall(withImage: boolean, argument: "messages" | "text=messages"): string {
	return py`
		${raw(messagesCode(withImage))}
		print(pipe(${raw(argument)}, max_new_tokens=40))
	`;
}

// The calls that do not depend on the record, written once.
const TEXT_CHAT_CALL = chatCall(false, "messages");
const IMAGE_CHAT_CALL = chatCall(true, "text=messages");
const TEXT_IMAGE_CHAT_CALL = chatCall(false, "text=messages");
const DESCRIBE_IMAGE_CALL = py`print(pipe(images=${SAMPLE_IMAGE_URL}, text="Describe this image.", max_new_tokens=40))`;
const MASK_TOKEN_CALL = py`print(pipe(f"The capital of France is {pipe.tokenizer.mask_token}."))`;
const IMAGE_FEATURES_CALL = py`print(pipe(${SAMPLE_IMAGE_URL}, return_tensors=True).shape)`;
const IMAGE_CALL = py`print(pipe(${SAMPLE_IMAGE_URL}))`;
const IMAGE_LABELS_CALL = py`print(pipe(${SAMPLE_IMAGE_URL}, candidate_labels=["cat", "remote control", "dog"]))`;
const IMAGE_PAIR_CALL = py`print(pipe(${IMAGE_PAIR}))`;
const AUDIO_CALL = py`print(pipe(${AUDIO_URL}))`;
const AUDIO_LABELS_CALL = py`print(pipe(${AUDIO_URL}, candidate_labels=["speech", "music", "dog barking"]))`;
const VIDEO_CALL = py`print(pipe(${VIDEO_URL}))`;
const DOCUMENT_CALL = py`print(pipe(image=${DOCUMENT_URL}, question="What is the invoice number?"))`;
const TABLE_CALL = py`
	table = {"City": ["Paris", "Berlin", "Madrid"], "Inhabitants": ["2100000", "3800000", "3400000"]}
	print(pipe(table=table, query="Which city has the most inhabitants?"))
`;

/**
 * Code that calls `pipe` on the sample input of `task` (a task `pipeline()` accepts, aliases resolved) and prints
 * the result; undefined for a task without a sample here.
 */
export function pipelineCall(model: ModelRecord, task: string): string | undefined {
	switch (task) {
		case "text-generation":
			if (hasTag(model, "conversational")) return TEXT_CHAT_CALL;
			return py`print(pipe(${textOf(model, task)}, max_new_tokens=40))`;
		case "image-text-to-text":
			if (hasTag(model, "conversational")) return chatWithImage(model) ? IMAGE_CHAT_CALL : TEXT_IMAGE_CHAT_CALL;
			return DESCRIBE_IMAGE_CALL;
		case "any-to-any":
			return IMAGE_CHAT_CALL;
		case "fill-mask": {
			const mask = stringOr(model.mask_token);
			return mask ? py`print(pipe(${`The capital of France is ${mask}.`}))` : MASK_TOKEN_CALL;
		}
		case "text-classification":
		case "token-classification":
		case "text-to-audio":
			return py`print(pipe(${textOf(model, task)}))`;
		case "feature-extraction":
			return py`print(pipe(${textOf(model, task)}, return_tensors=True).shape)`;
		case "zero-shot-classification":
			return py`print(pipe(${textOf(model, task)}, candidate_labels=["refund", "shipping", "product question"]))`;
		case "image-feature-extraction":
			return IMAGE_FEATURES_CALL;
		case "image-classification":
		case "image-segmentation":
		case "image-to-text":
		case "object-detection":
		case "depth-estimation":
		case "mask-generation":
			return IMAGE_CALL;
		case "zero-shot-image-classification":
		case "zero-shot-object-detection":
			return IMAGE_LABELS_CALL;
		case "keypoint-matching":
			return IMAGE_PAIR_CALL;
		case "audio-classification":
		case "automatic-speech-recognition":
			return AUDIO_CALL;
		case "zero-shot-audio-classification":
			return AUDIO_LABELS_CALL;
		case "video-classification":
			return VIDEO_CALL;
		case "document-question-answering":
			return DOCUMENT_CALL;
		case "table-question-answering":
			return TABLE_CALL;
		default:
			return undefined;
	}
}

/**
 * The pipeline snippet for `tag`, which must be a task `pipeline()` accepts (see hasTransformersPipeline); `id` is
 * the model id already written as a literal.
 */
export function pipelineCode(model: ModelRecord, tag: string, id: Code): string {
	const task = transformersPipelineTask(tag) ?? tag;
	const construct = py`
		# The pipeline wraps pre-processing, the model and post-processing in one call
		from transformers import pipeline

		pipe = pipeline(${TAG_LITERALS.get(tag) ?? tag}, model=${id}${remoteCodeArg(model)})
	`;
	const call = pipelineCall(model, task);
	return call ? `${construct}\n${call}` : construct;
}
