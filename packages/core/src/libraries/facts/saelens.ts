import type { LibraryFacts, PackageFacts } from "./types.js";

const SAE_LENS: PackageFacts = {
	package: "sae-lens",
	repository: "jbloomAus/SAELens",
	release: "6.18.0",
	commit: "91ca16ccd0684e4dd6323cd4f23ded734339ec54",
	names: {
		sae_lens: { source: "sae_lens/__init__.py" },
		"sae_lens.SAE": { source: "sae_lens/saes/sae.py" },
		"sae_lens.SAE.from_pretrained": {
			source: "sae_lens/saes/sae.py (returns the SAE alone since 6.0; a release not in the directory is a repo id)",
			kwargs: ["release", "sae_id", "device"],
			returns: "sae_lens.SAE",
		},
	},
};

export const SAELENS_FACTS: LibraryFacts = {
	library: "saelens",
	packages: [SAE_LENS],
	installs: {
		"sae-lens": "pyproject.toml (name = sae-lens)",
	},
};
