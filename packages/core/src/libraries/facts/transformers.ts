import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts } from "./types.js";

export const TRANSFORMERS_FACTS: LibraryFacts = {
	library: "transformers",
	packages: [TRANSFORMERS],
	installs: {
		'"transformers[torch]"': "setup.py (name=transformers; the torch extra)",
		"transformers[torch]": "setup.py (name=transformers; the torch extra)",
		pillow: "pillow (image loading)",
	},
};
