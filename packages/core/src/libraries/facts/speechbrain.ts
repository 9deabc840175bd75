import type { LibraryFacts, PackageFacts } from "./types.js";

const SPEECHBRAIN: PackageFacts = {
	package: "speechbrain",
	repository: "speechbrain/speechbrain",
	release: "1.1.0",
	commit: "9c826ef3937bac885c8a6ca86c6889a30f256fb5",
	names: {
		speechbrain: {
			source: "speechbrain/__init__.py",
		},
		"speechbrain.inference.classifiers": {
			source: "speechbrain/inference/classifiers.py",
		},
		"speechbrain.inference.classifiers.EncoderClassifier": {
			source: "speechbrain/inference/classifiers.py",
		},
		"speechbrain.inference.classifiers.EncoderClassifier.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.classifiers.EncoderClassifier",
		},
		"speechbrain.inference.classifiers.EncoderClassifier.classify_file": {
			source: "speechbrain/inference/classifiers.py",
		},
		"speechbrain.inference.ASR": {
			source: "speechbrain/inference/ASR.py",
		},
		"speechbrain.inference.ASR.EncoderDecoderASR": {
			source: "speechbrain/inference/ASR.py",
		},
		"speechbrain.inference.ASR.EncoderDecoderASR.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.ASR.EncoderDecoderASR",
		},
		"speechbrain.inference.ASR.EncoderDecoderASR.transcribe_file": {
			source: "speechbrain/inference/ASR.py",
		},
		"speechbrain.inference.separation": {
			source: "speechbrain/inference/separation.py",
		},
		"speechbrain.inference.separation.SepformerSeparation": {
			source: "speechbrain/inference/separation.py",
		},
		"speechbrain.inference.separation.SepformerSeparation.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.separation.SepformerSeparation",
		},
		"speechbrain.inference.separation.SepformerSeparation.separate_file": {
			source: "speechbrain/inference/separation.py",
		},
		"speechbrain.inference.speaker": {
			source: "speechbrain/inference/speaker.py",
		},
		"speechbrain.inference.speaker.SpeakerRecognition": {
			source: "speechbrain/inference/speaker.py",
		},
		"speechbrain.inference.speaker.SpeakerRecognition.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.speaker.SpeakerRecognition",
		},
		"speechbrain.inference.speaker.SpeakerRecognition.verify_files": {
			source: "speechbrain/inference/speaker.py",
		},
		"speechbrain.inference.enhancement": {
			source: "speechbrain/inference/enhancement.py",
		},
		"speechbrain.inference.enhancement.SpectralMaskEnhancement": {
			source: "speechbrain/inference/enhancement.py",
		},
		"speechbrain.inference.enhancement.SpectralMaskEnhancement.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.enhancement.SpectralMaskEnhancement",
		},
		"speechbrain.inference.enhancement.SpectralMaskEnhancement.enhance_file": {
			source: "speechbrain/inference/enhancement.py",
		},
		"speechbrain.inference.TTS": {
			source: "speechbrain/inference/TTS.py",
		},
		"speechbrain.inference.TTS.Tacotron2": {
			source: "speechbrain/inference/TTS.py",
		},
		"speechbrain.inference.TTS.Tacotron2.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.TTS.Tacotron2",
		},
		"speechbrain.inference.TTS.Tacotron2.encode_text": {
			source: "speechbrain/inference/TTS.py",
		},
		"speechbrain.inference.vocoders": {
			source: "speechbrain/inference/vocoders.py",
		},
		"speechbrain.inference.vocoders.HIFIGAN": {
			source: "speechbrain/inference/vocoders.py",
		},
		"speechbrain.inference.vocoders.HIFIGAN.from_hparams": {
			source: "speechbrain/inference/interfaces.py",
			kwargs: ["source", "savedir", "run_opts"],
			returns: "speechbrain.inference.vocoders.HIFIGAN",
		},
		"speechbrain.inference.vocoders.HIFIGAN.decode_batch": {
			source: "speechbrain/inference/vocoders.py",
		},
	},
};

export const SPEECHBRAIN_FACTS: LibraryFacts = {
	library: "speechbrain",
	packages: [SPEECHBRAIN],
	installs: { speechbrain: "setup.py (name=speechbrain)", soundfile: "soundfile" },
};
