import type { LibraryFacts, PackageFacts } from "./types.js";

const FLAIR: PackageFacts = {
	package: "flair",
	repository: "flairNLP/flair",
	release: "0.15.1",
	commit: "d4ea3777998ba67bfbe6b6b8359e024dcf673c3e",
	names: {
		"flair.data": { source: "flair/data.py" },
		"flair.data.Sentence": { source: "flair/data.py" },
		"flair.data.Sentence.get_labels": { source: "flair/data.py" },
		"flair.nn": { source: "flair/nn/__init__.py" },
		"flair.nn.Classifier": { source: "flair/nn/model.py" },
		"flair.nn.Classifier.load": { source: "flair/nn/model.py", returns: "flair.nn.Classifier" },
		"flair.nn.Classifier.predict": { source: "flair/nn/model.py" },
	},
};

export const FLAIR_FACTS: LibraryFacts = {
	library: "flair",
	packages: [FLAIR],
	installs: {
		flair: "setup.py (name=flair)",
	},
};
