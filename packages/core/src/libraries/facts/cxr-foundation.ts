import { HUB_INSTALL, HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const CXR_FOUNDATION: PackageFacts = {
	package: "cxr-foundation",
	repository: "Google-Health/cxr-foundation",
	release: "2.0.0",
	commit: "aa4c2117448978214a78fd63798930f4d6b9602e",
	note: "python/pyproject.toml (version 2.0.0) builds the wheel of the clientside, data_processing and serving packages, with the pinned requirements of clientside/ and serving/ (tensorflow==2.18.0); the signature names were checked against python/clientside/clients.py, which runs the same two saved models",
	names: {
		data_processing: { source: "python/data_processing/__init__.py (a package of the python/ wheel)" },
		"data_processing.data_processing_lib": { source: "python/data_processing/data_processing_lib.py" },
		"data_processing.data_processing_lib.process_xray_image_to_tf_example": {
			source: "python/data_processing/data_processing_lib.py (image bytes or a pydicom Dataset → tf.train.Example)",
		},
	},
};

export const CXR_FOUNDATION_FACTS: LibraryFacts = {
	library: "cxr-foundation",
	packages: [CXR_FOUNDATION, HUGGINGFACE_HUB],
	installs: {
		...HUB_INSTALL,
		tensorflow: "python/clientside/requirements.txt (tensorflow==2.18.0)",
		"tensorflow-text": "python/clientside/requirements.txt (tensorflow-text==2.18.1)",
		pillow: "python/data_processing/data_processing_lib.py imports PIL",
		"git+https://github.com/Google-Health/cxr-foundation.git#subdirectory=python":
			"python/pyproject.toml (name=cxr-foundation)",
	},
};
