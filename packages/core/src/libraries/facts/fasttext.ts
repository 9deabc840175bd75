import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const FASTTEXT: PackageFacts = {
	package: "fasttext",
	repository: "facebookresearch/fastText",
	release: "0.9.2",
	commit: "1142dc4c4ecbc19cc16eee5cdd28472e689267e6",
	names: {
		fasttext: {
			source: "python/fasttext_module/fasttext/__init__.py",
		},
		"fasttext.load_model": {
			source: "python/fasttext_module/fasttext/FastText.py",
			returns: "fasttext._FastText",
		},
		"fasttext._FastText.predict": {
			source: "python/fasttext_module/fasttext/FastText.py",
			kwargs: ["k", "threshold"],
		},
		"fasttext._FastText.get_word_vector": {
			source: "python/fasttext_module/fasttext/FastText.py",
		},
		"fasttext._FastText.get_nearest_neighbors": {
			source: "python/fasttext_module/fasttext/FastText.py",
			kwargs: ["k"],
		},
		"fasttext._FastText.get_dimension": {
			source: "python/fasttext_module/fasttext/FastText.py",
		},
		"fasttext._FastText.get_words": {
			source: "python/fasttext_module/fasttext/FastText.py",
		},
		"fasttext._FastText.get_labels": {
			source: "python/fasttext_module/fasttext/FastText.py",
		},
	},
};

export const FASTTEXT_FACTS: LibraryFacts = {
	library: "fasttext",
	packages: [FASTTEXT, HUGGINGFACE_HUB],
	installs: { fasttext: "setup.py (name=fasttext)", huggingface_hub: "huggingface_hub" },
};
