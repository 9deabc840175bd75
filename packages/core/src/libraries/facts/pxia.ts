import type { LibraryFacts, PackageFacts } from "./types.js";

const PXIA: PackageFacts = {
	package: "pxia",
	repository: "not-lain/pxia",
	release: "0.2.0",
	commit: "6bc6291379a0f22b1d90b45d4b2389eb58ac0908",
	note: "read at the 0.2.0 tag (the registry's newest release); the phxia repositories' model cards point to not-lain/pxia",
	names: {
		pxia: { source: "src/pxia/__init__.py (exports ANN, GPT2 and AutoModel)" },
		"pxia.AutoModel": { source: "src/pxia/auto.py" },
		"pxia.AutoModel.from_pretrained": {
			source: "src/pxia/auto.py (reads model_info(repo).tags: GPT2 for gpt2, ANN for ann, else ValueError)",
			kwargs: "any",
		},
		"pxia.GPT2": { source: "src/pxia/modeling_gpt2.py (PyTorchModelHubMixin with tags text-generation, pxia, gpt2)" },
		"pxia.GPT2.from_pretrained": {
			source: "src/pxia/modeling_gpt2.py (huggingface_hub's PyTorchModelHubMixin.from_pretrained)",
			kwargs: "any",
		},
	},
};

export const PXIA_FACTS: LibraryFacts = {
	library: "pxia",
	packages: [PXIA],
	installs: { pxia: "setup.py (name=pxia)" },
};
