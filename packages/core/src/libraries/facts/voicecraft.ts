import type { LibraryFacts, PackageFacts } from "./types.js";

const VOICECRAFT: PackageFacts = {
	package: "VoiceCraft",
	repository: "jasonppy/VoiceCraft",
	release: "a702dfd",
	commit: "a702dfd2ced6d4fd6b04bdc160c832c6efc8f6c5",
	note: "a research repository with no release and no package version: its newest commit (2025-03-15) stands for the release",
	names: {
		models: { source: "models/ (the snippet runs from the repository root)" },
		"models.voicecraft": { source: "models/voicecraft.py" },
		"models.voicecraft.VoiceCraft": { source: "models/voicecraft.py" },
		"models.voicecraft.VoiceCraft.from_pretrained": {
			source:
				"models/voicecraft.py (VoiceCraft subclasses huggingface_hub's PyTorchModelHubMixin; tts_demo.py loads it this way)",
			kwargs: "any",
			returns: "models.voicecraft.VoiceCraft",
		},
		"models.voicecraft.VoiceCraft.to": { source: "models/voicecraft.py (a torch nn.Module)" },
	},
};

export const VOICECRAFT_FACTS: LibraryFacts = {
	library: "voicecraft",
	packages: [VOICECRAFT],
	installs: {
		"https://github.com/jasonppy/VoiceCraft.git": "the repository",
	},
	support: {
		lastRelease: "VoiceCraft a702dfd (2025-03-15; no release)",
		lastPython: "3.11",
		reason:
			"the README's environment is Python 3.9.16 with torch==2.0.1 and xformers==0.0.22; torch 2.0.1's wheels stop at Python 3.11",
		source: "README.md at a702dfd (its conda and pip setup)",
	},
};
