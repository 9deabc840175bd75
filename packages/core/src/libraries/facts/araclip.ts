import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const ARACLIP: PackageFacts = {
	package: "araclip",
	repository: "Arabic-Clip/Araclip",
	release: "0.1.0",
	commit: "fe78bfc27cbfec00090864caa583a3f2f0424b39",
	note: "installed from the repository (setup.py reads the version from src/araclip/__init__.py)",
	names: {
		araclip: { source: "src/araclip/__init__.py" },
		"araclip.AraClip": { source: "src/araclip/modeling_araclip.py (exported by __init__.py)" },
		"araclip.AraClip.from_pretrained": {
			source: "src/araclip/modeling_araclip.py (AraClip subclasses huggingface_hub's PyTorchModelHubMixin)",
			kwargs: "any",
			returns: "araclip.AraClip",
		},
		"araclip.AraClip.embed": {
			source: "src/araclip/modeling_araclip.py (embed(text=None, image=None) returns a normalised numpy vector)",
			kwargs: ["text", "image"],
		},
	},
};

export const ARACLIP_FACTS: LibraryFacts = {
	library: "araclip",
	packages: [ARACLIP, HUGGINGFACE_HUB],
	installs: {
		"git+https://github.com/Arabic-Clip/Araclip.git": "setup.py (name=araclip)",
	},
};
