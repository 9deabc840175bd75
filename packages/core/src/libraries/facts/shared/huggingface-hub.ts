import type { PackageFacts } from "../types.js";

const DOWNLOAD = ["repo_type", "revision", "subfolder", "local_dir", "cache_dir", "token", "endpoint"] as const;

/** huggingface_hub: the download functions and the `hf` command many libraries' snippets use to fetch files. */
export const HUGGINGFACE_HUB: PackageFacts = {
	package: "huggingface_hub",
	repository: "huggingface/huggingface_hub",
	release: "1.33.0",
	commit: "wheel huggingface_hub-1.33.0-py3-none-any.whl",
	note: "read from the installed wheel of the local index (the same release the compat suite runs)",
	names: {
		huggingface_hub: { source: "src/huggingface_hub/__init__.py" },
		"huggingface_hub.hf_hub_download": {
			source: "src/huggingface_hub/file_download.py",
			kwargs: ["repo_id", "filename", ...DOWNLOAD],
		},
		"huggingface_hub.snapshot_download": {
			source: "src/huggingface_hub/_snapshot_download.py",
			kwargs: ["repo_id", "allow_patterns", "ignore_patterns", ...DOWNLOAD],
		},
		"huggingface_hub.list_repo_files": {
			source: "src/huggingface_hub/hf_api.py (HfApi.list_repo_files, exported by __init__.py)",
			kwargs: ["repo_id", "revision", "repo_type", "token"],
		},
		"huggingface_hub.HfFileSystem": {
			source: "src/huggingface_hub/hf_file_system.py",
			kwargs: ["endpoint", "token"],
		},
		"huggingface_hub.HfFileSystem.open": {
			source: "fsspec/spec.py (AbstractFileSystem.open, which HfFileSystem inherits)",
		},
		"huggingface_hub.from_pretrained_fastai": {
			source: "src/huggingface_hub/fastai_utils.py",
			kwargs: ["repo_id", "revision"],
		},
	},
	commands: {
		"hf download": {
			source: "src/huggingface_hub/cli/download.py",
			flags: ["--local-dir", "--include", "--exclude", "--repo-type", "--revision"],
		},
		"hf auth login": { source: "src/huggingface_hub/cli/auth.py", flags: [] },
	},
};

/** The install word of huggingface_hub (its setup.py name). */
export const HUB_INSTALL = { huggingface_hub: "the wheel's METADATA (Name: huggingface_hub)" } as const;
