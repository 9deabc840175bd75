import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const DEPTH_PRO: PackageFacts = {
	package: "depth_pro",
	repository: "apple/ml-depth-pro",
	release: "0.1",
	commit: "9efe5c1def37a26c5367a71df664b18e1306c708",
	names: {
		depth_pro: { source: "src/depth_pro/__init__.py" },
		"depth_pro.DepthPro.eval": { source: "src/depth_pro/depth_pro.py (DepthPro, a torch nn.Module)" },
		"depth_pro.DepthPro.infer": { source: "src/depth_pro/depth_pro.py (DepthPro.infer)", kwargs: ["f_px"] },
		"depth_pro.Transform.__call__": { source: "torchvision Compose returned by create_model_and_transforms" },
		"depth_pro.create_model_and_transforms": {
			source: "src/depth_pro/depth_pro.py (exported by __init__.py)",
			kwargs: ["config"],
			returns: ["depth_pro.DepthPro", "depth_pro.Transform"],
		},
		"depth_pro.depth_pro": { source: "src/depth_pro/depth_pro.py" },
		"depth_pro.depth_pro.DEFAULT_MONODEPTH_CONFIG_DICT": {
			source: "src/depth_pro/depth_pro.py (a DepthProConfig dataclass with checkpoint_uri)",
		},
		"depth_pro.load_rgb": { source: "src/depth_pro/utils.py (exported by __init__.py)" },
	},
};

export const DEPTH_PRO_FACTS: LibraryFacts = {
	library: "depth-pro",
	packages: [DEPTH_PRO, HUGGINGFACE_HUB],
	installs: {
		"git+https://github.com/apple/ml-depth-pro.git": "pyproject.toml (name = depth_pro)",
		huggingface_hub: "huggingface_hub",
	},
};
