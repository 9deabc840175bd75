import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const PHANTOM: PackageFacts = {
	package: "Phantom",
	repository: "Phantom-video/Phantom",
	release: "1.0",
	commit: "4a66e2a4c0f230398df3bb02789eda257b7a644d",
	note: "the repository declares no version",
	names: {},
	commands: {
		"python generate.py": {
			source: "generate.py (argparse)",
			flags: [
				"--task",
				"--size",
				"--ckpt_dir",
				"--phantom_ckpt",
				"--ref_image",
				"--prompt",
				"--base_seed",
				"--frame_num",
				"--sample_fps",
			],
		},
	},
};

export const PHANTOM_WAN_FACTS: LibraryFacts = {
	library: "phantom-wan",
	packages: [PHANTOM, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/Phantom-video/Phantom.git": "the repository",
		"-r requirements.txt": "requirements.txt of the Phantom repository",
	},
};
