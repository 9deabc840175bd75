import { HUB_INSTALL, HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const LVFACE: PackageFacts = {
	package: "LVFace",
	repository: "phoenixjyb/LVFace",
	release: "33e3bc7",
	commit: "33e3bc7acc3f76db554716e92632e90b93a371b7",
	note: "bytedance/LVFace itself has no snapshot here; read in the fork phoenixjyb/LVFace at 33e3bc7, the last commit of the upstream history it carries (2025-08-11, by the upstream author; the fork's own commits come after it). No release or package version: that commit stands for the release",
	names: {
		inference_onnx: { source: "inference_onnx.py (imports requests, cv2, numpy and onnxruntime)" },
		"inference_onnx.LVFaceONNXInferencer": {
			source: "inference_onnx.py (__init__(model_path, use_gpu=True))",
			kwargs: ["use_gpu"],
			returns: "inference_onnx.LVFaceONNXInferencer",
		},
		"inference_onnx.LVFaceONNXInferencer.infer_from_image": { source: "inference_onnx.py" },
		"inference_onnx.LVFaceONNXInferencer.calculate_similarity": {
			source: "inference_onnx.py (a staticmethod: cosine similarity)",
		},
	},
};

export const LVFACE_FACTS: LibraryFacts = {
	library: "lvface",
	packages: [LVFACE, HUGGINGFACE_HUB],
	installs: {
		...HUB_INSTALL,
		"https://github.com/bytedance/LVFace.git": "the repository (README.md's clone line)",
		"onnxruntime-gpu":
			"requirement.txt of the repository (onnxruntime-gpu==1.19.2; inference_onnx.py imports onnxruntime)",
		"opencv-python-headless": "inference_onnx.py imports cv2, which requirement.txt leaves to its other packages",
		requests: "inference_onnx.py imports requests (infer_from_url)",
	},
};
