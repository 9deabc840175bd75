import type { LibraryFacts, PackageFacts } from "./types.js";

const BEN2: PackageFacts = {
	package: "ben2",
	repository: "PramaLLC/BEN2",
	release: "1.0",
	commit: "41efc6966a6fcaf77dfd90ecd4cf06a1edcd1745",
	names: {
		ben2: { source: "src/ben2/__init__.py" },
		"ben2.AutoModel": { source: "src/ben2/auto.py" },
		"ben2.AutoModel.eval": { source: "src/ben2/BEN2.py (BEN_Base, a torch nn.Module)" },
		"ben2.AutoModel.from_pretrained": { source: "src/ben2/auto.py", returns: "ben2.AutoModel" },
		"ben2.AutoModel.inference": { source: "src/ben2/BEN2.py (BEN_Base.inference)", kwargs: ["refine_foreground"] },
		"ben2.AutoModel.to": { source: "src/ben2/BEN2.py (BEN_Base, a torch nn.Module)" },
	},
};

export const BEN2_FACTS: LibraryFacts = {
	library: "ben2",
	packages: [BEN2],
	installs: {
		"git+https://github.com/PramaLLC/BEN2.git": "setup.py (name=ben2)",
	},
};
