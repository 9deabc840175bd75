import type { LibraryFacts, PackageFacts } from "./types.js";

const MATANYONE: PackageFacts = {
	package: "matanyone",
	repository: "pq-yang/MatAnyone",
	release: "1.0.0",
	commit: "e5ddc534c1fff9bb9e54cf476095d29071b7cb4f",
	names: {
		matanyone: { source: "matanyone/__init__.py" },
		"matanyone.InferenceCore": { source: "matanyone/inference/inference_core.py" },
		"matanyone.InferenceCore.process_video": {
			source: "matanyone/inference/inference_core.py",
			kwargs: ["input_path", "mask_path", "output_path"],
		},
	},
};

export const MATANYONE_FACTS: LibraryFacts = {
	library: "matanyone",
	packages: [MATANYONE],
	installs: {
		"git+https://github.com/pq-yang/MatAnyone.git": "pyproject.toml (name = matanyone)",
	},
};
