import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const KERAS_HUB: PackageFacts = {
	package: "keras-hub",
	repository: "keras-team/keras-hub",
	release: "0.32.0.dev0",
	commit: "71453d08f59edc90d276e999319fc51e61cbf82c",
	names: {
		keras_hub: {
			source: "keras_hub/__init__.py",
		},
		"keras_hub.models": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.Backbone": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.Backbone.from_preset": {
			source:
				"keras_hub/src/models/backbone.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.Backbone",
		},
		"keras_hub.models.Backbone.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/backbone.py)",
		},
		"keras_hub.models.CausalLM": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.CausalLM.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.CausalLM",
		},
		"keras_hub.models.CausalLM.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/causal_lm.py)",
		},
		"keras_hub.models.CausalLM.compile": {
			source: "keras_hub/src/models/causal_lm.py",
			kwargs: ["sampler", "max_length"],
		},
		"keras_hub.models.CausalLM.generate": {
			source: "keras_hub/src/models/causal_lm.py",
			kwargs: ["sampler", "max_length"],
		},
		"keras_hub.models.MaskedLM": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.MaskedLM.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.MaskedLM",
		},
		"keras_hub.models.MaskedLM.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/masked_lm.py)",
		},
		"keras_hub.models.TextClassifier": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.TextClassifier.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype", "num_classes"],
			returns: "keras_hub.models.TextClassifier",
		},
		"keras_hub.models.TextClassifier.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/text_classifier.py)",
		},
		"keras_hub.models.TextClassifier.predict": {
			source: "keras_hub/src/models/text_classifier.py",
		},
		"keras_hub.models.ImageToImage": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.ImageToImage.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.ImageToImage",
		},
		"keras_hub.models.ImageToImage.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/image_to_image.py)",
		},
		"keras_hub.models.Inpaint": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.Inpaint.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.Inpaint",
		},
		"keras_hub.models.Inpaint.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/inpaint.py)",
		},
		"keras_hub.models.TextToImage": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.TextToImage.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.TextToImage",
		},
		"keras_hub.models.TextToImage.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/text_to_image.py)",
		},
		"keras_hub.models.TextToImage.generate": {
			source: "keras_hub/src/models/text_to_image.py",
		},
		"keras_hub.models.ImageClassifier": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.ImageClassifier.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.ImageClassifier",
		},
		"keras_hub.models.ImageClassifier.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/image_classifier.py)",
		},
		"keras_hub.models.ImageSegmenter": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.ImageSegmenter.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.ImageSegmenter",
		},
		"keras_hub.models.ImageSegmenter.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/image_segmenter.py)",
		},
		"keras_hub.models.DepthEstimator": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.DepthEstimator.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.DepthEstimator",
		},
		"keras_hub.models.DepthEstimator.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/depth_estimator.py)",
		},
		"keras_hub.models.ObjectDetector": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.ObjectDetector.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.ObjectDetector",
		},
		"keras_hub.models.ObjectDetector.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/object_detector.py)",
		},
		"keras_hub.models.ImageObjectDetector": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.ImageObjectDetector.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.ImageObjectDetector",
		},
		"keras_hub.models.ImageObjectDetector.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/object_detector.py)",
		},
		"keras_hub.models.Seq2SeqLM": {
			source: "keras_hub/api/models/__init__.py",
		},
		"keras_hub.models.Seq2SeqLM.from_preset": {
			source: "keras_hub/src/models/task.py (**kwargs go to the class constructor; dtype is a keras.Layer argument)",
			kwargs: ["dtype"],
			returns: "keras_hub.models.Seq2SeqLM",
		},
		"keras_hub.models.Seq2SeqLM.summary": {
			source:
				"keras (keras.Model.summary; Backbone and Task are keras.Model subclasses: keras_hub/src/models/seq_2_seq_lm.py)",
		},
	},
};

export const KERAS_HUB_FACTS: LibraryFacts = {
	library: "keras-hub",
	packages: [KERAS_HUB, HUGGINGFACE_HUB],
	installs: {
		"keras-hub": "pyproject.toml (name = keras-hub)",
		huggingface_hub: "huggingface_hub",
		jax: "a Keras 3 backend",
	},
};
