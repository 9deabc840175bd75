import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const THREEDTOPIA_XL: PackageFacts = {
	package: "3DTopia-XL",
	repository: "3DTopia/3DTopia-XL",
	release: "657b0b0",
	commit: "657b0b041e584e0793988f245f8be172aa9d9cee",
	note: "a research repository with no release and no package version: its newest commit (2024-10-17) stands for the release",
	names: {},
	commands: {
		"bash install.sh": { source: "install.sh (runs make in dva/mvp/extensions/mvpraymarch and utils)", flags: [] },
		"python inference.py ./configs/inference_dit.yml": {
			source:
				"inference.py (OmegaConf.load(sys.argv[1]) merged with OmegaConf.from_cli(sys.argv[2:]); configs/inference_dit.yml leaves checkpoint_path and model.vae_checkpoint_path empty, and its inference.input_dir is ./assets/examples)",
			flags: [],
		},
	},
};

export const THREEDTOPIA_XL_FACTS: LibraryFacts = {
	library: "3dtopia-xl",
	packages: [THREEDTOPIA_XL, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/3DTopia/3DTopia-XL.git": "the repository (no .gitmodules: nothing to recurse into)",
		"-r requirements.txt": "requirements.txt of the 3DTopia-XL repository",
	},
	support: {
		lastRelease: "3DTopia-XL 657b0b0 (2024-10-17; no release)",
		lastPython: "3.11",
		reason:
			"no commit since October 2024; the README's setup is Python 3.9 with CUDA 11.8, and requirements.txt pins triton==2.1.0, whose wheels stop at Python 3.11",
		source: "README.md and requirements.txt at 657b0b0",
	},
};
