import type { LibraryFacts, PackageFacts } from "./types.js";

const GLINER: PackageFacts = {
	package: "gliner",
	repository: "urchade/GLiNER",
	release: "0.2.27",
	commit: "c2bb58ddf569480ef7a9de03bef653723a42f5c2",
	names: {
		gliner: {
			source: "gliner/__init__.py",
		},
		"gliner.GLiNER": {
			source: "gliner/model.py",
		},
		"gliner.GLiNER.from_pretrained": {
			source: "gliner/model.py (PyTorchModelHubMixin)",
			returns: "gliner.GLiNER",
		},
		"gliner.GLiNER.predict_entities": {
			source: "gliner/model.py",
			kwargs: ["threshold"],
		},
	},
};

export const GLINER_FACTS: LibraryFacts = {
	library: "gliner",
	packages: [GLINER],
	installs: {
		gliner: "pyproject.toml (name = gliner)",
	},
};
