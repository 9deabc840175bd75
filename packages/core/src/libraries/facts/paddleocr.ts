import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const PADDLEOCR: PackageFacts = {
	package: "paddleocr",
	repository: "PaddlePaddle/PaddleOCR",
	release: "3.6.0",
	note: "paddleocr/__init__.py read at 0f3c4da; pipeline_version from the PaddleOCR-VL usage page of the 3.6.0 documentation",
	commit: "0f3c4da7672ff991f6646897bb993b29075de4bf",
	names: {
		paddleocr: {
			source: "paddleocr/__init__.py",
		},
		"paddleocr.PaddleOCRVL": {
			source:
				"paddleocr/_pipelines/paddleocr_vl.py (pipeline_version: https://www.paddleocr.ai/v3.6.0/en/version3.x/pipeline_usage/PaddleOCR-VL.html)",
			kwargs: ["pipeline_version"],
			returns: "paddleocr.PaddleOCRVL",
		},
		"paddleocr.PaddleOCRVL.predict": {
			source: "paddleocr/_pipelines/paddleocr_vl.py",
		},
		"paddleocr.TextDetection": {
			source: "paddleocr/__init__.py",
			kwargs: ["model_name", "model_dir"],
			returns: "paddleocr.TextDetection",
		},
		"paddleocr.TextDetection.predict": {
			source: "paddleocr/_models/base.py",
			kwargs: ["input", "batch_size"],
		},
	},
};

export const PADDLEOCR_FACTS: LibraryFacts = {
	library: "PaddleOCR",
	packages: [PADDLEOCR, HUGGINGFACE_HUB],
	installs: {
		paddleocr: "pyproject.toml (name = paddleocr)",
		"paddleocr[doc-parser]": "pyproject.toml (optional-dependencies doc-parser)",
		huggingface_hub: "huggingface_hub",
	},
};
