import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const WHISPERKIT_CLI: PackageFacts = {
	package: "whisperkit-cli",
	repository: "argmaxinc/WhisperKit",
	release: "main",
	commit: "df5b1a2f501557d8c5dfa9e6a777914c0f617a44",
	note: "read file by file from the search index (no snapshot of the repository was fetched): the README's CLI usage",
	names: {},
	commands: {
		"brew install": { source: "README.md (brew install whisperkit-cli)", flags: [] },
		"whisperkit-cli transcribe": {
			source: "README.md (whisperkit-cli transcribe --model-path ... --audio-path ...)",
			flags: ["--model-path", "--audio-path"],
		},
	},
};

export const WHISPERKIT_FACTS: LibraryFacts = {
	library: "whisperkit",
	packages: [WHISPERKIT_CLI, HUGGINGFACE_HUB],
	installs: {
		huggingface_hub: "huggingface_hub",
	},
};
