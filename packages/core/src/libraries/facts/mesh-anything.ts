import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const MESHANYTHING: PackageFacts = {
	package: "MeshAnything",
	repository: "buaacyw/MeshAnything",
	release: "1.0",
	commit: "43b080bc06ae23c24a98e4ab203ae728409f4542",
	note: "setup.py names no version: 1.0 is the repository's first release",
	names: {
		"MeshAnything.models.meshanything": { source: "MeshAnything/models/meshanything.py" },
		"MeshAnything.models.meshanything.MeshAnything": { source: "MeshAnything/models/meshanything.py" },
		"MeshAnything.models.meshanything.MeshAnything.load_state_dict": {
			source: "MeshAnything/models/meshanything.py (a torch nn.Module)",
			kwargs: ["strict"],
		},
		"MeshAnything.models.meshanything.MeshAnything.to": {
			source: "MeshAnything/models/meshanything.py (a torch nn.Module)",
		},
		safetensors: { source: "safetensors (the weights file format of the checkpoint)" },
		"safetensors.torch": { source: "safetensors/torch.py" },
		"safetensors.torch.load_file": { source: "safetensors/torch.py (load_file)" },
	},
};

export const MESH_ANYTHING_FACTS: LibraryFacts = {
	library: "mesh-anything",
	packages: [MESHANYTHING, HUGGINGFACE_HUB],
	installs: {
		"-r requirements.txt": "requirements.txt of the MeshAnything repository",
		"flash-attn": "requirements in the MeshAnything README",
		"https://github.com/buaacyw/MeshAnything.git": "the repository",
	},
};
