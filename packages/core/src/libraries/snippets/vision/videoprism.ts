/**
 * VideoPrism: JAX/Flax models built by configuration name. The name follows the repository: "lvt" marks the
 * video-text models, "base"/"large" the size; other ids get a marked placeholder.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idLower, install } from "./shared.js";

const SETUP = install("pip install git+https://github.com/google-deepmind/videoprism.git");

/** Frames per clip the released checkpoints were trained with (base: 16, large: 8). */
const FRAMES: Record<string, number> = { base: 16, large: 8 };

export function videoprism(model: ModelRecord): Snippet[] {
	const lower = idLower(model);
	const size = lower.includes("large") ? "large" : lower.includes("base") ? "base" : undefined;
	const videoText = lower.includes("lvt");
	const frames = raw(String(size ? FRAMES[size] : 16));
	const header = size
		? py`model_name = ${`videoprism_${videoText ? "lvt_" : ""}public_v1_${size}`}`
		: py`
			# The size could not be read from the model id: use one of videoprism_public_v1_base,
			# videoprism_public_v1_large, videoprism_lvt_public_v1_base or videoprism_lvt_public_v1_large
			model_name = "<CONFIGURATION_NAME>"
		`;
	if (videoText) {
		return [
			SETUP,
			python(py`
				import jax
				import numpy as np
				from videoprism import models as vp

				${raw(header)}
				flax_model = vp.get_model(model_name)
				loaded_state = vp.load_pretrained_weights(model_name)
				text_tokenizer = vp.load_text_tokenizer("c4_en")

				@jax.jit
				def forward_fn(inputs, text_token_ids, text_token_paddings):
				    return flax_model.apply(loaded_state, inputs, text_token_ids, text_token_paddings, train=False)

				# [batch, frames, 288, 288, 3] RGB values in [0, 1]
				video = np.zeros((1, ${frames}, 288, 288, 3), dtype=np.float32)
				text_ids, text_paddings = vp.tokenize_texts(text_tokenizer, ["a person cooking", "a dog running"])
				video_embeddings, text_embeddings, _ = forward_fn(video, text_ids, text_paddings)
				print(video_embeddings.shape, text_embeddings.shape)
			`),
		];
	}
	return [
		SETUP,
		python(py`
			import jax
			import numpy as np
			from videoprism import models as vp

			${raw(header)}
			flax_model = vp.get_model(model_name)
			loaded_state = vp.load_pretrained_weights(model_name)

			@jax.jit
			def forward_fn(inputs):
			    return flax_model.apply(loaded_state, inputs, train=False)

			# [batch, frames, 288, 288, 3] RGB values in [0, 1]
			video = np.zeros((1, ${frames}, 288, 288, 3), dtype=np.float32)
			embeddings, _ = forward_fn(video)  # [batch, frames * 16 * 16, channels]
			print(embeddings.shape)
		`),
	];
}
