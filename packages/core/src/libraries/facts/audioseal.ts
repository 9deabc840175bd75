import type { LibraryFacts, PackageFacts } from "./types.js";

const AUDIOSEAL: PackageFacts = {
	package: "audioseal",
	repository: "facebookresearch/audioseal",
	release: "0.1.8",
	commit: "4349c0b030aca25776fb36369eb3489e5c531b2e",
	names: {
		audioseal: { source: "src/audioseal/__init__.py" },
		"audioseal.AudioSeal": { source: "src/audioseal/loader.py" },
		"audioseal.AudioSeal.load_detector": { source: "src/audioseal/loader.py", returns: "audioseal.AudioSealDetector" },
		"audioseal.AudioSeal.load_generator": { source: "src/audioseal/loader.py", returns: "audioseal.AudioSealWM" },
		"audioseal.AudioSealDetector.detect_watermark": {
			source: "src/audioseal/models.py (AudioSealDetector.detect_watermark)",
		},
		"audioseal.AudioSealWM.get_watermark": { source: "src/audioseal/models.py (AudioSealWM.get_watermark)" },
		"torchaudio.functional": { source: "torchaudio/functional/__init__.py (audioseal depends on torchaudio)" },
		"torchaudio.functional.resample": {
			source: "torchaudio/functional/functional.py (resample(waveform, orig_freq, new_freq))",
		},
	},
};

export const AUDIOSEAL_FACTS: LibraryFacts = {
	library: "audioseal",
	packages: [AUDIOSEAL],
	installs: {
		audioseal: "pyproject.toml (name = audioseal)",
		torchaudio: "torchaudio (resampling)",
		soundfile: "soundfile",
	},
};
