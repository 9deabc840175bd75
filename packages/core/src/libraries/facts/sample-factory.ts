import type { LibraryFacts, PackageFacts } from "./types.js";

const SAMPLE_FACTORY: PackageFacts = {
	package: "sample-factory",
	repository: "alex-petrenko/sample-factory",
	release: "2.1.3",
	commit: "1894bd1e5e6f741726115e9a69569780906c171c",
	names: {},
	commands: {
		"python -m sample_factory.huggingface.load_from_hub": {
			source: "sample_factory/huggingface/load_from_hub.py (argparse)",
			flags: ["-r", "--hf_repository", "-d", "--train_dir"],
		},
		"python -m sf_examples.vizdoom.enjoy_vizdoom": {
			source: "sf_examples/vizdoom/enjoy_vizdoom.py (sample_factory/cfg/cfg.py arguments)",
			flags: ["--algo", "--env", "--train_dir", "--experiment"],
		},
	},
};

export const SAMPLE_FACTORY_FACTS: LibraryFacts = {
	library: "sample-factory",
	packages: [SAMPLE_FACTORY],
	installs: {
		"sample-factory": "setup.py (name=sample-factory)",
	},
};
