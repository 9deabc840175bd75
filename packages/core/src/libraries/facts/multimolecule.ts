import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const MULTIMOLECULE: PackageFacts = {
	package: "multimolecule",
	repository: "DLS5-Omics/multimolecule",
	release: "0.2.2",
	commit: "000e1384587a75657eec28c1d3471d0bc35d1bd3",
	note: "read file by file from the search index (no snapshot of the repository was fetched); 0.2.2 is the newest release in the registry list",
	names: {
		multimolecule: {
			source:
				"multimolecule/__init__.py (imports multimolecule.models and .pipelines, which register their configs, models, tokenizers and pipelines with transformers)",
		},
	},
};

export const MULTIMOLECULE_FACTS: LibraryFacts = {
	library: "multimolecule",
	packages: [MULTIMOLECULE, TRANSFORMERS],
	installs: {
		multimolecule: "pyproject.toml (name = multimolecule)",
	},
};
