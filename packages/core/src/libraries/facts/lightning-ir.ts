import type { LibraryFacts, PackageFacts } from "./types.js";

const LIGHTNING_IR: PackageFacts = {
	package: "lightning-ir",
	repository: "webis-de/lightning-ir",
	release: "0.0.6",
	commit: "98cb3fd3800051c6e02e934273c309ced8b0ca57",
	names: {
		lightning_ir: {
			source: "lightning_ir/__init__.py",
		},
		"lightning_ir.BiEncoderModule": {
			source: "lightning_ir/__init__.py",
			kwargs: [],
			returns: "lightning_ir.BiEncoderModule",
		},
		"lightning_ir.BiEncoderModule.score": {
			source: "lightning_ir/base/module.py",
		},
		"lightning_ir.CrossEncoderModule": {
			source: "lightning_ir/__init__.py",
			kwargs: [],
			returns: "lightning_ir.CrossEncoderModule",
		},
		"lightning_ir.CrossEncoderModule.score": {
			source: "lightning_ir/base/module.py",
		},
	},
};

export const LIGHTNING_IR_FACTS: LibraryFacts = {
	library: "lightning-ir",
	packages: [LIGHTNING_IR],
	installs: { "lightning-ir": "pyproject.toml (name = lightning-ir)" },
};
