import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const ULTRALYTICS: PackageFacts = {
	package: "ultralytics",
	repository: "ultralytics/ultralytics",
	release: "8.3.172",
	commit: "efc581bb724aa6be791ccf488b60c39dcdaf1383",
	names: {
		ultralytics: {
			source: "ultralytics/__init__.py",
		},
		"ultralytics.YOLO": {
			source: "ultralytics/__init__.py (from ultralytics.models)",
			returns: "ultralytics.YOLO",
		},
		"ultralytics.YOLO.predict": {
			source: "ultralytics/engine/model.py",
		},
	},
};

export const ULTRALYTICS_FACTS: LibraryFacts = {
	library: "ultralytics",
	packages: [ULTRALYTICS, HUGGINGFACE_HUB],
	installs: {
		ultralytics: "ultralytics/__init__.py (the distribution of the ultralytics package)",
		huggingface_hub: "huggingface_hub",
	},
};
