import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const PEFT: PackageFacts = {
	package: "peft",
	repository: "huggingface/peft",
	release: "0.21.0",
	commit: "wheel peft-0.21.0-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		peft: { source: "src/peft/__init__.py" },
		"peft.PeftModel": { source: "src/peft/peft_model.py" },
		"peft.PeftModel.__call__": { source: "src/peft/peft_model.py (PeftModel.forward)" },
		"peft.PeftModel.from_pretrained": { source: "src/peft/peft_model.py", returns: "peft.PeftModel" },
		"peft.PeftModel.generate": {
			source: "src/peft/peft_model.py (PeftModelForCausalLM.generate / PeftModelForSeq2SeqLM.generate)",
			kwargs: ["max_new_tokens"],
		},
	},
};

export const PEFT_FACTS: LibraryFacts = {
	library: "peft",
	packages: [PEFT, TRANSFORMERS],
	installs: {
		peft: "setup.py (name=peft)",
		transformers: "setup.py (name=transformers)",
	},
};
