import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const VUI: PackageFacts = {
	package: "vui",
	repository: "fluxions-ai/vui",
	release: "legacy",
	commit: "4ead2543ec98b5fbd6c2d87d6b0bc70ea441bb20",
	note: "read file by file from the search index (src/vui/legacy/__init__.py, model.py); the package's pre-1.0 API lives on as vui.legacy",
	names: {
		"vui.legacy": { source: "src/vui/legacy/__init__.py" },
		"vui.legacy.Vui": { source: "src/vui/legacy/model.py (BASE, COHOST, ABRAHAM file names)" },
		"vui.legacy.Vui.eval": { source: "src/vui/legacy/model.py (a torch nn.Module)" },
		"vui.legacy.Vui.from_pretrained": { source: "src/vui/legacy/model.py", returns: "vui.legacy.Vui" },
		"vui.legacy.render": { source: "src/vui/legacy/inference.py (exported by vui/legacy/__init__.py)" },
	},
};

export const VUI_FACTS: LibraryFacts = {
	library: "vui",
	packages: [VUI, HUGGINGFACE_HUB],
	installs: {
		"git+https://github.com/fluxions-ai/vui": "pyproject.toml (name = vui)",
		soundfile: "soundfile",
	},
};
