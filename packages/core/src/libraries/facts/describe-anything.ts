import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const DAM: PackageFacts = {
	package: "dam",
	repository: "NVlabs/describe-anything",
	release: "1.0.0",
	commit: "153ad3d33c29324e9197f565547c6bc8500da02d",
	names: {
		dam: { source: "dam/__init__.py" },
		"dam.DescribeAnythingModel": {
			source: "dam/describe_anything_model.py (exported by dam/__init__.py)",
			kwargs: ["model_path", "conv_mode", "prompt_mode"],
		},
		"dam.DescribeAnythingModel.get_description": {
			source: "dam/describe_anything_model.py",
			kwargs: ["temperature", "top_p", "num_beams", "max_new_tokens"],
		},
		"dam.DescribeAnythingModel.to": { source: "dam/describe_anything_model.py (a torch nn.Module)" },
		"dam.disable_torch_init": { source: "dam/model/model_utils.py (exported through dam/model/__init__.py)" },
	},
};

export const DESCRIBE_ANYTHING_FACTS: LibraryFacts = {
	library: "describe-anything",
	packages: [DAM, HUGGINGFACE_HUB],
	installs: {
		"git+https://github.com/NVlabs/describe-anything": "pyproject.toml (name = dam)",
	},
};
