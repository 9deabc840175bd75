import type { LibraryFacts, PackageFacts } from "./types.js";

const OPEN_CLIP_TORCH: PackageFacts = {
	package: "open_clip_torch",
	repository: "mlfoundations/open_clip",
	release: "3.3.0",
	commit: "wheel open_clip_torch-3.3.0-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		open_clip: { source: "src/open_clip/__init__.py" },
		"open_clip.CLIP.encode_image": { source: "src/open_clip/model.py" },
		"open_clip.CLIP.encode_text": { source: "src/open_clip/model.py" },
		"open_clip.CLIP.eval": { source: "torch nn.Module.eval" },
		"open_clip.Tokenizer.__call__": { source: "src/open_clip/tokenizer.py" },
		"open_clip.Transform.__call__": { source: "src/open_clip/transform.py (a torchvision Compose)" },
		"open_clip.create_model_and_transforms": {
			source: "src/open_clip/factory.py (hf-hub: names load from the Hub)",
			returns: ["open_clip.CLIP", null, "open_clip.Transform"],
		},
		"open_clip.get_tokenizer": { source: "src/open_clip/factory.py", returns: "open_clip.Tokenizer" },
	},
};

export const OPEN_CLIP_FACTS: LibraryFacts = {
	library: "open_clip",
	packages: [OPEN_CLIP_TORCH],
	installs: {
		open_clip_torch: "pyproject.toml (name = open_clip_torch)",
	},
};
