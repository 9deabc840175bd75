import type { LibraryFacts, PackageFacts } from "./types.js";

const YOLOV10: PackageFacts = {
	package: "https://github.com/THU-MIG/yolov10.git",
	repository: "THU-MIG/yolov10",
	release: "8.1.34",
	commit: "453c6e38a51e9d1d5a2aa5fb7f1014a711913397",
	names: {
		ultralytics: {
			source: "ultralytics/__init__.py",
		},
		"ultralytics.YOLOv10": {
			source: "ultralytics/models/yolov10/model.py",
		},
		"ultralytics.YOLOv10.from_pretrained": {
			source: "ultralytics/models/yolov10/model.py (PyTorchModelHubMixin)",
			returns: "ultralytics.YOLOv10",
		},
		"ultralytics.YOLOv10.predict": {
			source: "ultralytics/engine/model.py",
		},
	},
};

export const YOLOV10_FACTS: LibraryFacts = {
	library: "yolov10",
	packages: [YOLOV10],
	installs: {
		"git+https://github.com/THU-MIG/yolov10.git": "the repository's setup (its own ultralytics 8.1.34)",
	},
};
