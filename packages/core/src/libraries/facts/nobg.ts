import type { LibraryFacts, PackageFacts } from "./types.js";

const NOBG: PackageFacts = {
	package: "nobg",
	repository: "feyninc/nobg",
	release: "0.3.0",
	commit: "7bbd63ec9a909cf0f421b1f084e9d61f7831fc6e",
	note: "read file by file from the search index (no snapshot of the repository was fetched)",
	names: {
		nobg: { source: "src/nobg/__init__.py (exports AutoModel, AutoProcessor)" },
		"nobg.AutoModel": { source: "src/nobg/auto.py" },
		"nobg.AutoModel.__call__": { source: "src/nobg/sam3/modeling_sam3.py (forward)", kwargs: ["pixel_values"] },
		"nobg.AutoModel.eval": { source: "src/nobg/sam3/modeling_sam3.py (a torch module)" },
		"nobg.AutoModel.from_pretrained": { source: "src/nobg/auto.py", returns: "nobg.AutoModel" },
		"nobg.AutoProcessor": { source: "src/nobg/auto.py" },
		"nobg.AutoProcessor.__call__": {
			source:
				"src/nobg/sam3/image_processing_sam3.py (a transformers Sam3Processor; text defaults to the foreground prompt)",
			kwargs: ["return_tensors"],
		},
		"nobg.AutoProcessor.cutout": { source: "src/nobg/sam3/image_processing_sam3.py (a staticmethod)" },
		"nobg.AutoProcessor.from_pretrained": { source: "src/nobg/auto.py", returns: "nobg.AutoProcessor" },
		"nobg.AutoProcessor.post_process_alpha_matting": {
			source: "src/nobg/sam3/image_processing_sam3.py",
			kwargs: ["target_sizes"],
		},
	},
};

export const NOBG_FACTS: LibraryFacts = {
	library: "nobg",
	packages: [NOBG],
	installs: {
		nobg: "the nobg package (src/nobg)",
	},
};
