import type { LibraryFacts, PackageFacts } from "./types.js";

const FAIRSEQ: PackageFacts = {
	package: "fairseq",
	repository: "facebookresearch/fairseq",
	release: "0.12.2",
	commit: "3d262bb25690e4eb2e7d3c1309b1e9c406ca4b99",
	names: {
		fairseq: {
			source: "fairseq/__init__.py",
		},
		"fairseq.checkpoint_utils": {
			source: "fairseq/checkpoint_utils.py",
		},
		"fairseq.checkpoint_utils.load_model_ensemble_and_task_from_hf_hub": {
			source: "fairseq/checkpoint_utils.py",
			kwargs: ["arg_overrides", "cache_dir"],
		},
		"fairseq.models.text_to_speech.hub_interface": {
			source: "fairseq/models/text_to_speech/hub_interface.py",
		},
		"fairseq.models.text_to_speech.hub_interface.TTSHubInterface": {
			source: "fairseq/models/text_to_speech/hub_interface.py",
		},
		"fairseq.models.text_to_speech.hub_interface.TTSHubInterface.update_cfg_with_data_cfg": {
			source: "fairseq/models/text_to_speech/hub_interface.py",
		},
		"fairseq.models.text_to_speech.hub_interface.TTSHubInterface.get_model_input": {
			source: "fairseq/models/text_to_speech/hub_interface.py",
		},
		"fairseq.models.text_to_speech.hub_interface.TTSHubInterface.get_prediction": {
			source: "fairseq/models/text_to_speech/hub_interface.py",
		},
	},
};

export const FAIRSEQ_FACTS: LibraryFacts = {
	library: "fairseq",
	packages: [FAIRSEQ],
	installs: {
		fairseq: "setup.py (name=fairseq)",
		g2p_en: "fairseq/models/text_to_speech/hub_interface.py (phonemizer of the English TTS models)",
		soundfile: "soundfile",
	},
};
