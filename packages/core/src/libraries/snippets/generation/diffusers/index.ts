/**
 * diffusers: picks the snippet from what the repository holds. A ControlNet, LoRA or textual-inversion repository
 * is loaded into the base model its card names; any other repository is a pipeline of its own, called for its task
 * (text-to-image, image-to-image, inpainting, image-to-video, text-to-video). Tags match in any case: some cards
 * write "ControlNet" or "LoRA".
 */
import type { ModelRecord } from "../../../../model.js";
import type { Snippet } from "../../../../snippet.js";
import { firstTagAnyCase } from "../shared.js";
import { controlnetPipeline } from "./controlnet.js";
import { adapterPipeline, ownPipeline } from "./pipeline.js";

/** The tags that make a repository something loaded into a base model, the first found winning. */
const ADD_ON_TAGS = ["controlnet", "lora", "textual_inversion"] as const;

export function diffusers(model: ModelRecord): Snippet[] {
	const addOn = firstTagAnyCase(model, ADD_ON_TAGS);
	if (addOn === "controlnet") return controlnetPipeline(model);
	if (addOn !== undefined) return adapterPipeline(model, addOn);
	return ownPipeline(model);
}
