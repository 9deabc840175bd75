import type { LibraryFacts, PackageFacts } from "./types.js";

const QWEN3_TTS: PackageFacts = {
	package: "qwen-tts",
	repository: "QwenLM/Qwen3-TTS",
	release: "0.1.1",
	commit: "022e286b98fbec7e1e916cb940cdf532cd9f488e",
	names: {
		qwen_tts: {
			source: "qwen_tts/__init__.py",
		},
		"qwen_tts.Qwen3TTSModel": {
			source: "qwen_tts/__init__.py",
		},
		"qwen_tts.Qwen3TTSModel.from_pretrained": {
			source: "qwen_tts/inference/qwen3_tts_model.py",
			kwargs: "any",
			returns: "qwen_tts.Qwen3TTSModel",
		},
		"qwen_tts.Qwen3TTSModel.generate_voice_clone": {
			source: "qwen_tts/inference/qwen3_tts_model.py",
			kwargs: ["text", "language", "ref_audio", "ref_text"],
		},
		"qwen_tts.Qwen3TTSModel.generate_custom_voice": {
			source: "qwen_tts/inference/qwen3_tts_model.py",
			kwargs: ["text", "language", "speaker", "instruct"],
		},
		"qwen_tts.Qwen3TTSModel.generate_voice_design": {
			source: "qwen_tts/inference/qwen3_tts_model.py",
			kwargs: ["text", "language", "instruct"],
		},
	},
};

export const QWEN3_TTS_FACTS: LibraryFacts = {
	library: "qwen3_tts",
	packages: [QWEN3_TTS],
	installs: { "qwen-tts": "pyproject.toml (name = qwen-tts)" },
};
