import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const CHATTERBOX: PackageFacts = {
	package: "chatterbox-tts",
	repository: "resemble-ai/chatterbox",
	release: "0.1.7",
	commit: "5de7a54aa4e5e2baadb0182dde554908b48b85c2",
	names: {
		chatterbox: {
			source: "src/chatterbox/__init__.py",
		},
		"chatterbox.tts": {
			source: "src/chatterbox/tts.py",
		},
		"chatterbox.tts.ChatterboxTTS": {
			source: "src/chatterbox/tts.py",
		},
		"chatterbox.tts.ChatterboxTTS.from_pretrained": {
			source: "src/chatterbox/tts.py",
			kwargs: ["device"],
			returns: "chatterbox.tts.ChatterboxTTS",
		},
		"chatterbox.tts.ChatterboxTTS.from_local": {
			source: "src/chatterbox/tts.py",
			kwargs: ["device"],
			returns: "chatterbox.tts.ChatterboxTTS",
		},
		"chatterbox.tts.ChatterboxTTS.generate": {
			source: "src/chatterbox/tts.py",
			kwargs: ["audio_prompt_path"],
		},
		"chatterbox.tts_turbo": {
			source: "src/chatterbox/tts_turbo.py",
		},
		"chatterbox.tts_turbo.ChatterboxTurboTTS": {
			source: "src/chatterbox/tts_turbo.py",
		},
		"chatterbox.tts_turbo.ChatterboxTurboTTS.from_pretrained": {
			source: "src/chatterbox/tts_turbo.py",
			kwargs: ["device"],
			returns: "chatterbox.tts_turbo.ChatterboxTurboTTS",
		},
		"chatterbox.tts_turbo.ChatterboxTurboTTS.from_local": {
			source: "src/chatterbox/tts_turbo.py",
			kwargs: ["device"],
			returns: "chatterbox.tts_turbo.ChatterboxTurboTTS",
		},
		"chatterbox.tts_turbo.ChatterboxTurboTTS.generate": {
			source: "src/chatterbox/tts_turbo.py",
			kwargs: ["audio_prompt_path"],
		},
	},
};

export const CHATTERBOX_FACTS: LibraryFacts = {
	library: "chatterbox",
	packages: [CHATTERBOX, HUGGINGFACE_HUB],
	installs: {
		"chatterbox-tts": "pyproject.toml (name = chatterbox-tts)",
		soundfile: "soundfile (PyPI name of the libsndfile binding)",
	},
};
