import type { LibraryFacts, PackageFacts } from "./types.js";

const TENSORFLOWTTS: PackageFacts = {
	package: "TensorFlowTTS",
	repository: "TensorSpeech/TensorFlowTTS",
	release: "1.8",
	note: "PyPI TensorFlowTTS; repository at the v1.6 tag's successor",
	commit: "136877136355c82d7ba474ceb7a8f133bd84767e",
	names: {
		tensorflow_tts: {
			source: "tensorflow_tts/__init__.py",
		},
		"tensorflow_tts.inference": {
			source: "tensorflow_tts/inference/__init__.py",
		},
		"tensorflow_tts.inference.AutoProcessor": {
			source: "tensorflow_tts/inference/__init__.py",
		},
		"tensorflow_tts.inference.AutoProcessor.from_pretrained": {
			source: "tensorflow_tts/inference/auto_processor.py",
			returns: "tensorflow_tts.Processor",
		},
		"tensorflow_tts.Processor.text_to_sequence": {
			source: "tensorflow_tts/processor/base_processor.py",
		},
		"tensorflow_tts.inference.TFAutoModel": {
			source: "tensorflow_tts/inference/__init__.py",
		},
		"tensorflow_tts.inference.TFAutoModel.from_pretrained": {
			source: "tensorflow_tts/inference/auto_model.py",
			returns: "tensorflow_tts.Model",
		},
		"tensorflow_tts.Model.inference": {
			source: "tensorflow_tts/models/fastspeech2.py, tacotron2.py, mb_melgan.py",
			kwargs: ["input_ids", "input_lengths", "speaker_ids", "speed_ratios", "f0_ratios", "energy_ratios"],
		},
	},
};

export const TENSORFLOWTTS_FACTS: LibraryFacts = {
	library: "tensorflowtts",
	packages: [TENSORFLOWTTS],
	installs: { TensorFlowTTS: "setup.py (name=TensorFlowTTS)" },
};
