import type { LibraryFacts, PackageFacts } from "./types.js";

const PADDLENLP: PackageFacts = {
	package: "paddlenlp",
	repository: "PaddlePaddle/PaddleNLP",
	release: "2.8.1",
	commit: "10e362e1997395dfcd5195de0688e0c4e3f6c857",
	note: "read file by file from the search index (no snapshot of the repository was fetched); 2.8.1 (June 2024) is its last release",
	names: {
		"paddlenlp.transformers": { source: "paddlenlp/transformers/__init__.py" },
		"paddlenlp.transformers.AutoTokenizer": { source: "paddlenlp/transformers/auto/tokenizer.py" },
		"paddlenlp.transformers.AutoTokenizer.__call__": {
			source: "paddlenlp/transformers/tokenizer_utils_base.py (return_tensors='pd')",
			kwargs: ["return_tensors"],
		},
		"paddlenlp.transformers.AutoTokenizer.from_pretrained": {
			source: "paddlenlp/transformers/auto/tokenizer.py (from_hf_hub through **kwargs to the download helper)",
			kwargs: ["from_hf_hub"],
			returns: "paddlenlp.transformers.AutoTokenizer",
		},
		"paddlenlp.transformers.ErnieModel": { source: "paddlenlp/transformers/ernie/modeling.py" },
		"paddlenlp.transformers.ErnieModel.__call__": {
			source: "paddlenlp/transformers/ernie/modeling.py (ErnieModel.forward)",
		},
		"paddlenlp.transformers.ErnieModel.from_pretrained": {
			source: "paddlenlp/transformers/model_utils.py (PretrainedModel.from_pretrained(name, from_hf_hub=False, ...))",
			kwargs: ["from_hf_hub"],
			returns: "paddlenlp.transformers.ErnieModel",
		},
	},
};

export const PADDLENLP_FACTS: LibraryFacts = {
	library: "paddlenlp",
	packages: [PADDLENLP],
	installs: {
		paddlenlp: "setup.py (name=paddlenlp)",
	},
};
