import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const LTX_PIPELINES: PackageFacts = {
	package: "ltx-pipelines",
	repository: "Lightricks/LTX-2",
	release: "1.2.0",
	commit: "400fd31054597515f47125691032c04b1c3ee24e",
	note: "the commands run through uv run python -m ltx_pipelines.* (argparse in packages/ltx-pipelines/src/ltx_pipelines/utils/args.py)",
	names: {},
};

export const LTX_FACTS: LibraryFacts = {
	library: "ltx",
	packages: [LTX_PIPELINES, HUGGINGFACE_HUB],
	installs: {
		"https://github.com/Lightricks/LTX-2.git": "the repository (uv workspace: packages/ltx-core, ltx-pipelines)",
	},
};
