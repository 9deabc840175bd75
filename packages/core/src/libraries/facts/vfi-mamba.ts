import type { LibraryFacts, PackageFacts } from "./types.js";

const VFIMAMBA: PackageFacts = {
	package: "VFIMamba",
	repository: "MCG-NJU/VFIMamba",
	release: "1.0",
	commit: "8df805eb054cd423e188d509210731cffe9438af",
	note: "a research repository without a package version: 1.0 is its paper's release",
	names: {
		Trainer_finetune: { source: "Trainer_finetune.py" },
		"Trainer_finetune.Model": { source: "Trainer_finetune.py" },
		"Trainer_finetune.Model.eval": { source: "Trainer_finetune.py" },
		"Trainer_finetune.Model.from_pretrained": { source: "Trainer_finetune.py", returns: "Trainer_finetune.Model" },
		"Trainer_finetune.Model.inference": { source: "Trainer_finetune.py" },
		"benchmark.utils.padder": { source: "benchmark/utils/padder.py" },
		"benchmark.utils.padder.InputPadder": { source: "benchmark/utils/padder.py", kwargs: ["divisor"] },
		"benchmark.utils.padder.InputPadder.pad": { source: "benchmark/utils/padder.py" },
		"benchmark.utils.padder.InputPadder.unpad": { source: "benchmark/utils/padder.py" },
	},
};

export const VFI_MAMBA_FACTS: LibraryFacts = {
	library: "vfi-mamba",
	packages: [VFIMAMBA],
	installs: {
		"https://github.com/MCG-NJU/VFIMamba.git": "the repository",
	},
};
