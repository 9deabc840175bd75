import type { LibraryFacts, PackageFacts } from "./types.js";

const ZONOS: PackageFacts = {
	package: "zonos",
	repository: "Zyphra/Zonos",
	release: "0.1.0",
	commit: "bc40d98e1e1ab54fc65c483be127a90e3c7c0645",
	names: {
		"zonos.conditioning": { source: "zonos/conditioning.py" },
		"zonos.conditioning.make_cond_dict": { source: "zonos/conditioning.py", kwargs: ["text", "speaker", "language"] },
		"zonos.model": { source: "zonos/model.py" },
		"zonos.model.Zonos": { source: "zonos/model.py" },
		"zonos.model.Zonos.autoencoder.decode": {
			source: "zonos/autoencoder.py (DACAutoencoder.decode, the model's autoencoder)",
		},
		"zonos.model.Zonos.from_pretrained": { source: "zonos/model.py", kwargs: ["device"], returns: "zonos.model.Zonos" },
		"zonos.model.Zonos.generate": { source: "zonos/model.py" },
		"zonos.model.Zonos.make_speaker_embedding": { source: "zonos/model.py" },
		"zonos.model.Zonos.prepare_conditioning": { source: "zonos/model.py" },
		"zonos.utils": { source: "zonos/utils.py" },
		"zonos.utils.DEFAULT_DEVICE": { source: "zonos/utils.py" },
	},
	commands: {
		"apt install": { source: "README.md (espeak-ng, the phonemizer's backend)", flags: ["-y"] },
	},
};

export const ZONOS_FACTS: LibraryFacts = {
	library: "zonos",
	packages: [ZONOS],
	installs: {
		"-e .": "pyproject.toml (name = zonos) of the cloned repository",
		soundfile: "soundfile",
		"https://github.com/Zyphra/Zonos.git": "the repository",
	},
};
