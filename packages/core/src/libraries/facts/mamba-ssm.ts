import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const MAMBA_SSM: PackageFacts = {
	package: "mamba_ssm",
	repository: "state-spaces/mamba",
	release: "2.3.2",
	commit: "e9594ce1c732d97440f0332fdc43170a2294dbfa",
	names: {
		mamba_ssm: { source: "mamba_ssm/__init__.py" },
		"mamba_ssm.MambaLMHeadModel": { source: "mamba_ssm/models/mixer_seq_simple.py" },
		"mamba_ssm.MambaLMHeadModel.from_pretrained": {
			source: "mamba_ssm/models/mixer_seq_simple.py",
			kwargs: ["device", "dtype"],
			returns: "mamba_ssm.MambaLMHeadModel",
		},
		"mamba_ssm.MambaLMHeadModel.generate": {
			source: "mamba_ssm/utils/generation.py (GenerationMixin.generate)",
			kwargs: ["input_ids", "max_length"],
		},
	},
};

export const MAMBA_SSM_FACTS: LibraryFacts = {
	library: "mamba-ssm",
	packages: [MAMBA_SSM, TRANSFORMERS],
	installs: {
		"mamba-ssm": "setup.py (PACKAGE_NAME = mamba_ssm); --no-build-isolation as its README says",
	},
};
