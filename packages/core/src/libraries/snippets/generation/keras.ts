/**
 * Keras 3 models are saved on the Hub as a folder (config.json, metadata.json, model.weights.h5): the snippet
 * downloads it and loads the folder. `keras.saving.load_model("hf://…")` would do both, but keras 3.15
 * (keras/src/saving/saving_api.py, load_model) first asks `file_utils.isdir` about the hf:// path, which needs
 * TensorFlow's gfile and fails on the JAX and PyTorch backends. Legacy Keras 2 models (TensorFlow SavedModels) load
 * with the tf-keras package from the downloaded folder: huggingface_hub 1.0 removed its `from_pretrained_keras`.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install lines, written once. */
const KERAS_INSTALL = pipInstall("keras", "huggingface_hub", "jax");
const TF_KERAS_INSTALL = pipInstall("huggingface_hub", "tensorflow", "tf-keras");

export function keras(model: ModelRecord): Snippet[] {
	return [
		KERAS_INSTALL,
		python(py`
			# Keras 3 runs on JAX, PyTorch or TensorFlow: choose the backend before importing keras.
			import os
			os.environ["KERAS_BACKEND"] = "jax"

			import keras
			from huggingface_hub import snapshot_download

			model = keras.saving.load_model(snapshot_download(${model.id}))
			model.summary()
			# This only loads the model; run it on a batch shaped as model.input_shape says:
			# predictions = model.predict(inputs)
		`),
	];
}

export function tfKeras(model: ModelRecord): Snippet[] {
	return [
		// Keras 2 models are TensorFlow SavedModels: tf-keras (Keras 2 for TensorFlow 2.16 and later) loads the folder.
		TF_KERAS_INSTALL,
		python(py`
			import tf_keras
			from huggingface_hub import snapshot_download

			# A legacy Keras 2 model (TensorFlow SavedModel format), loaded from the downloaded repository folder
			model = tf_keras.models.load_model(snapshot_download(${model.id}))
			model.summary()
		`),
	];
}
