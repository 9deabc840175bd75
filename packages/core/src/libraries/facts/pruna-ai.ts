import type { LibraryFacts, PackageFacts } from "./types.js";

const PRUNA: PackageFacts = {
	package: "pruna",
	repository: "PrunaAI/pruna",
	release: "0.3.4",
	commit: "2cd117b27afcdefea8ce7de1378390d1e674f25f",
	names: {
		pruna: { source: "src/pruna/__init__.py" },
		"pruna.PrunaModel": { source: "src/pruna/engine/pruna_model.py" },
		"pruna.PrunaModel.from_pretrained": { source: "src/pruna/engine/pruna_model.py", returns: "pruna.PrunaModel" },
	},
};

export const PRUNA_AI_FACTS: LibraryFacts = {
	library: "pruna-ai",
	packages: [PRUNA],
	installs: {
		pruna: "pyproject.toml (name = pruna)",
	},
};
