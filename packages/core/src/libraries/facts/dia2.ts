import type { LibraryFacts, PackageFacts } from "./types.js";

const DIA2: PackageFacts = {
	package: "dia2",
	repository: "nari-labs/dia2",
	release: "0.1.0",
	commit: "8687268f4ed3ed20704638fd353b51491de3b476",
	names: {
		dia2: { source: "dia2/__init__.py" },
		"dia2.Dia2": { source: "dia2/engine.py" },
		"dia2.Dia2.from_repo": { source: "dia2/engine.py", kwargs: ["device", "dtype"], returns: "dia2.Dia2" },
		"dia2.Dia2.generate": { source: "dia2/engine.py", kwargs: ["config", "output_wav", "verbose"] },
		"dia2.GenerationConfig": {
			source: "dia2/generation.py (a dataclass)",
			kwargs: ["cfg_scale", "audio", "use_cuda_graph"],
		},
		"dia2.SamplingConfig": { source: "dia2/generation.py (a dataclass)", kwargs: ["temperature", "top_k"] },
	},
};

export const DIA2_FACTS: LibraryFacts = {
	library: "dia2",
	packages: [DIA2],
	installs: {
		"git+https://github.com/nari-labs/dia2.git": "pyproject.toml (name = dia2)",
	},
};
