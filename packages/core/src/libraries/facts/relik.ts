import type { LibraryFacts, PackageFacts } from "./types.js";

const RELIK: PackageFacts = {
	package: "relik",
	repository: "SapienzaNLP/relik",
	release: "1.0.7",
	commit: "999baf657a9df095ac138fac61bff944dff3d8ea",
	names: {
		relik: { source: "relik/__init__.py" },
		"relik.Relik": { source: "relik/inference/annotator.py" },
		"relik.Relik.__call__": { source: "relik/inference/annotator.py" },
		"relik.Relik.from_pretrained": { source: "relik/inference/annotator.py", returns: "relik.Relik" },
	},
};

export const RELIK_FACTS: LibraryFacts = {
	library: "relik",
	packages: [RELIK],
	installs: {
		relik: "setup.py (name=relik)",
	},
};
