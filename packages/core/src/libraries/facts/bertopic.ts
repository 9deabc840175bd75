import type { LibraryFacts, PackageFacts } from "./types.js";

const BERTOPIC: PackageFacts = {
	package: "bertopic",
	repository: "MaartenGr/BERTopic",
	release: "0.17.4",
	commit: "f9697602d57fc6acb8ac304026ac3c9aecd8a031",
	names: {
		bertopic: { source: "bertopic/__init__.py" },
		"bertopic.BERTopic": { source: "bertopic/_bertopic.py" },
		"bertopic.BERTopic.get_topic": { source: "bertopic/_bertopic.py" },
		"bertopic.BERTopic.load": { source: "bertopic/_bertopic.py", returns: "bertopic.BERTopic" },
		"bertopic.BERTopic.transform": { source: "bertopic/_bertopic.py" },
	},
};

export const BERTOPIC_FACTS: LibraryFacts = {
	library: "bertopic",
	packages: [BERTOPIC],
	installs: {
		bertopic: "pyproject.toml (name = bertopic)",
	},
};
