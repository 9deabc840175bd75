import type { LibraryFacts, PackageFacts } from "./types.js";

const NARI_TTS: PackageFacts = {
	package: "nari-tts",
	repository: "nari-labs/dia",
	release: "0.1.0",
	commit: "876125e461a03b157ec905b0fe8b57a0f8b9e7a0",
	names: {
		"dia.model": { source: "dia/model.py" },
		"dia.model.Dia": { source: "dia/model.py" },
		"dia.model.Dia.from_pretrained": { source: "dia/model.py", kwargs: ["compute_dtype"], returns: "dia.model.Dia" },
		"dia.model.Dia.generate": { source: "dia/model.py", kwargs: ["use_torch_compile", "verbose"] },
		"dia.model.Dia.save_audio": { source: "dia/model.py" },
	},
};

export const DIA_TTS_FACTS: LibraryFacts = {
	library: "dia-tts",
	packages: [NARI_TTS],
	installs: {
		"git+https://github.com/nari-labs/dia.git": "pyproject.toml (name = nari-tts)",
	},
};
