import type { LibraryFacts, PackageFacts } from "./types.js";

const LEROBOT: PackageFacts = {
	package: "lerobot",
	repository: "huggingface/lerobot",
	release: "0.6.2",
	commit: "7427f31801f944f5ec9ce53cda02862ce7d1638b",
	commands: {
		"lerobot-train": {
			source:
				"pyproject.toml [project.scripts] lerobot-train (read at 0005508ff4ea06ae8b6c1a24c8b1589f44a00956); --policy.path and --dataset.repo_id are draccus fields of the training config, passed the same way by lerobot's own training tests",
			flags: ["--policy.path", "--dataset.repo_id"],
		},
	},
	names: {
		lerobot: {
			source: "src/lerobot/__init__.py",
		},
		"lerobot.configs.policies": {
			source: "src/lerobot/configs/policies.py",
		},
		"lerobot.configs.policies.PreTrainedConfig": {
			source: "src/lerobot/configs/policies.py",
		},
		"lerobot.configs.policies.PreTrainedConfig.from_pretrained": {
			source: "src/lerobot/configs/policies.py",
		},
		"lerobot.policies.factory": {
			source: "src/lerobot/policies/factory.py",
		},
		"lerobot.policies.factory.get_policy_class": {
			source: "src/lerobot/policies/factory.py",
		},
	},
};

export const LEROBOT_FACTS: LibraryFacts = {
	library: "lerobot",
	packages: [LEROBOT],
	installs: {
		lerobot: "pyproject.toml (name = lerobot)",
		"lerobot[smolvla]": "pyproject.toml (optional-dependencies smolvla)",
	},
};
