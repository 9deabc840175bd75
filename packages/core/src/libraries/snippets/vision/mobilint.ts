/**
 * Mobilint NPU models. Generative and other transformers models run through transformers-mblt, which plugs the
 * NPU classes into transformers' pipelines; vision models run with mblt-vision's `MBLT_Engine`, named after the
 * repository.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { pipelineCall } from "../text/transformers/pipeline.js";
import { idOf, install, nameOf, pipelineOf, remoteCode } from "./shared.js";

/** Tasks served by transformers pipelines in transformers-mblt (text, speech and image-to-text models). */
const TRANSFORMERS_TASKS = new Set([
	"text-generation",
	"image-text-to-text",
	"image-to-text",
	"automatic-speech-recognition",
	"fill-mask",
]);

const NPU_NOTE = "# Runs on a Mobilint NPU (ARIES or REGULUS) with its driver installed";

/** The install lines, written once. */
const LLM_INSTALL = install(NPU_NOTE, "pip install -U transformers-mblt");
const VISION_INSTALL = install(NPU_NOTE, "pip install -U mblt-vision-python");

export function mobilint(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idOf(model);
	const task = pipelineOf(model);
	if (task === "text-generation") {
		return [
			LLM_INSTALL,
			python(py`
				import transformers_mblt
				from transformers import pipeline

				transformers_mblt.register()  # makes transformers load Mobilint models from the installed package

				generator = pipeline("text-generation", model=${id}${remoteCode(model)})
				messages = [{"role": "user", "content": "Explain what an NPU is in two sentences."}]
				print(generator(messages, max_new_tokens=128)[0]["generated_text"])
			`),
		];
	}
	if (task && TRANSFORMERS_TASKS.has(task)) {
		return [
			LLM_INSTALL,
			python(py`
				import transformers_mblt
				from transformers import pipeline

				transformers_mblt.register()  # makes transformers load Mobilint models from the installed package

				pipe = pipeline(${task}, model=${id}${remoteCode(model)})
				${raw(pipelineCall(model, task) ?? "")}
			`),
		];
	}
	return [
		VISION_INSTALL,
		python(
			withSample(
				py`
			from mblt_vision import MBLT_Engine

			# The compiled model is downloaded from the Hub on first use
			model = MBLT_Engine(model_cls=${nameOf(model)}, model_type="DEFAULT")
			try:
			    result = model.postprocess(model(model.preprocess("image.jpg")))
			    print(result)
			finally:
			    model.dispose()
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
