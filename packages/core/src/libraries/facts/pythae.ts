import type { LibraryFacts, PackageFacts } from "./types.js";

const PYTHAE: PackageFacts = {
	package: "pythae",
	repository: "clementchadebec/benchmark_VAE",
	release: "0.1.2",
	commit: "6419e21558f2a6abc2da99944bddda846ded30f4",
	names: {
		"pythae.models": { source: "src/pythae/models/__init__.py" },
		"pythae.models.AutoModel": { source: "src/pythae/models/auto_model/auto_model.py" },
		"pythae.models.AutoModel.load_from_hf_hub": {
			source: "src/pythae/models/auto_model/auto_model.py",
			kwargs: ["hf_hub_path"],
			returns: "pythae.models.AutoModel",
		},
		"pythae.samplers": { source: "src/pythae/samplers/__init__.py" },
		"pythae.samplers.NormalSampler": {
			source: "src/pythae/samplers/normal_sampling/normal_sampler.py",
			kwargs: ["model"],
		},
		"pythae.samplers.NormalSampler.sample": {
			source: "src/pythae/samplers/normal_sampling/normal_sampler.py",
			kwargs: ["num_samples"],
		},
	},
};

export const PYTHAE_FACTS: LibraryFacts = {
	library: "pythae",
	packages: [PYTHAE],
	installs: {
		pythae: "setup.py (name=pythae)",
	},
};
