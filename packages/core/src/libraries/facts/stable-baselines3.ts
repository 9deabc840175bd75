import type { LibraryFacts, PackageFacts } from "./types.js";

const STABLE_BASELINES3: PackageFacts = {
	package: "stable_baselines3",
	repository: "DLR-RM/stable-baselines3",
	release: "2.8.0",
	commit: "e05d2dbe6eda0acd0ef2e316e3e4065677add3eb",
	names: {
		sb3_contrib: { source: "docs/guide/sb3_contrib.md (sb3-contrib, the companion package)" },
		"sb3_contrib.QRDQN": { source: "docs/guide/sb3_contrib.md (from sb3_contrib import QRDQN)" },
		"sb3_contrib.QRDQN.load": {
			source: "stable_baselines3/common/base_class.py (BaseAlgorithm.load, which QRDQN inherits)",
			returns: "sb3_contrib.QRDQN",
		},
		stable_baselines3: { source: "stable_baselines3/__init__.py" },
		"stable_baselines3.PPO": { source: "stable_baselines3/ppo/ppo.py" },
		"stable_baselines3.PPO.load": {
			source: "stable_baselines3/common/base_class.py (BaseAlgorithm.load)",
			returns: "stable_baselines3.PPO",
		},
	},
};

const HUGGINGFACE_SB3: PackageFacts = {
	package: "huggingface_sb3",
	repository: "huggingface/huggingface_sb3",
	release: "3.1",
	commit: "b3a18c864d1573a7087f763c612a702babe38d71",
	names: {
		huggingface_sb3: { source: "huggingface_sb3/__init__.py" },
		"huggingface_sb3.load_from_hub": {
			source: "huggingface_sb3/load_from_hub.py",
			kwargs: ["repo_id", "filename"],
			returns: "huggingface_sb3",
		},
	},
};

export const STABLE_BASELINES3_FACTS: LibraryFacts = {
	library: "stable-baselines3",
	packages: [STABLE_BASELINES3, HUGGINGFACE_SB3],
	installs: {
		"stable-baselines3": "setup.py (name=stable_baselines3)",
		huggingface_sb3: "huggingface_sb3 setup.py (name=huggingface_sb3)",
		"sb3-contrib": "Stable-Baselines-Team/stable-baselines3-contrib setup.py (name=sb3_contrib)",
	},
};
