import type { LibraryFacts, PackageFacts } from "./types.js";

const KIMI_AUDIO: PackageFacts = {
	package: "kimi-audio",
	repository: "MoonshotAI/Kimi-Audio",
	release: "0.1.0",
	commit: "2607d515f5b7dffa1dcc7526f9f26feb48e356c4",
	names: {
		"kimia_infer.api.kimia": { source: "kimia_infer/api/kimia.py" },
		"kimia_infer.api.kimia.KimiAudio": {
			source: "kimia_infer/api/kimia.py",
			kwargs: ["model_path", "load_detokenizer"],
		},
		"kimia_infer.api.kimia.KimiAudio.generate": {
			source: "kimia_infer/api/kimia.py (sampling settings as keywords)",
			kwargs: [
				"output_type",
				"audio_temperature",
				"audio_top_k",
				"text_temperature",
				"text_top_k",
				"audio_repetition_penalty",
				"audio_repetition_window_size",
				"text_repetition_penalty",
				"text_repetition_window_size",
			],
		},
	},
};

export const KIMI_AUDIO_FACTS: LibraryFacts = {
	library: "kimi-audio",
	packages: [KIMI_AUDIO],
	installs: {
		"-r requirements.txt": "requirements.txt of the Kimi-Audio repository",
		"https://github.com/MoonshotAI/Kimi-Audio.git": "the repository",
	},
};
