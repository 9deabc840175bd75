/** What a diffusers pipeline is asked to do, and the Python lines that ask it. */
import { type Code, flatten, py, pyCode } from "../../../../code/index.js";
import type { ModelRecord } from "../../../../model.js";
import { stringOr, widgetText } from "../shared.js";

/** Every task a diffusers snippet is written for. */
export const TASKS = [
	"text-to-image",
	"image-to-image",
	"inpainting",
	"image-to-video",
	"text-to-video",
	"unconditional-image-generation",
	"text-to-3d",
] as const;

export type Task = (typeof TASKS)[number];

// Sample inputs from the diffusers documentation image set, so the snippet runs as pasted (as Python literals).
const DOCS = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers";
const SAMPLE_IMAGE = pyCode(`${DOCS}/cat.png`);
const SAMPLE_INPAINT_IMAGE = pyCode(`${DOCS}/inpaint.png`);
const SAMPLE_INPAINT_MASK = pyCode(`${DOCS}/inpaint_mask.png`);
const SAMPLE_VIDEO_START = pyCode(`${DOCS}/svd/rocket.png`);
export const SAMPLE_CONTROL_IMAGE = pyCode(`${DOCS}/input_image_vermeer.png`);

const DEFAULT_PROMPTS: Record<Task, string> = {
	"text-to-image": "A lighthouse on a rocky coast at sunset, oil painting, warm light",
	"image-to-image": "Make it look like a watercolor painting",
	inpainting: "A small potted cactus on a wooden table",
	"image-to-video": "The camera slowly pushes in while smoke drifts across the scene",
	"text-to-video": "A red fox trots through fresh snow at dawn, slow tracking shot",
	"unconditional-image-generation": "",
	"text-to-3d": "A small wooden chair",
};

/** The default prompts as Python literals, written once. */
const DEFAULT_PROMPT_CODES = Object.fromEntries(
	Object.entries(DEFAULT_PROMPTS).map(([task, prompt]) => [task, pyCode(prompt)]),
) as Record<Task, Code>;

// Image-to-video pipelines whose call takes the start image only, no prompt.
const PROMPTLESS_VIDEO = new Set(["StableVideoDiffusionPipeline"]);

/** The pipeline class the repository declares (config.diffusers._class_name), as written. */
export function declaredClass(model: ModelRecord): string | undefined {
	return stringOr(model.config?.diffusers?._class_name);
}

/**
 * An inpainting pipeline: its declared class says so (…Inpaint…, …FillPipeline) or it carries the inpainting tag (in
 * any case: `tagged`).
 */
export function isInpainting(model: ModelRecord, tagged: boolean): boolean {
	const name = declaredClass(model) ?? "";
	return tagged || name.includes("Inpaint") || name.endsWith("FillPipeline");
}

/**
 * The task a pipeline loaded from this repository performs: `inpainting` when it is an inpainting pipeline (which an
 * adapter never counts as), else the one its pipeline tag names.
 */
export function taskOf(model: ModelRecord, inpainting: boolean): Task {
	if (inpainting) return "inpainting";
	switch (model.pipeline_tag) {
		case "image-to-image":
			return "image-to-image";
		case "image-to-video":
			return "image-to-video";
		case "text-to-video":
			return "text-to-video";
		case "unconditional-image-generation":
			return "unconditional-image-generation";
		case "text-to-3d":
			return "text-to-3d";
		default:
			return "text-to-image";
	}
}

/**
 * The prompt, as a Python literal: the first widget example, else the card's instance prompt, else one written for
 * the task.
 */
export function promptFor(model: ModelRecord, task: Task): Code {
	const fromCard = widgetText(model) ?? stringOr(model.cardData?.instance_prompt);
	const text = fromCard ? flatten(fromCard) : "";
	return text ? pyCode(text) : DEFAULT_PROMPT_CODES[task];
}

/** The `from diffusers.utils import …` line a task's call needs, or "" when it needs none. */
export function utilsImport(task: Task): string {
	switch (task) {
		case "image-to-image":
		case "inpainting":
			return "from diffusers.utils import load_image";
		case "image-to-video":
			return "from diffusers.utils import export_to_video, load_image";
		case "text-to-video":
			return "from diffusers.utils import export_to_video";
		case "text-to-3d":
			return "from diffusers.utils import export_to_gif";
		default:
			return "";
	}
}

/** Whether a task writes a video file (its install line then needs a video writer). */
export function makesVideo(task: Task): boolean {
	return task === "image-to-video" || task === "text-to-video";
}

/** The lines that call `pipe` for the task and save what it returns. */
export function callLines(model: ModelRecord, task: Task, prompt: Code): string {
	switch (task) {
		case "image-to-image":
			return py`
				init_image = load_image(${SAMPLE_IMAGE})
				prompt = ${prompt}
				image = pipe(prompt=prompt, image=init_image).images[0]
				image.save("output.png")
				print("Saved output.png")
			`;
		case "inpainting":
			return py`
				# White pixels of the mask are repainted, black ones are kept.
				init_image = load_image(${SAMPLE_INPAINT_IMAGE})
				mask_image = load_image(${SAMPLE_INPAINT_MASK})
				prompt = ${prompt}
				image = pipe(prompt=prompt, image=init_image, mask_image=mask_image).images[0]
				image.save("output.png")
				print("Saved output.png")
			`;
		case "image-to-video":
			if (PROMPTLESS_VIDEO.has(declaredClass(model) ?? "")) {
				return py`
					# This pipeline animates the start image on its own: it takes no prompt.
					image = load_image(${SAMPLE_VIDEO_START})
					frames = pipe(image).frames[0]
					export_to_video(frames, "output.mp4")
					print("Saved output.mp4")
				`;
			}
			return py`
				image = load_image(${SAMPLE_VIDEO_START})
				prompt = ${prompt}
				frames = pipe(image=image, prompt=prompt).frames[0]
				export_to_video(frames, "output.mp4")
				print("Saved output.mp4")
			`;
		case "text-to-video":
			return py`
				prompt = ${prompt}
				frames = pipe(prompt=prompt).frames[0]
				export_to_video(frames, "output.mp4")
				print("Saved output.mp4")
			`;
		case "unconditional-image-generation":
			return py`
				# Unconditional pipelines take no prompt: each call samples a new image. They turn their output into
				# an array with .numpy(), which has no bfloat16: load them in the default float32 (or float16 on a GPU).
				image = pipe().images[0]
				image.save("output.png")
				print("Saved output.png")
			`;
		case "text-to-3d":
			return py`
				# Text-to-3D pipelines such as Shap-E render the object from several angles; save the turn as a GIF.
				prompt = ${prompt}
				images = pipe(prompt, guidance_scale=15.0, num_inference_steps=64, frame_size=256).images
				export_to_gif(images[0], "output.gif")
				print("Saved output.gif")
			`;
		default:
			return py`
				prompt = ${prompt}
				image = pipe(prompt).images[0]
				image.save("output.png")
				print("Saved output.png")
			`;
	}
}
