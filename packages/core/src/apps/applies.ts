/** Which kinds of repository an app can run, read from the record (defensively: records come from anywhere). */
import { isGgufRepo } from "../libraries/gguf.js";
import type { ModelRecord } from "../model.js";
import { ggufQuants } from "./quants.js";
import { tagged } from "./write.js";

export { isGgufRepo };

/** A GGUF repository whose files are listed, so that one file can be named. */
export function hasGgufFiles(model: ModelRecord): boolean {
	return ggufQuants(model).length > 0;
}

/** An MLX repository: library "mlx" or the "mlx" tag. */
export function isMlx(model: ModelRecord): boolean {
	return model.library_name === "mlx" || tagged(model, "mlx");
}

const LLM_TASKS = new Set(["text-generation", "image-text-to-text"]);

/** A transformers checkpoint (library or tag) for text generation or image-text-to-text: what LLM servers load. */
export function isTransformersLlm(model: ModelRecord): boolean {
	const transformers = model.library_name === "transformers" || tagged(model, "transformers");
	return transformers && !isGgufRepo(model) && LLM_TASKS.has(String(model.pipeline_tag));
}

/** A diffusers text-to-image pipeline, or a LoRA for one. */
export function isDiffusersImage(model: ModelRecord): boolean {
	return model.library_name === "diffusers" && (model.pipeline_tag === "text-to-image" || tagged(model, "lora"));
}
