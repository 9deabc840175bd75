import type { LibraryFacts, PackageFacts } from "./types.js";

const PYANNOTE_AUDIO: PackageFacts = {
	package: "pyannote.audio",
	repository: "pyannote/pyannote-audio",
	release: "4.0.7",
	note: "pyannote.audio 4.0.7; pyannote.core 6.0.0rc1 from pyannote/pyannote-core (second commit)",
	commit: "b749285c5cdd4636b2edc7f766f1352c8dde9369; c4cb3a949429cb05e9d9fbfc98aa39069b953ec8",
	names: {
		"pyannote.audio": {
			source: "src/pyannote/audio/__init__.py",
		},
		"pyannote.audio.Pipeline": {
			source: "src/pyannote/audio/__init__.py",
		},
		"pyannote.audio.Pipeline.from_pretrained": {
			source: "src/pyannote/audio/core/pipeline.py",
			kwargs: ["token", "cache_dir"],
			returns: "pyannote.audio.Pipeline",
		},
		"pyannote.audio.Pipeline.to": {
			source: "src/pyannote/audio/core/pipeline.py",
		},
		"pyannote.audio.Pipeline.__call__": {
			source: "src/pyannote/audio/core/pipeline.py",
		},
		"pyannote.audio.Model": {
			source: "src/pyannote/audio/__init__.py",
		},
		"pyannote.audio.Model.from_pretrained": {
			source: "src/pyannote/audio/core/model.py",
			kwargs: ["token", "cache_dir"],
		},
		"pyannote.audio.Inference": {
			source: "src/pyannote/audio/core/inference.py",
			kwargs: ["window", "duration", "step"],
			returns: "pyannote.audio.Inference",
		},
		"pyannote.audio.Inference.__call__": {
			source: "src/pyannote/audio/core/inference.py",
		},
		"pyannote.audio.Inference.crop": {
			source: "src/pyannote/audio/core/inference.py",
		},
		"pyannote.core": {
			source: "src/pyannote/core/__init__.py (pyannote-core)",
		},
		"pyannote.core.Segment": {
			source: "src/pyannote/core/segment.py (pyannote-core)",
			kwargs: ["start", "end"],
		},
	},
};

export const PYANNOTE_AUDIO_FACTS: LibraryFacts = {
	library: "pyannote-audio",
	packages: [PYANNOTE_AUDIO],
	installs: { "pyannote.audio": "pyproject.toml (name = pyannote.audio)" },
};
