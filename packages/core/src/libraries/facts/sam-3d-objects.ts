import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const SAM3D_OBJECTS: PackageFacts = {
	package: "sam3d_objects",
	repository: "facebookresearch/sam-3d-objects",
	release: "0.0.1",
	commit: "cf066761706cd02b07e2fc6274570ec8cdafb683",
	names: {
		inference: { source: "notebook/inference.py" },
		"inference.Inference": { source: "notebook/inference.py", kwargs: ["compile"] },
		"inference.Inference.__call__": { source: "notebook/inference.py", kwargs: ["seed"] },
		"inference.load_image": { source: "notebook/inference.py" },
		"inference.load_single_mask": { source: "notebook/inference.py", kwargs: ["index"] },
	},
};

export const SAM_3D_OBJECTS_FACTS: LibraryFacts = {
	library: "sam-3d-objects",
	packages: [SAM3D_OBJECTS, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/facebookresearch/sam-3d-objects.git": "the repository",
	},
};
