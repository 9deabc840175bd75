import type { LibraryFacts, PackageFacts } from "./types.js";

const HUGGINGFACE_TRANSFORMERS: PackageFacts = {
	package: "@huggingface/transformers",
	repository: "huggingface/transformers.js",
	release: "4.2.0",
	commit: "5ed4c5c0d3c57d7aec34d2d65f51624786bc6e2e",
	names: {
		"@huggingface/transformers.pipeline": {
			source: "packages/transformers/src/pipelines.js (re-exported by src/transformers.js)",
		},
	},
};

export const TRANSFORMERS_JS_FACTS: LibraryFacts = {
	library: "transformers.js",
	packages: [HUGGINGFACE_TRANSFORMERS],
	installs: {
		"@huggingface/transformers": "packages/transformers/package.json (name @huggingface/transformers)",
	},
};
