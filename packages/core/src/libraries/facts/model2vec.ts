import type { LibraryFacts, PackageFacts } from "./types.js";

const MODEL2VEC: PackageFacts = {
	package: "model2vec",
	repository: "MinishLab/model2vec",
	release: "0.8.2",
	commit: "c90140706ed2162c75c6f004b66e37a342fd8f1a",
	names: {
		model2vec: {
			source: "model2vec/__init__.py",
		},
		"model2vec.StaticModel": {
			source: "model2vec/model.py",
		},
		"model2vec.StaticModel.from_pretrained": {
			source: "model2vec/model.py",
			returns: "model2vec.StaticModel",
		},
		"model2vec.StaticModel.encode": {
			source: "model2vec/model.py",
		},
	},
};

export const MODEL2VEC_FACTS: LibraryFacts = {
	library: "model2vec",
	packages: [MODEL2VEC],
	installs: {
		model2vec: "pyproject.toml (name = model2vec)",
	},
};
