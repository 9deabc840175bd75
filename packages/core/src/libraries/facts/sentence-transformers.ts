import type { LibraryFacts, PackageFacts } from "./types.js";

const SENTENCE_TRANSFORMERS: PackageFacts = {
	package: "sentence-transformers",
	repository: "huggingface/sentence-transformers",
	release: "6.0.1",
	commit: "wheel sentence_transformers-6.0.1-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		sentence_transformers: { source: "sentence_transformers/__init__.py" },
		"sentence_transformers.CrossEncoder": {
			source: "sentence_transformers/cross_encoder/model.py",
			kwargs: ["trust_remote_code"],
		},
		"sentence_transformers.CrossEncoder.predict": { source: "sentence_transformers/cross_encoder/model.py" },
		"sentence_transformers.CrossEncoder.rank": { source: "sentence_transformers/cross_encoder/model.py" },
		"sentence_transformers.SentenceTransformer": {
			source: "sentence_transformers/sentence_transformer/model.py",
			kwargs: ["trust_remote_code"],
		},
		"sentence_transformers.SentenceTransformer.encode": {
			source: "sentence_transformers/sentence_transformer/model.py",
		},
		"sentence_transformers.SentenceTransformer.similarity": {
			source: "sentence_transformers/sentence_transformer/model.py",
		},
	},
};

export const SENTENCE_TRANSFORMERS_FACTS: LibraryFacts = {
	library: "sentence-transformers",
	packages: [SENTENCE_TRANSFORMERS],
	installs: {
		"sentence-transformers": "pyproject.toml (name = sentence-transformers)",
	},
};
