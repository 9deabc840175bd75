import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const MLX: PackageFacts = {
	package: "mlx-lm",
	repository: "ml-explore/mlx-lm",
	release: "0.32.0",
	note: "mlx-lm 0.32.0 (mlx_lm); mlx-whisper from ml-explore/mlx-examples at 7ddca42; the command-line flags were not re-read from setup.py and mlx_vlm/generate.py this time",
	commit: "d78bf58e217c904ec282ed8da9b947491f78c022; 7ddca42f4dc83ea70f4c53d1b6a917d335ab435d",
	commands: {
		"mlx_lm.generate": {
			source:
				"setup.py console_scripts (mlx_lm.generate → mlx_lm/generate.py); the flags re-read in setup_arg_parser() of mlx_lm/generate.py at 0024613ba012d9b4901532921d53f17b9f293d4f",
			flags: ["--model", "--prompt", "--max-tokens"],
		},
		"mlx_lm.chat": { source: "setup.py console_scripts (mlx_lm.chat → mlx_lm/chat.py)", flags: ["--model"] },
		"mlx_vlm.generate": {
			source: "mlx_vlm/generate.py of Blaizzy/mlx-vlm (found at 7efef0e6b2092601c85943e33d147d60605ad7d0)",
			flags: ["--model", "--prompt", "--image", "--max-tokens"],
		},
	},
	names: {
		mlx_lm: {
			source: "mlx_lm/__init__.py",
		},
		"mlx_lm.load": {
			source: "mlx_lm/utils.py",
			kwargs: [],
			returns: ["mlx_lm.Model", "mlx_lm.TokenizerWrapper"],
		},
		"mlx_lm.generate": {
			source: "mlx_lm/generate.py",
			kwargs: ["prompt", "verbose", "max_tokens"],
		},
		"mlx_lm.TokenizerWrapper.apply_chat_template": {
			source: "mlx_lm/tokenizer_utils.py",
			kwargs: ["add_generation_prompt"],
		},
		mlx_whisper: {
			source: "whisper/mlx_whisper/__init__.py",
		},
		"mlx_whisper.transcribe": {
			source: "whisper/mlx_whisper/transcribe.py",
			kwargs: ["path_or_hf_repo"],
		},
	},
};

export const MLX_FACTS: LibraryFacts = {
	library: "mlx",
	packages: [MLX, HUGGINGFACE_HUB],
	installs: {
		"mlx-lm": "setup.py (name=mlx-lm)",
		"mlx-vlm": "mlx-vlm's setup.py",
		"mlx-whisper": "whisper/setup.py of mlx-examples (name=mlx-whisper)",
		huggingface_hub: "huggingface_hub",
	},
};
