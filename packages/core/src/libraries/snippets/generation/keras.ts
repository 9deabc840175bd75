/** Keras 3 models saved as .keras load from hf:// paths; legacy Keras 2 SavedModels load through huggingface_hub. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

export function keras(model: ModelRecord): Snippet[] {
	return [
		pipInstall("keras", "huggingface_hub", "jax"),
		python(py`
			# Keras 3 runs on JAX, PyTorch or TensorFlow: choose the backend before importing keras.
			import os
			os.environ["KERAS_BACKEND"] = "jax"

			import keras

			model = keras.saving.load_model(${`hf://${model.id}`})
			model.summary()
		`),
	];
}

export function tfKeras(model: ModelRecord): Snippet[] {
	return [
		// from_pretrained_keras reads TensorFlow SavedModels with Keras 2 (the tf-keras package, or keras<3).
		pipInstall("huggingface_hub", "tensorflow", "tf-keras"),
		python(py`
			from huggingface_hub import from_pretrained_keras

			# A legacy Keras 2 model (TensorFlow SavedModel format).
			model = from_pretrained_keras(${model.id})
			model.summary()
		`),
	];
}
