import type { LibraryFacts, PackageFacts } from "./types.js";

const ESPNET: PackageFacts = {
	package: "espnet",
	repository: "espnet/espnet",
	release: "78d495c",
	note: "espnet2/bin read with read_file at that commit (the repository is too large to fetch whole)",
	commit: "78d495c1bba39b2cc7a175067e57eef2bd38430c",
	names: {
		espnet2: {
			source: "espnet2/__init__.py",
		},
		"espnet2.bin.asr_inference": {
			source: "espnet2/bin/asr_inference.py",
		},
		"espnet2.bin.asr_inference.Speech2Text": {
			source: "espnet2/bin/asr_inference.py",
		},
		"espnet2.bin.asr_inference.Speech2Text.from_pretrained": {
			source: "espnet2/bin/asr_inference.py",
			kwargs: "any",
			returns: "espnet2.bin.asr_inference.Speech2Text",
		},
		"espnet2.bin.asr_inference.Speech2Text.__call__": {
			source: "espnet2/bin/asr_inference.py",
		},
		"espnet2.bin.tts_inference": {
			source: "espnet2/bin/tts_inference.py",
		},
		"espnet2.bin.tts_inference.Text2Speech": {
			source: "espnet2/bin/tts_inference.py",
		},
		"espnet2.bin.tts_inference.Text2Speech.from_pretrained": {
			source: "espnet2/bin/tts_inference.py",
			kwargs: "any",
			returns: "espnet2.bin.tts_inference.Text2Speech",
		},
		"espnet2.bin.tts_inference.Text2Speech.__call__": {
			source: "espnet2/bin/tts_inference.py",
		},
	},
};

export const ESPNET_FACTS: LibraryFacts = {
	library: "espnet",
	packages: [ESPNET],
	installs: {
		espnet: "setup.py (name=espnet)",
		espnet_model_zoo: "espnet2/bin/asr_inference.py from_pretrained imports espnet_model_zoo",
	},
};
