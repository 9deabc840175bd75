import type { LibraryFacts, PackageFacts } from "./types.js";

const LITERT_LM: PackageFacts = {
	package: "litert-lm",
	repository: "google-ai-edge/LiteRT-LM",
	release: "0.18.1",
	commit: "05471352258183b82b91363ea0d619922c82f3b8",
	note: "read file by file from the search index (no snapshot of the repository was fetched); 0.18.1 is the newest release in the registry list",
	names: {},
	commands: {
		"litert-lm run": {
			source:
				"python/litert_lm_cli/commands/run.py (click options; MODEL_REFERENCE is the file name in the repository)",
			flags: ["--from-huggingface-repo", "--prompt"],
		},
	},
};

export const LITERT_LM_FACTS: LibraryFacts = {
	library: "litert-lm",
	packages: [LITERT_LM],
	installs: {
		"litert-lm": "the litert-lm package on PyPI (python/litert_lm_cli)",
	},
};
