import type { LibraryFacts, PackageFacts } from "./types.js";

const VIDEOPRISM: PackageFacts = {
	package: "videoprism",
	repository: "google-deepmind/videoprism",
	release: "1.0.0",
	commit: "d481d91b9bf8c9d330d1e526e511a359c799bbe1",
	names: {
		jax: { source: "videoprism/models.py (videoprism's models are flax modules run with jax)" },
		"jax.jit": { source: "jax.jit, as videoprism's README runs the model" },
		videoprism: { source: "videoprism/__init__.py" },
		"videoprism.models": { source: "videoprism/models.py" },
		"videoprism.models.get_model": { source: "videoprism/models.py" },
		"videoprism.models.load_pretrained_weights": { source: "videoprism/models.py" },
		"videoprism.models.load_text_tokenizer": { source: "videoprism/models.py" },
		"videoprism.models.tokenize_texts": { source: "videoprism/models.py" },
	},
};

export const VIDEOPRISM_FACTS: LibraryFacts = {
	library: "videoprism",
	packages: [VIDEOPRISM],
	installs: {
		"git+https://github.com/google-deepmind/videoprism.git": "setup.py (name=videoprism)",
	},
};
