/**
 * diffusers: picks the snippet from what the repository holds. A ControlNet, LoRA or textual-inversion repository
 * is loaded into the base model its card names; any other repository is a pipeline of its own, called for its task
 * (text-to-image, image-to-image, inpainting, image-to-video, text-to-video). Tags match in any case: some cards
 * write "ControlNet" or "LoRA".
 */
import type { ModelRecord } from "../../../../model.js";
import type { Snippet } from "../../../../snippet.js";
import { tagBits } from "../shared.js";
import { controlnetPipeline } from "./controlnet.js";
import { adapterPipeline, ownPipeline } from "./pipeline.js";

/**
 * The tags that choose the snippet, found in one pass: those that make a repository something loaded into a base
 * model (the first of them winning), then the inpainting tag.
 */
const CHOOSING_TAGS = ["controlnet", "lora", "textual_inversion", "inpainting"];

export function diffusers(model: ModelRecord): Snippet[] {
	const tags = tagBits(model, CHOOSING_TAGS);
	if (tags & 1) return controlnetPipeline(model);
	if (tags & 2) return adapterPipeline(model, "lora");
	if (tags & 4) return adapterPipeline(model, "textual_inversion");
	return ownPipeline(model, (tags & 8) !== 0);
}
