import type { LibraryFacts, PackageFacts } from "./types.js";

const EDSNLP: PackageFacts = {
	package: "edsnlp",
	repository: "aphp/edsnlp",
	release: "0.21.0",
	commit: "c04ccb90106ff0309bf07ee6a1e0294db1ef2f3b",
	names: {
		edsnlp: { source: "edsnlp/__init__.py" },
		"edsnlp.Pipeline.__call__": { source: "edsnlp/core/pipeline.py (Pipeline.__call__)" },
		"edsnlp.load": {
			source: "edsnlp/core/pipeline.py (load, exported by edsnlp/__init__.py)",
			returns: "edsnlp.Pipeline",
		},
	},
};

export const EDSNLP_FACTS: LibraryFacts = {
	library: "edsnlp",
	packages: [EDSNLP],
	installs: {
		"edsnlp[ml]": "pyproject.toml (name = edsnlp; the ml extra)",
	},
};
