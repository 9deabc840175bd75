import type { LibraryFacts, PackageFacts } from "./types.js";

const ASTEROID: PackageFacts = {
	package: "asteroid",
	repository: "asteroid-team/asteroid",
	release: "0.7.0",
	commit: "92c8d83a9dbe7c3afd1cd097e31254e0b4f82881",
	names: {
		"asteroid.models": { source: "asteroid/models/__init__.py" },
		"asteroid.models.BaseModel": { source: "asteroid/models/base_models.py" },
		"asteroid.models.BaseModel.from_pretrained": {
			source: "asteroid/models/base_models.py",
			returns: "asteroid.models.BaseModel",
		},
		"asteroid.models.BaseModel.separate": {
			source: "asteroid/models/base_models.py -> asteroid/separate.py (separate(..., resample=False, **kwargs))",
			kwargs: ["resample", "force_overwrite", "output_dir"],
		},
	},
};

export const ASTEROID_FACTS: LibraryFacts = {
	library: "asteroid",
	packages: [ASTEROID],
	installs: {
		asteroid: "setup.py (name=asteroid)",
	},
};
