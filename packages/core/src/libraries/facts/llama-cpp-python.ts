import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const LLAMA_CPP_PYTHON: PackageFacts = {
	package: "llama-cpp-python",
	repository: "abetlen/llama-cpp-python",
	release: "0.3.35",
	commit: "3691546f1c9e0c1bf93323dff02230bd959cf562",
	names: {
		llama_cpp: {
			source: "llama_cpp/__init__.py",
		},
		"llama_cpp.Llama": {
			source: "llama_cpp/llama.py",
		},
		"llama_cpp.Llama.from_pretrained": {
			source: "llama_cpp/llama.py",
			kwargs: ["repo_id", "filename", "additional_files", "n_ctx", "n_gpu_layers", "verbose"],
			returns: "llama_cpp.Llama",
		},
		"llama_cpp.Llama.__call__": {
			source: "llama_cpp/llama.py",
			kwargs: ["max_tokens", "temperature", "stop"],
		},
		"llama_cpp.Llama.create_chat_completion": {
			source: "llama_cpp/llama.py",
			kwargs: ["messages", "max_tokens", "temperature"],
		},
	},
};

export const LLAMA_CPP_PYTHON_FACTS: LibraryFacts = {
	library: "llama-cpp-python",
	packages: [LLAMA_CPP_PYTHON, HUGGINGFACE_HUB],
	installs: {
		"llama-cpp-python": "pyproject.toml (name = llama_cpp_python)",
		huggingface_hub: "huggingface_hub (Llama.from_pretrained downloads with it)",
	},
};
