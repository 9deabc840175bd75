import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const INDEX_TTS: PackageFacts = {
	package: "https://github.com/index-tts/index-tts.git",
	repository: "index-tts/index-tts",
	release: "2.0.0",
	note: "pyproject version at the v2.5.0 tag's successor",
	commit: "ee40fa7d6c6b8a2c7f06105f9f1e65775b74868c",
	names: {
		indextts: {
			source: "indextts/__init__.py",
		},
		"indextts.infer": {
			source: "indextts/infer.py",
		},
		"indextts.infer.IndexTTS": {
			source: "indextts/infer.py",
			kwargs: ["cfg_path", "model_dir", "use_fp16", "device"],
			returns: "indextts.infer.IndexTTS",
		},
		"indextts.infer.IndexTTS.infer": {
			source: "indextts/infer.py",
			kwargs: ["verbose"],
		},
		"indextts.infer_v2": {
			source: "indextts/infer_v2.py",
		},
		"indextts.infer_v2.IndexTTS2": {
			source: "indextts/infer_v2.py",
			kwargs: ["cfg_path", "model_dir", "use_fp16", "device"],
			returns: "indextts.infer_v2.IndexTTS2",
		},
		"indextts.infer_v2.IndexTTS2.infer": {
			source: "indextts/infer_v2.py",
			kwargs: ["spk_audio_prompt", "text", "output_path", "verbose", "emo_audio_prompt", "emo_alpha"],
		},
		"indextts.infer_v2_5": {
			source: "indextts/infer_v2_5.py",
		},
		"indextts.infer_v2_5.IndexTTS2": {
			source: "indextts/infer_v2_5.py",
			kwargs: ["cfg_path", "model_dir", "device"],
			returns: "indextts.infer_v2_5.IndexTTS2",
		},
		"indextts.infer_v2_5.IndexTTS2.infer": {
			source: "indextts/infer_v2_5.py",
			kwargs: ["spk_audio_prompt", "text", "output_path", "lang", "verbose"],
		},
	},
};

export const INDEX_TTS_FACTS: LibraryFacts = {
	library: "index-tts",
	packages: [INDEX_TTS, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/index-tts/index-tts.git": "the repository itself (run with uv from its folder)",
		uv: "pyproject.toml (uv sync)",
	},
};
