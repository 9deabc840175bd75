import type { LibraryFacts, PackageFacts } from "./types.js";

const AUDIOCRAFT: PackageFacts = {
	package: "audiocraft",
	repository: "facebookresearch/audiocraft",
	release: "1.4.0a2",
	commit: "896ec7c47f5e5d1e5aa1e4b260c4405328bf009d",
	names: {
		audiocraft: {
			source: "audiocraft/__init__.py",
		},
		"audiocraft.models": {
			source: "audiocraft/models/__init__.py",
		},
		"audiocraft.data.audio": {
			source: "audiocraft/data/audio.py",
		},
		"audiocraft.data.audio.audio_write": {
			source: "audiocraft/data/audio.py",
			kwargs: ["strategy", "loudness_compressor"],
		},
		"audiocraft.models.MusicGen": {
			source: "audiocraft/models/__init__.py",
		},
		"audiocraft.models.MusicGen.get_pretrained": {
			source: "audiocraft/models/musicgen.py",
			returns: "audiocraft.models.MusicGen",
		},
		"audiocraft.models.MusicGen.set_generation_params": {
			source: "audiocraft/models/musicgen.py",
			kwargs: ["duration"],
		},
		"audiocraft.models.MusicGen.generate": {
			source: "audiocraft/models/genmodel.py",
		},
		"audiocraft.models.AudioGen": {
			source: "audiocraft/models/__init__.py",
		},
		"audiocraft.models.AudioGen.get_pretrained": {
			source: "audiocraft/models/audiogen.py",
			returns: "audiocraft.models.AudioGen",
		},
		"audiocraft.models.AudioGen.set_generation_params": {
			source: "audiocraft/models/audiogen.py",
			kwargs: ["duration"],
		},
		"audiocraft.models.AudioGen.generate": {
			source: "audiocraft/models/genmodel.py",
		},
		"audiocraft.models.MAGNeT": {
			source: "audiocraft/models/__init__.py",
		},
		"audiocraft.models.MAGNeT.get_pretrained": {
			source: "audiocraft/models/magnet.py",
			returns: "audiocraft.models.MAGNeT",
		},
		"audiocraft.models.MAGNeT.set_generation_params": {
			source: "audiocraft/models/magnet.py",
			kwargs: ["duration"],
		},
		"audiocraft.models.MAGNeT.generate": {
			source: "audiocraft/models/genmodel.py",
		},
	},
};

export const AUDIOCRAFT_FACTS: LibraryFacts = {
	library: "audiocraft",
	packages: [AUDIOCRAFT],
	installs: { audiocraft: "setup.py (name='audiocraft')" },
};
