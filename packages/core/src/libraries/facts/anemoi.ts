import type { LibraryFacts, PackageFacts } from "./types.js";

const ANEMOI_INFERENCE: PackageFacts = {
	package: "anemoi-inference",
	repository: "ecmwf/anemoi-inference",
	release: "0.11.2",
	commit: "c38c519f95c683bf0f767c77ca363e732953e6e7",
	names: {
		"anemoi.inference.runners.simple": { source: "src/anemoi/inference/runners/simple.py" },
		"anemoi.inference.runners.simple.SimpleRunner": {
			source: "src/anemoi/inference/runners/simple.py (**kwargs become the RunConfiguration)",
			kwargs: ["device"],
		},
		"anemoi.inference.runners.simple.SimpleRunner.run": {
			source: "src/anemoi/inference/runners/simple.py and runner.py (keyword-only input_states and lead_time)",
			kwargs: ["input_states", "lead_time"],
		},
	},
};

export const ANEMOI_FACTS: LibraryFacts = {
	library: "anemoi",
	packages: [ANEMOI_INFERENCE],
	installs: {
		"anemoi-inference": "pyproject.toml (name = anemoi-inference)",
		"anemoi-models": "ecmwf/anemoi-core models/pyproject.toml (name = anemoi-models)",
		huggingface_hub: "imported by src/anemoi/inference/checkpoint.py for huggingface checkpoints",
	},
};
