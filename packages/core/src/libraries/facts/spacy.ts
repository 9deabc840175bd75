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
		"spacy.load": { source: "spacy/__init__.py (an installed pipeline package by name)", returns: "spacy.Language" },
	},
};

export const SPACY_FACTS: LibraryFacts = {
	library: "spacy",
	packages: [SPACY],
	installs: {
		"re:https?://\\S+/resolve/main/[\\w.-]+-any-py3-none-any\\.whl":
			"spaCy pipelines on the Hub are wheels in their own repositories (spacy-huggingface-hub pushes <name>-any-py3-none-any.whl)",
	},
};
