import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const UNIVA: PackageFacts = {
	package: "univa",
	repository: "PKU-YuanGroup/UniWorld-V1",
	release: "1.0.0",
	commit: "8403e86505e22e13eb95b146915758b149eeaf6e",
	names: {
		"univa.models.qwen2p5vl.modeling_univa_qwen2p5vl": { source: "univa/models/qwen2p5vl/modeling_univa_qwen2p5vl.py" },
		"univa.models.qwen2p5vl.modeling_univa_qwen2p5vl.UnivaQwen2p5VLForConditionalGeneration": {
			source: "univa/models/qwen2p5vl/modeling_univa_qwen2p5vl.py",
		},
		"univa.models.qwen2p5vl.modeling_univa_qwen2p5vl.UnivaQwen2p5VLForConditionalGeneration.from_pretrained": {
			source: "univa/models/qwen2p5vl/modeling_univa_qwen2p5vl.py (a transformers Qwen2_5_VLForConditionalGeneration)",
			kwargs: ["torch_dtype", "attn_implementation"],
			returns: "univa.models.qwen2p5vl.modeling_univa_qwen2p5vl.UnivaQwen2p5VLForConditionalGeneration",
		},
	},
};

export const UNIVA_FACTS: LibraryFacts = {
	library: "univa",
	packages: [UNIVA, TRANSFORMERS],
	installs: {
		"-r requirements.txt": "requirements.txt of the UniWorld-V1 repository",
		"https://github.com/PKU-YuanGroup/UniWorld-V1.git": "the repository",
	},
};
