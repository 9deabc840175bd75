import type { LibraryFacts, PackageFacts } from "./types.js";

const MARS5_TTS: PackageFacts = {
	package: "MARS5-TTS",
	repository: "Camb-ai/MARS5-TTS",
	release: "1.0",
	commit: "84697c8673d6277d329381acfd796114b02d531f",
	note: "the repository declares no version and has had no commit since August 2024",
	names: {
		inference: { source: "inference.py" },
		"inference.InferenceConfig": {
			source: "inference.py (a dataclass)",
			kwargs: ["deep_clone", "rep_penalty_window", "top_k", "temperature", "freq_penalty"],
		},
		"inference.Mars5TTS": { source: "inference.py" },
		"inference.Mars5TTS.from_pretrained": {
			source: "inference.py (Mars5TTS is a huggingface_hub ModelHubMixin)",
			returns: "inference.Mars5TTS",
		},
		"inference.Mars5TTS.tts": { source: "inference.py", kwargs: ["cfg"] },
	},
};

const LIBROSA: PackageFacts = {
	package: "librosa",
	repository: "librosa/librosa",
	release: "0.11",
	commit: "84697c8673d6277d329381acfd796114b02d531f",
	note: "librosa.load only, as MARS5's README calls it; the commit is MARS5's",
	names: {
		librosa: { source: "librosa/__init__.py" },
		"librosa.load": { source: "librosa/core/audio.py", kwargs: ["sr", "mono"], returns: "librosa" },
	},
};

export const MARS5_TTS_FACTS: LibraryFacts = {
	library: "mars5-tts",
	packages: [MARS5_TTS, LIBROSA],
	installs: {
		torch: "MARS5 README",
		torchaudio: "MARS5 README",
		librosa: "MARS5 README",
		vocos: "MARS5 README",
		encodec: "MARS5 README",
		huggingface_hub: "MARS5 README",
		soundfile: "soundfile",
		"https://github.com/Camb-ai/MARS5-TTS.git": "the repository",
	},
};
