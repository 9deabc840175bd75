import type { LibraryFacts, PackageFacts } from "./types.js";

const NEMO_TOOLKIT: PackageFacts = {
	package: "nemo-toolkit",
	repository: "NVIDIA/NeMo",
	release: "2.4.0",
	commit: "8cfedd7203462cb251a914e700e5605444277561",
	names: {
		"nemo.collections.asr": { source: "nemo/collections/asr/__init__.py" },
		"nemo.collections.asr.models.ASRModel.from_pretrained": {
			source: "nemo/core/classes/common.py (Model.from_pretrained)",
			returns: "nemo.collections.asr.models.ASRModel",
		},
		"nemo.collections.asr.models.ASRModel.transcribe": {
			source: "nemo/collections/asr/parts/mixins/transcription.py (TranscriptionMixin.transcribe)",
		},
	},
};

export const NEMO_FACTS: LibraryFacts = {
	library: "nemo",
	packages: [NEMO_TOOLKIT],
	installs: {
		"nemo_toolkit[asr]": "setup.py (name=nemo_toolkit; the asr extra)",
	},
};
