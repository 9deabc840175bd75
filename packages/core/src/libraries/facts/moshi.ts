import type { LibraryFacts, PackageFacts } from "./types.js";

const MOSHI: PackageFacts = {
	package: "moshi",
	repository: "kyutai-labs/moshi",
	release: "0.2.12",
	commit: "e6a55d2722a65870ef52a6c9f6ecfc0e90f38362",
	names: {},
	commands: {
		"python -m moshi.server": { source: "moshi/moshi/server.py", flags: ["--hf-repo"] },
		"python -m moshi.run_inference": { source: "moshi/moshi/run_inference.py", flags: ["--hf-repo"] },
		"python -m moshi_mlx.local": { source: "moshi_mlx/moshi_mlx/local.py", flags: ["-q", "--hf-repo"] },
		"python -m moshi_mlx.run_inference": {
			source: "moshi_mlx/moshi_mlx/run_inference.py",
			flags: ["--hf-repo", "--temp"],
		},
		"python3 -c": { source: "rewrites rust/moshi-backend/config.json's hf_repo key", flags: [] },
		"cargo run": {
			source: "rust/moshi-backend/Cargo.toml (features cuda, metal; bin moshi-backend)",
			flags: ["--features", "--bin", "-r", "--", "--config"],
		},
	},
};

export const MOSHI_FACTS: LibraryFacts = {
	library: "moshi",
	packages: [MOSHI],
	installs: {
		moshi: "moshi/pyproject.toml (name = moshi)",
		moshi_mlx: "moshi_mlx/pyproject.toml (name = moshi_mlx)",
		"https://github.com/kyutai-labs/moshi.git": "the repository",
	},
};
