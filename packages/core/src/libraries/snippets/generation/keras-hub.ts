/**
 * KerasHub presets load from hf:// handles. The tasks a preset supports (config.keras_hub.tasks, from its
 * metadata.json) each get a snippet through their base task class; a preset naming no task KerasHub exports loads
 * as a backbone.
 */
import { type Code, py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";
import { pipInstall } from "./shared.js";

const BACKEND = `# KerasHub runs on JAX, PyTorch or TensorFlow: choose the backend before importing it.
import os
os.environ["KERAS_BACKEND"] = "jax"

import keras_hub`;

// The task base classes keras_hub.models exports; a task name outside this list is not written into code.
const KNOWN_TASKS = new Set([
	"CausalLM",
	"DepthEstimator",
	"ImageClassifier",
	"ImageObjectDetector",
	"ImageSegmenter",
	"ImageToImage",
	"Inpaint",
	"MaskedLM",
	"ObjectDetector",
	"Seq2SeqLM",
	"TextClassifier",
	"TextToImage",
]);

/** Task classes that get a usage example beyond loading. */
const EXAMPLES: Record<string, (handle: Code) => string> = {
	CausalLM: (handle) => py`
		causal_lm = keras_hub.models.CausalLM.from_preset(${handle}, dtype="bfloat16")
		causal_lm.compile(sampler="greedy")
		print(causal_lm.generate("The best thing about open models is", max_length=64))
	`,
	TextClassifier: (handle) => py`
		# A preset saved without a classification head gets a new, untrained one with num_classes outputs:
		# fine-tune it with classifier.fit(...) before trusting its predictions.
		classifier = keras_hub.models.TextClassifier.from_preset(${handle}, num_classes=2)
		print(classifier.predict(["What a wonderful film!", "Two hours I will never get back."]))
	`,
	TextToImage: (handle) => py`
		import keras

		text_to_image = keras_hub.models.TextToImage.from_preset(${handle}, dtype="bfloat16")
		image = text_to_image.generate("A watercolor painting of a lighthouse at dawn")
		keras.utils.save_img("lighthouse.png", image)
		print("Saved lighthouse.png")
	`,
};

/** The task classes the record declares that KerasHub exports, without duplicates, in the record's order. */
function declaredTasks(model: ModelRecord): string[] {
	const tasks = model.config?.keras_hub?.tasks;
	if (!Array.isArray(tasks)) return [];
	// Every known task is an identifier: membership is the whole check.
	const known: string[] = [];
	for (const t of tasks) if (typeof t === "string" && KNOWN_TASKS.has(t) && !known.includes(t)) known.push(t);
	return known;
}

function taskSnippet(task: string, handle: Code): string {
	const example = EXAMPLES[task];
	const body = example
		? example(handle)
		: py`
			model = keras_hub.models.${raw(task)}.from_preset(${handle})
			model.summary()
		`;
	return `${BACKEND}\n\n${body}`;
}

const INSTALL = pipInstall("keras-hub", "huggingface_hub", "jax").content;

export function kerasHub(model: ModelRecord): Snippet[] {
	// Written once as a literal: every task's snippet loads the same handle.
	const handle = raw(py`${`hf://${model.id}`}`);
	const tasks = declaredTasks(model);
	if (tasks.length === 0) {
		return [
			bash(INSTALL),
			python(py`
				${raw(BACKEND)}

				# The preset names no task: load its backbone, the model without a task head.
				backbone = keras_hub.models.Backbone.from_preset(${handle})
				backbone.summary()
			`),
		];
	}
	return [bash(INSTALL), ...tasks.map((task) => python(taskSnippet(task, handle)))];
}
