/**
 * DiffusionKit runs Stable Diffusion 3 and FLUX on Apple silicon with MLX. FLUX checkpoints load through
 * FluxPipeline and sample in 4 steps without classifier-free guidance; SD3 checkpoints load through DiffusionPipeline
 * with 50 steps and guidance 5.
 */
import { py, pyCode, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall, widgetText } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("diffusionkit");

const DEFAULT_PROMPT = pyCode("a photo of a cat sitting on a stack of old books");

function isFlux(model: ModelRecord): boolean {
	return /flux/i.test(String(model.id));
}

export function diffusionkit(model: ModelRecord): Snippet[] {
	const flux = isFlux(model);
	const pipeline = flux
		? py`
			from diffusionkit.mlx import FluxPipeline

			pipeline = FluxPipeline(
			    shift=1.0,
			    model_version=${model.id},
			    low_memory_mode=True,
			    a16=True,
			    w16=True,
			)
		`
		: py`
			from diffusionkit.mlx import DiffusionPipeline

			pipeline = DiffusionPipeline(
			    shift=3.0,
			    use_t5=False,
			    model_version=${model.id},
			    low_memory_mode=True,
			    a16=True,
			    w16=True,
			)
		`;
	const settings = flux
		? "# FLUX samples in a few steps and runs without classifier-free guidance (FLUX.1-dev looks better with more).\nNUM_STEPS = 4\nCFG_WEIGHT = 0.0"
		: "# Stable Diffusion 3 wants more steps and classifier-free guidance.\nNUM_STEPS = 50\nCFG_WEIGHT = 5.0";
	const code = py`
		${raw(pipeline)}

		HEIGHT = 512
		WIDTH = 512
		${raw(settings)}

		# Latents are an eighth of the image size on each side.
		image, _ = pipeline.generate_image(
		    ${widgetText(model) ?? DEFAULT_PROMPT},
		    cfg_weight=CFG_WEIGHT,
		    num_steps=NUM_STEPS,
		    latent_size=(HEIGHT // 8, WIDTH // 8),
		)
		image.save("image.png")
		print("Saved image.png")
	`;
	return [PIP_INSTALL, python(code)];
}
