import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const KERAS: PackageFacts = {
	package: "keras",
	repository: "keras-team/keras",
	release: "3.15.1",
	commit: "wheel keras-3.15.1-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		keras: { source: "keras/__init__.py" },
		"keras.Model.summary": { source: "keras/src/models/model.py (Model.summary)" },
		"keras.saving": { source: "keras/saving/__init__.py" },
		"keras.saving.load_model": {
			source: "keras/src/saving/saving_api.py (a folder holding a .keras file or a SavedModel)",
			returns: "keras.Model",
		},
	},
};

export const KERAS_FACTS: LibraryFacts = {
	library: "keras",
	packages: [KERAS, HUGGINGFACE_HUB],
	installs: {
		keras: "pyproject.toml (name = keras)",
		huggingface_hub: "huggingface_hub",
		jax: "jax (the backend the snippet chooses)",
	},
};
