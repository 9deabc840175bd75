import type { LibraryFacts, PackageFacts } from "./types.js";

const SETFIT: PackageFacts = {
	package: "setfit",
	repository: "huggingface/setfit",
	release: "1.2.0.dev0",
	commit: "0f8e322ce7c62eeb7b2d113f88f1b1fc37777692",
	names: {
		setfit: {
			source: "src/setfit/__init__.py",
		},
		"setfit.SetFitModel": {
			source: "src/setfit/modeling.py",
		},
		"setfit.SetFitModel.from_pretrained": {
			source: "src/setfit/modeling.py (ModelHubMixin)",
			returns: "setfit.SetFitModel",
		},
		"setfit.SetFitModel.predict": {
			source: "src/setfit/modeling.py",
		},
	},
};

export const SETFIT_FACTS: LibraryFacts = {
	library: "setfit",
	packages: [SETFIT],
	installs: {
		setfit: "setup.py (name=setfit)",
	},
};
