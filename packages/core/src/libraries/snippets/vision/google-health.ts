/** Google Health AI foundation models: CXR Foundation (chest X-rays) and Derm Foundation (skin images). */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { importLines, pythonSample, pythonSampleImport } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("huggingface_hub", "tensorflow", "pillow");

/** The install line, written once. */
const CXR_INSTALL = install(
	"pip install -U huggingface_hub tensorflow tensorflow-text pillow",
	"# Image preprocessing helpers of the CXR Foundation repository",
	'pip install "git+https://github.com/Google-Health/cxr-foundation.git#subdirectory=python"',
);

/** CXR Foundation: ELIXR-C image features, then the text-aligned embedding from the Q-Former model. */
export function cxrFoundation(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		CXR_INSTALL,
		python(py`
			${raw(importLines("import io", "import os", pythonSampleImport(["image"], options)))}

			import numpy as np
			import tensorflow as tf
			from data_processing import data_processing_lib
			from huggingface_hub import snapshot_download
			from PIL import Image

			model_dir = snapshot_download(${idOf(model)}, allow_patterns=["elixr-c-v2-pooled/*", "pax-elixr-b-text/*"])
			elixr_c = tf.saved_model.load(os.path.join(model_dir, "elixr-c-v2-pooled"))
			qformer = tf.saved_model.load(os.path.join(model_dir, "pax-elixr-b-text"))

			${raw(pythonSample("image", "image", options))}

			# Grayscale PNG bytes, wrapped in the tf.train.Example the image model expects (use a chest X-ray)
			with io.BytesIO() as buffer:
			    Image.open(image).convert("L").save(buffer, format="PNG")
			    example = data_processing_lib.process_xray_image_to_tf_example(buffer.getvalue())

			features = elixr_c.signatures["serving_default"](input_example=tf.constant([example.SerializeToString()]))
			output = qformer.signatures["serving_default"](
			    image_feature=features["feature_maps_0"].numpy().tolist(),
			    ids=np.zeros((1, 1, 128), dtype=np.int32).tolist(),
			    paddings=np.zeros((1, 1, 128), dtype=np.float32).tolist(),
			)
			embedding = output["img_emb"].numpy()[0]
			print(embedding.shape)
		`),
	];
}

/**
 * Derm Foundation: a TensorFlow SavedModel that turns a skin image into an embedding, loaded with TensorFlow itself
 * (huggingface_hub 1.0 removed `from_pretrained_keras`, which the model card once used).
 */
export function dermFoundation(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			${raw(importLines("import io", pythonSampleImport(["image"], options)))}

			import tensorflow as tf
			from huggingface_hub import snapshot_download
			from PIL import Image

			model = tf.saved_model.load(snapshot_download(${idOf(model)}))
			infer = model.signatures["serving_default"]

			${raw(pythonSample("image", "image", options))}

			# The model takes a serialized tf.train.Example holding the PNG-encoded image
			with io.BytesIO() as buffer:
			    Image.open(image).convert("RGB").save(buffer, format="PNG")
			    image_bytes = buffer.getvalue()
			example = tf.train.Example(
			    features=tf.train.Features(
			        feature={"image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[image_bytes]))}
			    )
			).SerializeToString()

			output = infer(inputs=tf.constant([example]))
			embedding = output["embedding"].numpy().flatten()
			print(embedding.shape)
		`),
	];
}
