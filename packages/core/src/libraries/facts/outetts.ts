import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const OUTETTS: PackageFacts = {
	package: "outetts",
	repository: "edwko/OuteTTS",
	release: "0.4.4",
	commit: "f5eac6e70d792844c6a6959d900a47af2c061a5b",
	names: {
		outetts: {
			source: "outetts/__init__.py",
		},
		"outetts.Interface": {
			source: "outetts/interface.py",
			kwargs: ["config"],
			returns: "outetts.InterfaceHF",
		},
		"outetts.ModelConfig": {
			source: "outetts/models/config.py",
			kwargs: ["model_path", "tokenizer_path", "interface_version", "backend"],
		},
		"outetts.ModelConfig.auto_config": {
			source: "outetts/models/config.py",
			kwargs: ["model", "backend", "quantization"],
		},
		"outetts.GenerationConfig": {
			source: "outetts/models/config.py",
			kwargs: ["text", "speaker", "generation_type", "sampler_config"],
		},
		"outetts.InterfaceVersion": {
			source: "outetts/models/info.py",
		},
		"outetts.Backend": {
			source: "outetts/models/info.py",
		},
		"outetts.Models": {
			source: "outetts/models/info.py",
		},
		"outetts.InterfaceHF.create_speaker": {
			source: "outetts/version/interface.py",
		},
		"outetts.InterfaceHF.load_default_speaker": {
			source: "outetts/version/interface.py",
		},
		"outetts.InterfaceHF.generate": {
			source: "outetts/version/interface.py",
			kwargs: ["config"],
		},
	},
};

export const OUTETTS_FACTS: LibraryFacts = {
	library: "outetts",
	packages: [OUTETTS, HUGGINGFACE_HUB],
	installs: { outetts: "setup.py (name='outetts'; requirements.txt brings llama-cpp-python==0.3.9)" },
};
