import type { LibraryFacts, PackageFacts } from "./types.js";

const KITTENTTS: PackageFacts = {
	package: "kittentts",
	repository: "KittenML/KittenTTS",
	release: "0.8.1",
	commit: "395171a68d5c73a50027436988fb856c30c748b8",
	names: {
		kittentts: {
			source: "kittentts/__init__.py",
		},
		"kittentts.KittenTTS": {
			source: "kittentts/get_model.py",
			returns: "kittentts.KittenTTS",
		},
		"kittentts.KittenTTS.generate": {
			source: "kittentts/get_model.py",
			kwargs: ["voice", "speed"],
		},
	},
};

export const KITTENTTS_FACTS: LibraryFacts = {
	library: "kittentts",
	packages: [KITTENTTS],
	installs: {
		"https://github.com/KittenML/KittenTTS/releases/download/0.8.1/kittentts-0.8.1-py3-none-any.whl":
			"README.md install line; pyproject.toml (name = kittentts, version = 0.8.1)",
		soundfile: "soundfile",
	},
};
