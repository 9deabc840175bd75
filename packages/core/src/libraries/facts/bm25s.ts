import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const BM25S: PackageFacts = {
	package: "bm25s",
	repository: "xhluca/bm25s",
	release: "0.3.11",
	commit: "wheel bm25s-0.3.11-py3-none-any.whl",
	note: "read from the wheel of the local index (the release the compat suite installs)",
	names: {
		bm25s: { source: "bm25s/__init__.py" },
		"bm25s.hf": { source: "bm25s/hf.py" },
		"bm25s.hf.BM25HF": { source: "bm25s/hf.py" },
		"bm25s.hf.BM25HF.load_from_hub": { source: "bm25s/hf.py", kwargs: ["load_corpus"], returns: "bm25s.hf.BM25HF" },
		"bm25s.hf.BM25HF.retrieve": { source: "bm25s/__init__.py (BM25.retrieve)", kwargs: ["k"] },
		"bm25s.tokenize": { source: "bm25s/tokenization.py (exported by __init__.py)" },
	},
};

export const BM25S_FACTS: LibraryFacts = {
	library: "bm25s",
	packages: [BM25S, HUGGINGFACE_HUB],
	installs: {
		bm25s: "setup.py (name=bm25s)",
		huggingface_hub: "huggingface_hub",
	},
};
