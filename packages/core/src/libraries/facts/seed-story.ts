import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const SEED_STORY: PackageFacts = {
	package: "SEED-Story",
	repository: "TencentARC/SEED-Story",
	release: "aec3c1c",
	commit: "aec3c1ceeb9195a5207d0ba149bf9d4b4af7bb86",
	note: "a research repository with no release and no package version: its newest commit (2024-10-11) stands for the release",
	names: {},
	commands: {
		"python3 src/tools/reload_qwen_vit.py": {
			source: "src/tools/reload_qwen_vit.py (reads pretrained/Qwen-VL-Chat, saves pretrained/QwenViT/qwen_vit_G.pt)",
			flags: [],
		},
		"python3 src/inference/gen_george.py": {
			source:
				"src/inference/gen_george.py (configs under configs/ read pretrained/Llama-2-7b-hf, pretrained/stable-diffusion-xl-base-1.0 and the repository's own checkpoints)",
			flags: [],
		},
		"python3 src/inference/vis_george_sink.py": { source: "src/inference/vis_george_sink.py", flags: [] },
	},
};

export const SEED_STORY_FACTS: LibraryFacts = {
	library: "seed-story",
	packages: [SEED_STORY, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/TencentARC/SEED-Story.git": "the repository",
		"-r requirements.txt": "requirements.txt of the SEED-Story repository",
	},
	support: {
		lastRelease: "SEED-Story aec3c1c (2024-10-11; no release)",
		lastPython: "3.11",
		reason:
			"no commit since October 2024; requirements.txt pins numpy==1.23.5, scipy==1.10.1 and triton==2.1.0, whose wheels stop at Python 3.11",
		source: "requirements.txt at aec3c1c",
	},
};
