import type { LibraryFacts, PackageFacts } from "./types.js";

const GLINER2: PackageFacts = {
	package: "gliner2",
	repository: "fastino-ai/GLiNER2",
	release: "1.3.2",
	commit: "a91fd1d2c72debe43907296c8e375a036c6a4faf",
	names: {
		gliner2: { source: "gliner2/__init__.py" },
		"gliner2.GLiNER2": { source: "gliner2/inference/engine.py" },
		"gliner2.GLiNER2.extract_entities": { source: "gliner2/inference/engine.py (GLiNER2.extract_entities)" },
		"gliner2.GLiNER2.from_pretrained": {
			source: "gliner2/inference/engine.py (GLiNER2 is an Extractor; from_pretrained in gliner2/model.py)",
			returns: "gliner2.GLiNER2",
		},
	},
};

export const GLINER2_FACTS: LibraryFacts = {
	library: "gliner2",
	packages: [GLINER2],
	installs: {
		gliner2: "pyproject.toml (name = gliner2)",
	},
};
