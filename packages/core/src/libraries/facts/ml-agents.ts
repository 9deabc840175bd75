import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts } from "./types.js";

export const ML_AGENTS_FACTS: LibraryFacts = {
	library: "ml-agents",
	packages: [HUGGINGFACE_HUB],
	installs: {
		huggingface_hub: "huggingface_hub",
	},
	support: {
		lastRelease: "mlagents 1.1.0",
		lastPython: "3.10.12",
		reason:
			"ml-agents/setup.py requires Python >=3.10.1,<=3.10.12, and its mlagents-load-from-hf imports huggingface_hub.Repository, removed in huggingface_hub 1.0",
		source: "Unity-Technologies/ml-agents ml-agents/setup.py and ml-agents/mlagents/utils/load_from_hf.py",
	},
};
