import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const DEPTH_ANYTHING_V2: PackageFacts = {
	package: "https://github.com/DepthAnything/Depth-Anything-V2",
	repository: "DepthAnything/Depth-Anything-V2",
	release: "a561b849",
	note: "no release: the repository at a commit",
	commit: "a561b849ebae10a6f5ef49e26c83cbbcd36c71bf",
	names: {
		depth_anything_v2: {
			source: "depth_anything_v2/dpt.py",
		},
		"depth_anything_v2.dpt": {
			source: "depth_anything_v2/dpt.py",
		},
		"depth_anything_v2.dpt.DepthAnythingV2": {
			source: "depth_anything_v2/dpt.py",
			kwargs: ["encoder", "features", "out_channels"],
			returns: "depth_anything_v2.dpt.DepthAnythingV2",
		},
		"depth_anything_v2.dpt.DepthAnythingV2.load_state_dict": {
			source: "torch (nn.Module.load_state_dict; DepthAnythingV2 is an nn.Module: depth_anything_v2/dpt.py)",
		},
		"depth_anything_v2.dpt.DepthAnythingV2.eval": {
			source: "torch (nn.Module.eval; depth_anything_v2/dpt.py)",
		},
		"depth_anything_v2.dpt.DepthAnythingV2.infer_image": {
			source: "depth_anything_v2/dpt.py",
		},
	},
};

export const DEPTH_ANYTHING_V2_FACTS: LibraryFacts = {
	library: "depth-anything-v2",
	packages: [DEPTH_ANYTHING_V2, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/DepthAnything/Depth-Anything-V2":
			"the repository itself (no package: cloned, run from its folder)",
		"-r requirements.txt": "requirements.txt",
		huggingface_hub: "huggingface_hub",
	},
};
