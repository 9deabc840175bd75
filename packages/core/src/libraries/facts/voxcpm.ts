import type { LibraryFacts, PackageFacts } from "./types.js";

const VOXCPM: PackageFacts = {
	package: "voxcpm",
	repository: "OpenBMB/VoxCPM",
	release: "2.0.3",
	commit: "616d3d3e630a9c96c2853250eef91b0f39dcd5fa",
	names: {
		voxcpm: { source: "src/voxcpm/__init__.py" },
		"voxcpm.VoxCPM": { source: "src/voxcpm/core.py" },
		"voxcpm.VoxCPM.from_pretrained": { source: "src/voxcpm/core.py", returns: "voxcpm.VoxCPM" },
		"voxcpm.VoxCPM.generate": {
			source: "src/voxcpm/core.py (generate(*args, **kwargs) -> _generate)",
			kwargs: ["text", "cfg_value", "inference_timesteps", "prompt_wav_path", "prompt_text"],
		},
	},
};

export const VOXCPM_FACTS: LibraryFacts = {
	library: "voxcpm",
	packages: [VOXCPM],
	installs: {
		voxcpm: "pyproject.toml (name = voxcpm)",
		soundfile: "soundfile",
	},
};
