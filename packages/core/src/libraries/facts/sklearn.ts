import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const JOBLIB: PackageFacts = {
	package: "joblib",
	repository: "joblib/joblib",
	release: "1.6.0",
	commit: "wheel joblib-1.6.0-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		joblib: { source: "joblib/__init__.py" },
		"joblib.load": { source: "joblib/numpy_pickle.py", returns: "joblib" },
	},
};

const SKOPS: PackageFacts = {
	package: "skops",
	repository: "skops-dev/skops",
	release: "0.14",
	commit: "50d3165fd6abd9183520ba59bfff57af1c131f37",
	names: {
		"skops.io": { source: "skops/io/__init__.py" },
		"skops.io.get_untrusted_types": { source: "skops/io/_persist.py", kwargs: ["file", "data"] },
		"skops.io.load": { source: "skops/io/_persist.py", kwargs: ["trusted"], returns: "skops.io" },
	},
};

export const SKLEARN_FACTS: LibraryFacts = {
	library: "sklearn",
	packages: [JOBLIB, SKOPS, HUGGINGFACE_HUB],
	installs: {
		"scikit-learn": "scikit-learn",
		joblib: "joblib",
		skops: "skops pyproject.toml (name = skops)",
		huggingface_hub: "huggingface_hub",
	},
};
