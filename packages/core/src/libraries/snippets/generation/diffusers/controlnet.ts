/** diffusers ControlNets: this repository's ControlNet wired into the base pipeline the card names. */
import { py, raw } from "../../../../code/index.js";
import type { ModelRecord } from "../../../../model.js";
import type { Snippet } from "../../../../snippet.js";
import { fallback, python } from "../../common.js";
import { baseModel } from "../shared.js";
import { diffusersInstall, NO_BASE_MODEL } from "./pipeline.js";
import { promptFor, SAMPLE_CONTROL_IMAGE } from "./tasks.js";

interface Family {
	/** The diffusers class that loads a ControlNet of this family. */
	model: string;
	/** The keyword the pipeline call takes the control image under. */
	imageArg: string;
}

const FLUX: Family = { model: "FluxControlNetModel", imageArg: "control_image" };
const SD3: Family = { model: "SD3ControlNetModel", imageArg: "control_image" };
const UNET: Family = { model: "ControlNetModel", imageArg: "image" };

/** FLUX and Stable Diffusion 3 ControlNets have their own classes; the UNet ones (SD 1.x, 2.x, XL) share one. */
function familyOf(base: string): Family {
	if (/flux/i.test(base)) return FLUX;
	if (/stable-diffusion-3/i.test(base)) return SD3;
	return UNET;
}

export function controlnetPipeline(model: ModelRecord): Snippet[] {
	const base = baseModel(model);
	if (!base) return fallback(NO_BASE_MODEL);
	const family = familyOf(base);
	const code = py`
		import torch
		from diffusers import AutoPipelineForText2Image, ${raw(family.model)}
		from diffusers.utils import load_image

		controlnet = ${raw(family.model)}.from_pretrained(${model.id}, torch_dtype=torch.bfloat16)
		# The base model named by the card; passing controlnet= picks its ControlNet pipeline.
		pipe = AutoPipelineForText2Image.from_pretrained(${base}, controlnet=controlnet, torch_dtype=torch.bfloat16)
		pipe.to("cuda")  # or "mps" on Apple silicon

		# The control image steers the composition. Give it the kind of map this ControlNet was trained on
		# (edges, depth, pose...): run your picture through the matching detector first.
		control_image = load_image(${SAMPLE_CONTROL_IMAGE})
		prompt = ${promptFor(model, "text-to-image")}
		image = pipe(prompt, ${raw(family.imageArg)}=control_image).images[0]
		image.save("output.png")
		print("Saved output.png")
	`;
	return [diffusersInstall("text-to-image"), python(code)];
}
