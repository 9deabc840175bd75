/** diffusers pipelines loaded from this repository, or from the card's base model with this adapter on top. */
import { isPyIdentifier, py, raw } from "../../../../code/index.js";
import type { ModelRecord } from "../../../../model.js";
import type { Snippet } from "../../../../snippet.js";
import { fallback, python, remoteCodeArg } from "../../common.js";
import { baseModel, pipInstall } from "../shared.js";
import {
	callLines,
	declaredClass,
	isInpainting,
	makesVideo,
	promptFor,
	TASKS,
	type Task,
	taskOf,
	utilsImport,
} from "./tasks.js";

export type Adapter = "lora" | "textual_inversion";

export const NO_BASE_MODEL = "Base model not specified in the model card (cardData.base_model)";

/** The install line: the library and what its pipelines load with, plus a video writer for video tasks. */
export function diffusersInstall(task: Task): Snippet {
	return makesVideo(task) ? INSTALL_VIDEO : INSTALL;
}

const INSTALL = pipInstall("diffusers", "transformers", "accelerate");
const INSTALL_VIDEO = pipInstall("diffusers", "transformers", "accelerate", "imageio", "imageio-ffmpeg");

// Inpainting pipelines of diffusers that load from their own repository and take prompt, image and mask_image.
const INPAINTING_CLASSES = new Set([
	"StableDiffusionInpaintPipeline",
	"StableDiffusionXLInpaintPipeline",
	"StableDiffusion3InpaintPipeline",
	"FluxInpaintPipeline",
	"FluxFillPipeline",
]);

/**
 * The class that loads an inpainting repository: its declared class when it is one of those pipelines; otherwise
 * AutoPipelineForInpainting, which also resolves the combined pipelines (Kandinsky, IF) from model_index.json.
 */
function inpaintingClass(model: ModelRecord): string {
	const name = declaredClass(model);
	return isPyIdentifier(name) && INPAINTING_CLASSES.has(name) ? name : "AutoPipelineForInpainting";
}

/** A pipeline loaded from the repository itself; `inpaintingTag` says whether the record has the inpainting tag. */
export function ownPipeline(model: ModelRecord, inpaintingTag: boolean): Snippet[] {
	const task = taskOf(model, isInpainting(model, inpaintingTag));
	const cls = task === "inpainting" ? inpaintingClass(model) : "DiffusionPipeline";
	const code = py`
		import torch
		from diffusers import ${raw(cls)}${raw(utilsLine(task))}

		pipe = ${raw(cls)}.from_pretrained(${model.id}${raw(dtypeArg(task))}${remoteCodeArg(model)})
		pipe.to("cuda")  # or "mps" on Apple silicon

		${raw(callLines(model, task, promptFor(model, task)))}
	`;
	return [diffusersInstall(task), python(code)];
}

/** The card's base pipeline with this repository's LoRA weights or textual-inversion embedding loaded into it. */
export function adapterPipeline(model: ModelRecord, adapter: Adapter): Snippet[] {
	const base = baseModel(model);
	if (!base) return fallback(NO_BASE_MODEL);
	const task = taskOf(model, false);
	const load =
		adapter === "lora"
			? py`
				# Load the LoRA weights of this repository into the base pipeline.
				pipe.load_lora_weights(${model.id})
			`
			: py`
				# Add this repository's learned embedding to the text encoder; write its token in the prompt.
				pipe.load_textual_inversion(${model.id})
			`;
	const code = py`
		import torch
		from diffusers import DiffusionPipeline${raw(utilsLine(task))}

		# The base model named by the card.
		pipe = DiffusionPipeline.from_pretrained(${base}, torch_dtype=torch.bfloat16)
		pipe.to("cuda")  # or "mps" on Apple silicon
		${raw(load)}

		${raw(callLines(model, task, promptFor(model, task)))}
	`;
	return [diffusersInstall(task), python(code)];
}

/** `, torch_dtype=torch.bfloat16`, except for unconditional pipelines, which cannot turn bfloat16 into arrays. */
function dtypeArg(task: Task): string {
	return task === "unconditional-image-generation" ? "" : ", torch_dtype=torch.bfloat16";
}

/** The line importing the diffusers utilities the task's code uses, after a newline; empty when it uses none. */
function utilsLine(task: Task): string {
	return UTILS_LINES[task];
}

const UTILS_LINES = Object.fromEntries(
	TASKS.map((task) => {
		const line = utilsImport(task);
		return [task, line ? `\n${line}` : ""];
	}),
) as Record<Task, string>;
