import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const SPACY: PackageFacts = {
	package: "spacy",
	repository: "explosion/spaCy",
	release: "3.8.16",
	commit: "wheel spacy-3.8.16-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		spacy: { source: "spacy/__init__.py" },
		"spacy.Language.__call__": { source: "spacy/language.py" },
		"spacy.load": {
			source: "spacy/__init__.py (a package name or the path of a pipeline folder)",
			returns: "spacy.Language",
		},
	},
};

export const SPACY_FACTS: LibraryFacts = {
	library: "spacy",
	packages: [SPACY, HUGGINGFACE_HUB],
	installs: {
		spacy: "spacy setup.cfg (name = spacy)",
		"spacy-transformers": "explosion/spacy-transformers (the transformer components of *_trf pipelines)",
		huggingface_hub: "huggingface_hub",
	},
};
