import type { LibraryFacts, PackageFacts } from "./types.js";

const TIMM: PackageFacts = {
	package: "timm",
	repository: "huggingface/pytorch-image-models",
	release: "1.0.29",
	commit: "wheel timm-1.0.29-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		timm: { source: "timm/__init__.py" },
		"timm.Model.__call__": { source: "torch nn.Module.__call__" },
		"timm.Model.eval": { source: "torch nn.Module.eval" },
		"timm.create_model": {
			source: "timm/models/_factory.py (hf_hub: names load from the Hub)",
			kwargs: ["pretrained", "num_classes"],
			returns: "timm.Model",
		},
		"timm.data.create_transform": {
			source: "timm/data/transforms_factory.py (exported by timm/data/__init__.py)",
			kwargs: ["is_training"],
		},
		"timm.data.resolve_model_data_config": { source: "timm/data/config.py (exported by timm/data/__init__.py)" },
	},
};

export const TIMM_FACTS: LibraryFacts = {
	library: "timm",
	packages: [TIMM],
	installs: {
		timm: "pyproject.toml (name = timm)",
	},
};
