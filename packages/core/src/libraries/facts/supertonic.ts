import type { LibraryFacts, PackageFacts } from "./types.js";

const SUPERTONIC: PackageFacts = {
	package: "supertonic",
	repository: "supertone-inc/supertonic-py",
	release: "1.0.0",
	commit: "9890e832b2b774b38ab7e1769b086ba20cc2abf2",
	note: "read file by file from the search index (no snapshot of the repository was fetched) (supertonic-py is the pip package; supertone-inc/supertonic holds the other languages' examples)",
	names: {
		supertonic: { source: "supertonic/__init__.py" },
		"supertonic.TTS": { source: "supertonic/pipeline.py", kwargs: ["auto_download"] },
		"supertonic.TTS.get_voice_style": { source: "supertonic/pipeline.py", kwargs: ["voice_name"] },
		"supertonic.TTS.save_audio": { source: "supertonic/pipeline.py (soundfile is a dependency in pyproject.toml)" },
		"supertonic.TTS.synthesize": {
			source: "supertonic/pipeline.py (returns the waveform and its duration)",
			kwargs: ["voice_style"],
		},
	},
};

export const SUPERTONIC_FACTS: LibraryFacts = {
	library: "supertonic",
	packages: [SUPERTONIC],
	installs: {
		supertonic: "pyproject.toml (name = supertonic)",
		"https://huggingface.co/Supertone/supertonic": "the model repository itself, cloned with git-lfs",
	},
};
