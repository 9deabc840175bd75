import type { LibraryFacts, PackageFacts } from "./types.js";

const STANZA: PackageFacts = {
	package: "stanza",
	repository: "stanfordnlp/stanza",
	release: "1.14.0",
	commit: "1f4bfdd2bff400969444cf9f290d402448c9d6d5",
	names: {
		stanza: { source: "stanza/__init__.py" },
		"stanza.Pipeline": { source: "stanza/pipeline/core.py (exported by stanza/__init__.py)" },
		"stanza.Pipeline.__call__": { source: "stanza/pipeline/core.py" },
		"stanza.download": { source: "stanza/resources/common.py" },
	},
};

export const STANZA_FACTS: LibraryFacts = {
	library: "stanza",
	packages: [STANZA],
	installs: {
		stanza: "setup.py (name=stanza)",
	},
};
