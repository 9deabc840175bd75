import type { LibraryFacts, PackageFacts } from "./types.js";

const TERRATORCH: PackageFacts = {
	package: "terratorch",
	repository: "IBM/terratorch",
	release: "1.1.1",
	commit: "85467a9fbbaf567e7ce4541758c09a548a7bace5",
	names: {
		"terratorch.registry": { source: "terratorch/registry/__init__.py" },
		"terratorch.registry.BACKBONE_REGISTRY": {
			source: "terratorch/registry/__init__.py (a MultiSourceRegistry from terratorch/registry/registry.py)",
		},
		"terratorch.registry.BACKBONE_REGISTRY.build": {
			source:
				"terratorch/registry/registry.py (MultiSourceRegistry.build(name, *args, **kwargs): kwargs go to the backbone)",
			kwargs: ["pretrained"],
		},
	},
};

export const TERRATORCH_FACTS: LibraryFacts = {
	library: "terratorch",
	packages: [TERRATORCH],
	installs: {
		terratorch: "pyproject.toml (name = terratorch)",
	},
};
