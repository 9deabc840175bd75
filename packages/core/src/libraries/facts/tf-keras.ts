import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const TF_KERAS: PackageFacts = {
	package: "tf-keras",
	repository: "keras-team/tf-keras",
	release: "2.21.0",
	commit: "dd0a7237b9b24132dba3f491f3c84b0094ab796e",
	names: {
		tf_keras: {
			source: "tf_keras/__init__.py",
		},
		"tf_keras.models.load_model": {
			source: "tf_keras/models/__init__.py (tf_keras/saving/saving_api.py)",
		},
	},
};

export const TF_KERAS_FACTS: LibraryFacts = {
	library: "tf-keras",
	packages: [TF_KERAS, HUGGINGFACE_HUB],
	installs: {
		"tf-keras": "tf_keras/__init__.py (__version__ 2.21.0; distributed as tf-keras)",
		tensorflow: "the TensorFlow release tf-keras 2.21 pairs with",
		huggingface_hub: "huggingface_hub",
	},
};
