import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const MLX_IMAGE: PackageFacts = {
	package: "mlx-image",
	repository: "riccardomusmeci/mlx-image",
	release: "0.1.10",
	commit: "2bd0f498205ba14ee6a6dd9cf952b3cd97f1bf56",
	names: {
		"mlx.core": { source: "src/mlxim/model/layers/patch_embed.py (import mlx.core as mx)" },
		"mlx.core.random.uniform": {
			source: "mx.random.uniform(low, high, shape, dtype), as src/mlxim/model/layers/patch_embed.py calls it",
			kwargs: ["shape"],
		},
		"mlxim.model": { source: "src/mlxim/model/__init__.py" },
		"mlxim.model.Model.__call__": { source: "mlx nn.Module.__call__ (the model create_model builds)" },
		"mlxim.model.Model.eval": { source: "mlx nn.Module.eval (the model create_model builds)" },
		"mlxim.model.create_model": {
			source: "src/mlxim/model/_factory.py",
			kwargs: ["weights"],
			returns: "mlxim.model.Model",
		},
		"mlxim.model.list_models": { source: "src/mlxim/model/_factory.py" },
	},
};

export const MLX_IMAGE_FACTS: LibraryFacts = {
	library: "mlx-image",
	packages: [MLX_IMAGE, HUGGINGFACE_HUB],
	installs: {
		"mlx-image": "pyproject.toml (name = mlx-image)",
	},
};
