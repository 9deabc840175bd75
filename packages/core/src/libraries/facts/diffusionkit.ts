import type { LibraryFacts, PackageFacts } from "./types.js";

const DIFFUSIONKIT: PackageFacts = {
	package: "diffusionkit",
	repository: "argmaxinc/DiffusionKit",
	release: "0.5.2",
	commit: "498e5dba5fb48b0f01cb6b5c2292a6dbea67a317",
	names: {
		diffusionkit: {
			source: "python/src/diffusionkit/__init__.py",
		},
		"diffusionkit.mlx": {
			source: "python/src/diffusionkit/mlx/__init__.py",
		},
		"diffusionkit.mlx.DiffusionPipeline": {
			source: "python/src/diffusionkit/mlx/__init__.py",
			kwargs: ["shift", "use_t5", "model_version", "low_memory_mode", "a16", "w16"],
			returns: "diffusionkit.mlx.DiffusionPipeline",
		},
		"diffusionkit.mlx.DiffusionPipeline.generate_image": {
			source: "python/src/diffusionkit/mlx/__init__.py",
			kwargs: ["cfg_weight", "num_steps", "latent_size", "seed", "negative_text"],
		},
		"diffusionkit.mlx.FluxPipeline": {
			source: "python/src/diffusionkit/mlx/__init__.py",
			kwargs: ["shift", "model_version", "low_memory_mode", "a16", "w16"],
			returns: "diffusionkit.mlx.DiffusionPipeline",
		},
	},
};

export const DIFFUSIONKIT_FACTS: LibraryFacts = {
	library: "diffusionkit",
	packages: [DIFFUSIONKIT],
	installs: { diffusionkit: "setup.py (name=diffusionkit)" },
};
