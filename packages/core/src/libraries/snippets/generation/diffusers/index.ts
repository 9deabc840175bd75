/**
 * diffusers: picks the snippet from what the repository holds. A ControlNet, LoRA or textual-inversion repository
 * is loaded into the base model its card names; any other repository is a pipeline of its own, called for its task
 * (text-to-image, image-to-image, inpainting, image-to-video, text-to-video). Tags match in any case: some cards
 * write "ControlNet" or "LoRA".
 */
import type { ModelRecord } from "../../../../model.js";
import type { Snippet } from "../../../../snippet.js";
import { taggedAnyCase } from "../shared.js";
import { controlnetPipeline } from "./controlnet.js";
import { adapterPipeline, ownPipeline } from "./pipeline.js";

export function diffusers(model: ModelRecord): Snippet[] {
	if (taggedAnyCase(model, "controlnet")) return controlnetPipeline(model);
	if (taggedAnyCase(model, "lora")) return adapterPipeline(model, "lora");
	if (taggedAnyCase(model, "textual_inversion")) return adapterPipeline(model, "textual_inversion");
	return ownPipeline(model);
}
