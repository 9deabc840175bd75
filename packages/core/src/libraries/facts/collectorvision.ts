import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const COLLECTORVISION: PackageFacts = {
	package: "collectorvision",
	repository: "HanClinto/CollectorVision",
	release: "0.1.0.dev0",
	commit: "fc639b82304435b0ee2548349023e33fb231f401",
	names: {
		collector_vision: { source: "collector_vision/__init__.py" },
		"collector_vision.Catalog.embedder.embed": { source: "collector_vision/embedders/neural.py" },
		"collector_vision.Catalog.load": { source: "collector_vision/catalog.py", returns: "collector_vision.Catalog" },
		"collector_vision.Catalog.search": { source: "collector_vision/catalog.py", kwargs: ["top_k"] },
		"collector_vision.NeuralCornerDetector": { source: "collector_vision/detectors/neural.py" },
		"collector_vision.NeuralCornerDetector.detect": { source: "collector_vision/detectors/neural.py" },
	},
};

export const COLLECTORVISION_FACTS: LibraryFacts = {
	library: "collectorvision",
	packages: [COLLECTORVISION, HUGGINGFACE_HUB],
	installs: {
		"git+https://github.com/HanClinto/CollectorVision.git": "pyproject.toml (name = collectorvision)",
		huggingface_hub: "huggingface_hub",
	},
};
