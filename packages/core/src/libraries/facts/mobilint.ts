import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const TRANSFORMERS_MBLT: PackageFacts = {
	package: "transformers-mblt",
	repository: "mobilint/transformers-mblt",
	release: "0.0.0",
	commit: "e5d9406043a6b4b3a3143c9708ccb4ab25e46976",
	note: "no snapshot of the repository can be had here: transformers_mblt/__init__.py and README.md were read from the search index at this commit, where __version__ is 0.0.0 (the package index lists later releases)",
	names: {
		transformers_mblt: { source: "transformers_mblt/__init__.py" },
		"transformers_mblt.register": {
			source:
				"transformers_mblt/__init__.py (lazily from _registry.py: makes the mobilint-* model types resolvable by the Auto classes)",
		},
	},
};

const MBLT_VISION: PackageFacts = {
	package: "mblt-vision-python",
	repository: "mobilint/mblt-vision-python",
	release: "0.0.1",
	commit: "1fea77866a34629d1c9bf3d3239fa709d4fbf3d9",
	note: "the snapshot's newest tag is v0.0.1 (the package index lists later releases); pyproject.toml requires Python >=3.10,<3.13",
	names: {
		mblt_vision: { source: "mblt_vision/__init__.py" },
		"mblt_vision.MBLT_Engine": {
			source:
				"mblt_vision/wrapper.py (model_cls: a model name matched to mblt_vision/models/*.yaml ignoring case and separators, a YAML path or a dict)",
			kwargs: ["model_cls", "model_type", "mxq_path", "onnx_path", "dev_no"],
			returns: "mblt_vision.MBLT_Engine",
		},
		"mblt_vision.MBLT_Engine.__call__": { source: "mblt_vision/wrapper.py" },
		"mblt_vision.MBLT_Engine.preprocess": { source: "mblt_vision/wrapper.py (a path, an image or an array)" },
		"mblt_vision.MBLT_Engine.postprocess": { source: "mblt_vision/wrapper.py" },
		"mblt_vision.MBLT_Engine.dispose": { source: "mblt_vision/wrapper.py" },
	},
};

export const MOBILINT_FACTS: LibraryFacts = {
	library: "mobilint",
	packages: [TRANSFORMERS_MBLT, MBLT_VISION, TRANSFORMERS, HUGGINGFACE_HUB],
	installs: {
		"transformers-mblt": "README.md of transformers-mblt (pip install transformers-mblt)",
		"mblt-vision-python": "pyproject.toml of mblt-vision-python (name = mblt-vision-python)",
	},
};
