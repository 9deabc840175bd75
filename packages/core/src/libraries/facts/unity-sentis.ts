import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts } from "./types.js";

export const UNITY_SENTIS_FACTS: LibraryFacts = {
	library: "unity-sentis",
	packages: [HUGGINGFACE_HUB],
	installs: {
		huggingface_hub: "huggingface_hub",
	},
};
