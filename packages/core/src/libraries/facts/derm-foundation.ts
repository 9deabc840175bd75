import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts } from "./types.js";

export const DERM_FOUNDATION_FACTS: LibraryFacts = {
	library: "derm-foundation",
	packages: [HUGGINGFACE_HUB],
	installs: {
		huggingface_hub: "huggingface_hub",
		tensorflow: "tensorflow (the SavedModel the repository holds)",
		pillow: "pillow",
	},
};
