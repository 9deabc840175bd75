import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts } from "./types.js";

export const FASTAI_FACTS: LibraryFacts = {
	library: "fastai",
	packages: [HUGGINGFACE_HUB],
	installs: {
		"'huggingface_hub[fastai]'": "huggingface_hub setup.py (the fastai extra)",
		"huggingface_hub[fastai]": "huggingface_hub setup.py (the fastai extra)",
	},
};
