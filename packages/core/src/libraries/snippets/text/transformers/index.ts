/**
 * transformers: a `pipeline(...)` snippet when the transformers release's `pipeline()` accepts the model's task, and
 * a snippet loading the model with the Auto classes named in `transformersInfo` (required: without it the type of
 * model is unknown), written as `AutoModel` / `AutoProcessor` when the release has no class of that name.
 */
import { pyCode } from "../../../../code/index.js";
import type { ModelRecord } from "../../../../model.js";
import { getPipeline } from "../../../../pipelines.js";
import type { Snippet } from "../../../../snippet.js";
import { bash, fallback, python } from "../../common.js";
import { pipInstall } from "../shared.js";
import { autoCode, isAutoClassName, knownAutoClass } from "./auto.js";
import { hasTransformersPipeline, pipelineCode } from "./pipeline.js";

const UNKNOWN = "Type of model unknown";

/** Pipeline tags outside computer vision whose inputs include images. */
const IMAGE_INPUT_TAGS = new Set([
	"image-text-to-text",
	"visual-question-answering",
	"document-question-answering",
	"visual-document-retrieval",
	"any-to-any",
]);

/** Whether the model reads images: transformers decodes them with Pillow, which it does not install. */
function readsImages(model: ModelRecord, processor: unknown): boolean {
	const tag = typeof model.pipeline_tag === "string" ? model.pipeline_tag : "";
	return processor === "AutoImageProcessor" || getPipeline(tag)?.modality === "cv" || IMAGE_INPUT_TAGS.has(tag);
}

/**
 * transformers runs its models on PyTorch but does not depend on it: its `torch` extra adds it (and accelerate).
 * Quoted, as brackets are glob characters in a shell.
 */
function installLine(model: ModelRecord, processor: unknown): Snippet {
	return bash(readsImages(model, processor) ? INSTALL_WITH_PILLOW : INSTALL);
}

const INSTALL = pipInstall('"transformers[torch]"').content;
const INSTALL_WITH_PILLOW = pipInstall('"transformers[torch]"', "pillow").content;

export function transformers(model: ModelRecord): Snippet[] {
	const info = model.transformersInfo;
	if (!info || typeof info !== "object") return fallback(UNKNOWN);
	const autoModel = info.auto_model;
	// Hub records write a missing processor as null
	const processor: unknown = info.processor ?? undefined;
	if (!isAutoClassName(autoModel)) return fallback(UNKNOWN);
	if (processor !== undefined && !isAutoClassName(processor)) return fallback(UNKNOWN);
	const snippets: Snippet[] = [installLine(model, processor)];
	const id = pyCode(model.id);
	if (hasTransformersPipeline(model.pipeline_tag)) snippets.push(python(pipelineCode(model, model.pipeline_tag, id)));
	const auto = knownAutoClass(autoModel, "AutoModel");
	snippets.push(python(autoCode(model, id, info, auto, processor && knownAutoClass(processor, "AutoProcessor"))));
	return snippets;
}
