import type { LibraryFacts, PackageFacts } from "./types.js";

const POCKET_TTS: PackageFacts = {
	package: "pocket-tts",
	repository: "kyutai-labs/pocket-tts",
	release: "2.1.0",
	commit: "9514983efd6411aa39ddf862391d16c38a062de7",
	names: {
		pocket_tts: { source: "pocket_tts/__init__.py" },
		"pocket_tts.TTSModel": { source: "pocket_tts/models/tts_model.py" },
		"pocket_tts.TTSModel.generate_audio": { source: "pocket_tts/models/tts_model.py" },
		"pocket_tts.TTSModel.get_state_for_audio_prompt": { source: "pocket_tts/models/tts_model.py" },
		"pocket_tts.TTSModel.load_model": { source: "pocket_tts/models/tts_model.py", returns: "pocket_tts.TTSModel" },
	},
};

export const POCKET_TTS_FACTS: LibraryFacts = {
	library: "pocket-tts",
	packages: [POCKET_TTS],
	installs: {
		"pocket-tts": "pyproject.toml (name = pocket-tts)",
	},
};
