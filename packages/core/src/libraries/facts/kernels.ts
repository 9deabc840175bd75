import type { LibraryFacts, PackageFacts } from "./types.js";

const KERNELS: PackageFacts = {
	package: "kernels",
	repository: "huggingface/kernels",
	release: "0.16.0",
	commit: "272cd12b8e40116489eabe811571e28a3cbcea2b",
	names: {
		kernels: { source: "kernels/src/kernels/__init__.py" },
		"kernels.get_kernel": {
			source:
				"kernels/src/kernels/utils.py (revision or version is required; untrusted publishers need trust_remote_code)",
			kwargs: ["revision", "version", "trust_remote_code"],
		},
	},
};

export const KERNELS_FACTS: LibraryFacts = {
	library: "kernels",
	packages: [KERNELS],
	installs: {
		kernels: "kernels/pyproject.toml (name = kernels)",
	},
};
