import type { LibraryFacts, PackageFacts } from "./types.js";

const SWARMFORMER: PackageFacts = {
	package: "swarmformer",
	repository: "takara-ai/SwarmFormer",
	release: "0.1.0",
	commit: "e064d67f3b52204877e73ad09c60f59568cf0e08",
	names: {
		swarmformer: { source: "swarmformer/__init__.py" },
		"swarmformer.SwarmFormerModel": { source: "swarmformer/model.py" },
		"swarmformer.SwarmFormerModel.from_pretrained": {
			source: "swarmformer/model.py (PyTorchModelHubMixin)",
			returns: "swarmformer.SwarmFormerModel",
		},
	},
};

export const SWARMFORMER_FACTS: LibraryFacts = {
	library: "swarmformer",
	packages: [SWARMFORMER],
	installs: {
		"git+https://github.com/takara-ai/SwarmFormer": "setup.py (name=swarmformer)",
	},
};
